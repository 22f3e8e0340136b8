import { Core, Input, Scene, Scenes } from 'phaser'
import { actionForKey } from '../input/key-actions.js'
import { KeyboardInput, NO_KEYS } from '../input/keyboard-input.js'
import type { ParamName, RawParams } from '../params/param-names.js'
import { queryFor } from '../params/url-params.js'
import type { Action } from '../run/actions.js'
import { type Outcome, Session } from '../run/session.js'
import type { SaveSlot } from '../saving/run-save.js'
import { SaveScheduler } from '../saving/save-scheduler.js'
import type { DebugReporter } from '../ui/debug-handle.js'
import type { Hud } from '../ui/hud.js'
import type { GeneratorPanel } from '../ui/panel.js'
import type { TouchPad } from '../ui/touch-pad.js'
import { DungeonView } from '../view/dungeon-view.js'
import { FrameTimer } from '../view/frame-timer.js'
import { type DungeonSceneData, type QuitSceneData, SceneKey } from './scene-keys.js'

/** What the scene works with outside the canvas. */
export interface DungeonUi {
  hud: Hud
  panel: GeneratorPanel
  debug: DebugReporter
  saves: SaveSlot
  pad: TouchPad
  /** Puts a query string in the address bar and returns the full link. */
  showAddress(query: string): string
  /** Copies text to the clipboard; rejects where the browser does not allow it. */
  copyText(text: string): Promise<void>
}

/** Milliseconds between the steps of a walk to a tapped tile: quick, yet each step is seen. */
const WALK_STEP_MS = 90

/**
 * The game proper, as wiring: the keyboard's, the pointer's and the pad's actions go to the
 * session (the run, with no drawing), and what each one did is shown by the view (the canvas)
 * and the page (HUD, log, panel, address), then saved.
 */
export class DungeonScene extends Scene {
  private session!: Session
  private view!: DungeonView
  private keys!: KeyboardInput
  private saver!: SaveScheduler
  private readonly regenerateTimer = new FrameTimer()
  private readonly moveTimer = new FrameTimer()
  private link = ''
  /** When the next step of a walk to a tapped tile is due. */
  private nextWalkStep = 0

  constructor(private readonly ui: DungeonUi) {
    super(SceneKey.Dungeon)
  }

  create(data: DungeonSceneData): void {
    const { hud, panel, debug } = this.ui
    this.session = new Session(data.run, data.fov ?? true)
    this.view = new DungeonView(this, () => hud.insets())
    this.keys = new KeyboardInput(this.input.keyboard ?? NO_KEYS, actionForKey, {
      // Keys typed into the panel's fields are the fields' business.
      ignore: (event) => panel.owns(event.target),
    })
    this.saver = new SaveScheduler(
      () => {
        // A dead hero's run is over: the next visit starts afresh.
        if (this.session.run.dead) return this.ui.saves.clear()
        const problem = this.ui.saves.save(this.session.run)
        if (problem) hud.showStatus(problem, 'warning')
      },
      () => performance.now(),
    )

    hud.setVisible(true)
    this.ui.pad.setVisible(true)
    this.show({ change: 'level' })
    if (data.notices.length > 0) hud.showStatus(data.notices.join('\n'), 'warning')
    else hud.showStatus(data.welcome)
    this.ui.pad.placeAbove(hud.insets().bottom)

    this.listen()
    debug.watch(() => {
      const { run } = this.session
      return {
        level: run.level,
        seed: run.levelSeed,
        runSeed: run.runSeed,
        depth: run.depth,
        choice: run.choice,
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
      }
    })
    this.game.events.once(Core.Events.POST_RENDER, () => debug.markReady())
  }

  /**
   * Keys are acted on at the start of a frame, like the held keys' repeats, so each action's
   * work and its drawing fall in one frame, which is what the regenerate timer measures.
   */
  override update(time: number): void {
    for (const action of this.keys.take(time)) {
      this.perform(action)
      // Nothing more happens in a dungeon the player has left, or died in.
      if (!this.sys.isActive()) return
    }
    if (this.session.isWalking && time >= this.nextWalkStep) {
      this.nextWalkStep = time + WALK_STEP_MS
      const now = performance.now()
      this.moveTimer.start(now)
      this.show(this.session.walkOn())
      if (!this.sys.isActive()) return
    }
    this.placePlayer()
    this.view.update()
  }

