import { ArgumentRangeError } from '@delve/art'
import { directionsTo, inBounds, type Point, STEPS, type Step, type TileMap } from '@delve/map'
import { checkBytes, checkPoint, checkTileMap } from '../checks/check.js'

/**
 * The steps from `from` to `to` for a tap or a click on `to`: `@delve/map`'s `directionsTo` (a
 * shortest way through the tiles the player knows, by a player's own moves), as `{ dx, dy }`.
 * Undefined when there is no such way (or `to` is unknown or off the map); empty when `to` is
 * where the player stands. `known` is null or one byte a tile of `level`; `from` a tile of it; `to`
 * any whole-number point. Anything else throws an `ArgumentTypeError` or `ArgumentRangeError`.
 */
export function planWalk(
  level: TileMap,
  known: Uint8Array | null,
  from: Point,
  to: Point,
): Step[] | undefined {
  const { width, height } = checkTileMap('planWalk', 'level', level)
  if (known !== null) checkBytes('planWalk', 'known', known, width * height, `${width} × ${height}`)
  checkPoint('planWalk', 'from', from)
  if (!inBounds(level, from.x, from.y)) {
    throw new ArgumentRangeError('planWalk', 'from', from, `a tile of the ${width}×${height} map`)
  }
  checkPoint('planWalk', 'to', to)
  return directionsTo(level, known, from, to)?.map((direction) => STEPS[direction])
}
