import { createTurnEvents, grantExperience, nearestFreeTile, spawnItem } from '@delve/ecs'
import { inBounds, type Point } from '@delve/map'
import { KeyboardInput, NO_KEYS } from '@delve/phaser'
import type { Run } from '@delve/run'
import { dailyDay, recordRun, runSummary, utcDay } from '@delve/run'
import { Core, Input, Scene, Scenes } from 'phaser'
import { dungeonClaims, keysForMode } from '../input/key-actions.js'
import type { ParamName, RawParams } from '../params/param-names.js'
import { type VaultSetting, vaultSettingOf } from '../params/sandbox-vaults.js'
import { queryFor } from '../params/url-params.js'
import type { Action } from '../play/actions.js'
import type { Mode } from '../play/modes.js'
import { type Outcome, type RunEnd, Session, type Tone } from '../play/session.js'
import { type RunHistory, recordOf } from '../saving/run-history.js'
import type { SaveSlot } from '../saving/run-save.js'
import { SaveScheduler } from '../saving/save-scheduler.js'
import type { Bindings } from '../settings/bindings.js'
import type { PageCommand } from '../settings/commands.js'
import type { ZoomSetting } from '../settings/zoom.js'
import type { ClimbReport, DebugReporter, GrowthReport } from '../ui/debug-handle.js'
import type { Hud } from '../ui/hud.js'
import { type Menu, menuContent } from '../ui/menu.js'
import type { GeneratorPanel } from '../ui/panel.js'
import type { Sidebar } from '../ui/sidebar.js'
import type { TouchPad } from '../ui/touch-pad.js'
import type { MarksShown } from '../view/aim-marks.js'
import type { Box } from '../view/dungeon-view.js'
import { DungeonView } from '../view/dungeon-view.js'
import { FrameTimer } from '../view/frame-timer.js'
import type { ReplayShown } from '../watch/replay-bar.js'
import { ReplayDriver } from '../watch/replay-driver.js'
import { type DungeonSceneData, type QuitSceneData, SceneKey } from './scene-keys.js'

/** What the scene works with outside the canvas. */
export interface DungeonUi {
  hud: Hud
  panel: GeneratorPanel
  debug: DebugReporter
  saves: SaveSlot
  pad: TouchPad
  sidebar: Sidebar
  menu: Menu
  /** The boxes of the page's parts over the canvas now (CSS pixels): the map keeps clear of them. */
  overlays(): readonly Box[]
  /** Puts a query string in the address bar and returns the full link. */
  showAddress(query: string): string
  /** Copies text to the clipboard; rejects where the browser does not allow it. */
  copyText(text: string): Promise<void>
  /** The browser's history of runs: a run given up for a new one goes into it. */
  history?: RunHistory
  /** The replay's controls (shown only while a replay plays), and leaving a replay. */
  replayBar?: { show(state: ReplayShown): void; hide(): void }
  leaveReplay?(): void
  settings: DungeonSettings
  /** Something changed that no input brought (a test hook): the page draws again. */
  drawAgain?(): void
}

/** The player's settings, as the dungeon reads them. */
export interface DungeonSettings {
  bindings(): Bindings
  /** Tiles this many times the readable default size, 1 to 4; or `'fill'`, as the screen allows. */
  zoom(): ZoomSetting
  /** The map in CP437 glyphs rather than the pixel tiles. */
  ascii(): boolean
  /** True while the settings screen is open: the game waits behind it. */
  open(): boolean
  /** True for a key event the settings screen has (it is open, or the key closed it). */
  owns(event: KeyboardEvent): boolean
  /** True while two fingers pinch the map, and until they lift: their touches are no tap. */
  pinching(): boolean
  /** Why stored settings could not all be read ('' when they could): given once, then ''. */
  takeProblem(): string
}

/** Milliseconds between the steps of a walk to a tapped tile: quick, yet each step is seen. */
const WALK_STEP_MS = 90

/** Milliseconds between the steps of auto-explore, travel and a run: each step seen, briskly. */
const AUTO_STEP_MS = 45

/** How long a finger rests on a tile before it is a look rather than a tap, in milliseconds. */
const LONG_PRESS_MS = 450

/** How far a finger may drift, in pixels, and still be pressing the same tile. */
const PRESS_SLOP = 10

/**
 * The game proper, as wiring: the keyboard's, the pointer's and the pad's actions go to the
 * session (the run, with no drawing), and what each one did is shown by the view (the canvas)
 * and the page (HUD, log, panel, address), then saved.
 */
