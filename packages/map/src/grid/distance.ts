import type { Point } from './point.js'
import { breadthFirst } from './search.js'
import { isWalkable } from './tile.js'
import { indexToPoint, type TileMap, tileAt } from './tile-map.js'

/**
 * Steps from `start` to every tile by orthogonal moves over walkable tiles, row-major like
 * `tiles`; −1 where it cannot be reached (everything, from a wall or outside the map).
 */
export function distanceMap(map: TileMap, start: Point): Int32Array {
  const distance = new Int32Array(map.width * map.height).fill(-1)
  if (!isWalkable(tileAt(map, start.x, start.y))) return distance
  const { tiles } = map
  breadthFirst(
    map,
    start,
    (i) => isWalkable(tiles[i] as number),
    (i, steps) => {
      distance[i] = steps
      return undefined
    },
  )
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
  return best < 0 ? undefined : indexToPoint(map, best)
}
