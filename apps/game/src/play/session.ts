import type { Direction } from '@delve/map'
import {
  directionsTo,
  inBounds,
  LOCKED_DOOR,
  type Point,
  pointToIndex,
  type RoomLabel,
  randomSeed,
  roomLabels,
  STEPS,
  Tile,
  tileAt,
} from '@delve/map'
import {
  type ActResult,
  act,
  aName,
  createRun,
  type GeneratorChoice,
  type ItemView,
  knownStairsDown,
  knownStairsUp,
  type MonsterView,
  type Run,
  type RunInput,
  type RunStats,
  sameChoice,
  stopWalking,
} from '@delve/run'
import { checkPanelChange } from '../params/panel-change.js'
import type { ParamName, RawParams } from '../params/param-names.js'
import {
  newGameVaults,
  sameVaultSetting,
  type VaultSetting,
  vaultSettingOf,
} from '../params/sandbox-vaults.js'
import type { Action } from './actions.js'
import { MessageHistory } from './message-history.js'
import { lastPage, type Mode, moveCursor, PLAYING } from './modes.js'
import { monstersInSight, type SightView } from './sight.js'

/** How a sentence is shown: plain news, a problem with what was asked, or a bump. */
export type Tone = 'info' | 'warning' | 'bump'

/** A sentence for the player. */
export interface Say {
  text: string
  tone: Tone
}

/** How a run ended, for the farewell screen and the next run. */
export interface RunEnd {
  stats: RunStats
  /** The deepest level the run reached. */
  depth: number
  /** Killed (true), or left by the player (false). */
  died: boolean
  /** The choice of the dungeon just left; the next run gets a new seed. */
  choice: GeneratorChoice
  /** It was the sandbox, not a run: nothing to count. */
  sandbox: boolean
  /** Out of the dungeon with the amulet: the run is won. */
  won: boolean
  /** What ended it: "killed by a troll on depth 7", "escaped with the amulet of the deep", "left on depth 3". */
  cause: string
}

/** What an action did, for the screen to show. */
export interface Outcome {
  /**
   * What changed: `level` a new level or run (draw it all again, re-aim the camera, write the
   * address, save), `player` a turn passed (the player moved, attacked or waited: redraw the
   * sight and the monsters, save), `labels` the labels were shown or hidden, `sight` fog of war
   * was turned on or off (draw it all again, write the address), `mode` the mode, its cursor
   * or its menu changed (redraw what the mode shows; no turn passed).
   */
  change: 'none' | 'player' | 'labels' | 'level' | 'sight' | 'mode'
  /** The status line's new sentence; absent leaves it as it is. */
  status?: Say
  /** For a change made in the panel: the panel's own message line, its fields shown afresh. */
  panel?: Say
  /** Open or close the generator panel. */
  togglePanel?: true
  /** The run is over: the player left the dungeon, or died. */
  left?: RunEnd
  /**
   * A run given up for a new one (asked first), with its seed and hero's level: it goes into the
   * history of runs.
   */
  abandoned?: RunEnd & { runSeed: string; level: number }
}

const NOTHING: Outcome = { change: 'none' }

const info = (text: string): Say => ({ text, tone: 'info' })

/**
 * One player's session with the dungeon, with no rendering or input: it holds the run, performs
 * each action on it and says what happened and what to tell the player. The scene feeds it
 * actions and shows its outcomes; tests drive it directly.
 */
export class Session {
  private current: Run
  private labelsShown = false
  private fogOfWar: boolean
  /** The steps left of a walk to a tapped tile. */
  private walking: Direction[] = []
  private modeNow: Mode = PLAYING
  /** Resting: waiting a turn at a time until healed or interrupted. */
  private resting = false
  /** Auto-explore, travel or a run under way: its input, played a step a turn until it stops. */
  private auto: RunInput | null = null
  /** What the player was told: the run's lines and the status lines, for the history screen. */
  private history: MessageHistory

