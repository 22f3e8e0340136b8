import type { TurnEvents } from '@delve/ecs'
import type { Direction, Point } from '@delve/map'
import type { ActResult, Run, RunEnd, RunInput } from '@delve/run'
import { checkNumber, checkObject, checkOptions, checkPoint, checkString } from '../checks/check.js'
import type { Command } from '../control/command.js'
import type { ControlMode } from '../control/control-mode.js'
import { Controller, checkRun, type Handling, isRun } from '../control/controller.js'
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

export { isRun }

/** What a key asks of a run, in the mode it is pressed in: a `Command`, or a walk stopped. */
export type RunKeyAction =
  /** A step (a blow into a monster), or the aim's cursor moved. */
  | { kind: 'move'; direction: Direction }
  /** One of the table's other commands: a wait, or one of the run's orders. */
  | { kind: Exclude<KeyCommand, Direction> }
  /** A letter of the pack (a = 0), or a level-up choice (a, b, c or 1, 2, 3). */
  | { kind: 'choose'; index: number }
  /** Any key while a walk or a rest goes on: it stops. */
  | { kind: 'stop' }

/** What the keys and the pointer do now: the controller's modes (see `ControlMode`). */
export type RunMode = ControlMode

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

/** What `RunControl` takes besides the run: its keys and the pace of its walks. */
export interface RunControlOptions {
  /** The keys (default `DEFAULT_RUN_KEYS`), checked by `checkKeyTable`. */
  keys?: KeyTable
  /** Milliseconds between two steps of a walk or a rest (default 90). */
  walkStepMs?: number
}

const none = (): RunChange => ({ lines: [], turn: false, level: false })
const said = (line: string): RunChange => ({ lines: [line], turn: false, level: false })
const noModifier = (press: KeyPress) => !(press.ctrlKey || press.metaKey || press.altKey)

/** Keys that stop no walk: the browser's own (F5, Tab) and modifiers pressed alone. */
const NOT_A_STOP =
  /^(F\d+|Tab|CapsLock|NumLock|ContextMenu|(Shift|Control|Alt|Meta|OS)(Left|Right)?)$/

/**
 * The keys and the pace of a run's `Controller`, with no Phaser in it (`Roguelike` draws what it
 * says): keys are read by the mode they are pressed in (`keyFor`) and handed to the controller
 * as commands (`perform`); walks and rests go on a step every `walkStepMs` (`tick`) until they
 * stop or any key stops them.
 */
