import type { Point } from '../grid/point.js'
import { isWalkable } from '../grid/tile.js'
import { inBounds, indexToPoint, type TileMap } from '../grid/tile-map.js'
import { dijkstraMap } from './dijkstra-map.js'

/**
 * Steps from `start` to every tile by orthogonal moves over walkable tiles, row-major like
 * `tiles`; −1 where it cannot be reached (everything, from a wall or outside the map): a
 * `dijkstraMap` with one goal and 4 neighbours, in whole steps.
 */
export function distanceMap(map: TileMap, start: Point): Int32Array {
  const steps = new Int32Array(map.width * map.height).fill(-1)
  if (
    !Number.isInteger(start.x) ||
    !Number.isInteger(start.y) ||
    !inBounds(map, start.x, start.y)
  ) {
    return steps
  }
  const distances = dijkstraMap(map, [start], { diagonal: false })
  for (let i = 0; i < steps.length; i++) {
    const d = distances[i] as number
    if (d !== Number.POSITIVE_INFINITY) steps[i] = d
  }
  return steps
}

/**
 * The reachable tile farthest from `start` in orthogonal steps, the lowest row-major index on a
 * tie; `start` itself when nothing else is reachable, undefined from a wall or outside the map.
 * A breadth-first search of its own (it runs for every level's stairs): the answer is the
 * lowest index of the last layer.
 */
export function farthestReachable(map: TileMap, start: Point): Point | undefined {
  const { width, height, tiles } = map
  if (!Number.isInteger(start.x) || !Number.isInteger(start.y) || !inBounds(map, start.x, start.y))
    return undefined
  const first = start.y * width + start.x
  if (!isWalkable(tiles[first] as number)) return undefined
  const n = width * height
  const queue = new Int32Array(n)
  const seen = new Uint8Array(n)
  queue[0] = first
  seen[first] = 1
  let tail = 1
  let layer = 0
  for (let head = 0; head < tail; ) {
    layer = head
    for (const end = tail; head < end; head++) {
      const i = queue[head] as number
      const x = i % width
      if (i >= width) tail = enter(tiles, seen, queue, tail, i - width)
      if (x < width - 1) tail = enter(tiles, seen, queue, tail, i + 1)
      if (i < n - width) tail = enter(tiles, seen, queue, tail, i + width)
      if (x > 0) tail = enter(tiles, seen, queue, tail, i - 1)
    }
  }
  let best = queue[layer] as number
  for (let k = layer + 1; k < tail; k++) best = Math.min(best, queue[k] as number)
  return indexToPoint(map, best)
}

/** Queues tile j when it is walkable and new; returns the new tail. */
function enter(
  tiles: Uint8Array,
  seen: Uint8Array,
  queue: Int32Array,
  tail: number,
  j: number,
): number {
  if (seen[j] === 1 || !isWalkable(tiles[j] as number)) return tail
  seen[j] = 1
  queue[tail] = j
  return tail + 1
}