export class DungeonScene extends Scene {
  private session!: Session
  private view!: DungeonView
  private keys!: KeyboardInput<Action>
  private saver!: SaveScheduler
  /** The run was left: it is over, like a death. */
  private over = false
  private readonly regenerateTimer = new FrameTimer()
  private readonly moveTimer = new FrameTimer()
  private link = ''
  /** When the next step of a walk to a tapped tile is due. */
  private nextWalkStep = 0
  /** The tile under the mouse, for the look line; null when the mouse is off the map. */
  private hovered: Point | null = null
  /** A finger on the map: where it went down, and whether it has rested long enough to look. */
  private press: { x: number; y: number; looked: boolean; timer: { remove(): void } } | null = null
  /** The page's parts over the canvas at the last fit, as text: a change fits the map again. */
  private fitted = ''
  /** Where the player was when the room labels were last laid out clear of them. */
  private labelledAt = ''
  /** A key went down during auto-explore: it stopped the walk, and does nothing more. */
  private swallowKeys = false
  /** A recording played back: the keys and the pointer leave the run alone, nothing is saved. */
  private replay: ReplayDriver | null = null

  constructor(private readonly ui: DungeonUi) {
    super(SceneKey.Dungeon)
  }

  create(data: DungeonSceneData): void {
    const { hud, panel, debug } = this.ui
    this.session = new Session(data.run, data.fov ?? true)
    const { settings } = this.ui
    const look = settings.ascii() ? 'ascii' : 'tiles'
    this.view = new DungeonView(this, () => this.ui.overlays(), settings.zoom, look)
    this.replay = data.replay
      ? new ReplayDriver(data.replay, {
          showBar: (state) => this.ui.replayBar?.show(state),
          redraw: (change) => this.show({ change }),
          leave: () => this.ui.leaveReplay?.(),
        })
      : null
    if (!this.replay) this.ui.replayBar?.hide()
    // Each key is read in the mode the keys before it left (a letter chooses in a menu).
    const keys = (press: Parameters<typeof dungeonClaims>[0]) =>
      this.replay ? null : keysForMode(this.session.mode.name, settings.bindings())(press)
    this.keys = new KeyboardInput(this.input.keyboard ?? NO_KEYS, keys, {
      // Keys typed into the panel's fields are the fields' business, and the settings' theirs.
      ignore: (event) => panel.owns(event.target) || settings.owns(event),
      claims: (press) => dungeonClaims(press, settings.bindings()),
    })
    this.saver = new SaveScheduler(
      () => {
        // A replay is watched, not played: the player's own save is left as it is.
        if (this.replay) return
        // A run that is over (its hero dead, or left for good) is not kept: the next visit
        // starts afresh.
        if (this.session.run.dead || this.over) return this.ui.saves.clear()
        const problem = this.ui.saves.save(this.session.run)
        if (problem) this.status(problem, 'warning')
      },
      () => performance.now(),
    )

    hud.setSandbox(this.session.sandbox)
    hud.setVisible(true)
    this.ui.pad.setVisible(!this.replay)
    this.ui.sidebar.setVisible(true)
    this.show({ change: 'level' })
    const problem = settings.takeProblem()
    const notices = problem ? [...data.notices, problem] : data.notices
    if (notices.length > 0) this.status(notices.join('\n'), 'warning')
    else this.status(data.welcome)
    this.replay?.showBar()
    this.keepClear()
    // A test hook changes the run with no input: the page draws it.
    const drawn = (problem: string) => {
      this.ui.drawAgain?.()
      return problem
    }
    this.ui.debug.provideCheats({
      placeItem: (kind, at) => drawn(this.placeItem(kind, at)),
      placeMonster: (kind, at, options) => drawn(this.placeMonster(kind, at, options)),
      gainExperience: (amount) => drawn(this.gainExperience(amount)),
    })

    this.listen()
    debug.watch(() => {
      const { run } = this.session
      return {
        level: run.level,
        seed: run.levelSeed,
        runSeed: run.runSeed,
        depth: run.depth,
        // The level's own choice: in a run, the depth table's draw for this depth.
        choice: run.levelChoice,
        ...(run.map === undefined ? {} : { map: run.map }),
        player: run.playerPosition(),
        monsters: run.monsters(),
        hp: run.hp,
        maxHp: run.maxHp,
        turn: run.turn,
        dead: run.dead,
        messages: run.messages(),
        fov: this.session.fov,
        sightRadius: run.sightRadius,
        vision: run.vision,
        visionVersion: run.stats.steps,
        labels: this.view.labels,
        labelTags: this.view.labelTags,
        view: this.view.report(),
        lastRegenerateMs: this.regenerateTimer.last,
        layerBuilds: this.view.layerBuilds,
        lastMoveMs: this.moveTimer.last,
        tilesWritten: this.view.tilesWritten,
        drawnMonsters: this.view.drawnMonsters,
        items: this.session.itemsShown().seen,
        inventory: run.inventory().map((item) => item.kind),
        pack: run.inventory().map(({ letter, kind, name, count, label, known, charges }) => ({
          letter,
          kind,
          name,
          count,
          label,
          known,
          charges,
        })),
        known: run.known(),
        vaults: run.vaults(),
        growth: growthReport(run),
        targeting: this.session.targeting(),
        aimRange: this.session.aimRange(),
        cursor: cursorOf(this.session.mode),
        mode: this.session.mode.name,
        lookLine: hud.lookText,
        drawnItems: this.view.drawnItems,
        zoom: this.view.report().factor,
        exploring: this.session.exploring,
        replay: this.replay?.report() ?? null,
        kills: run.stats.kills,
        climb: climbReport(run),
        time: { food: run.food, hunger: run.hunger },
      }
    })
    this.game.events.once(Core.Events.POST_RENDER, () => {
      hud.loaded()
      debug.markReady()
    })
  }

