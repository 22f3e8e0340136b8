import { type Point, pointToIndex, type RoomLabel, randomSeed, roomLabels } from '@delve/map'
import { Controller, type Handling } from '@delve/phaser'
import { createRun, type ItemView, type MonsterView, type Run } from '@delve/run'
import { testHooks } from '@delve/run/testing'
import type { ParamName, RawParams } from '../params/param-names.js'
import { newGameVaults, type VaultSetting, vaultSettingOf } from '../params/sandbox-vaults.js'
import { type Action, commandOf } from './actions.js'
import { describeTile } from './describe-tile.js'
import { gameModeAction } from './game-modes.js'
import { MessageHistory } from './message-history.js'
import { type GameMode, lastPage, type Mode, moveCursor } from './modes.js'
import {
  actShown,
  bump,
  info,
  modeShown,
  NOTHING,
  type Outcome,
  type RunEnd,
  refused,
} from './outcome.js'
import { fovChanged, panelApplied, SANDBOX_ONLY, vaultsChanged } from './sandbox-tools.js'
import { monstersInSight, type SightView } from './sight.js'

export type { Outcome, RunEnd, Say, Tone } from './outcome.js'

/**
 * One player's session with the dungeon, with no rendering or input: it holds the run, hands
 * each action to `@delve/phaser`'s `Controller` (which turns a command in a mode into the run's
 * input, a mode change or a refusal, and keeps the walk under way) and says what happened and
 * what to tell the player. What it adds is the game's own: the sandbox and its panel, the room
 * labels, fog of war off, the message history, looking about, the hero's screen, and the
 * questions that give up a run. The scene feeds it actions and shows its outcomes; tests drive
 * it directly.
 */
export class Session {
  private readonly control: Controller
  private labelsShown = false
  private fogOfWar: boolean
  /** One of the game's own screens while it is open (the controller is in play under it). */
  private screen: GameMode | null = null
  /** What the player was told: the run's lines and the status lines, for the history screen. */
  private history: MessageHistory

  /**
   * `fov` false shows the whole map, every monster in it (the generator showcase): only in the
   * sandbox; a run is always played in the dark. A choice owed when the run was saved is asked
   * again.
   */
  constructor(run: Run, fov = true) {
    this.control = new Controller(run)
    this.history = new MessageHistory(run.messages())
    this.fogOfWar = run.sandbox ? fov : true
  }

  private get current(): Run {
    return this.control.run
  }

  private setRun(run: Run): void {
    this.control.setRun(run)
    this.screen = null
    this.history = new MessageHistory(run.messages())
  }

  /** The generator's sandbox rather than a run. */
  get sandbox(): boolean {
    return this.current.sandbox
  }

  /** Whether fog of war is on. */
  get fov(): boolean {
    return this.fogOfWar
  }

  /** How the screen shows the level now: with fog of war or without, from the player's vision. */
  sight(): SightView {
    const run = this.current
    return { fov: this.fogOfWar, vision: run.vision, from: run.playerPosition() }
  }

  /** The monsters the screen shows: those in sight (all of them without fog of war). */
  monstersShown(): MonsterView[] {
    return monstersInSight(this.sight(), this.current.monsters())
  }

  /** The living and the dead the screen shows: each only in sight, as the remembered map has none. */
  creaturesShown(): { monsters: MonsterView[]; corpses: MonsterView[] } {
    const sight = this.sight()
    return {
      monsters: monstersInSight(sight, this.current.monsters()),
      corpses: monstersInSight(sight, this.current.corpses()),
    }
  }

  /**
   * Sets the sandbox's vaults: on or off, and one forced onto every level made. The level is
   * made again (same seed, depth and choice) with them; refused in a run.
   */
  setVaults(setting: VaultSetting): Outcome {
    const { run, outcome } = vaultsChanged(this.current, setting)
    if (run) this.setRun(run)
    return this.heard(outcome)
  }

  /** Turns fog of war on or off (off only in the sandbox). */
  setFov(on: boolean): Outcome {
    const outcome = fovChanged(this.current, this.fogOfWar, on)
    if (outcome.change === 'sight') this.fogOfWar = on
    return this.heard(outcome)
  }

  get run(): Run {
    return this.current
  }

  /** What the keys and the pointer do now: the controller's mode, or the game's screen open. */
  get mode(): Mode {
    return this.screen ?? this.control.mode
  }

  /** The item being aimed and the cursor, or null when not aiming. */
  targeting(): { kind: string; x: number; y: number } | null {
    const mode = this.mode
    if (mode.name !== 'targeting') return null
    return { kind: mode.item, ...mode.cursor }
  }

