import type { Point } from './point.js'
import { isWalkable } from './tile.js'
import { inBounds, type TileMap } from './tile-map.js'

/**
 * Marks every walkable tile reachable from `start` by orthogonal steps: the result has a 1 at
 * each reached index (row-major, like `tiles`). A start on a wall or outside reaches nothing.
 */
export function floodFill(map: TileMap, start: Point): Uint8Array {
  const { width, height, tiles } = map
  const reached = new Uint8Array(width * height)
  if (!inBounds(map, start.x, start.y)) return reached
  const first = start.y * width + start.x
  if (!isWalkable(tiles[first] as number)) return reached

  const queue = new Int32Array(width * height)
  let head = 0
  let tail = 0
  queue[tail++] = first
  reached[first] = 1
  while (head < tail) {
    const i = queue[head++] as number
    const x = i % width
    // Left, right, up, down; the row checks keep a step from wrapping to the next row.
    if (x > 0) tail = visit(i - 1, tiles, reached, queue, tail)
    if (x < width - 1) tail = visit(i + 1, tiles, reached, queue, tail)
    if (i >= width) tail = visit(i - width, tiles, reached, queue, tail)
    if (i < (height - 1) * width) tail = visit(i + width, tiles, reached, queue, tail)
  }
  return reached
}

function visit(i: number, tiles: Uint8Array, reached: Uint8Array, queue: Int32Array, tail: number) {
  if (reached[i] === 0 && isWalkable(tiles[i] as number)) {
    reached[i] = 1
    queue[tail++] = i
  }
  return tail
}

/** How many walkable tiles the map has. */
export function countWalkable(map: TileMap): number {
  let count = 0
  for (const code of map.tiles) if (isWalkable(code)) count++
  return count
}

/** True when every walkable tile can be reached from `start`. */
export function isConnected(map: TileMap, start: Point): boolean {
  const reached = floodFill(map, start)
  let count = 0
  for (const r of reached) count += r
  return count === countWalkable(map)
}
