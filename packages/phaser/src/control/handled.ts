import type { Run, RunInput } from '@delve/run'
import type { Command } from './command.js'
import type { ControlMode } from './control-mode.js'

/**
 * What a mode makes of a command: an input for the run's `act` (then `mode`, by default the mode
 * it was given in; `keep`: a refused input leaves the mode as it was, as a refused aim keeps
 * aiming); a mode entered or left at no cost; a refusal, saying why (and the mode it leaves the
 * player in, if another); or null, a command the mode leaves alone.
 */
export type Handled =
  | { input: RunInput; mode?: ControlMode; keep?: true }
  | { mode: ControlMode }
  | { refused: string; mode?: ControlMode }
  | null

/**
 * One mode's handler: what `command` does in `mode` on `run`. It reads the run and changes
 * nothing: the controller plays the input it returns.
 */
export type ModeHandler<M extends ControlMode = ControlMode> = (
  command: Command,
  mode: M,
  run: Run,
) => Handled
