import { DIRS_8 } from '@delve/map'

/** The eight ways the player can step, as the monsters can. */
export type Direction =
  | 'up'
  | 'up-right'
  | 'right'
  | 'down-right'
  | 'down'
  | 'down-left'
  | 'left'
  | 'up-left'

export interface Step {
  dx: -1 | 0 | 1
  dy: -1 | 0 | 1
}

/** The directions in the order of `DIRS_8`: clockwise from north. */
export const DIRECTIONS: readonly Direction[] = [
  'up',
  'up-right',
  'right',
  'down-right',
  'down',
  'down-left',
  'left',
  'up-left',
]

/** One tile in each direction, with y growing downwards: `DIRS_8`, named. */
export const STEP: Readonly<Record<Direction, Step>> = Object.fromEntries(
  DIRECTIONS.map((direction, i) => {
    const [dx, dy] = DIRS_8[i] as readonly [number, number]
    return [direction, { dx, dy } as Step]
  }),
) as Record<Direction, Step>

/** The direction of a step of one tile, or undefined for anything else. */
export function directionOf(dx: number, dy: number): Direction | undefined {
  return DIRECTIONS.find((d) => STEP[d].dx === dx && STEP[d].dy === dy)
}
