import { inBounds } from '@delve/map'
import { knownStairsDown, knownStairsUp, type Run } from '@delve/run'
import type { ControlMode } from './control-mode.js'
import type { Handled, ModeHandler } from './handled.js'

/** Why a tap off the level, or on a tile with no known way, walks nowhere. */
export const NO_WAY = 'You know no way there.'

/** Why the pack does not open. */
export const EMPTY_PACK = 'Your pack is empty.'

/**
 * Play: a step or a blow, a run, a walk to a tile pointed at, the waits and walks of the run, the
 * stairs (off them, a walk to the stairs seen), and the pack opened to use or to drop an item.
 */
export const playMode: ModeHandler<ControlMode & { name: 'play' }> = (command, _mode, run) => {
  switch (command.kind) {
    case 'move':
    case 'run':
      return { input: { kind: command.kind, direction: command.direction } }
    case 'point': {
      const { to } = command
      if (!inBounds(run.level, to.x, to.y)) return { refused: NO_WAY }
      return { input: { kind: 'travel', to: { x: to.x, y: to.y } } }
    }
    case 'wait':
    case 'pickup':
    case 'explore':
    case 'travel':
    case 'rest':
      return { input: { kind: command.kind } }
    case 'descend':
      // Off the stairs, `>` walks to the stairs down the player has seen.
      if (!run.onStairsDown() && knownStairsDown(run.world)) {
        return { input: { kind: 'travel', stairs: 'down' } }
      }
      return { input: { kind: 'descend' } }
    case 'ascend':
      if (!run.onStairsUp() && knownStairsUp(run.world)) {
        return { input: { kind: 'travel', stairs: 'up' } }
      }
      return { input: { kind: 'ascend' } }
    case 'inventory':
    case 'drop':
      return openPack(run, command.kind === 'inventory' ? 'use' : 'drop')
    default:
      return null
  }
}

function openPack(run: Run, purpose: 'use' | 'drop'): Handled {
  if (run.inventory().length === 0) return { refused: EMPTY_PACK }
  return { mode: { name: 'inventory', purpose } }
}
