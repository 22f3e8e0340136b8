import { type Direction, directionOf, findPath, type Point, type TileMap } from '@delve/map'

/**
 * The steps from `from` to `to` for a tap or click on `to`: a shortest path by `findPath` with
 * the player's own moves (eight directions, never cutting a wall's corner), through tiles the
 * player knows (`known`, one
 * byte per tile, 1 where explored; null knows the whole map). Undefined when there is no such
 * way; empty when `to` is where the player stands.
 */
export function planWalk(
  level: TileMap,
  known: Uint8Array | null,
  from: Point,
  to: Point,
): Direction[] | undefined {
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
