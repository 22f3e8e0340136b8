import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import type { Rng } from '../random/rng.js'
import { carveRoom, makeRoom } from '../rooms/carve-room.js'
import { CircularRoom, type RectangularRoom } from '../rooms/room.js'
import { RoomGrid } from '../rooms/room-grid.js'
import { carveTunnel } from '../rooms/tunnel.js'

/**
 * The tutorials' generator. Each of `maxRooms` attempts draws a size and a position; a room that
 * intersects an earlier one (grown by `padding`) is skipped. A kept room has its floor carved and
 * is joined to the previous room by a tunnel from the previous room's centre. The draws happen in
 * the tutorials' order (width, height, x, y, then the tunnel's coin); a `mixed` room shape adds a
 * coin before the tunnel's, a `mixed` tunnel one before the orientation's, and a `bresenham`
 * tunnel draws none.
 */
export function carveRoomsAndCorridors(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
): RectangularRoom[] {
  const { maxRooms, roomMinSize, roomMaxSize, margin, padding, roomShape, tunnel } = options
  const { width: W, height: H, tiles } = map
  // Kept rooms are disjoint boxes of at least (min + 1)² tiles, which bounds how many there are.
  const mostRooms = Math.min(maxRooms, Math.ceil((W * H) / ((roomMinSize + 1) * (roomMinSize + 1))))
  const kept = new RoomGrid(W, H, roomMaxSize + 1, mostRooms)
  const rooms: RectangularRoom[] = []
  let previous: Point | undefined
  for (let attempt = 0; attempt < maxRooms; attempt++) {
    const w = rng.int(roomMinSize, roomMaxSize)
    const h = rng.int(roomMinSize, roomMaxSize)
    const x = rng.int(margin, W - w - 1 - margin)
    const y = rng.int(margin, H - h - 1 - margin)
    // Plain integers until the room is kept: a rejected attempt allocates nothing.
    if (kept.hits(x - padding, y - padding, x + w + padding, y + h + padding)) continue

    kept.add(x, y, x + w, y + h)
    const room = makeRoom(x, y, w, h, roomShape, rng)
    if (room instanceof CircularRoom) {
      carveRoom(map, room)
    } else {
      // The inner rectangle, one `fill` per row: the room lies on the map, nothing to clip.
      for (let row = y + 1; row < y + h; row++)
        tiles.fill(Tile.Floor, row * W + x + 1, row * W + x + w)
    }
    const center = room.center
    if (previous) carveTunnel(map, previous, center, tunnel, rng)
    rooms.push(room)
    previous = center
  }
  return rooms
}