  /** A button of the on-screen pad. */
  padAction(action: Action): void {
    if (this.sys.isActive()) this.perform(action)
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
      hud.showLevel({
        depth: run.depth,
        seed: run.levelSeed,
        source: run.map === undefined ? run.choice.preset : 'map',
        width: run.level.width,
        height: run.level.height,
        rooms: run.level.rooms.length,
        monsters: run.monsterIdsNow().length,
      })
      // The HUD first: the camera keeps clear of its bars, whose height follows their text.
      hud.showPosition(run.playerPosition())
      this.view.showLevel(
        run.level,
        this.session.sight(),
        run.sightRadius,
        this.session.creaturesShown(),
        run.playerPosition(),
        this.session.labels(),
      )
    }
    if (outcome.change === 'player') {
      this.view.showSight(this.session.sight(), this.session.creaturesShown())
    }
    if (outcome.change === 'sight') {
      this.view.setSight(this.session.sight(), this.session.creaturesShown())
    }
    hud.showHealth(run.hp, run.maxHp)
    const logChanged = hud.showLog(run.messages())
    if (outcome.change === 'labels') this.view.showLabels(this.session.labels())
    if (outcome.change === 'level' || outcome.panel) {
      this.link = this.ui.showAddress(queryFor({ ...run.where(), fov: this.session.fov }))
      panel.show(run.choice, run.runSeed, this.link, this.session.fov)
    }
    if (outcome.panel) panel.say(outcome.panel.text, outcome.panel.tone)
    if (outcome.status) hud.showStatus(outcome.status.text, outcome.status.tone)
    // The bottom bar grows with its text (new lines in the log, a status): the pad stays above it.
    if (outcome.change === 'level' || logChanged || outcome.status)
      this.ui.pad.placeAbove(hud.insets().bottom)
    if (outcome.change === 'level' || outcome.change === 'player') this.saver.changed()
    this.placePlayer()
    if (outcome.togglePanel) panel.toggle()
    if (outcome.left) {
      panel.toggle(false)
      this.ui.pad.setVisible(false)
      if (outcome.left.died) this.saver.flush()
      const ended: QuitSceneData = { ...outcome.left, fov: this.session.fov }
      this.scene.start(SceneKey.Quit, ended)
    }
  }

  /** Puts the player's sprite on their ECS position, and the position in the HUD. */
  private placePlayer(): void {
    const position = this.session.run.playerPosition()
    this.view.placePlayer(position)
    this.ui.hud.showPosition(position)
  }

  private listen(): void {
    const frameRendered = () => {
      const now = performance.now()
      this.regenerateTimer.frameRendered(now)
      this.moveTimer.frameRendered(now)
      this.saver.frameRendered()
    }
    const releaseKeys = () => this.keys.releaseAll()
    // A tap or a click on the map walks there (a click on the page's bars never reaches it).
    const tapped = (pointer: Input.Pointer) => {
      if (!pointer.wasTouch && !pointer.leftButtonDown()) return
      this.nextWalkStep = 0
      this.perform({ kind: 'walk-to', to: this.view.tileAt(pointer.x, pointer.y) })
    }
    this.input.on(Input.Events.POINTER_DOWN, tapped)
    this.game.events.on(Core.Events.POST_RENDER, frameRendered)
    // Key-ups are lost while the window is in the background; stop walking rather than run away.
    this.game.events.on(Core.Events.BLUR, releaseKeys)
    const flush = () => this.saver.flush()
    window.addEventListener('pagehide', flush)
    this.events.once(Scenes.Events.SHUTDOWN, () => {
      this.game.events.off(Core.Events.POST_RENDER, frameRendered)
      this.game.events.off(Core.Events.BLUR, releaseKeys)
      this.input.off(Input.Events.POINTER_DOWN, tapped)
      window.removeEventListener('pagehide', flush)
      this.keys.destroy()
      this.saver.flush()
      this.view.destroy()
    })
  }
}