  /**
   * Keys are acted on at the start of a frame, like the held keys' repeats, so each action's
   * work and its drawing fall in one frame, which is what the regenerate timer measures.
   */
  override update(time: number): void {
    this.replay?.tick(time)
    const swallow = this.swallowKeys
    this.swallowKeys = false
    for (const action of this.keys.take(time)) {
      if (swallow) continue
      this.perform(action)
      if (this.session.exploring) this.nextWalkStep = time + AUTO_STEP_MS
      // Nothing more happens in a dungeon the player has left, or died in.
      if (!this.sys.isActive()) return
    }
    // A walk, a rest or an exploration waits while the settings screen is open.
    if (this.session.isWalking && time >= this.nextWalkStep && !this.ui.settings.open()) {
      this.nextWalkStep = time + (this.session.exploring ? AUTO_STEP_MS : WALK_STEP_MS)
      const now = performance.now()
      this.moveTimer.start(now)
      this.show(this.session.walkOn())
      if (!this.sys.isActive()) return
    }
    this.placePlayer()
    // The page's parts change size as their text does (a long status line, the panel opened):
    // the map keeps clear of them.
    this.keepClear()
    this.view.update()
  }

  /**
   * Whether the scene has work for the next frame: a walk, an exploration or a replay going on, a
   * finger resting, a save due, or the camera easing. Asked once a frame (the camera's motion is
   * measured from one call to the next); while it is not, the page draws nothing.
   */
  busy(): boolean {
    if (!this.sys.isActive()) return false
    const moving = this.view.moving()
    return (
      moving ||
      this.session.isWalking ||
      this.session.exploring ||
      this.press !== null ||
      this.saver.pending ||
      (this.replay?.running ?? false)
    )
  }

  /** The zoom factor the map is drawn at now: the one chosen, or the one the fill came to. */
  zoomInUse(): number {
    return this.sys.isActive() ? this.view.report().factor : 1
  }

  /** The settings changed: the map is drawn in the look chosen, fitted again at the zoom chosen. */
  settingsChanged(): void {
    if (!this.sys.isActive()) return
    this.ui.drawAgain?.()
    this.view.setLook(this.ui.settings.ascii() ? 'ascii' : 'tiles')
    this.view.refit()
  }

  /**
   * Whether a page command may act now: zoom while playing, looking or aiming; settings in play.
   * A replay's + and - set its speed: there the zoom is the wheel's and the fingers' (`byKey`
   * false).
   */
  allows(command: PageCommand, byKey = true): boolean {
    if (!this.sys.isActive()) return false
    if (byKey && this.replay && command !== 'settings') return false
    const mode = this.session.mode.name
    return command === 'settings' ? mode === 'play' : ['play', 'look', 'targeting'].includes(mode)
  }

