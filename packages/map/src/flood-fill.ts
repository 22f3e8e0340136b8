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

/** How many walkable tiles can be reached from `start` (0 from a wall or outside the map). */
export function reachableCount(map: TileMap, start: Point): number {
  let count = 0
  for (const r of floodFill(map, start)) count += r
  return count
}

/**
 * Steps from `start` to every tile by orthogonal moves over walkable tiles, row-major like
 * `tiles`; −1 where it cannot be reached (everything, from a wall or outside the map).
 */
export function distanceMap(map: TileMap, start: Point): Int32Array {
  const { width, height, tiles } = map
  const distance = new Int32Array(width * height).fill(-1)
  if (!inBounds(map, start.x, start.y)) return distance
  const first = start.y * width + start.x
  if (!isWalkable(tiles[first] as number)) return distance
  const queue = new Int32Array(width * height)
  let head = 0
  let tail = 0
  queue[tail++] = first
  distance[first] = 0
  while (head < tail) {
    const i = queue[head++] as number
    const x = i % width
    const d = (distance[i] as number) + 1
    const step = (n: number) => {
      if (distance[n] === -1 && isWalkable(tiles[n] as number)) {
        distance[n] = d
        queue[tail++] = n
      }
    }
    if (x > 0) step(i - 1)
    if (x < width - 1) step(i + 1)
    if (i >= width) step(i - width)
    if (i < (height - 1) * width) step(i + width)
  }
  return distance
}

/**
 * The reachable tile farthest from `start` in orthogonal steps, the lowest row-major index on a
 * tie; `start` itself when nothing else is reachable, undefined from a wall or outside the map.
 */
export function farthestReachable(map: TileMap, start: Point): Point | undefined {
  const distance = distanceMap(map, start)
  let best = -1
  let bestDistance = -1
  for (let i = 0; i < distance.length; i++) {
    if ((distance[i] as number) > bestDistance) {
      best = i
      bestDistance = distance[i] as number
    }
  }
  return best < 0 ? undefined : { x: best % map.width, y: Math.floor(best / map.width) }
}