  /**
   * `fov` false shows the whole map, every monster in it (the generator showcase): only in the
   * sandbox; a run is always played in the dark.
   */
  constructor(run: Run, fov = true) {
    this.current = run
    this.history = new MessageHistory(run.messages())
    this.fogOfWar = run.sandbox ? fov : true
    // A choice owed when the run was saved is asked again.
    if (run.levelUps > 0 && !run.dead) this.modeNow = { name: 'level-up' }
  }

  /** A monster kind with its article, from the run's own kinds table ("a goblin archer"). */
  private monsterName(kind: number): string {
    return aName(this.current.world.kinds.monsters[kind])
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
    return this.heard(this.vaultsSet(setting))
  }

  private vaultsSet(setting: VaultSetting): Outcome {
    if (!this.sandbox) return { ...refused(SANDBOX_ONLY), panel: info(SANDBOX_ONLY) }
    const run = this.current
    if (sameVaultSetting(setting, vaultSettingOf(run))) return NOTHING
    this.current = createRun({
      generator: run.choice,
      seed: run.runSeed,
      depth: run.depth,
      sandbox: true,
      ...newGameVaults(this.sandbox, setting),
    })
    this.history = new MessageHistory(this.current.messages())
    const text = !setting.vaults
      ? 'Vaults off: the level is made again without them.'
      : setting.vault === undefined
        ? "Vaults on: the level is made again with the game's vaults."
        : `The level is made again with ${setting.vault} forced onto it.`
    return { change: 'level', status: info(text), panel: info('') }
  }

  /** Turns fog of war on or off (off only in the sandbox). */
  setFov(on: boolean): Outcome {
    return this.heard(this.fovSet(on))
  }

  private fovSet(on: boolean): Outcome {
    if (on === this.fogOfWar) return NOTHING
    if (!on && !this.sandbox) return refused(SANDBOX_ONLY)
    this.fogOfWar = on
    const text = on
      ? 'Fog of war: you see only what your torch reaches.'
      : 'Fog of war off: the whole level is shown.'
    return { change: 'sight', status: info(text), panel: info('') }
  }

  get run(): Run {
    return this.current
  }

  /** What the keys and the pointer do now (see `Mode`). */
  get mode(): Mode {
    return this.modeNow
  }

  /** The item being aimed and the cursor, or null when not aiming. */
  targeting(): { kind: string; x: number; y: number } | null {
    const mode = this.modeNow
    if (mode.name !== 'targeting') return null
    return { kind: mode.item, ...mode.cursor }
  }

