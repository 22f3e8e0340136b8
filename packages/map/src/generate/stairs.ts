import type { Point } from '../grid/point.js'
import { isWalkable, Tile } from '../grid/tile.js'
import { inBounds, pointToIndex, type TileMap } from '../grid/tile-map.js'
import { farthestReachable } from '../path/distance-map.js'
import type { RectangularRoom } from '../rooms/room.js'

/** Where the stairs are: up on the start, down (when there is a way down) elsewhere. */
export interface Stairs {
  stairsUp: Point
  stairsDown?: Point
}

/**
 * The cookbook's stairs: up at the first room's centre (the player's start), down at the last
 * room's. With a single room the down stairs go on the floor tile farthest from the up stairs
 * (orthogonal steps; lowest index on a tie), so the two never share a tile. A level without
 * rooms (caves, a drunkard's walk) is given its `start`: up there, down on the tile farthest from
 * it by the same rule. Run after all carving; it draws nothing from the rng. Undefined without
 * rooms and a walkable start; no down stairs when the up stairs' tile is the only one reachable.
 */
export function placeStairs(
  map: TileMap,
  rooms: readonly RectangularRoom[],
  start?: Point,
): Stairs | undefined {
  const first = rooms[0]
  const last = rooms[rooms.length - 1]
  let stairsUp: Point
  let down: Point | undefined
  if (first && last) {
    stairsUp = first.center
    down = rooms.length > 1 ? last.center : farthestReachable(map, stairsUp)
  } else if (
    start &&
    inBounds(map, start.x, start.y) &&
    isWalkable(map.tiles[pointToIndex(map, start)] as number)
  ) {
    stairsUp = { x: start.x, y: start.y }
    down = farthestReachable(map, stairsUp)
  } else {
    return undefined
  }
  const stairsDown = down && (down.x !== stairsUp.x || down.y !== stairsUp.y) ? down : undefined
  map.tiles[pointToIndex(map, stairsUp)] = Tile.StairsUp
  if (stairsDown) map.tiles[pointToIndex(map, stairsDown)] = Tile.StairsDown
  return stairsDown ? { stairsUp, stairsDown } : { stairsUp }
}
