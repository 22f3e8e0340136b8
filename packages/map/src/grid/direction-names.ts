import { DIRS_8 } from './directions.js'

/** The eight ways to step, by name, clockwise from north. */
export type Direction =
  | 'up'
  | 'up-right'
  | 'right'
  | 'down-right'
  | 'down'
  | 'down-left'
  | 'left'
  | 'up-left'

/** One tile's step: dx and dy each −1, 0 or 1, y growing downwards. */
export interface Step {
  dx: -1 | 0 | 1
  dy: -1 | 0 | 1
}

/** The directions in the order of `DIRS_8`: clockwise from north. */
export const DIRECTIONS: readonly Direction[] = Object.freeze([
  'up',
  'up-right',
  'right',
  'down-right',
  'down',
  'down-left',
  'left',
  'up-left',
] as const)

/** One tile in each direction: `DIRS_8`, named. */
export const STEPS: Readonly<Record<Direction, Readonly<Step>>> = Object.freeze(
  Object.fromEntries(
    DIRECTIONS.map((direction, i) => {
      const [dx, dy] = DIRS_8[i] as readonly [number, number]
      return [direction, Object.freeze({ dx, dy } as Step)]
    }),
  ) as Record<Direction, Step>,
)

/** The direction of a one-tile step, or undefined for anything else. */
export function directionOf(dx: number, dy: number): Direction | undefined {
  return DIRECTIONS.find((d) => STEPS[d].dx === dx && STEPS[d].dy === dy)
}