  /** A control of the replay's bar (a button or a key), while a replay plays. */
  replayControl(control: Parameters<ReplayDriver['control']>[0]): void {
    if (this.sys.isActive()) this.replay?.control(control)
  }

  /** A button of the on-screen pad. */
  padAction(action: Action): void {
    if (!this.sys.isActive()) return
    // A tap while exploring stops it, and only that.
    if (this.session.exploring) this.show(this.session.interrupt())
    else this.perform(action)
  }

  // The panel's buttons and fields act on the running scene only.

  panelApply(fields: RawParams, changed: ParamName): void {
    if (this.sys.isActive()) this.show(this.session.applyPanel(fields, changed))
  }

  panelRegenerate(): void {
    if (this.sys.isActive()) this.perform({ kind: 'regenerate' }, false)
  }

  panelNewGame(): void {
    if (this.sys.isActive()) this.perform({ kind: 'new-game' })
  }

  panelSetFov(on: boolean): void {
    if (this.sys.isActive()) this.show(this.session.setFov(on))
  }

  panelSetVaults(setting: VaultSetting): void {
    if (this.sys.isActive()) this.show(this.session.setVaults(setting))
  }

  panelCopyLink(): void {
    if (!this.sys.isActive()) return
    const { panel } = this.ui
    this.ui.copyText(this.link).then(
      () => panel.say('Link copied.'),
      () => {
        panel.selectLink()
        panel.say('Copy the selected link with Ctrl+C.')
      },
    )
  }

  /**
   * Performs `action`; a regenerate from the keyboard, and a step taken, are timed to the end of
   * their frame.
   */
  private perform(action: Action, timed = true): void {
    if (this.replay) return
    // Escape with the panel open closes the panel, and only the panel.
    if (action.kind === 'leave' && this.ui.panel.open && this.session.mode.name === 'play') {
      this.ui.panel.toggle(false)
      this.keepClear()
      return
    }
    const now = performance.now()
    if (action.kind === 'regenerate' && timed) this.regenerateTimer.start(now)
    const outcome = this.session.perform(action)
    if (outcome.change === 'player') this.moveTimer.start(now)
    this.show(outcome)
  }

  /** Shows what an action did: on the canvas, in the page, in the save. */
  private show(outcome: Outcome): void {
    const { hud, panel } = this.ui
    const { run } = this.session
    if (outcome.change === 'level') {
      hud.setSandbox(this.session.sandbox)
      // The HUD first: the camera keeps clear of its bars, whose height follows their text.
      hud.showFacts(run.depth, run.turn, this.session.monstersShown().length)
      this.labelledAt = ''
      this.view.showLevel(
        run.level,
        this.session.sight(),
        run.sightRadius,
        this.session.creaturesShown(),
        run.playerPosition(),
        ...this.labelsClear(),
      )
    }
    if (outcome.change === 'player') {
      this.view.showSight(this.session.sight(), this.session.creaturesShown())
    }
    if (outcome.change === 'sight') {
      this.view.setSight(this.session.sight(), this.session.creaturesShown())
    }
    if (outcome.change === 'level' || outcome.change === 'player' || outcome.change === 'sight')
      this.showSurroundings()
    if (outcome.change !== 'none') this.showMode()
    hud.showHealth(run.hp, run.maxHp, run.hunger)
    hud.showFacts(run.depth, run.turn, this.session.monstersShown().length)
    hud.showLog(run.messages())
    if (outcome.change === 'labels') this.view.showLabels(...this.labelsClear())
    // A replay keeps its own link in the address bar.
    if ((outcome.change === 'level' || outcome.panel) && !this.replay) {
      const vaults = vaultSettingOf(run)
      this.link = this.ui.showAddress(
        queryFor({ ...run.where(), fov: this.session.fov, sandbox: this.session.sandbox, vaults }),
      )
      // The panel's way out of the sandbox: a run of the same dungeon, from its first level.
      const asRun = queryFor({ ...run.where(), depth: 1, fov: true, sandbox: false })
      panel.show(run.choice, run.runSeed, this.link, this.session.fov, asRun, vaults)
    }
    // A run given up for a new one is kept in the history, as a run left is by the end screen.
    if (outcome.abandoned && !outcome.abandoned.sandbox) {
      this.ui.history?.add(recordOf(outcome.abandoned, utcDay(Date.now())))
    }
    if (outcome.panel) panel.say(outcome.panel.text, outcome.panel.tone)
    if (outcome.status) hud.showStatus(outcome.status.text, outcome.status.tone)
    // The bottom bar grows with its text: the map, the sidebar and the pad keep clear of it.
    this.keepClear()
    if (outcome.change === 'level' || outcome.change === 'player') this.saver.changed()
    this.placePlayer()
    if (outcome.togglePanel) panel.toggle()
    if (outcome.left) {
      panel.toggle(false)
      this.ui.pad.setVisible(false)
      this.ui.sidebar.setVisible(false)
      this.ui.menu.show(null)
      hud.showLook('')
      this.over = true
      this.saver.changed()
      this.saver.flush()
      const ended: QuitSceneData = {
        ...outcome.left,
        fov: this.session.fov,
        vaults: vaultSettingOf(this.session.run),
        story: this.story(outcome.left),
        runSeed: this.session.run.runSeed,
        level: this.session.run.character().level,
        recording: this.session.run.inputLog() ? recordRun(this.session.run) : null,
      }
      this.scene.start(SceneKey.Quit, ended)
    }
  }

