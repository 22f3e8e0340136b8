import { DIRS_4 } from '@delve/map'

/** The four ways the player can step. */
export type Direction = 'up' | 'down' | 'left' | 'right'

export interface Step {
  dx: -1 | 0 | 1
  dy: -1 | 0 | 1
}

/** `DIRS_4` is clockwise from north: N, E, S, W. */
const [NORTH, EAST, SOUTH, WEST] = DIRS_4.map(([dx, dy]) => ({ dx, dy }) as Step) as [
  Step,
  Step,
  Step,
  Step,
]

/** One tile in each direction, with y growing downwards. */
export const STEP: Readonly<Record<Direction, Step>> = {
  up: NORTH,
  right: EAST,
  down: SOUTH,
  left: WEST,
}
