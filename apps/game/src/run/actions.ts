import type { Point } from '@delve/map'
import type { Direction } from './directions.js'

/** Everything the player can ask of the game, from whatever input. */
export type Action =
  | { kind: 'move'; direction: Direction }
  /** Stand still for a turn. */
  | { kind: 'wait' }
  /** Walk to a tile, a step a turn (a tap or a click on it). */
  | { kind: 'walk-to'; to: Point }
  | { kind: 'regenerate' }
  | { kind: 'descend' }
  | { kind: 'labels' }
  | { kind: 'panel' }
  | { kind: 'new-game' }
  | { kind: 'leave' }
