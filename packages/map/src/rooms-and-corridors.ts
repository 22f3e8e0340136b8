import type { ResolvedDungeonOptions } from './options.js'
import type { Rng } from './rng.js'
import { RectangularRoom } from './room.js'
import { Tile } from './tile.js'
import { fillRect, type TileMap } from './tile-map.js'
import { carveLTunnel } from './tunnel.js'

/**
 * The tutorials' generator. Each of `maxRooms` attempts draws a size and a position; a room that
 * intersects an earlier one is skipped. A kept room has its inner area carved and is joined to the
 * previous room by an L-shaped tunnel whose orientation is a coin flip. The draws happen in the
 * tutorials' order (width, height, x, y, then the coin), so the layouts follow their statistics.
 */
export function carveRoomsAndCorridors(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
): RectangularRoom[] {
  const { maxRooms, roomMinSize, roomMaxSize, margin } = options
  const rooms: RectangularRoom[] = []
  for (let attempt = 0; attempt < maxRooms; attempt++) {
    const width = rng.int(roomMinSize, roomMaxSize)
    const height = rng.int(roomMinSize, roomMaxSize)
    const x = rng.int(margin, map.width - width - 1 - margin)
    const y = rng.int(margin, map.height - height - 1 - margin)
    const room = new RectangularRoom(x, y, width, height)
    if (overlapsAny(room, rooms)) continue

    const { x1, y1, x2, y2 } = room.inner
    fillRect(map, x1, y1, x2, y2, Tile.Floor)
    const previous = rooms[rooms.length - 1]
    if (previous) carveLTunnel(map, previous.center, room.center, rng.chance(0.5))
    rooms.push(room)
  }
  return rooms
}

function overlapsAny(room: RectangularRoom, rooms: readonly RectangularRoom[]): boolean {
  for (const other of rooms) if (room.intersects(other)) return true
  return false
}
