import type { Point } from '../grid/point.js'
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
  return best < 0 ? undefined : indexToPoint(map, best)
}
