import { STEPS } from '@delve/map'
import type { Run } from '@delve/run'
import { type ControlMode, PLAY } from './control-mode.js'
import type { Handled, ModeHandler } from './handled.js'
import { aimAt } from './inventory-mode.js'

type Targeting = ControlMode & { name: 'targeting' }

/**
 * Aiming: a direction moves the cursor, a tile pointed at moves it there (the cursor's own tile
 * uses the item, as confirm does), cancel stops aiming at no cost. A refused use keeps aiming.
 */
export const targetingMode: ModeHandler<Targeting> = (command, mode, run) => {
  switch (command.kind) {
    case 'move': {
      const { dx, dy } = STEPS[command.direction]
      return aimAt(run, mode.index, { x: mode.cursor.x + dx, y: mode.cursor.y + dy })
    }
    case 'point': {
      const { to } = command
      const same = to.x === mode.cursor.x && to.y === mode.cursor.y
      return same ? fire(run, mode) : aimAt(run, mode.index, to)
    }
    case 'confirm':
      return fire(run, mode)
    case 'cancel':
      return { mode: PLAY }
    default:
      return null
  }
}

/** The aimed item used: at the cursor, or at the nearest foe for a use that finds its own. */
function fire(run: Run, mode: Targeting): Handled {
  const nearest = run.inventory()[mode.index]?.aim?.targets === 'nearest'
  const target = nearest ? {} : { target: mode.cursor }
  return { input: { kind: 'use', index: mode.index, ...target }, mode: PLAY, keep: true }
}