export class RunControl {
  readonly keys: KeyTable
  readonly walkStepMs: number
  /** The controller: what each command does in each mode. */
  readonly controller: Controller
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
    this.controller = new Controller(run)
  }

  get run(): Run {
    return this.controller.run
  }

  get mode(): RunMode {
    return this.controller.mode
  }

  /** True while a walk or a rest goes on. */
  get walking(): boolean {
    return this.controller.walking !== null
  }

  /** Plays `run` from now on (a new run after the end, say): its owed choice is asked first. */
  setRun(run: Run): void {
    checkRun('RunControl.setRun', run)
    this.controller.setRun(run)
  }

  /**
   * What `press` asks for in the mode now, or null for a key the mode leaves alone: in play the
   * table's commands; in the pack a letter; while aiming the directions, confirm and cancel; at
   * a level-up a, b, c (or 1, 2, 3) only; during a walk any key (to stop it); once over, none.
   */
  keyFor(press: KeyPress): RunKeyAction | null {
    checkPress('RunControl.keyFor', press)
    const mode = this.mode
    if (!noModifier(press) || mode.name === 'over') return null
    if (this.walking) return NOT_A_STOP.test(press.code) ? null : { kind: 'stop' }
    const command = commandForPress(press, this.keys)
    switch (mode.name) {
      case 'level-up': {
        const index = digitIndex(press) ?? letterIndex(press)
        const offered = this.run.levelUpOffer().length
        return index !== null && index < offered ? { kind: 'choose', index } : null
      }
      case 'inventory': {
        const index = letterIndex(press)
        if (index !== null) return { kind: 'choose', index }
        return command === 'cancel' ? { kind: 'cancel' } : null
      }
      case 'targeting':
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
    if (!noModifier(press) || this.mode.name === 'over') return false
    if (this.walking) return !NOT_A_STOP.test(press.code)
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
    if (this.mode.name === 'over') return none()
    if (this.controller.stop() && action.kind === 'stop') return said('You stop.')
    if (action.kind === 'stop') return none()
    return this.shown(this.controller.handle(action as Command), now)
  }

  /**
   * A tap or a click on `tile` at time `now`: while aiming it moves the aim there, and a second
   * one on the same tile uses the item; in play it walks there through known tiles, a step every
   * `walkStepMs`; during a walk it stops it.
   */
  point(tile: Point, now: number): RunChange {
    checkPoint('RunControl.point', 'tile', tile)
    checkNumber('RunControl.point', 'now', now)
    const mode = this.mode
    if (mode.name === 'over') return none()
    if (this.controller.stop()) return said('You stop.')
    if (mode.name !== 'play' && mode.name !== 'targeting') return none()
    return this.shown(this.controller.handle({ kind: 'point', to: tile }), now)
  }

  /** The next step of the walk or rest under way, once `walkStepMs` have passed since the last. */
  tick(now: number): RunChange {
    checkNumber('RunControl.tick', 'now', now)
    if (!this.walking || now < this.nextStep) return none()
    return this.shown(this.controller.goOn(), now)
  }

  /**
   * Plays `input` as given, from the game's own code (a button, a menu): it stops a walk and
   * closes the pack or the aim. At a level-up only the choice passes; once over, nothing.
   */
  play(input: RunInput, now = 0): RunChange {
    const given = checkObject('RunControl.play', 'input', input, 'a RunInput of @delve/run')
    checkString('RunControl.play', 'input.kind', given.kind)
    checkNumber('RunControl.play', 'now', now)
    return this.shown(this.controller.play(input), now)
  }

  /** What the screen asks of the player now, a line each: the pack, the aim, the level-up. */
  prompt(): string[] {
    const mode = this.mode
    switch (mode.name) {
      case 'inventory': {
        const verb = mode.purpose === 'use' ? 'Use' : 'Drop'
        const items = this.run.inventory().map((item) => {
          const worn = item.worn ? ' (worn)' : ''
          // Named as the player knows it: a potion or scroll by its look until it is known; a
          // stack with its count, a wand with its charges ("a wand of digging (3)").
          const named = item.count > 1 || item.charges !== null ? item.label : item.name
          return `${item.letter}) ${named}${worn}`
        })
        return [`${verb} which item? A letter; ${this.keyName('cancel')}: none.`, ...items]
      }
      case 'targeting': {
        const reach = mode.preview.refused ?? `${this.reach(mode.preview.affected)}.`
        const use = `${this.keyName('confirm')} or a second tap uses it`
        return [`Aim the ${mode.label}: ${reach} ${use}, ${this.keyName('cancel')} cancels.`]
      }
      case 'level-up': {
        const offer = this.run.levelUpOffer()
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

  /** What the controller did, for the screen; a walk begun or gone on waits `walkStepMs`. */
  private shown(handling: Handling, now: number): RunChange {
    switch (handling.kind) {
      case 'acted':
        this.nextStep = now + this.walkStepMs
        return changeOf(handling.result)
      case 'refused':
        return said(handling.why)
      default:
        return none()
    }
  }

  /** Whom an aim reaches: "2 creatures and you", "no one". */
  private reach(affected: readonly Point[]): string {
    const { x, y } = this.run.playerPosition()
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

/** The change an act made: its lines for the log, a refusal or why a walk stopped among them. */
function changeOf(result: ActResult): RunChange {
  const lines = [...result.lines]
  if (result.refused) lines.push(result.refused)
  if (result.stopped) lines.push(result.stopped)
  const change: RunChange = { lines, turn: result.taken, level: result.level }
  if (result.events) change.events = result.events
  if (result.end) change.end = result.end
  return change
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