  /** How far the item being aimed reaches (dx² + dy² ≤ range²); null when not aiming. */
  aimRange(): number | null {
    const mode = this.mode
    return mode.name === 'targeting' ? mode.aim.range : null
  }

  /** The items the screen shows: those in sight (all without fog of war), and those remembered. */
  itemsShown(): { seen: ItemView[]; remembered: ItemView[] } {
    const run = this.current
    if (!this.fogOfWar) return { seen: run.items(), remembered: [] }
    const { visible } = run.vision
    const seen = run.items().filter((item) => visible[pointToIndex(run.level, item)] === 1)
    return { seen, remembered: run.rememberedItems() }
  }

  /**
   * What the player was told, oldest first, for the history screen: the run's lines and the
   * status lines, each once (see `MessageHistory`).
   */
  historyLines(): readonly string[] {
    return this.history.lines()
  }

  /** A status line the screen showed of its own (a welcome, a notice): it goes in the history. */
  said(text: string): void {
    this.history.said(text)
  }

  /** An outcome's status line goes in the history as it is shown. */
  private heard(outcome: Outcome): Outcome {
    if (outcome.status) this.history.said(outcome.status.text)
    return outcome
  }

  /**
   * What the player knows of the tile `at`, in a line: who stands there (with their health),
   * what lies there, and the ground; what was last seen there when it is out of sight.
   */
  describe(at: Point): string {
    return describeTile(this.current, at, this.fogOfWar)
  }

  /** The room labels to draw now: none while they are hidden. */
  labels(): RoomLabel[] {
    return this.labelsShown ? roomLabels(this.current.level) : []
  }

  /**
   * True while a walk (to a tapped tile, auto-explore, travel, a run) or a rest goes on: the
   * screen calls `walkOn` to go on, a turn at a time.
   */
  get isWalking(): boolean {
    return this.control.walking !== null
  }

  /** True while auto-explore, travel to the stairs or a run is under way. */
  get exploring(): boolean {
    const walk = this.control.walking
    if (walk === null) return false
    return walk.kind === 'explore' || walk.kind === 'run' || (walk.kind === 'travel' && !walk.to)
  }

  /** Stops any walk or rest under way (a key or a tap elsewhere); says so if one was. */
  interrupt(): Outcome {
    const was = this.control.stop()
    return this.heard(was ? { change: 'none', status: info('You stop.') } : NOTHING)
  }

  /** The next step of the walk or rest under way, as the run plays it. */
  walkOn(): Outcome {
    return this.heard(this.shown(this.control.goOn()))
  }

  perform(action: Action): Outcome {
    return this.heard(this.performed(action))
  }

  private performed(action: Action): Outcome {
    // Any other order stops a walk or a rest in progress.
    this.control.stop()
    if (this.screen) return gameModeAction(this, this.screen, action)
    const mode = this.control.mode
    if (mode.name !== 'play') {
      if (mode.name === 'over' || mode.name === 'level-up') return this.commanded(action)
      // Leaving the pack or the aim costs nothing.
      if (action.kind === 'cancel' || action.kind === 'leave') return this.close('')
      return this.commanded(action)
    }
    if (!this.sandbox) {
      const honest = this.inRun(action)
      if (honest) return honest
    }
    switch (action.kind) {
      case 'regenerate':
        testHooks(this.current).regenerate()
        return { change: 'level', status: info('The walls shift around you: a new dungeon.') }
      case 'labels':
        return this.toggleLabels()
      case 'panel':
        return { ...NOTHING, togglePanel: true }
      case 'new-game':
        return this.newGame()
      case 'leave':
        return { ...NOTHING, left: this.end(false) }
      case 'history':
        return this.enter({ name: 'history', top: lastPage(this.historyLines().length) })
      case 'look':
        if (this.current.dead) return NOTHING
        return this.lookAt(this.current.playerPosition())
      case 'character':
        return this.enter({ name: 'character' })
      default:
        return this.commanded(action)
    }
  }

  /** An action the controller takes: a command in its mode, carried out and shown. */
  private commanded(action: Action): Outcome {
    const command = commandOf(action)
    if (command === null) return NOTHING
    const before = this.control.mode.name
    const outcome = { ...this.shown(this.control.handle(command)) }
    // A refusal that closed the pack (a wand with no foe in reach) redraws the mode.
    if (this.control.mode.name !== before && outcome.change === 'none') outcome.change = 'mode'
    return outcome
  }

