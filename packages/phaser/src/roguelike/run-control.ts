import { ArgumentTypeError } from '@delve/art'
import type { TurnEvents } from '@delve/ecs'
import { type Direction, directionsTo, type Point, STEPS } from '@delve/map'
import {
  type ActResult,
  type AimPreview,
  act,
  type Run,
  type RunEnd,
  type RunInput,
  stopWalking,
} from '@delve/run'
import { checkNumber, checkObject, checkOptions, checkPoint, checkString } from '../checks/check.js'
import {
  checkKeyTable,
  checkPress,
  commandForPress,
  DEFAULT_RUN_KEYS,
  isDirection,
  type KeyCommand,
  type KeyPress,
  type KeyTable,
} from '../input/key-table.js'

/** What a key asks of a run, in the mode it is pressed in. */
export type RunKeyAction =
  /** A step (a blow into a monster), or the aim's cursor moved. */
  | { kind: 'move'; direction: Direction }
  /** One of the table's other commands: a wait, or one of the run's orders. */
  | { kind: Exclude<KeyCommand, Direction> }
  /** A letter of the pack (a = 0), or a level-up choice (a, b, c or 1, 2, 3). */
  | { kind: 'choose'; index: number }
  /** Any key while a walk or a rest goes on: it stops. */
  | { kind: 'stop' }

/**
 * What the keys and the pointer do now: play; choose an item of the pack to use or to drop; aim
 * the pack's `index`-th item (`item`, its kind's name) at `cursor`, with what the use would reach
 * there; choose what grows at a level-up (nothing else passes until chosen); or nothing at all,
 * the run being over.
 */
export type RunMode =
  | { name: 'play' }
  | { name: 'pack'; purpose: 'use' | 'drop' }
  | { name: 'aim'; index: number; item: string; cursor: Point; preview: AimPreview }
  | { name: 'level-up' }
  | { name: 'over'; end: RunEnd }

/** What an input did, for the screen to show. */
export interface RunChange {
  /** Lines for the log: what the act said, or why nothing happened. */
  lines: string[]
  /** The run changed: redraw the sight, the sprites and the status line. */
  turn: boolean
  /** A new level was entered: draw it all again. */
  level: boolean
  /** The run ended with this input. */
  end?: RunEnd
  /** What `@delve/ecs` says happened in the turn played, when one was. */
  events?: TurnEvents
}

export interface RunControlOptions {
  /** The keys (default `DEFAULT_RUN_KEYS`), checked by `checkKeyTable`. */
  keys?: KeyTable
  /** Milliseconds between two steps of a walk or a rest (default 90). */
  walkStepMs?: number
}

/** A walk under way: one of the run's own (explore, travel, rest), or a path to a tapped tile. */
type Walk = { input: RunInput } | { path: Direction[] }

const PLAY: RunMode = Object.freeze({ name: 'play' })
const LEVEL_UP: RunMode = Object.freeze({ name: 'level-up' })

const none = (): RunChange => ({ lines: [], turn: false, level: false })
const said = (line: string): RunChange => ({ lines: [line], turn: false, level: false })
const noModifier = (press: KeyPress) => !(press.ctrlKey || press.metaKey || press.altKey)

/** Keys that stop no walk: the browser's own (F5, Tab) and modifiers pressed alone. */
const NOT_A_STOP =
  /^(F\d+|Tab|CapsLock|NumLock|ContextMenu|(Shift|Control|Alt|Meta|OS)(Left|Right)?)$/

/**
 * What each key and tap does to a `Run` of `@delve/run`, and when: the one place that decides
 * it, with no Phaser in it (`Roguelike` draws what it says). Every change to the run goes through
 * `act`. Keys are read by the mode they are pressed in (`keyFor`), then carried out (`perform`);
 * walks and rests go on a step every `walkStepMs` (`tick`) until they stop or any key stops them.
 */
export class RunControl {
  readonly keys: KeyTable
  readonly walkStepMs: number
  private current: Run
  private modeNow: RunMode
  private walk: Walk | null = null
  private nextStep = 0

  constructor(run: Run, options: RunControlOptions = {}) {
    checkRun('new RunControl', run)
    const given = checkOptions('new RunControl', options)
    if (given.walkStepMs !== undefined) {
      checkNumber('new RunControl', 'options.walkStepMs', given.walkStepMs, 0)
    }
    this.keys = checkKeyTable(
      options.keys === undefined ? DEFAULT_RUN_KEYS : options.keys,
      'new RunControl',
      'options.keys',
    )
    this.walkStepMs = options.walkStepMs ?? 90
    this.current = run
    this.modeNow = settled(run)
  }

  get run(): Run {
    return this.current
  }

  get mode(): RunMode {
    return this.modeNow
  }

  /** True while a walk or a rest goes on. */
  get walking(): boolean {
    return this.walk !== null
  }

