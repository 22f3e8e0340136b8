import { bresenhamLine, inBounds, isWalkable, type Point } from '@delve/map'
import { hasComponent } from 'bitecs'
import type { GameWorld } from '../world/game-world.js'
import { occupantAt } from '../world/queries.js'

/**
 * The tiles of the straight line (`bresenhamLine` of @delve/map) from `from` toward `target`, the
 * first beside `from`: to `target` itself, or with `onward` on past it, each within `range`
 * (dx² + dy² ≤ range²) and on the map. The line onward is the same line drawn longer, so it
 * passes through `target`. Empty when `target` is `from`.
 */
export function lineTiles(
  world: GameWorld,
  from: Point,
  target: Point,
  range: number,
  onward: boolean,
): Point[] {
  const dx = target.x - from.x
  const dy = target.y - from.y
  const steps = Math.max(Math.abs(dx), Math.abs(dy))
  if (steps === 0) return []
  const times = onward ? Math.max(1, Math.ceil(range / steps)) : 1
  const end = { x: from.x + dx * times, y: from.y + dy * times }
  const tiles: Point[] = []
  const line = bresenhamLine(from, end)
  for (let i = 1; i < line.length; i++) {
    const p = line[i] as Point
    const ox = p.x - from.x
    const oy = p.y - from.y
    if (ox * ox + oy * oy > range * range || !inBounds(world.dungeon, p.x, p.y)) break
    tiles.push(p)
  }
  return tiles
}

/** Where a line flies and whom it meets: `ItemTargets`'s `line`. */
export interface Flight {
  /** The tiles crossed, the user's not included; the last is where a throw lands (if any). */
  path: Point[]
  /** The living creatures on them, nearest first. */
  affected: number[]
}

/**
 * The flight of a use aimed along a line: it stops before the first wall, and a throw (not a
 * `bolt`) at the aimed tile or on the first creature in its way; a bolt flies on to `range`
 * through creatures.
 */
export function flight(
  world: GameWorld,
  from: Point,
  target: Point,
  range: number,
  bolt: boolean,
): Flight {
  const path: Point[] = []
  const affected: number[] = []
  const { tiles, width } = world.dungeon
  for (const p of lineTiles(world, from, target, range, bolt)) {
    if (!isWalkable(tiles[p.y * width + p.x] as number)) break
    path.push(p)
    const who = occupantAt(world, p.x, p.y)
    if (who !== 0 && hasComponent(world, who, world.components.Health)) {
      affected.push(who)
      if (!bolt) break
    }
  }
  return { path, affected }
}