  /** A new game, of the same kind and choice, from a fresh seed. */
  private newGame(): Outcome {
    this.setRun(
      createRun({
        generator: this.current.choice,
        seed: randomSeed(),
        depth: 1,
        sandbox: this.sandbox,
        ...newGameVaults(this.sandbox, vaultSettingOf(this.current)),
      }),
    )
    return { change: 'level', status: info('A new game begins.') }
  }

  /**
   * What a run does differently from the sandbox, or null where they agree. The generator's
   * tools are the sandbox's (R rests instead), and giving up the run is asked on a screen of
   * its own, answered with Y or N (or its buttons).
   */
  private inRun(action: Action): Outcome | null {
    switch (action.kind) {
      case 'regenerate':
        return this.shown(this.control.handle({ kind: 'rest' }))
      case 'labels':
      case 'panel':
        return refused(SANDBOX_ONLY)
      case 'new-game':
      case 'leave': {
        if (this.current.dead) return null
        this.screen = { name: 'confirm', order: action.kind }
        const text =
          action.kind === 'new-game'
            ? 'Give up this run and start a new one? Y: give it up. N or Escape: play on.'
            : 'Leave the dungeon? The run ends here, for good. Y: leave. N or Escape: stay.'
        return { change: 'mode', status: { text, tone: 'warning' } }
      }
      default:
        return null
    }
  }

  /** The answer to giving up the run: yes (Y, the first button) or anything that says no. */
  answer(order: 'new-game' | 'leave', action: Action): Outcome {
    const yes = action.kind === 'confirm' || (action.kind === 'choose' && action.index === 0)
    const no =
      action.kind === 'cancel' ||
      action.kind === 'leave' ||
      (action.kind === 'choose' && action.index === 1)
    if (no) return this.close('You play on.')
    if (!yes) return NOTHING
    this.screen = null
    if (order === 'leave') return { change: 'mode', left: this.end(false) }
    const run = this.current
    const given = {
      ...this.end(false, `gave up on depth ${run.depth}`),
      runSeed: run.runSeed,
      level: run.character().level,
    }
    return { ...this.newGame(), abandoned: given }
  }

  /** Opens one of the game's own screens. */
  enter(mode: GameMode): Outcome {
    this.screen = mode
    return { change: 'mode' }
  }

  /** Back to play from a screen, the pack or the aim, at no cost; `text` on the status line. */
  close(text: string): Outcome {
    this.screen = null
    if (this.control.mode.name === 'inventory' || this.control.mode.name === 'targeting') {
      this.control.handle({ kind: 'cancel' })
    }
    return { change: 'mode', status: info(text) }
  }

  /** Looks at the tile `cursor` (kept on the map): the look screen says what is there. */
  lookAt(cursor: Point): Outcome {
    const run = this.current
    const at = moveCursor(cursor, 0, 0, run.level.width, run.level.height)
    this.screen = { name: 'look', cursor: at }
    return { change: 'mode', status: info(this.describe(at)) }
  }

  /** What the controller did, as the screen shows it. */
  private shown(handling: Handling): Outcome {
    switch (handling.kind) {
      case 'ignored':
        return NOTHING
      case 'refused':
        return { change: 'none', status: bump(handling.why) }
      case 'mode':
        return modeShown(handling.mode)
      case 'acted':
        this.history.told(handling.result.lines)
        return actShown(handling, (died) => this.end(died))
    }
  }

  /**
   * A field of the generator panel changed (`fields` holds every field's text): the same seed
   * and depth made with the new choice, or a new seed; refused values are explained and replaced.
   */
  applyPanel(fields: RawParams, changed: ParamName): Outcome {
    return this.heard(panelApplied(this.current, fields, changed))
  }

  private end(died: boolean, given?: string): RunEnd {
    const run = this.current
    const { sandbox, won, depth } = run
    const ended = won || died ? run.end?.cause : undefined
    const cause = ended ?? (died ? `died on depth ${depth}` : (given ?? `left on depth ${depth}`))
    return {
      stats: { ...run.stats },
      depth: run.deepest,
      died,
      choice: run.choice,
      sandbox,
      won,
      cause,
    }
  }

  private toggleLabels(): Outcome {
    this.labelsShown = !this.labelsShown
    const labels = this.labels()
    let text: string
    if (!this.labelsShown) text = 'Room labels hidden.'
    else if (labels.length === 0) text = 'This level has no rooms to label.'
    else text = `Rooms labelled in the order they were made: ${labels[0]?.label} first.`
    return { change: 'labels', status: info(text) }
  }
}

export { SANDBOX_ONLY } from './sandbox-tools.js'
