// The page's composition root: the DOM pieces, the save slot and the debug handle, handed to the
// scenes. Layers, lowest first: params, run, saving, input, view, ui, scenes (see README.md).
import './style.css'
import { type RunRecord, utcDay } from '@delve/run'
import { Core, Game, WEBGL } from 'phaser'
import type { BoardOffer } from './board/board-panel.js'
import { loadTiledMap } from './params/map-file.js'
import { readUrlParams } from './params/url-params.js'
import { RunHistory } from './saving/run-history.js'
import { SaveSlot } from './saving/run-save.js'
import { BootScene } from './scenes/boot-scene.js'
import { DungeonScene } from './scenes/dungeon-scene.js'
import { type CanvasSize, fitCanvas, gameConfig } from './scenes/game-config.js'
import { QuitScene } from './scenes/quit-scene.js'
import { replaySceneData, SceneKey } from './scenes/scene-keys.js'
import { commandAction, commandRow, type PageCommand, pageCommand } from './settings/commands.js'
import { listenPageKeys } from './settings/page-keys.js'
import { SettingsScreen } from './settings/settings-screen.js'
import { type Settings, SettingsStore } from './settings/settings-store.js'
import { ZoomGestures, zoomSteps } from './settings/zoom-gestures.js'
import { installDebugHandle } from './ui/debug-handle.js'
import { requireElement } from './ui/dom.js'
import { Hud } from './ui/hud.js'
import { overlayBoxes } from './ui/layout.js'
import { Menu } from './ui/menu.js'
import { PanelDoor } from './ui/panel-door.js'
import { Sidebar } from './ui/sidebar.js'
import { type PadButton, TouchPad } from './ui/touch-pad.js'
import { FrameGate, wakeOnInput } from './view/frame-gate.js'
import { setTilesetLook } from './view/high-contrast.js'
import { asksForReplay } from './watch/replay-asked.js'
import type { ReplayViewer, Watching } from './watch/replay-viewer.js'

const hud = new Hud(document)
const saves = new SaveSlot(browserStorage())
// Test hooks only for the sandbox opened with `cheats` in its address: a run is never helped.
const cheats =
  new URLSearchParams(window.location.search).has('cheats') &&
  readUrlParams(window.location.search).sandbox
const debug = installDebugHandle(window, () => rendererName(game), { cheats })
const settings = new SettingsStore(browserStorage())
const settingsScreen = new SettingsScreen(document, settings, () => dungeon.zoomInUse())
let settingsProblem = settings.problem
const gestures = new ZoomGestures(
  requireElement(document, 'game'),
  settings,
  () => dungeon.allows('zoom-in', false),
  () => dungeon.zoomInUse(),
)
const pad = new TouchPad(document, (action) => dungeon.padAction(action))
// The generator panel loads when it is first opened (the sandbox's), the map fitted again then.
const panel = new PanelDoor(
  document,
  {
    apply: (params, changed) => dungeon.panelApply(params, changed),
    regenerate: () => dungeon.panelRegenerate(),
    newGame: () => dungeon.panelNewGame(),
    copyLink: () => dungeon.panelCopyLink(),
    setFov: (on) => dungeon.panelSetFov(on),
    setVaults: (setting) => dungeon.panelSetVaults(setting),
  },
  () => gate.wake(),
)
// The game's own address, without a query: replay links and leaving a replay go there.
const base = `${window.location.origin}${window.location.pathname}`
// The replay viewer (its bar, sharing, links, playback) loads at start for a replay link, else
// when an end screen first offers a replay; the end screen when a run first ends.
const viewer = onDemand(() =>
  import('./watch/replay-viewer.js').then(
    ({ ReplayViewer }) =>
      new ReplayViewer(document, {
        base,
        watch,
        act: (control) => dungeon.replayControl(control),
      }),
  ),
)
const endScreen = onDemand(() =>
  import('./ui/quit-screen.js').then(({ QuitScreen }) => {
    const screen = new QuitScreen(document)
    screen.onNewGame(() => quit.newGame())
    return screen
  }),
)
// The board (apps/board) answers at api/ beside the game: `pnpm dev` runs both, Vite passes
// api/ on to the board. Its panel and client load when an end screen first offers the board:
// nothing of it is needed before then.
const board = onDemand(() =>
  Promise.all([import('./board/board-panel.js'), import('./board/board-client.js')]).then(
    ([{ BoardPanel }, { BoardClient }]) =>
      new BoardPanel(document, {
        client: new BoardClient(new URL('api/', base).href),
        storage: browserStorage(),
        today: () => utcDay(Date.now()),
        watch,
      }),
  ),
)
function offerBoard(offer: BoardOffer): void {
  // Not loaded (the page's server gone): the end screen goes on without its board.
  board.get().then((panel) => panel.show(offer), ignore)
}

