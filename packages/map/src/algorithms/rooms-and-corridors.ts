import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import type { RoomShape, TunnelStyle } from '../options/choices.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import { drawCoin, drawInt } from '../random/draw.js'
import type { Rng } from '../random/rng.js'
import { carveRoom, makeRoom } from '../rooms/carve-room.js'
import { type KeepOut, lClear, meetsKeepOut, tunnelKeepingOut } from '../rooms/keep-out.js'
import { CircularRoom, RectangularRoom } from '../rooms/room.js'
import { RoomGrid } from '../rooms/room-grid.js'
import { carveTunnel } from '../rooms/tunnel.js'

/**
 * The tutorials' generator. Each of `maxRooms` attempts draws a size and a position; a room that
 * intersects an earlier one (grown by `padding`) is skipped. A kept room has its floor carved and
 * is joined to the previous room by a tunnel from the previous room's centre. The draws happen in
 * the tutorials' order (width, height, x, y, then the tunnel's coin); a `mixed` room shape adds a
 * coin before the tunnel's, a `mixed` tunnel one before the orientation's, and a `bresenham`
 * tunnel draws none. With `keepOut` (L tunnels only), a room meeting one of its boxes is skipped
 * like one meeting a room, and a tunnel goes round them (`keptOutTunnel`).
 */
export function carveRoomsAndCorridors(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
  keepOut?: KeepOut,
): RectangularRoom[] {
  const { maxRooms, roomMinSize, roomMaxSize, margin, padding, roomShape, tunnel } = options
  const { width: W, height: H } = map
  if (roomShape === 'rect' && tunnel === 'l' && maxRooms < SCAN_LIMIT)
    return rectRoomsWithL(map, maxRooms, roomMinSize, roomMaxSize, margin, padding, rng, keepOut)
  const rooms: RectangularRoom[] = []
  // While few rooms are kept, the overlap test scans them (their corners are the boxes the test
  // needs); past `SCAN_LIMIT` a room index takes over. The answer is the same either way.
  let index: RoomGrid | null = null
  // The attempts alone in this loop, small enough for the engine to inline the draws and the
  // overlap scan; the few rooms kept are carved by a call.
  for (let attempt = 0; attempt < maxRooms; attempt++) {
    // The options were checked: these ranges are never empty (the map holds the largest room).
    const w = drawInt(rng, roomMinSize, roomMaxSize)
    const h = drawInt(rng, roomMinSize, roomMaxSize)
    const x = drawInt(rng, margin, W - w - 1 - margin)
    const y = drawInt(rng, margin, H - h - 1 - margin)
    // Plain integers until the room is kept: a rejected attempt allocates nothing.
    const x1 = x - padding
    const y1 = y - padding
    const x2 = x + w + padding
    const y2 = y + h + padding
    if (index === null ? scanHits(rooms, x1, y1, x2, y2) : index.hits(x1, y1, x2, y2)) continue
    if (keepOut !== undefined && meetsKeepOut(keepOut.boxes, x, y, x + w, y + h)) continue
    rooms.push(keepRoom(map, x, y, w, h, roomShape, tunnel, rng, rooms[rooms.length - 1], keepOut))
    if (index !== null) index.add(x, y, x + w, y + h)
    else if (rooms.length === SCAN_LIMIT)
      index = roomIndex(rooms, W, H, roomMaxSize, maxRooms, roomMinSize)
  }
  return rooms
}

/**
 * The tutorials' own case, rectangular rooms joined by L tunnels, with too few attempts to need
 * the room index: the whole attempt, carving included, in one loop, the overlap test scanning
 * the kept rooms' padded boxes as ints rather than the room objects. The same draws, rooms and
 * tiles as the general loop.
 */
