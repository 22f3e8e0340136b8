import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { fillRect, type TileMap } from '../grid/tile-map.js'
import type { RoomShape } from '../options/choices.js'
import type { Rng } from '../random/rng.js'
import { CircularRoom, circleRadius, RectangularRoom } from './room.js'

/**
 * The room for a placement that was kept. A `mixed` shape flips a coin (true: circle), drawn only
 * for that shape so the other shapes keep the tutorials' draw order. A box narrower than 4 tiles
 * has a disc of radius 0, a single tile, so it stays rectangular.
 */
export function makeRoom(
  x: number,
  y: number,
  width: number,
  height: number,
  shape: RoomShape,
  rng: Rng,
): RectangularRoom {
  const round = shape === 'circle' || (shape === 'mixed' && rng.chance(0.5))
  return round && circleRadius(width, height) >= 1
    ? new CircularRoom(x, y, width, height)
    : new RectangularRoom(x, y, width, height)
}

/** Carves a room's floor: the inner rectangle, or the disc of a circular room. */
export function carveRoom(map: TileMap, room: RectangularRoom): void {
  if (room instanceof CircularRoom) {
    carveDisc(map, room.center, room.radius)
  } else {
    fillRect(map, room.x1 + 1, room.y1 + 1, room.x2 - 1, room.y2 - 1, Tile.Floor)
  }
}

/** Floor on every tile with dx² + dy² ≤ r² around `center`, clipped to the map. */
export function carveDisc(map: TileMap, center: Point, radius: number): void {
  const r2 = radius * radius
  for (let dy = -radius; dy <= radius; dy++) {
    // The widest run on this row: integer arithmetic only, no square roots.
    let half = radius
    while (half * half + dy * dy > r2) half--
    fillRect(map, center.x - half, center.y + dy, center.x + half, center.y + dy, Tile.Floor)
  }
}
