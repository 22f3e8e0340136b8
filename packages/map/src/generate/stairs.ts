import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { pointToIndex, type TileMap } from '../grid/tile-map.js'
import { farthestReachable } from '../path/distance-map.js'
import type { RectangularRoom } from '../rooms/room.js'

export interface Stairs {
  stairsUp: Point
  stairsDown?: Point
}

/**
 * The cookbook's stairs: up at the first room's centre (the player's start), down at the last
 * room's. With a single room the down stairs go on the floor tile farthest from the up stairs
 * (orthogonal steps; lowest index on a tie), so the two never share a tile. Run after all
 * carving; it draws nothing from the rng. Undefined without rooms; no down stairs when the up
 * stairs' tile is the only floor.
 */
export function placeStairs(map: TileMap, rooms: readonly RectangularRoom[]): Stairs | undefined {
  const first = rooms[0]
  const last = rooms[rooms.length - 1]
  if (!first || !last) return undefined
  const stairsUp = first.center
  const down = rooms.length > 1 ? last.center : farthestReachable(map, stairsUp)
  const stairsDown = down && (down.x !== stairsUp.x || down.y !== stairsUp.y) ? down : undefined
  map.tiles[pointToIndex(map, stairsUp)] = Tile.StairsUp
  if (stairsDown) map.tiles[pointToIndex(map, stairsDown)] = Tile.StairsDown
  return stairsDown ? { stairsUp, stairsDown } : { stairsUp }
}
