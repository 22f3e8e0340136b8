import { ArgumentTypeError } from '@delve/art'
import { type ActResult, act, type Run, type RunInput, stopWalking } from '@delve/run'
import { checkObject, checkString } from '../checks/check.js'
import { COMMAND_KINDS, type Command } from './command.js'
import {
  type ControlMode,
  type ControlModeName,
  LEVEL_UP,
  PLAY,
  settledMode,
} from './control-mode.js'
import type { Handled, ModeHandler } from './handled.js'
import { inventoryMode } from './inventory-mode.js'
import { levelUpMode } from './level-up-mode.js'
import { playMode } from './play-mode.js'
import { targetingMode } from './targeting-mode.js'

/**
 * What the controller did with a command: an input played through `act` (`from`: the mode it was
 * asked in), a mode entered or left, a refusal and why, or nothing (a command the mode leaves
 * alone, or a run that is over).
 */
export type Handling =
  | { kind: 'acted'; input: RunInput; result: ActResult; from: ControlModeName }
  | { kind: 'mode'; mode: ControlMode }
  | { kind: 'refused'; why: string }
  | { kind: 'ignored' }

/** Each mode's handler. */
const HANDLERS: { [N in ControlModeName]: ModeHandler<ControlMode & { name: N }> } = {
  play: playMode,
  inventory: inventoryMode,
  targeting: targetingMode,
  'level-up': levelUpMode,
  over: () => null,
}

const IGNORED: Handling = Object.freeze({ kind: 'ignored' })

/**
 * A run's controller, with no Phaser and no page in it: the one place that turns a command in a
 * mode into an input for `act`, a mode change or a refusal, and keeps the walk under way. Each
 * mode has its handler (`play`, `inventory`, `targeting`, `level-up`; `over` takes nothing); the
 * controller plays what the handler returns, and after each input sets the mode the run calls
 * for (a level-up owed, the end). Every multi-turn walk (explore, travel, a run, a rest, a walk
 * to a tile) is one of the run's inputs: `goOn` plays its next step.
 */
export class Controller {
  private current: Run
  private modeNow: ControlMode
  private walk: RunInput | null = null

  constructor(run: Run) {
    checkRun('new Controller', run)
    this.current = run
    this.modeNow = settledMode(run)
  }

  get run(): Run {
    return this.current
  }

  get mode(): ControlMode {
    return this.modeNow
  }

  /** The walk or rest under way (the input `goOn` plays again), or null. */
  get walking(): RunInput | null {
    return this.walk
  }

  /** Plays `run` from now on (a new run, the sandbox's new level): its owed choice first. */
  setRun(run: Run): void {
    checkRun('Controller.setRun', run)
    this.stop()
    this.current = run
    this.modeNow = settledMode(run)
  }

  /** Ends the walk or rest under way; true if there was one. */
  stop(): boolean {
    const was = this.walk !== null
    this.walk = null
    stopWalking(this.current)
    return was
  }

  /** What `command` does in the mode now, carried out. Any command ends a walk under way. */
  handle(command: Command): Handling {
    const given = checkObject('Controller.handle', 'command', command, 'a Command')
    checkString('Controller.handle', 'command.kind', given.kind)
    if (!COMMAND_KINDS.includes(command.kind)) {
      throw new ArgumentTypeError(
        'Controller.handle',
        'command.kind',
        command.kind,
        COMMAND_KINDS.join(', '),
      )
    }
    this.stop()
    const mode = this.modeNow
    const handler = HANDLERS[mode.name] as ModeHandler
    return this.carryOut(handler(command, mode, this.current))
  }

  /**
   * Plays `input` as given, from the game's own code (a button, a menu): it ends a walk and
   * closes the pack or the aim. At a level-up only the choice passes; once over, nothing.
   */
  play(input: RunInput): Handling {
    const given = checkObject('Controller.play', 'input', input, 'a RunInput of @delve/run')
    checkString('Controller.play', 'input.kind', given.kind)
    const mode = this.modeNow
    if (mode.name === 'over') return IGNORED
    if (mode.name === 'level-up' && input.kind !== 'level-up') return IGNORED
    this.stop()
    return this.carryOut({ input, mode: mode.name === 'level-up' ? mode : PLAY })
  }

  /** The next step of the walk or rest under way; nothing when none is. */
  goOn(): Handling {
    const input = this.walk
    if (input === null) return IGNORED
    return this.acted(input, this.modeNow.name)
  }

  private carryOut(handled: Handled): Handling {
    if (handled === null) return IGNORED
    if ('input' in handled) {
      const before = this.modeNow
      this.modeNow = handled.mode ?? before
      const done = this.acted(handled.input, before.name)
      if (done.kind === 'acted' && !done.result.taken && handled.keep) this.modeNow = before
      return done
    }
    if (handled.mode) this.modeNow = handled.mode
    if ('refused' in handled) return { kind: 'refused', why: handled.refused }
    return { kind: 'mode', mode: this.modeNow }
  }

  /** Plays `input`; a walk goes on while the run says there is more; sets the mode after. */
  private acted(input: RunInput, from: ControlModeName): Handling {
    const result = act(this.current, input)
    this.walk = result.more ? input : null
    if (result.end) {
      this.walk = null
      this.modeNow = { name: 'over', end: result.end }
    } else if (result.levelUp) {
      this.walk = null
      this.modeNow = LEVEL_UP
    } else if (this.modeNow.name === 'level-up' && this.current.levelUps === 0) {
      this.modeNow = PLAY
    }
    return { kind: 'acted', input, result, from }
  }
}

/** Whatever has a run's shape (an instance of another copy of `@delve/run` included). */
export function isRun(value: unknown): value is Run {
  if (typeof value !== 'object' || value === null) return false
  const run = value as Partial<Run>
  return typeof run.player === 'number' && typeof run.inventory === 'function' && !!run.world
}

/** Throws an `ArgumentTypeError` from `fn` for what is not a run. */
export function checkRun(fn: string, run: unknown): void {
  if (!isRun(run)) throw new ArgumentTypeError(fn, 'run', run, 'a Run of @delve/run (createRun)')
}