function rectRoomsWithL(
  map: TileMap,
  maxRooms: number,
  roomMinSize: number,
  roomMaxSize: number,
  margin: number,
  padding: number,
  rng: Rng,
  keepOut: KeepOut | undefined,
): RectangularRoom[] {
  const { width: W, height: H, tiles } = map
  // The kept rooms' boxes grown by the padding, four ints a room, after the boxes kept out of.
  const boxes: number[] = keepOut === undefined ? [] : [...keepOut.boxes]
  const rooms: RectangularRoom[] = []
  let kept = boxes.length
  // The previous kept room's centre; meaningful once a room is kept.
  let px = 0
  let py = 0
  for (let attempt = 0; attempt < maxRooms; attempt++) {
    const w = drawInt(rng, roomMinSize, roomMaxSize)
    const h = drawInt(rng, roomMinSize, roomMaxSize)
    const x = drawInt(rng, margin, W - w - 1 - margin)
    const y = drawInt(rng, margin, H - h - 1 - margin)
    const x2 = x + w
    const y2 = y + h
    let free = true
    for (let i = 0; i < kept; i += 4) {
      if (
        x <= (boxes[i + 2] as number) &&
        x2 >= (boxes[i] as number) &&
        y <= (boxes[i + 3] as number) &&
        y2 >= (boxes[i + 1] as number)
      ) {
        free = false
        break
      }
    }
    if (!free) continue
    for (let row = y + 1; row < y2; row++) tiles.fill(Tile.Floor, row * W + x + 1, row * W + x2)
    const cx = (x + x2) >> 1
    const cy = (y + y2) >> 1
    if (rooms.length > 0) {
      const horizontalFirst = drawCoin(rng)
      // Most tunnels meet no vault: the coin's L, dug as without any.
      if (keepOut === undefined || lClear(keepOut.boxes, px, py, cx, cy, horizontalFirst))
        lTunnel(tiles, W, px, py, cx, cy, horizontalFirst)
      else tunnelKeepingOut(map, keepOut, px, py, cx, cy, horizontalFirst)
    }
    rooms.push(new RectangularRoom(x, y, w, h))
    // Grown by the padding: testing the new room against it is the padded test.
    boxes[kept] = x - padding
    boxes[kept + 1] = y - padding
    boxes[kept + 2] = x2 + padding
    boxes[kept + 3] = y2 + padding
    kept += 4
    px = cx
    py = cy
  }
  return rooms
}

/** Rooms kept before the overlap test uses a room index: a scan of this many is as quick. */
const SCAN_LIMIT = 32

/** True when a kept room shares a tile with x1 … x2 × y1 … y2 (inclusive), by a plain scan. */
function scanHits(
  rooms: readonly RectangularRoom[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): boolean {
  for (let r = 0; r < rooms.length; r++) {
    const room = rooms[r] as RectangularRoom
    if (x1 <= room.x2 && x2 >= room.x1 && y1 <= room.y2 && y2 >= room.y1) return true
  }
  return false
}

/** A room index holding `rooms`, for as many as `maxRooms` attempts can keep on a W × H map. */
function roomIndex(
  rooms: readonly RectangularRoom[],
  W: number,
  H: number,
  roomMaxSize: number,
  maxRooms: number,
  roomMinSize: number,
): RoomGrid {
  // Kept rooms are disjoint boxes of at least (min + 1)² tiles, which bounds how many there are.
  const mostRooms = Math.min(maxRooms, Math.ceil((W * H) / ((roomMinSize + 1) * (roomMinSize + 1))))
  const index = new RoomGrid(W, H, roomMaxSize + 1, mostRooms)
  for (const room of rooms) index.add(room.x1, room.y1, room.x2, room.y2)
  return index
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
  keepOut: KeepOut | undefined,
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
  if (tunnel === 'l' && keepOut !== undefined)
    tunnelKeepingOut(map, keepOut, px, py, cx, cy, drawCoin(rng))
  else if (tunnel === 'l') lTunnel(tiles, W, px, py, cx, cy, drawCoin(rng))
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