// The runs played in this browser: the end screen adds a run ended, the dungeon one given up.
const runHistory = new RunHistory(browserStorage())
const dungeon: DungeonScene = new DungeonScene({
  hud,
  history: runHistory,
  debug,
  saves,
  pad,
  sidebar: new Sidebar(document),
  menu: new Menu(
    document,
    (index) => dungeon.padAction({ kind: 'choose', index }),
    () => dungeon.padAction({ kind: 'cancel' }),
  ),
  panel,
  showAddress(query) {
    history.replaceState(history.state, '', query)
    return window.location.href
  },
  copyText: (text) => navigator.clipboard.writeText(text),
  settings: {
    bindings: () => settings.current.bindings,
    zoom: () => settings.current.zoom,
    ascii: () => settings.current.ascii,
    open: () => settingsScreen.open,
    owns: (event) => settingsScreen.owns(event),
    pinching: () => gestures.pinching,
    takeProblem() {
      const problem = settingsProblem
      settingsProblem = ''
      return problem
    },
  },
  // Shown only while a replay plays: the viewer is loaded by then.
  replayBar: {
    show: (state) => viewer.now?.bar.show(state),
    hide: () => viewer.now?.bar.hide(),
  },
  leaveReplay: () => window.location.assign(base),
  drawAgain: () => gate.wake(),
  overlays() {
    // The bars' heights go to the page first: the sidebar, the pad and the panel are placed by them.
    hud.insets()
    return overlayBoxes(document)
  },
})

const quit = new QuitScene({
  hud,
  endScreen: endScreen.get,
  history: runHistory,
  // Nothing to offer (the sandbox's end): the viewer is not loaded for it. Not loaded (the
  // page's server gone): the end screen goes on without its offer.
  offerReplay(recording) {
    if (recording) viewer.get().then((loaded) => loaded.share.offerFor(recording), ignore)
    else viewer.now?.share.offerFor(null)
  },
  offerBoard,
  ownsKey: (target) => board.now?.owns(target) ?? false,
})

// Loading: it paints the textures, then starts the dungeon (or shows why a replay is refused).
const boot = new BootScene({
  params: readUrlParams(window.location.search),
  saves,
  page: window.location.href,
  loadMap: (address) => loadTiledMap(address, window.location.href, (url) => fetch(url)),
  highContrast: settings.current.highContrast,
  ...(asksForReplay(window.location.search) ? { replay: replayAsked() } : {}),
  refuse(reason) {
    hud.loaded()
    viewer.get().then((loaded) => loaded.share.refuse(reason), ignore)
  },
})
const game = new Game(gameConfig('game', [boot, dungeon, quit], windowSize()))
game.events.on(Core.Events.POST_RENDER, debug.countFrame)
// The page draws only when something changed: loading, a scene to start, the dungeon's own work
// (`busy`), an input. Otherwise the loop sleeps (see FrameGate).
const gate = new FrameGate(
  game.loop,
  () =>
    (game.scene.isActive(SceneKey.Boot) && !boot.refused) ||
    scenesQueued(game) ||
    (game.scene.isActive(SceneKey.Dungeon) && dungeon.busy()),
)
game.events.on(Core.Events.POST_RENDER, () => gate.frameDrawn())
wakeOnInput(window, gate)
debug.watchIdle(() => gate.idle)
showSettings(settings.current)
let contrast = settings.current.highContrast
settings.onChange((chosen) => {
  if (chosen.highContrast !== contrast) setTilesetLook(game.textures, chosen.highContrast)
  contrast = chosen.highContrast
  showSettings(chosen)
  gate.wake()
  dungeon.settingsChanged()
})
listenPageKeys(
  window,
  settings,
  pageAct,
  (command, event) =>
    !settingsScreen.owns(event) && !panel.owns(event.target) && dungeon.allows(command),
)