  /** Plays `run` from now on (a new run after the end, say): its owed choice is asked first. */
  setRun(run: Run): void {
    checkRun('RunControl.setRun', run)
    stopWalking(this.current)
    this.walk = null
    this.current = run
    this.modeNow = settled(run)
  }

  /**
   * What `press` asks for in the mode now, or null for a key the mode leaves alone: in play the
   * table's commands; in the pack a letter; while aiming the directions, confirm and cancel; at
   * a level-up a, b, c (or 1, 2, 3) only; during a walk any key (to stop it); once over, none.
   */
  keyFor(press: KeyPress): RunKeyAction | null {
    checkPress('RunControl.keyFor', press)
    const mode = this.modeNow
    if (!noModifier(press) || mode.name === 'over') return null
    if (this.walk) return NOT_A_STOP.test(press.code) ? null : { kind: 'stop' }
    const command = commandForPress(press, this.keys)
    switch (mode.name) {
      case 'level-up': {
        const index = digitIndex(press) ?? letterIndex(press)
        const offered = this.current.levelUpOffer().length
        return index !== null && index < offered ? { kind: 'choose', index } : null
      }
      case 'pack': {
        const index = letterIndex(press)
        if (index !== null) return { kind: 'choose', index }
        return command === 'cancel' ? { kind: 'cancel' } : null
      }
      case 'aim':
        if (isDirection(command)) return { kind: 'move', direction: command }
        return command === 'confirm' || command === 'cancel' ? { kind: command } : null
      default:
        if (command === null) return null
        return isDirection(command) ? { kind: 'move', direction: command } : { kind: command }
    }
  }

  /**
   * Whether `press` is one of the run's keys in some mode (its browser default is then
   * prevented and it is queued): a command of the table, a letter, 1 to 3; during a walk, any
   * key but the browser's own and a modifier alone; once the run is over, none.
   */
  claims(press: KeyPress): boolean {
    checkPress('RunControl.claims', press)
    if (!noModifier(press) || this.modeNow.name === 'over') return false
    if (this.walk) return !NOT_A_STOP.test(press.code)
    return (
      commandForPress(press, this.keys) !== null ||
      letterIndex(press) !== null ||
      digitIndex(press) !== null
    )
  }

  /** Carries out a key's action at time `now` (milliseconds, as the scene's clock gives it). */
  perform(action: RunKeyAction, now: number): RunChange {
    const given = checkObject('RunControl.perform', 'action', action, 'a RunKeyAction (keyFor)')
    checkString('RunControl.perform', 'action.kind', given.kind)
    checkNumber('RunControl.perform', 'now', now)
    if (this.modeNow.name === 'over') return none()
    if (this.walk) {
      this.stop()
      if (action.kind === 'stop') return said('You stop.')
    }
    const mode = this.modeNow
    switch (mode.name) {
      case 'level-up': {
        if (action.kind !== 'choose') return none()
        return this.after(act(this.current, { kind: 'level-up', choice: action.index }))
      }
      case 'pack':
        if (action.kind === 'choose') return this.choose(mode.purpose, action.index)
        if (action.kind === 'cancel') this.modeNow = PLAY
        return none()
      case 'aim':
        if (action.kind === 'move')
          return this.aim(mode.index, nudge(mode.cursor, action.direction))
        if (action.kind === 'confirm') return this.fire(mode)
        if (action.kind === 'cancel') this.modeNow = PLAY
        return none()
      default:
        return this.inPlay(action, now)
    }
  }

  /**
   * A tap or a click on `tile` at time `now`: while aiming it moves the aim there, and a second
   * one on the same tile uses the item; in play it walks there through known tiles, a step every
   * `walkStepMs`; during a walk it stops it.
   */
  point(tile: Point, now: number): RunChange {
    checkPoint('RunControl.point', 'tile', tile)
    checkNumber('RunControl.point', 'now', now)
    const mode = this.modeNow
    if (mode.name === 'over') return none()
    if (this.walk) {
      this.stop()
      return said('You stop.')
    }
    if (mode.name === 'aim') {
      const same = tile.x === mode.cursor.x && tile.y === mode.cursor.y
      return same ? this.fire(mode) : this.aim(mode.index, tile)
    }
    if (mode.name !== 'play') return none()
    const run = this.current
    const path = directionsTo(run.level, run.vision.explored, run.playerPosition(), tile)
    if (!path || path.length === 0) return none()
    this.walk = { path }
    this.nextStep = now
    return this.tick(now)
  }