  /** A status line of the scene's own (a welcome, a notice): shown, and kept in the history. */
  private status(text: string, tone?: Tone): void {
    this.ui.hud.showStatus(text, tone)
    this.session.said(text)
  }

  /** The run's summary, as the end screen shows it and the file holds it. */
  private story(end: RunEnd): string {
    const { run } = this.session
    // The address bar's link names the seed and the choice; a run's names no depth.
    const query = queryFor({ ...run.where(), depth: 1 })
    const choice = query.replace(/^\?seed=[^&]*&?/, '')
    const day = dailyDay(run.runSeed)
    return runSummary({
      runSeed: run.runSeed,
      choice,
      depth: end.depth,
      stats: end.stats,
      hero: run.character(),
      won: end.won,
      cause: end.cause,
      ...(day ? { daily: day } : {}),
      lastMessages: run.messages(),
      link: this.link,
    })
  }

  /** What changes with a turn besides the map: the items drawn, and the sidebar's monsters. */
  private showSurroundings(): void {
    const { run } = this.session
    this.view.showItems(this.session.itemsShown())
    this.ui.sidebar.show(this.session.monstersShown(), run.playerPosition())
    this.showHover()
  }

  /** What the mode shows: the menu, the cursor and the aim, the pad's buttons, the look line. */
  private showMode(): void {
    const { mode, run } = this.session
    this.ui.menu.show(
      menuContent(
        mode,
        run.inventory(),
        this.session.historyLines(),
        run.character(),
        run.levelUpOffer(),
        run.perks,
      ),
    )
    this.ui.pad.setMode(mode.name)
    // A menu reads letters: a movement key held on the way in must not walk on behind it.
    if (mode.name === 'inventory' || mode.name === 'history' || mode.name === 'confirm')
      this.keys.releaseAll()
    const marks: MarksShown = { cursor: null, aim: null }
    if (mode.name === 'look') marks.cursor = mode.cursor
    if (mode.name === 'targeting') {
      const { aim, preview } = mode
      // Lightning strikes the nearest foe whatever the cursor: the mark is on whom it strikes.
      marks.cursor = aim.targets === 'nearest' ? (preview.affected[0] ?? null) : mode.cursor
      marks.aim = {
        from: run.playerPosition(),
        range: aim.range,
        radius: aim.targets === 'area' ? aim.radius : 0,
        affected: preview.affected,
        path: preview.path ?? [],
        refused: preview.refused !== undefined,
      }
    }
    this.view.showMarks(marks, run.vision)
    this.showHover()
  }

  /**
   * The look line: in aim mode what the cursor is on; in play what the mouse (or a resting
   * finger) is over. Look mode says it on the status line already.
   */
  private showHover(): void {
    const { mode } = this.session
    let text = ''
    if (mode.name === 'targeting') text = this.session.describe(mode.cursor)
    else if (mode.name === 'play' && this.hovered && this.known(this.hovered))
      text = this.session.describe(this.hovered)
    this.ui.hud.showLook(text)
  }

  /** Whether the player has seen tile `p` (every tile counts as seen with fog of war off). */
  private known(p: Point): boolean {
    const { run, fov } = this.session
    return !fov || run.vision.explored[p.y * run.level.width + p.x] === 1
  }