  /** How far the item being aimed reaches (dx² + dy² ≤ range²); null when not aiming. */
  aimRange(): number | null {
    const mode = this.modeNow
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

  /** Plays `input` on the run; the lines it tells go in the history. */
  private act(input: RunInput): ActResult {
    const result = act(this.current, input)
    this.history.told(result.lines)
    return result
  }

  /**
   * What the player knows of the tile `at`, in a line: who stands there (with their health),
   * what lies there, and the ground; what was last seen there when it is out of sight.
   */
  describe(at: Point): string {
    const run = this.current
    if (!inBounds(run.level, at.x, at.y)) return 'There is nothing there.'
    const tile = pointToIndex(run.level, at)
    const inSight = !this.fogOfWar || run.vision.visible[tile] === 1
    if (!inSight && run.vision.explored[tile] !== 1) return 'You have not seen that place.'
    const here = (p: Point) => p.x === at.x && p.y === at.y
    const parts: string[] = []
    if (inSight) {
      const player = run.playerPosition()
      if (here(player)) parts.push(`you (${run.hp}/${run.maxHp} hp)`)
      for (const m of run.monsters().filter(here)) {
        const dazed = `${m.confused ? ', confused' : ''}${m.asleep ? ', asleep' : ''}`
        parts.push(`${this.monsterName(m.kind)} (${m.hp}/${m.maxHp} hp${dazed})`)
      }
      for (const c of run.corpses().filter(here))
        parts.push(`the corpse of ${this.monsterName(c.kind)}`)
    }
    const items = inSight ? run.items() : run.rememberedItems()
    for (const item of items.filter(here)) parts.push(withArticle(item.name))
    const ground = groundAt(run, at)
    const vault = run.vaultAt(at)
    const where = vault ? `, in ${vault.title}` : ''
    const seen =
      parts.length === 0
        ? `${capitalise(ground)}${where}`
        : `${capitalise(parts.join(', '))} on ${ground}${where}`
    return inSight ? `${seen}.` : `You remember: ${seen.charAt(0).toLowerCase()}${seen.slice(1)}.`
  }

  /** The room labels to draw now: none while they are hidden. */
  labels(): RoomLabel[] {
    return this.labelsShown ? roomLabels(this.current.level) : []
  }

  /**
   * True while a walk to a tapped tile has steps left, or while resting: the screen calls
   * `walkOn` to go on, a turn at a time.
   */
  get isWalking(): boolean {
    return this.walking.length > 0 || this.resting || this.auto !== null
  }

  /** True while auto-explore, travel or a run is under way. */
  get exploring(): boolean {
    return this.auto !== null
  }

  /** Stops any walk or rest under way (a key or a tap elsewhere); says so if one was. */
  interrupt(): Outcome {
    const was = this.isWalking
    this.walking = []
    this.resting = false
    this.auto = null
    stopWalking(this.current)
    return this.heard(was ? { change: 'none', status: info('You stop.') } : NOTHING)
  }

  perform(action: Action): Outcome {
    return this.heard(this.performed(action))
  }

  private performed(action: Action): Outcome {
    // Any other order stops a walk or a rest in progress, and a question asked.
    if (action.kind !== 'walk-to') this.walking = []
    this.resting = false
    this.auto = null
    stopWalking(this.current)
    if (this.modeNow.name !== 'play') return this.inMode(action)
    if (!this.sandbox) {
      const honest = this.inRun(action)
      if (honest) return honest
    }
    switch (action.kind) {
      case 'move':
        return this.turn(this.act({ kind: 'move', direction: action.direction }))
      case 'wait':
        return this.turn(this.act({ kind: 'wait' }))
      case 'walk-to':
        return this.walkTo(action.to)
      case 'regenerate':
        this.current.regenerate()
        return { change: 'level', status: info('The walls shift around you: a new dungeon.') }
      case 'descend': {
        // Off the stairs, `>` walks to them (when they are known).
        const known = knownStairsDown(this.current.world)
        if (!this.current.onStairsDown() && known) {
          return this.startWalk({ kind: 'travel', stairs: 'down' })
        }
        return this.stairs(this.act({ kind: 'descend' }))
      }
      case 'ascend': {
        // Off the stairs, `<` walks to them (when they are known).
        const known = knownStairsUp(this.current.world)
        if (!this.current.onStairsUp() && known) {
          return this.startWalk({ kind: 'travel', stairs: 'up' })
        }
        return this.stairs(this.act({ kind: 'ascend' }))
      }
      case 'labels':
        return this.toggleLabels()
      case 'panel':
        return { ...NOTHING, togglePanel: true }
      case 'new-game':
        return this.newGame()
      case 'leave':
        return { ...NOTHING, left: this.end(false) }
      case 'rest':
        return this.rest()
      case 'explore':
        return this.startWalk({ kind: 'explore' })
      case 'travel':
        return this.startWalk({ kind: 'travel' })
      case 'run':
        return this.runFrom(action.direction)
      case 'pickup':
        return this.turn(this.act({ kind: 'pickup' }))
      case 'inventory':
      case 'drop-menu':
        return this.openPack(action.kind === 'inventory' ? 'use' : 'drop')
      case 'history':
        return this.enter({ name: 'history', top: lastPage(this.historyLines().length) })
      case 'look':
        if (this.current.dead) return NOTHING
        return this.lookAt(this.current.playerPosition())
      case 'character':
        return this.enter({ name: 'character' })
      case 'point':
        return this.walkTo(action.to)
      case 'choose':
      case 'confirm':
      case 'cancel':
        return NOTHING
    }
  }

  /** A new game, of the same kind and choice, from a fresh seed. */
  private newGame(): Outcome {
    this.current = createRun({
      generator: this.current.choice,
      seed: randomSeed(),
      depth: 1,
      sandbox: this.sandbox,
      ...newGameVaults(this.sandbox, vaultSettingOf(this.current)),
    })
    this.history = new MessageHistory(this.current.messages())
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
        return this.rest()
      case 'labels':
      case 'panel':
        return refused(SANDBOX_ONLY)
      case 'new-game':
      case 'leave': {
        if (this.current.dead) return null
        this.modeNow = { name: 'confirm', order: action.kind }
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
  private answer(order: 'new-game' | 'leave', action: Action): Outcome {
    const yes = action.kind === 'confirm' || (action.kind === 'choose' && action.index === 0)
    const no =
      action.kind === 'cancel' ||
      action.kind === 'leave' ||
      (action.kind === 'choose' && action.index === 1)
    if (no) return this.close('You play on.')
    if (!yes) return NOTHING
    this.modeNow = PLAYING
    if (order === 'leave') return { change: 'mode', left: this.end(false) }
    const run = this.current
    const given = {
      ...this.end(false, `gave up on depth ${run.depth}`),
      runSeed: run.runSeed,
      level: run.character().level,
    }
    return { ...this.newGame(), abandoned: given }
  }

  /** Starts resting: a turn at a time (`walkOn`) until healed, or until something happens. */
  private rest(): Outcome {
    if (this.current.dead) return NOTHING
    this.resting = true
    return this.restOn()
  }

  /** An action while a mode is open: the mode's own keys, or closing it. */
  private inMode(action: Action): Outcome {
    const mode = this.modeNow
    // A level-up is chosen, never skipped: nothing else, not even a held key, gets past it.
    if (mode.name === 'level-up') {
      const offered = this.current.levelUpOffer().length
      return action.kind === 'choose' && action.index < offered ? this.grow(action.index) : NOTHING
    }
    if (mode.name === 'confirm') return this.answer(mode.order, action)
    if (action.kind === 'cancel' || action.kind === 'leave') return this.close('')
    switch (mode.name) {
      case 'inventory':
        if (action.kind === 'choose') return this.choose(mode.purpose, action.index)
        if (action.kind === 'inventory' || action.kind === 'drop-menu') return this.close('')
        return NOTHING
      case 'history': {
        if (action.kind === 'move') {
          const dy = STEPS[action.direction].dy
          const top = Math.min(lastPage(this.historyLines().length), Math.max(0, mode.top + dy))
          return this.enter({ name: 'history', top })
        }
        if (action.kind === 'history' || action.kind === 'confirm') return this.close('')
        return NOTHING
      }
      case 'character':
        return this.close('')
      case 'look':
        if (action.kind === 'move') return this.lookAt(this.nudge(mode.cursor, action.direction))
        if (action.kind === 'point') return this.lookAt(action.to)
        if (action.kind === 'look' || action.kind === 'confirm') return this.close('')
        return NOTHING
      case 'targeting':
        if (action.kind === 'move') {
          return this.aim(mode.index, this.nudge(mode.cursor, action.direction))
        }
        if (action.kind === 'point') {
          const same = action.to.x === mode.cursor.x && action.to.y === mode.cursor.y
          return same ? this.fire(mode.index, mode.cursor) : this.aim(mode.index, action.to)
        }
        if (action.kind === 'confirm') return this.fire(mode.index, mode.cursor)
        return NOTHING
      default:
        return this.close('')
    }
  }

  private enter(mode: Mode): Outcome {
    this.modeNow = mode
    return { change: 'mode' }
  }

  private close(text: string): Outcome {
    this.modeNow = PLAYING
    return { change: 'mode', status: info(text) }
  }

  private openPack(purpose: 'use' | 'drop'): Outcome {
    if (this.current.dead) return NOTHING
    if (this.current.inventory().length === 0) {
      return { change: 'none', status: { text: 'Your pack is empty.', tone: 'bump' } }
    }
    this.modeNow = { name: 'inventory', purpose }
    const what = purpose === 'use' ? 'use' : 'drop'
    return { change: 'mode', status: info(`Which item will you ${what}? (a letter; Escape: none)`) }
  }

  /** A letter chosen in the pack: drop it, use it, or start aiming it. */
  private choose(purpose: 'use' | 'drop', index: number): Outcome {
    const run = this.current
    const item = run.inventory()[index]
    if (!item) return { change: 'none', status: { text: 'You have no such item.', tone: 'bump' } }
    this.modeNow = PLAYING
    if (purpose === 'drop') return this.afterTurn(this.act({ kind: 'drop', index }))
    if (item.slot) return this.afterTurn(this.act({ kind: 'wear', index }))
    if (!item.aim) return this.afterTurn(this.act({ kind: 'use', index }))
    const { affected, refused } = run.preview(index)
    // A use that strikes the nearest foe by itself is refused, as the package refuses it, when no
    // foe is in reach: no aim on the hero, no turn.
    if (item.aim.targets === 'nearest' && refused !== undefined) {
      return { change: 'mode', status: { text: refused, tone: 'bump' } }
    }
    // Aim first at what the use would reach, else the nearest monster in sight, else yourself.
    const reach = affected[0]
    const from = run.playerPosition()
    const nearest = this.monstersShown()
      .map((m) => ({ m, d: Math.max(Math.abs(m.x - from.x), Math.abs(m.y - from.y)) }))
      .sort((a, b) => a.d - b.d)[0]?.m
    const cursor = reach ?? (nearest ? { x: nearest.x, y: nearest.y } : from)
    return this.aim(index, cursor)
  }

  /** Moves the aim to `cursor` and shows what the use would reach there. */
  private aim(index: number, cursor: Point): Outcome {
    const run = this.current
    const item = run.inventory()[index]
    if (!item?.aim) return this.close('')
    const at = moveCursor(cursor, 0, 0, run.level.width, run.level.height)
    const preview = run.preview(index, item.aim.targets === 'nearest' ? undefined : at)
    this.modeNow = { name: 'targeting', index, item: item.kind, cursor: at, aim: item.aim, preview }
    const text =
      preview.refused ?? `Aiming the ${item.name}: Enter or a second tap to use it, Escape to stop.`
    return { change: 'mode', status: { text, tone: preview.refused ? 'warning' : 'info' } }
  }

  /** Uses the aimed item; a refused use keeps aiming, at no cost. */
  private fire(index: number, cursor: Point): Outcome {
    const run = this.current
    const item = run.inventory()[index]
    const aimed = item?.aim?.targets === 'nearest' ? {} : { target: cursor }
    const result = this.act({ kind: 'use', index, ...aimed })
    if (!result.taken) {
      return { change: 'mode', status: { text: result.refused ?? '', tone: 'bump' } }
    }
    this.modeNow = PLAYING
    return this.afterTurn(result)
  }

  private lookAt(cursor: Point): Outcome {
    const run = this.current
    const at = moveCursor(cursor, 0, 0, run.level.width, run.level.height)
    this.modeNow = { name: 'look', cursor: at }
    return { change: 'mode', status: info(this.describe(at)) }
  }

  private nudge(at: Point, direction: Direction): Point {
    const { dx, dy } = STEPS[direction]
    return moveCursor(at, dx, dy, this.current.level.width, this.current.level.height)
  }

  /** A turn taken from a mode: shown as any turn, with its first line on the status line. */
  private afterTurn(result: ActResult): Outcome {
    const outcome = this.turn(result)
    if (result.taken && result.lines.length > 0) outcome.status = info(result.lines.join(' '))
    return outcome
  }

  /**
   * A field of the generator panel changed (`fields` holds every field's text): the same seed
   * and depth made with the new choice, or a new seed; refused values are explained and replaced.
   */
  applyPanel(fields: RawParams, changed: ParamName): Outcome {
    return this.heard(this.panelApplied(fields, changed))
  }

  private panelApplied(fields: RawParams, changed: ParamName): Outcome {
    if (!this.sandbox) return { ...refused(SANDBOX_ONLY), panel: info(SANDBOX_ONLY) }
    const run = this.current
    const checked = checkPanelChange(run.choice, fields, changed)
    const seed = checked.seed ?? randomSeed()
    const same = sameChoice(checked.choice, run.choice) && seed === run.runSeed
    const change = !same || run.map !== undefined ? 'level' : 'none'
    if (change === 'level') run.reconfigure(checked.choice, seed)
    if (checked.notices.length > 0) {
      const warning: Say = { text: checked.notices.join('\n'), tone: 'warning' }
      return { change, status: warning, panel: warning }
    }
    const status = info(same ? 'Nothing changed.' : 'The dungeon takes a new shape.')
    return { change, status, panel: info('') }
  }

  /**
   * The next step of a walk to a tapped tile. The walk stops at the tile, when a step is refused
   * or leads somewhere else (a monster stood in the way: it is attacked, once), and when a
   * monster the player did not see before the step comes into sight.
   */
  walkOn(): Outcome {
    return this.heard(this.walkedOn())
  }

  private walkedOn(): Outcome {
    if (this.resting) return this.restOn()
    if (this.auto) return this.autoOn(this.auto)
    const direction = this.walking.shift()
    if (direction === undefined) return NOTHING
    // Monsters in view move about: one more of a kind in view is one that came into view.
    const before = countKinds(this.monstersShown())
    const result = this.act({ kind: 'move', direction })
    const outcome = this.turn(result)
    if (!result.moved || outcome.left) this.walking = []
    const after = countKinds(this.monstersShown())
    const spotted = [...after].find(([kind, n]) => n > (before.get(kind) ?? 0))
    if (spotted && this.walking.length > 0) {
      this.walking = []
      const [kind] = spotted
      const name = this.monsterName(kind)
      return { ...outcome, status: info(`You stop: ${name} comes into view.`) }
    }
    return outcome
  }

  /**
   * A flight of stairs taken (a new level, or one left before, to draw again), refused (a bump),
   * or out of the dungeon with the amulet: the run is won.
   */
  private stairs(result: ActResult): Outcome {
    if (!result.taken) {
      return { change: 'none', status: { text: result.refused ?? '', tone: 'bump' } }
    }
    const status = info(result.lines.join(' '))
    if (result.end) return { change: 'player', status, left: this.end(result.end.died) }
    return { change: 'level', status }
  }

  /** Starts auto-explore or travel with its first step (or the reason it cannot go). */
  private startWalk(
    plan: { kind: 'explore' } | { kind: 'travel'; stairs?: 'up' | 'down' },
  ): Outcome {
    if (this.current.dead) return NOTHING
    return this.autoOn(plan)
  }

  /** A run: the first step at once, then on while `runStep` finds nothing of interest. */
  private runFrom(direction: Direction): Outcome {
    return this.autoOn({ kind: 'run', direction })
  }

  /**
   * One step (or pickup) of auto-explore, travel or a run, as `act` plays it; the walk goes on
   * while `act` says there is `more`, and stops as the walk decides.
   */
  private autoOn(input: RunInput): Outcome {
    const result = this.act(input)
    this.auto = result.more ? input : null
    if (!result.taken && result.stopped !== undefined) {
      return result.stopped === '' ? NOTHING : { change: 'none', status: info(result.stopped) }
    }
    return this.turn(result)
  }

  /** One turn of rest; it ends when healed, hurt, or when a monster comes into view. */
  private restOn(): Outcome {
    const result = this.act({ kind: 'rest' })
    this.resting = result.more
    const outcome = this.turn(result)
    return result.stopped ? { ...outcome, status: info(result.stopped) } : outcome
  }

  private walkTo(to: Point): Outcome {
    const run = this.current
    if (run.dead) return NOTHING
    const from = run.playerPosition()
    const known = this.fogOfWar ? run.vision.explored : null
    const inside = to.x >= 0 && to.y >= 0 && to.x < run.level.width && to.y < run.level.height
    const steps = inside ? directionsTo(run.level, known, from, to) : undefined
    if (!steps) {
      this.walking = []
      return { change: 'none', status: { text: 'You know no way there.', tone: 'bump' } }
    }
    // A tap beside the player is one step, or a blow at the monster there.
    // (Only a monster the player sees: an unseen one gives nothing away.)
    const monsterThere = this.monstersShown().some((m) => m.x === to.x && m.y === to.y)
    if (monsterThere && steps.length > 1) {
      steps.pop()
    }
    this.walking = steps
    return this.walkedOn()
  }

  /**
   * Shows one of the player's turns: a refused step is a bump; a death or the amulet taken ends
   * the run; a level reached asks its choice before anything else.
   */
  private turn(result: ActResult): Outcome {
    if (!result.taken) {
      return { change: 'none', status: { text: result.refused ?? '', tone: 'bump' } }
    }
    const outcome: Outcome = { change: 'player', status: info('') }
    if (result.end) outcome.left = this.end(result.end.died)
    else if (result.levelUp) {
      this.walking = []
      this.resting = false
      this.modeNow = { name: 'level-up' }
      outcome.status = info('You reach a new level: choose a perk (a, b or c).')
    }
    return outcome
  }

  /** Settles the level-up owed with the perk `choice` of its offer; another owed is asked next. */
  private grow(choice: number): Outcome {
    const result = this.act({ kind: 'level-up', choice })
    this.modeNow = this.current.levelUps > 0 ? { name: 'level-up' } : PLAYING
    return { change: 'player', status: info(result.lines[0] ?? result.refused ?? '') }
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

/** Why a run refuses the generator's tools. */
export const SANDBOX_ONLY =
  'That is for the sandbox: a run keeps its dungeon. (Add sandbox to the address to play with the generator.)'

function refused(text: string): Outcome {
  return { change: 'none', status: { text, tone: 'bump' } }
}

/** What the ground of a tile is called, by tile code. */
const GROUND: Readonly<Record<number, string>> = {
  [Tile.Wall]: 'a wall',
  [Tile.Floor]: 'the floor',
  [Tile.Door]: 'a doorway',
  [Tile.StairsUp]: 'stairs up',
  [Tile.StairsDown]: 'stairs down',
  [LOCKED_DOOR]: 'a locked door',
}

/** The ground at `at` by its tile code, or a vault's altar (caged once an offering was taken). */
function groundAt(run: Run, at: Point): string {
  const altar = (run.level.vaults ?? []).some((v) =>
    v.altars.some((a) => a.x === at.x && a.y === at.y),
  )
  if (altar) return run.isCaged(at) ? 'a caged altar' : 'an altar'
  return GROUND[tileAt(run.level, at.x, at.y)] ?? 'the floor'
}

function withArticle(name: string): string {
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** How many monsters of each kind there are in `monsters`, kinds in ascending order. */
function countKinds(monsters: readonly MonsterView[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const kind of monsters.map((m) => m.kind).sort((a, b) => a - b)) {
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return counts
}
