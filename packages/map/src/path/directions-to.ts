import { type Direction, directionOf } from '../grid/direction-names.js'
import type { Point } from '../grid/point.js'
import type { TileMap } from '../grid/tile-map.js'
import { findPath } from './find-path.js'

/**
 * The steps, by name, of a walk from `from` to `to` (a tap or a click on `to`): a shortest path by
 * `findPath` with a player's own moves (eight directions, never cutting a wall's corner), through
 * tiles the player knows (`known`, one byte per tile, 1 where explored, as `Vision.explored`;
 * null knows the whole map). Undefined when there is no such way (or `to` is unknown or off the
 * map); empty when `to` is where the player stands.
 */
export function directionsTo(
  level: TileMap,
  known: Uint8Array | null,
  from: Point,
  to: Point,
): Direction[] | undefined {
  if (to.x < 0 || to.y < 0 || to.x >= level.width || to.y >= level.height) return undefined
  if (known && known[to.y * level.width + to.x] !== 1) return undefined
  const path = findPath(level, from, to, known ? { costs: known } : {})
  if (!path) return undefined
  const steps: Direction[] = []
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point
    const b = path[i] as Point
    steps.push(directionOf(b.x - a.x, b.y - a.y) as Direction)
  }
  return steps
}
