import { findPath, type Point, type TileMap } from '@delve/map'
import { directionOf, STEPS, type Step } from './key-table.js'

/**
 * The steps from `from` to `to` for a tap or a click on `to`: a shortest path by `findPath`
 * (`@delve/map`) with a player's own moves (eight directions, never cutting a wall's corner),
 * through tiles the player knows (`known`, one byte per tile, 1 where explored, as
 * `Vision.explored`; null knows the whole map). Undefined when there is no such way (or `to` is
 * unknown or off the map); empty when `to` is where the player stands.
 */
export function planWalk(
  level: TileMap,
  known: Uint8Array | null,
  from: Point,
  to: Point,
): Step[] | undefined {
  if (to.x < 0 || to.y < 0 || to.x >= level.width || to.y >= level.height) return undefined
  if (known && known[to.y * level.width + to.x] !== 1) return undefined
  const path = findPath(level, from, to, known ? { costs: known } : {})
  if (!path) return undefined
  const steps: Step[] = []
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Point
    const b = path[i] as Point
    const direction = directionOf(b.x - a.x, b.y - a.y)
    if (direction) steps.push(STEPS[direction])
  }
  return steps
}