/** What the page shows of the settings outside their screen: the palette, the pad's buttons. */
function showSettings(chosen: Settings): void {
  document.documentElement.dataset.contrast = chosen.highContrast ? 'high' : 'normal'
  pad.setButtons(chosen.pad.map(padButton))
}

/** The pad's button for command `id`: the run's action, or the page's command. */
function padButton(id: string): PadButton {
  const row = commandRow(id)
  const action = commandAction(id)
  const page = pageCommand(id)
  return {
    command: id,
    act: action?.kind ?? page ?? id,
    text: row?.pad ?? id,
    label: row?.label ?? id,
    press: () => {
      if (action) dungeon.padAction(action)
      else if (page && dungeon.allows(page)) pageAct(page)
    },
  }
}

/** The page's own commands: the settings screen, and the zoom (a problem keeping it is said). */
function pageAct(command: PageCommand): void {
  if (command === 'settings') {
    settingsScreen.toggle()
    return
  }
  const problem = zoomSteps(settings, command === 'zoom-in' ? 1 : -1, () => dungeon.zoomInUse())
  if (problem) hud.showStatus(problem, 'warning')
}

// The canvas follows the window, and the screen's density (a zoom, a move to another screen).
const refit = () => fitCanvas(game, windowSize())
window.addEventListener('resize', refit)

/** The replay the address asks for, read through; or why it cannot be played. */
function replayAsked(): Promise<{ watching: Watching } | { refused: string }> {
  return viewer.get().then(
    (loaded) => loaded.asked(window.location.search),
    () => ({ refused: 'the replay viewer could not be loaded' }),
  )
}

/** Plays a recording back in this page (from the end screen, the board, or a file opened). */
function watch(recording: RunRecord): void {
  viewer.get().then((loaded) => play(loaded, recording), ignore)
}

function play(loaded: ReplayViewer, recording: RunRecord): void {
  const watching = loaded.watch(recording)
  if (!watching) return
  gate.wake()
  // A reload plays it again, when its link fits an address.
  const query = loaded.addressOf(recording)
  if (query !== null) history.replaceState(history.state, '', query)
  for (const key of [SceneKey.Boot, SceneKey.Quit]) {
    if (game.scene.isActive(key)) game.scene.stop(key)
  }
  game.scene.start(SceneKey.Dungeon, replaySceneData(watching))
}

/**
 * A part of the page loaded (`import()`) the first time it is asked for, then kept (`now`); a
 * load that failed (the page's server gone) is tried again when next asked.
 */
function onDemand<T>(load: () => Promise<T>): { get(): Promise<T>; readonly now?: T } {
  let loading: Promise<T> | undefined
  const part: { get(): Promise<T>; now?: T } = {
    get: () =>
      (loading ??= load().then(
        (loaded) => (part.now = loaded),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
  }
  return part
}

/** A part that could not be loaded: the page goes on without it. */
function ignore(): void {}

/** The window in CSS pixels, and how many of the screen's pixels make one. */
function windowSize(): CanvasSize {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    pixelRatio: Math.max(1, window.devicePixelRatio || 1),
  }
}

/**
 * Whether scenes wait to be started or stopped at the next frame. Phaser 4.2's scene manager
 * keeps them in these arrays; none of them is public.
 */
function scenesQueued(of: Game): boolean {
  const manager = of.scene as unknown as Record<'_pending' | '_start' | '_queue', unknown[]>
  return [manager._pending, manager._start, manager._queue].some((list) => (list?.length ?? 0) > 0)
}

function rendererName(of: Game): string {
  return of.renderer?.type === WEBGL ? 'WebGL' : 'Canvas'
}

/** The page's local storage, or none where the browser refuses it (some privacy settings). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