  /** Fits the camera again when the page's parts over the canvas moved or changed size. */
  private keepClear(): void {
    const room = JSON.stringify(this.ui.overlays().map((b) => [b.left, b.top, b.right, b.bottom]))
    if (room === this.fitted) return
    this.fitted = room
    this.view.refit()
  }

  /**
   * The room labels to draw, and the tiles they must leave clear: the player's and the stairs'
   * (a label is moved off them, never drawn over them).
   */
  private labelsClear(): [ReturnType<Session['labels']>, Point[]] {
    const { run } = this.session
    const clear = [run.playerPosition()]
    if (run.level.stairsUp) clear.push(run.level.stairsUp)
    if (run.level.stairsDown) clear.push(run.level.stairsDown)
    return [this.session.labels(), clear]
  }

  /** The test hook: an item of `kind` laid on `at` (the player's tile by default), drawn. */
  private gainExperience(amount: number): string {
    if (!this.sys.isActive()) return 'There is no dungeon.'
    if (!Number.isInteger(amount) || amount < 1) return `Experience must be a whole number above 0.`
    const { run } = this.session
    grantExperience(run.world, run.player, amount, createTurnEvents())
    this.saver.changed()
    return ''
  }

  private placeMonster(kind: string, at?: Point, options: { asleep?: boolean } = {}): string {
    if (!this.sys.isActive()) return 'There is no dungeon.'
    const { run } = this.session
    const where = at ?? nearestFreeTile(run.world, run.playerPosition())
    if (!where) return 'There is no free tile.'
    try {
      run.placeMonster(kind, where, options)
    } catch (error) {
      return (error as Error).message
    }
    this.view.setSight(this.session.sight(), this.session.creaturesShown())
    this.showSurroundings()
    this.saver.changed()
    return ''
  }

  private placeItem(kind: string, at?: Point): string {
    if (!this.sys.isActive()) return 'There is no dungeon.'
    const { run } = this.session
    const code = run.world.kinds.items.findIndex((k) => k.name === kind)
    if (code < 0) return `No item kind is called ${kind}.`
    const where = at ?? run.playerPosition()
    try {
      spawnItem(run.world, where, code)
    } catch (error) {
      return (error as Error).message
    }
    this.showSurroundings()
    this.saver.changed()
    return ''
  }

  /** Puts the player's sprite on their ECS position; the labels move off the player's tile. */
  private placePlayer(): void {
    const position = this.session.run.playerPosition()
    this.view.placePlayer(position)
    const at = `${position.x},${position.y}`
    if (at === this.labelledAt) return
    this.labelledAt = at
    const [labels, clear] = this.labelsClear()
    if (labels.length > 0) this.view.showLabels(labels, clear)
  }

  private listen(): void {
    const frameRendered = () => {
      const now = performance.now()
      this.regenerateTimer.frameRendered(now)
      this.moveTimer.frameRendered(now)
      this.saver.frameRendered()
    }
    const releaseKeys = () => this.keys.releaseAll()
    // A click on the map acts at once; a finger acts when lifted, unless it rested there to look.
    // (A click or a tap on the page's bars, the sidebar or the pad never reaches the map.)
    const down = (pointer: Input.Pointer) => {
      if (pointer.wasTouch) return this.fingerDown(pointer)
      if (pointer.leftButtonDown()) this.pointAt(this.view.tileAt(pointer.x, pointer.y))
    }
    const up = (pointer: Input.Pointer) => {
      if (pointer.wasTouch) this.fingerUp(pointer)
    }
    const moved = (pointer: Input.Pointer) => {
      if (pointer.wasTouch) return this.fingerMoved(pointer)
      this.hoverAt(this.view.tileAt(pointer.x, pointer.y))
    }
    const out = () => this.hoverAt(null)
    // Any key stops auto-explore, travel or a run (and is spent on that).
    const interrupt = (event: KeyboardEvent) => {
      if (event.repeat || !this.session.exploring) return
      this.swallowKeys = true
      this.show(this.session.interrupt())
    }
    this.input.keyboard?.on('keydown', interrupt)
    this.input.on(Input.Events.POINTER_DOWN, down)
    this.input.on(Input.Events.POINTER_UP, up)
    this.input.on(Input.Events.POINTER_MOVE, moved)
    this.input.on(Input.Events.GAME_OUT, out)
    this.game.events.on(Core.Events.POST_RENDER, frameRendered)
    // Key-ups are lost while the window is in the background; stop walking rather than run away.
    this.game.events.on(Core.Events.BLUR, releaseKeys)
    const flush = () => this.saver.flush()
    window.addEventListener('pagehide', flush)
    this.events.once(Scenes.Events.SHUTDOWN, () => {
      this.game.events.off(Core.Events.POST_RENDER, frameRendered)
      this.game.events.off(Core.Events.BLUR, releaseKeys)
      this.input.off(Input.Events.POINTER_DOWN, down)
      this.input.off(Input.Events.POINTER_UP, up)
      this.input.off(Input.Events.POINTER_MOVE, moved)
      this.input.off(Input.Events.GAME_OUT, out)
      this.input.keyboard?.off('keydown', interrupt)
      this.press?.timer.remove()
      window.removeEventListener('pagehide', flush)
      this.keys.destroy()
      this.saver.flush()
      this.view.destroy()
    })
  }