  /** The next step of the walk or rest under way, once `walkStepMs` have passed since the last. */
  tick(now: number): RunChange {
    checkNumber('RunControl.tick', 'now', now)
    const walk = this.walk
    if (!walk || now < this.nextStep) return none()
    this.nextStep = now + this.walkStepMs
    if ('input' in walk) {
      const result = act(this.current, walk.input)
      if (!result.more) this.walk = null
      return this.after(result)
    }
    const direction = walk.path.shift() as Direction
    const seen = this.monstersInSight()
    const result = act(this.current, { kind: 'move', direction })
    // A blow rather than a step, the end of the path, or a monster come into sight ends it.
    if (!result.moved || walk.path.length === 0 || this.monstersInSight() > seen) this.walk = null
    return this.after(result)
  }

  /**
   * Plays `input` as given, from the game's own code (a button, a menu): it stops a walk and
   * closes the pack or the aim. At a level-up only the choice passes; once over, nothing.
   */
  play(input: RunInput, now = 0): RunChange {
    const given = checkObject('RunControl.play', 'input', input, 'a RunInput of @delve/run')
    checkString('RunControl.play', 'input.kind', given.kind)
    checkNumber('RunControl.play', 'now', now)
    const mode = this.modeNow
    if (mode.name === 'over') return none()
    if (mode.name === 'level-up' && input.kind !== 'level-up') return none()
    this.stop()
    this.modeNow = mode.name === 'level-up' ? mode : PLAY
    switch (input.kind) {
      case 'explore':
      case 'travel':
      case 'run':
      case 'rest':
        return this.startWalk(input, now)
      default:
        return this.after(act(this.current, input))
    }
  }

  /** What the screen asks of the player now, a line each: the pack, the aim, the level-up. */
  prompt(): string[] {
    const mode = this.modeNow
    switch (mode.name) {
      case 'pack': {
        const verb = mode.purpose === 'use' ? 'Use' : 'Drop'
        const items = this.current.inventory().map((item) => {
          const worn = item.worn ? ' (worn)' : ''
          // Named as the player knows it: a potion or scroll by its look until it is known; a
          // stack with its count, a wand with its charges ("a wand of digging (3)").
          const named = item.count > 1 || item.charges !== null ? item.label : item.name
          return `${item.letter}) ${named}${worn}`
        })
        return [`${verb} which item? A letter; ${this.keyName('cancel')}: none.`, ...items]
      }
      case 'aim': {
        const reach = mode.preview.refused ?? `${this.reach(mode.preview.affected)}.`
        const use = `${this.keyName('confirm')} or a second tap uses it`
        return [`Aim the ${mode.item}: ${reach} ${use}, ${this.keyName('cancel')} cancels.`]
      }
      case 'level-up': {
        const offer = this.current.levelUpOffer()
        const choices = offer.map((perk, i) => `${String.fromCharCode(97 + i)}) ${perk.name}`)
        return [
          `Level up: ${choices.join(' ')}`,
          ...offer.map((perk) => `${perk.name}: ${perk.gives}`),
        ]
      }
      case 'over':
        return [`The run is over: ${mode.end.cause}.`]
      default:
        return []
    }
  }

  private inPlay(action: RunKeyAction, now: number): RunChange {
    const run = this.current
    switch (action.kind) {
      case 'move':
        return this.after(act(run, { kind: 'move', direction: action.direction }))
      case 'wait':
      case 'pickup':
      case 'descend':
      case 'ascend':
        return this.after(act(run, { kind: action.kind }))
      case 'inventory':
      case 'drop':
        if (run.inventory().length === 0) return said('Your pack is empty.')
        this.modeNow = { name: 'pack', purpose: action.kind === 'inventory' ? 'use' : 'drop' }
        return none()
      case 'explore':
      case 'travel':
      case 'rest':
        return this.startWalk({ kind: action.kind }, now)
      default:
        return none()
    }
  }

  private startWalk(input: RunInput, now: number): RunChange {
    const result = act(this.current, input)
    this.walk = result.more ? { input } : null
    this.nextStep = now + this.walkStepMs
    return this.after(result)
  }

  private stop(): void {
    this.walk = null
    stopWalking(this.current)
  }

  /** A letter chosen in the pack: drop it, put it on or take it off, use it, or aim it. */
  private choose(purpose: 'use' | 'drop', index: number): RunChange {
    const run = this.current
    const item = run.inventory()[index]
    if (!item) return said('You have no such item.')
    this.modeNow = PLAY
    if (purpose === 'drop') return this.after(act(run, { kind: 'drop', index }))
    if (item.slot) return this.after(act(run, { kind: 'wear', index }))
    if (!item.aim) return this.after(act(run, { kind: 'use', index }))
    // The aim starts on the creature the use would reach (the nearest, for lightning), else the
    // nearest monster in sight, else the player's own tile.
    const from = run.playerPosition()
    const nearest = this.visibleMonsters()
      .map((m) => ({ m, d: Math.max(Math.abs(m.x - from.x), Math.abs(m.y - from.y)) }))
      .sort((a, b) => a.d - b.d)[0]?.m
    const reached = item.aim.targets === 'nearest' ? run.preview(index).affected[0] : undefined
    return this.aim(index, reached ?? (nearest ? { x: nearest.x, y: nearest.y } : from))
  }

