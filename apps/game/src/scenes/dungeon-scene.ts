import { KeyboardInput, NO_KEYS } from '@delve/phaser'
import { Core, Input, Scene, Scenes } from 'phaser'
import { dungeonClaims, keysForMode } from '../input/key-actions.js'
import type { ParamName, RawParams } from '../params/param-names.js'
import type { VaultSetting } from '../params/sandbox-vaults.js'
import type { Action } from '../play/actions.js'
import { Session } from '../play/session.js'
import { SaveScheduler } from '../saving/save-scheduler.js'
import type { PageCommand } from '../settings/commands.js'
import { DungeonView } from '../view/dungeon-view.js'
import { FrameTimer } from '../view/frame-timer.js'
import type { ReplayDriver } from '../watch/replay-driver.js'
import { dungeonCheats } from './dungeon-cheats.js'
import type { DungeonUi } from './dungeon-ui.js'
import { gameReport } from './game-report.js'
import { MapPointer } from './map-pointer.js'
import { PageSync } from './page-sync.js'
import { type DungeonSceneData, SceneKey } from './scene-keys.js'

/** Milliseconds between the steps of a walk to a tapped tile: quick, yet each step is seen. */
const WALK_STEP_MS = 90

/** Milliseconds between the steps of auto-explore, travel and a run: each step seen, briskly. */
const AUTO_STEP_MS = 45

/**
 * The game proper, as wiring: the keyboard's, the pointer's (`MapPointer`) and the pad's actions
 * go to the session (the run, with no drawing), and what each one did is shown by the view (the
 * canvas) and the page (HUD, log, panel, address: `PageSync`), then saved. The test hooks
 * (`dungeonCheats`) change the run through its own hooks; `gameReport` is `state()`.
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
  /** When the next step of a walk to a tapped tile is due. */
  private nextWalkStep = 0
  /** The mouse and the fingers on the map. */
  private readonly pointer = new MapPointer({
    session: () => this.session,
    tileAt: (x, y) => this.view.tileAt(x, y),
    perform: (action) => this.perform(action),
    show: (outcome) => this.page.show(outcome),
    walkNow: () => {
      this.nextWalkStep = 0
    },
    hovered: () => this.page.showHover(),
    later: (ms, then) => this.time.delayedCall(ms, then),
    pinching: () => this.ui.settings.pinching(),
  })
  /** The page and the canvas kept in step with the session. */
  private readonly page: PageSync

  /** A key went down during auto-explore: it stopped the walk, and does nothing more. */
  private swallowKeys = false
  /** A recording played back: the keys and the pointer leave the run alone, nothing is saved. */
  private replay: ReplayDriver | null = null

  constructor(private readonly ui: DungeonUi) {
    super(SceneKey.Dungeon)
    this.page = new PageSync(ui, {
      session: () => this.session,
      view: () => this.view,
      saved: () => this.saver.changed(),
      replaying: () => this.replay !== null,
      releaseKeys: () => this.keys.releaseAll(),
      hovered: () => this.pointer.hovered,
      leave: (ended) => {
        this.over = true
        this.saver.changed()
        this.saver.flush()
        this.scene.start(SceneKey.Quit, ended)
      },
    })
  }

  create(data: DungeonSceneData): void {
    const { hud, panel, debug } = this.ui
    this.session = new Session(data.run, data.fov ?? true)
    const { settings } = this.ui
    const look = settings.ascii() ? 'ascii' : 'tiles'
    this.view = new DungeonView(this, () => this.ui.overlays(), settings.zoom, look)
    this.replay =
      data.replay?.drive({
        showBar: (state) => this.ui.replayBar?.show(state),
        redraw: (change) => this.page.show({ change }),
        leave: () => this.ui.leaveReplay?.(),
      }) ?? null
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
        if (problem) this.page.status(problem, 'warning')
      },
      () => performance.now(),
    )

    hud.setSandbox(this.session.sandbox)
    hud.setVisible(true)
    this.ui.pad.setVisible(!this.replay)
    this.ui.sidebar.setVisible(true)
    this.page.show({ change: 'level' })
    const problem = settings.takeProblem()
    const notices = problem ? [...data.notices, problem] : data.notices
    if (notices.length > 0) this.page.status(notices.join('\n'), 'warning')
    else this.page.status(data.welcome)
    this.replay?.showBar()
    this.page.keepClear()
    // A test hook changes the run with no input: the page draws it.
    this.ui.debug.provideCheats(
      dungeonCheats({
        run: () => (this.sys.isActive() ? this.session.run : null),
        changed: (what) => {
          if (what === 'sight') {
            this.view.setSight(this.session.sight(), this.session.creaturesShown())
          }
          if (what !== 'hero') this.page.showSurroundings()
          this.saver.changed()
          this.ui.drawAgain?.()
        },
      }),
    )

    this.listen()
    debug.watch(() =>
      gameReport(this.session, this.view, {
        lastRegenerateMs: this.regenerateTimer.last,
        lastMoveMs: this.moveTimer.last,
        lookLine: hud.lookText,
        replay: this.replay?.report() ?? null,
      }),
    )
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
      this.page.show(this.session.walkOn())
      if (!this.sys.isActive()) return
    }
    this.page.placePlayer()
    // The page's parts change size as their text does (a long status line, the panel opened):
    // the map keeps clear of them.
    this.page.keepClear()
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
      this.pointer.pressing ||
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
    if (this.session.exploring) this.page.show(this.session.interrupt())
    else this.perform(action)
  }

  // The panel's buttons and fields act on the running scene only.

  panelApply(fields: RawParams, changed: ParamName): void {
    if (this.sys.isActive()) this.page.show(this.session.applyPanel(fields, changed))
  }

  panelRegenerate(): void {
    if (this.sys.isActive()) this.perform({ kind: 'regenerate' }, false)
  }

  panelNewGame(): void {
    if (this.sys.isActive()) this.perform({ kind: 'new-game' })
  }

  panelSetFov(on: boolean): void {
    if (this.sys.isActive()) this.page.show(this.session.setFov(on))
  }

  panelSetVaults(setting: VaultSetting): void {
    if (this.sys.isActive()) this.page.show(this.session.setVaults(setting))
  }

  panelCopyLink(): void {
    if (!this.sys.isActive()) return
    const { panel } = this.ui
    this.ui.copyText(this.page.link).then(
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
      this.page.keepClear()
      return
    }
    const now = performance.now()
    if (action.kind === 'regenerate' && timed) this.regenerateTimer.start(now)
    const outcome = this.session.perform(action)
    if (outcome.change === 'player') this.moveTimer.start(now)
    this.page.show(outcome)
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
    const pointer = this.pointer
    const down = (p: Input.Pointer) => pointer.down(p)
    const up = (p: Input.Pointer) => pointer.up(p)
    const moved = (p: Input.Pointer) => pointer.moved(p)
    const out = () => pointer.hoverAt(null)
    // Any key stops auto-explore, travel or a run (and is spent on that).
    const interrupt = (event: KeyboardEvent) => {
      if (event.repeat || !this.session.exploring) return
      this.swallowKeys = true
      this.page.show(this.session.interrupt())
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
      pointer.destroy()
      window.removeEventListener('pagehide', flush)
      this.keys.destroy()
      this.saver.flush()
      this.view.destroy()
    })
  }
}