  /**
   * A click or a tap on tile `to`: in play a walk there; looking or aiming, the cursor goes there
   * (on the cursor's own tile it confirms); a menu ignores the map.
   */
  private pointAt(to: Point): void {
    const mode = this.session.mode.name
    if (this.session.exploring) {
      this.show(this.session.interrupt())
    } else if (mode === 'play') {
      this.nextWalkStep = 0
      this.perform({ kind: 'walk-to', to })
    } else if (mode === 'look' || mode === 'targeting') {
      this.perform({ kind: 'point', to })
    }
  }

  /** The mouse is over `tile` (null: off the map): aiming follows it; in play it is described. */
  private hoverAt(tile: Point | null): void {
    const { run, mode } = this.session
    const inside = tile !== null && inBounds(run.level, tile.x, tile.y)
    const at = inside ? tile : null
    if (at && mode.name === 'targeting' && (at.x !== mode.cursor.x || at.y !== mode.cursor.y)) {
      // Only a new tile moves the cursor: pointing at the cursor's own tile would confirm.
      this.perform({ kind: 'point', to: at })
    }
    if (at?.x === this.hovered?.x && at?.y === this.hovered?.y) return
    this.hovered = at
    this.showHover()
  }

  private fingerDown(pointer: Input.Pointer): void {
    this.press?.timer.remove()
    const { x, y } = pointer
    // Resting on a tile in play names what is there, as the mouse's hover does.
    const timer = this.time.delayedCall(LONG_PRESS_MS, () => {
      if (!this.press) return
      this.press.looked = true
      if (this.session.mode.name === 'play') this.hoverAt(this.view.tileAt(x, y))
    })
    this.press = { x, y, looked: false, timer }
  }

  private fingerMoved(pointer: Input.Pointer): void {
    const press = this.press
    if (!press || !pointer.isDown) return
    if (Math.hypot(pointer.x - press.x, pointer.y - press.y) > PRESS_SLOP) {
      press.timer.remove()
      this.press = null
    }
  }

  private fingerUp(pointer: Input.Pointer): void {
    const press = this.press
    this.press = null
    if (!press) return
    press.timer.remove()
    // A pinch zooms: the finger lifted last is no tap.
    if (!press.looked && !this.ui.settings.pinching())
      this.pointAt(this.view.tileAt(pointer.x, pointer.y))
  }
}

/** The cursor of a mode that has one (looking, aiming), or null. */
function cursorOf(mode: Mode): Point | null {
  return mode.name === 'look' || mode.name === 'targeting' ? mode.cursor : null
}

/** The way out as `window.delve.state()` reports it: the amulet, the stairs, the levels kept. */
function climbReport(run: Run): ClimbReport {
  const { stairsUp, stairsDown } = run.level
  return {
    carryingGoal: run.carryingGoal,
    stairs: { up: stairsUp ?? null, down: stairsDown ?? null },
    onStairs: run.onStairsUp() ? 'up' : run.onStairsDown() ? 'down' : null,
    levelsKept: run.levelsKept,
    deepest: run.deepest,
  }
}

/** The hero's growth and gear as `window.delve.state()` reports them. */
function growthReport(run: Run): GrowthReport {
  const hero = run.character()
  return {
    xp: hero.xp,
    level: hero.level,
    power: hero.power,
    defence: hero.defence,
    equipment: { weapon: hero.weapon, armour: hero.armour },
    levelUp: hero.levelUps > 0,
    levelUpOffer: run.levelUpOffer().map((perk) => perk.name),
    perks: [...run.perks],
    won: run.won,
  }
}