  /** Aims the pack's `index`-th item at `cursor` (kept on the map): what it would reach there. */
  private aim(index: number, cursor: Point): RunChange {
    const run = this.current
    const item = run.inventory()[index]
    if (!item?.aim) {
      this.modeNow = PLAY
      return none()
    }
    const at = {
      x: Math.min(run.level.width - 1, Math.max(0, cursor.x)),
      y: Math.min(run.level.height - 1, Math.max(0, cursor.y)),
    }
    const preview = run.preview(index, item.aim.targets === 'nearest' ? undefined : at)
    this.modeNow = { name: 'aim', index, item: item.name, cursor: at, preview }
    return none()
  }

  /** Uses the aimed item; a refused use keeps aiming, at no cost. */
  private fire(mode: RunMode & { name: 'aim' }): RunChange {
    const run = this.current
    const nearest = run.inventory()[mode.index]?.aim?.targets === 'nearest'
    const target = nearest ? {} : { target: mode.cursor }
    const result = act(run, { kind: 'use', index: mode.index, ...target })
    if (!result.taken) return said(result.refused || 'You cannot use that there.')
    this.modeNow = PLAY
    return this.after(result)
  }

  /** The change an act made, its lines for the log; a death or a level reached sets the mode. */
  private after(result: ActResult): RunChange {
    const lines = [...result.lines]
    if (result.refused) lines.push(result.refused)
    if (result.stopped) lines.push(result.stopped)
    const change: RunChange = { lines, turn: result.taken, level: result.level }
    if (result.events) change.events = result.events
    if (result.end) {
      this.walk = null
      this.modeNow = { name: 'over', end: result.end }
      change.end = result.end
    } else if (result.levelUp) {
      this.walk = null
      this.modeNow = LEVEL_UP
    } else if (this.modeNow.name === 'level-up') {
      this.modeNow = PLAY
    }
    return change
  }

  private visibleMonsters() {
    const run = this.current
    const { visible, width } = run.vision
    return run.monsters().filter((m) => visible[m.y * width + m.x] === 1)
  }

  private monstersInSight(): number {
    return this.visibleMonsters().length
  }

  /** Whom an aim reaches: "2 creatures and you", "no one". */
  private reach(affected: readonly Point[]): string {
    const { x, y } = this.current.playerPosition()
    const you = affected.some((p) => p.x === x && p.y === y)
    const others = affected.length - (you ? 1 : 0)
    if (others === 0) return you ? 'you' : 'no one'
    const them = others === 1 ? 'one creature' : `${others} creatures`
    return you ? `${them} and you` : them
  }

  /** The first key of the table for `command`, as a player reads it ("Escape", "G"). */
  private keyName(command: KeyCommand): string {
    const code = Object.keys(this.keys).find((key) => this.keys[key] === command)
    return code === undefined ? 'no key' : code.replace(/^Key(?=[A-Z]$)/, '')
  }
}

/** The mode a run starts in: over, a choice owed, or play. */
function settled(run: Run): RunMode {
  const end = run.end
  if (end) return { name: 'over', end }
  return run.levelUps > 0 ? LEVEL_UP : PLAY
}

/** Whatever has a run's shape (an instance of another copy of `@delve/run` included). */
export function isRun(value: unknown): value is Run {
  if (typeof value !== 'object' || value === null) return false
  const run = value as Partial<Run>
  return typeof run.player === 'number' && typeof run.inventory === 'function' && !!run.world
}

function checkRun(fn: string, run: unknown): void {
  if (!isRun(run)) throw new ArgumentTypeError(fn, 'run', run, 'a Run of @delve/run (createRun)')
}

/** The letter a key types (a = 0), by the character, else by its place on the keyboard. */
export function letterIndex(press: KeyPress): number | null {
  checkPress('letterIndex', press)
  const typed = press.key.length === 1 ? press.key.toLowerCase() : ''
  if (typed >= 'a' && typed <= 'z') return typed.charCodeAt(0) - 97
  const placed = /^Key([A-Z])$/.exec(press.code)?.[1]
  return placed ? placed.charCodeAt(0) - 65 : null
}

/** 1, 2 or 3 on the top row or the number pad, as 0, 1 or 2. */
function digitIndex(press: KeyPress): number | null {
  const digit = /^(?:Digit|Numpad)([1-3])$/.exec(press.code)?.[1]
  return digit ? Number(digit) - 1 : null
}

function nudge(at: Point, direction: Direction): Point {
  const { dx, dy } = STEPS[direction]
  return { x: at.x + dx, y: at.y + dy }
}
