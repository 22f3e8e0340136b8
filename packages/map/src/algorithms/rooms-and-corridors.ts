import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import type { RoomShape, TunnelStyle } from '../options/choices.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import { drawCoin, drawInt } from '../random/draw.js'
import type { Rng } from '../random/rng.js'
import { carveRoom, makeRoom } from '../rooms/carve-room.js'
import { CircularRoom, RectangularRoom } from '../rooms/room.js'
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
  const { width: W, height: H } = map
  // Kept rooms are disjoint boxes of at least (min + 1)² tiles, which bounds how many there are.
  const mostRooms = Math.min(maxRooms, Math.ceil((W * H) / ((roomMinSize + 1) * (roomMinSize + 1))))
  const kept = new RoomGrid(W, H, roomMaxSize + 1, mostRooms)
  const rooms: RectangularRoom[] = []
  // The attempts alone in this loop, small enough for the engine to inline the draws and the
  // overlap scan; the few rooms kept are carved by a call.
  for (let attempt = 0; attempt < maxRooms; attempt++) {
    // The options were checked: these ranges are never empty (the map holds the largest room).
    const w = drawInt(rng, roomMinSize, roomMaxSize)
    const h = drawInt(rng, roomMinSize, roomMaxSize)
    const x = drawInt(rng, margin, W - w - 1 - margin)
    const y = drawInt(rng, margin, H - h - 1 - margin)
    // Plain integers until the room is kept: a rejected attempt allocates nothing.
    if (kept.hits(x - padding, y - padding, x + w + padding, y + h + padding)) continue
    kept.add(x, y, x + w, y + h)
    rooms.push(keepRoom(map, x, y, w, h, roomShape, tunnel, rng, rooms[rooms.length - 1]))
  }
  return rooms
}

/**
 * Makes and carves a kept room, then tunnels to it from the centre of `previous`: the room's
 * coin (a `mixed` shape) before the tunnel's, as the tutorials draw them.
 */
function keepRoom(
  map: TileMap,
  x: number,
  y: number,
  w: number,
  h: number,
  roomShape: RoomShape,
  tunnel: TunnelStyle,
  rng: Rng,
  previous: RectangularRoom | undefined,
): RectangularRoom {
  const { width: W, tiles } = map
  const room =
    roomShape === 'rect' ? new RectangularRoom(x, y, w, h) : makeRoom(x, y, w, h, roomShape, rng)
  if (roomShape !== 'rect' && room instanceof CircularRoom) {
    carveRoom(map, room)
  } else {
    // The inner rectangle, one `fill` per row: the room lies on the map, nothing to clip.
    for (let row = y + 1; row < y + h; row++)
      tiles.fill(Tile.Floor, row * W + x + 1, row * W + x + w)
  }
  if (previous === undefined) return room
  // Centres as integers: no point objects on the tutorials' path.
  const px = (previous.x1 + previous.x2) >> 1
  const py = (previous.y1 + previous.y2) >> 1
  const cx = (x + x + w) >> 1
  const cy = (y + y + h) >> 1
  if (tunnel === 'l') lTunnel(tiles, W, px, py, cx, cy, drawCoin(rng))
  else carveTunnel(map, { x: px, y: py }, { x: cx, y: cy }, tunnel, rng)
  return room
}

/**
 * `carveLTunnel` between two room centres, which lie on the map: nothing to clip. Horizontal
 * first runs along the first centre's row, then the second's column; otherwise the first's
 * column, then the second's row.
 */
function lTunnel(
  tiles: Uint8Array,
  W: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  horizontalFirst: boolean,
): void {
  const row = horizontalFirst ? y1 : y2
  const column = horizontalFirst ? x2 : x1
  tiles.fill(Tile.Floor, row * W + Math.min(x1, x2), row * W + Math.max(x1, x2) + 1)
  // One store per tile: a `fill` call per one-tile row costs more than the store itself.
  const bottom = Math.max(y1, y2)
  for (let y = Math.min(y1, y2); y <= bottom; y++) tiles[y * W + column] = Tile.Floor
}
