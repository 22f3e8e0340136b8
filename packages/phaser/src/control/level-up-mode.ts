import type { ControlMode } from './control-mode.js'
import type { ModeHandler } from './handled.js'

/** A level-up owed: a perk of the offer chosen by its letter or number, nothing else. */
export const levelUpMode: ModeHandler<ControlMode & { name: 'level-up' }> = (
  command,
  _mode,
  run,
) => {
  if (command.kind !== 'choose') return null
  if (command.index < 0 || command.index >= run.levelUpOffer().length) return null
  return { input: { kind: 'level-up', choice: command.index } }
}
