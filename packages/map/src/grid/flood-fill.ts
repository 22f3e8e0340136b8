import type { Point } from './point.js'
import { breadthFirst } from './search.js'
import { isWalkable } from './tile.js'
import { type TileMap, tileAt } from './tile-map.js'

/**
 * Marks every walkable tile reachable from `start` by orthogonal steps: the result has a 1 at
 * each reached index (row-major, like `tiles`). A start on a wall or outside reaches nothing.
 */
export function floodFill(map: TileMap, start: Point): Uint8Array {
  const reached = new Uint8Array(map.width * map.height)
  if (!isWalkable(tileAt(map, start.x, start.y))) return reached
  const { tiles } = map
  breadthFirst(map, start, (i) => isWalkable(tiles[i] as number), noStop, reached)
  return reached
}

function noStop(): undefined {
  return undefined
}

/** How many walkable tiles the map has. */
export function countWalkable(map: TileMap): number {
  let count = 0
  for (const code of map.tiles) if (isWalkable(code)) count++
  return count
}

/** True when every walkable tile can be reached from `start`. */
export function isConnected(map: TileMap, start: Point): boolean {
  return reachableCount(map, start) === countWalkable(map)
}

/** How many walkable tiles can be reached from `start` (0 from a wall or outside the map). */
export function reachableCount(map: TileMap, start: Point): number {
  let count = 0
  for (const r of floodFill(map, start)) count += r
  return count
}
