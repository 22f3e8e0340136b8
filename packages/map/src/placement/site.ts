import type { Point } from '../grid/point.js'
import { LOCKED_DOOR, Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { drawInt, remainder } from '../random/draw.js'
import type { Rng } from '../random/rng.js'
import type { OrientedVault } from '../vaults/orient.js'

/** A room as vaults see it: its walls' corners, inclusive (a `RectangularRoom` is one). */
export interface RoomBox {
  readonly x1: number
  readonly y1: number
  readonly x2: number
  readonly y2: number
}

/** A vault's box on the level, or (no glyphs) a key's tile, kept clear of later vaults. */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  readonly glyphs: string | null
}

/** Maps up to this many tiles keep their scratch arrays for the next level. */
const KEPT_TILES = 1 << 20
/** A site's number takes the owner marks' top bits, its box's index + 1 the low ten. */
const BOX_BITS = 10
const BOX_MASK = (1 << BOX_BITS) - 1
const MOST_SITES = 2 ** (32 - BOX_BITS) - 1
/**
 * Per tile, scratch for the searches (all zeros between them), and the box holding it: the
 * site's number and the box's index + 1, so marks a level left are no one's to the next and
 * nothing needs clearing. Kept from one level to the next when small.
 */
let scratchTiles = new Uint8Array(0)
let ownerTiles = new Uint32Array(0)
let sites = 0
/** The tiles under the last vault drawn, row by row (see `Site.under`). */
let underTiles = new Uint8Array(0)
/** The searches' queue: never longer than `MOST_QUEUED` (see `Site.queue`). */
let queueTiles = new Int32Array(0)

/** The level being furnished with vaults: its tiles, rooms and start, and what is placed. */
export class Site {
  readonly boxes: Box[] = []
  /** Per tile: this site's number and the index + 1 of the box holding it (see `ownerAt`). */
  readonly owners: Uint32Array
  /** This site's number, in the top bits of its owner marks. */
  readonly id: number

  /**
   * `rooms` and `start` are the level's; vaults laid before the rooms (`layVaults`) are given
   * none, and the level's once it is made.
   */
  constructor(
    readonly map: TileMap,
    public rooms: readonly RoomBox[],
    public start: Point,
    readonly rng: Rng,
  ) {
    const n = map.tiles.length
    if (ownerTiles.length < n) ownerTiles = new Uint32Array(n)
    if (sites === MOST_SITES) {
      // Numbers come round again: forget every mark first.
      ownerTiles.fill(0)
      sites = 0
    }
    this.id = ++sites
    this.owners = ownerTiles
  }

  scratch(): Uint8Array {
    if (scratchTiles.length < this.map.tiles.length) {
      scratchTiles = new Uint8Array(this.map.tiles.length)
    }
    return scratchTiles
  }

  /**
   * A queue for a search of at most `most` tiles, shared by every search (one runs at a time):
   * kept from level to level, as no search on any map needs more.
   */
  queue(most: number): Int32Array {
    if (queueTiles.length < most) queueTiles = new Int32Array(most)
    return queueTiles
  }

  /**
   * Room for the tiles under the last vault drawn (`size` of them, row by row), should it be
   * taken back: shared, as only the last vault drawn ever is.
   */
  under(size: number): Uint8Array {
    if (underTiles.length < size) underTiles = new Uint8Array(size)
    return underTiles
  }

  /** Adds a box, marking its tiles as its own. */
  addBox(box: Box): void {
    this.mark(box, this.nextMark())
    this.boxes.push(box)
  }

  /** The owner mark of the next box added (its tiles carry it). */
  nextMark(): number {
    return (this.id << BOX_BITS) | (this.boxes.length + 1)
  }

  /** Takes the last box back. */
  popBox(): Box | undefined {
    const box = this.boxes.pop()
    if (box !== undefined) this.mark(box, 0)
    return box
  }

  /** Lets a big map's scratch arrays go rather than keep them for the next level. */
  done(): void {
    if (this.map.tiles.length > KEPT_TILES) {
      scratchTiles = new Uint8Array(0)
      ownerTiles = new Uint32Array(0)
    }
  }

  private mark(box: Box, value: number): void {
    const { width } = this.map
    const { owners } = this
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let i = y * width + box.x, end = i + box.width; i < end; i++) owners[i] = value
    }
  }

  /** The index of the box holding tile `i`, or −1. */
  ownerOf(i: number): number {
    const mark = this.owners[i] as number
    return mark >>> BOX_BITS === this.id ? (mark & BOX_MASK) - 1 : -1
  }

  /** The index of the box holding (x, y), or −1. */
  ownerAt(x: number, y: number): number {
    return this.ownerOf(y * this.map.width + x)
  }

  /** The column just right of a box the rectangle (inclusive) meets, or −1 when it meets none. */
  boxMet(x1: number, y1: number, x2: number, y2: number): number {
    const { boxes } = this
    for (let b = 0; b < boxes.length; b++) {
      const box = boxes[b] as Box
      if (x1 < box.x + box.width && x2 >= box.x && y1 < box.y + box.height && y2 >= box.y) {
        return box.x + box.width
      }
    }
    return -1
  }
}

/** Random corners tried before every corner is. */
const SAMPLES = 32
/**
 * A corner for an edge vault to try, against its border (its one area of corners) and level
 * with a random room, so that a corridor straight in from its entrance may meet the room.
 */
function alongRoom(site: Site, o: OrientedVault, areas: readonly number[]): Point {
  const r = site.rng.next()
  const room = site.rooms[remainder(r, site.rooms.length)] as RoomBox
  const along = r >>> 8
  // Its first entrance level with the room's floor, so the corridor straight in meets the room.
  if (o.orientation.rotation === 0 || o.orientation.rotation === 180) {
    const x = room.x1 + 1 + (along % Math.max(1, room.x2 - room.x1 - 1)) - o.entrance.x
    return tried(x, areas[1] as number)
  }
  const y = room.y1 + 1 + (along % Math.max(1, room.y2 - room.y1 - 1)) - o.entrance.y
  return tried(areas[0] as number, y)
}

/**
 * The corner to try: one point, written over for each (most are refused, and `findSpot` hands
 * out a copy of the one it keeps).
 */
const TRIED: { x: number; y: number } = { x: 0, y: 0 }

function tried(x: number, y: number): Point {
  TRIED.x = x
  TRIED.y = y
  return TRIED
}

/** How far off the level a float vault tried near it may lie, in tiles. */
const REACH = 2

/**
 * A corner for a float vault near the level, to try: beside a random room, on the side its first
 * entrance faces (a drawn side when that entrance is inside the box), its ring on the room's wall
 * or up to `REACH` tiles off it, the entrance level with the room's floor; or (no rooms) around
 * a walkable tile found among a few random ones, else around the start.
 */
function nearCorner(site: Site, o: OrientedVault): Point {
  const { rng, rooms } = site
  const { width: w, height: h } = o
  if (rooms.length > 0) {
    // One draw for all of it: the room, the side, how far off, where along (the small bias of
    // taking remainders does not matter for a place to try).
    const r = rng.next()
    const room = rooms[remainder(r, rooms.length)] as RoomBox
    const off = ((r >>> 10) & 3) % (REACH + 1)
    const along = r >>> 12
    // The side of the room its first entrance faces, when that entrance is on the box's edge
    // (so a corridor straight from it meets the room); else a drawn side.
    const { x: ex, y: ey } = o.entrance
    const side = ey === h - 1 ? 0 : ey === 0 ? 2 : ex === w - 1 ? 3 : ex === 0 ? 1 : (r >>> 8) & 3
    const facing = ey === h - 1 || ey === 0 || ex === w - 1 || ex === 0
    // The ring's row or column on the wall or beyond it; the entrance level with the room's
    // floor, or else the box overlapping the room's span.
    if (side === 0 || side === 2) {
      const x = facing
        ? room.x1 + 1 + (along % Math.max(1, room.x2 - room.x1 - 1)) - ex
        : room.x1 - w + 1 + (along % (room.x2 - room.x1 + w - 1))
      return tried(x, side === 0 ? room.y1 - h - off : room.y2 + 1 + off)
    }
    const y = facing
      ? room.y1 + 1 + (along % Math.max(1, room.y2 - room.y1 - 1)) - ey
      : room.y1 - h + 1 + (along % (room.y2 - room.y1 + h - 1))
    return tried(side === 3 ? room.x1 - w - off : room.x2 + 1 + off, y)
  }
  const { tiles, width } = site.map
  let nearX = site.start.x
  let nearY = site.start.y
  for (let tries = 0; tries < 8; tries++) {
    const i = drawInt(rng, 0, tiles.length - 1)
    if (tiles[i] !== Tile.Wall) {
      nearX = i % width
      nearY = Math.floor(i / width)
      break
    }
  }
  const x = nearX + drawInt(rng, -w - REACH, REACH)
  return tried(x, nearY + drawInt(rng, -h - REACH, REACH))
}

/**
 * A corner for the vault where it fits, or undefined: a float vault with a ring of rock around
 * it anywhere inside the border, an edge vault likewise with the side its top row was drawn on
 * against the border, a room vault with a ring of floor around it inside a room (on open floor
 * for a level without rooms); never meeting another vault's box or a key. A few random corners
 * are tried first (for a float vault, near a random room or floor tile); should they all fail, every corner is tried in turn from a random one, so a
 * spot is found whenever there is one, in a bounded time.
 */
export function findSpot(site: Site, o: OrientedVault): Point | undefined {
  const { place } = o.vault
  const inRoom = place === 'room'
  const inRooms = inRoom && site.rooms.length > 0
  // Inside rooms the areas (one a room) are made only when the samples fail: there may be many.
  let areas = inRooms ? undefined : cornerAreas(site, o)
  let total = 0
  if (areas !== undefined) {
    for (let a = 0; a < areas.length; a += 4) total += areaSize(areas, a)
    if (total === 0) return undefined
  }
  const { rng } = site
  const edge = place === 'edge' && site.rooms.length > 0
  for (let s = 0; s < SAMPLES; s++) {
    let x: number
    let y: number
    if (areas === undefined) {
      const near = inRoomCorner(site, o)
      if (near === undefined) continue
      x = near.x
      y = near.y
    } else if (place === 'float' || edge) {
      // Near the level (an edge vault level with a room), so its corridors are short.
      const near = place === 'float' ? nearCorner(site, o) : alongRoom(site, o, areas)
      x = near.x
      y = near.y
      if (x < (areas[0] as number) || x > (areas[2] as number)) continue
      if (y < (areas[1] as number) || y > (areas[3] as number)) continue
    } else {
      let rest = drawInt(rng, 0, total - 1)
      let a = 0
      while (rest >= areaSize(areas, a)) {
        rest -= areaSize(areas, a)
        a += 4
      }
      const across = (areas[a + 2] as number) - (areas[a] as number) + 1
      x = (areas[a] as number) + (rest % across)
      y = (areas[a + 1] as number) + Math.floor(rest / across)
    }
    if (scanRow(site, o, y, x, x, inRoom) === x) return { x, y }
  }
  if (areas === undefined) {
    areas = cornerAreas(site, o)
    for (let a = 0; a < areas.length; a += 4) total += areaSize(areas, a)
    if (total === 0) return undefined
  }
  return scannedSpot(site, o, areas, total, inRoom)
}

/**
 * A corner inside a random room for a room vault to try, with the ring on the room's floor
 * (x − 1 ≥ x1 + 1 and x + width ≤ x2 − 1); undefined when the room is too small. One draw.
 */
function inRoomCorner(site: Site, o: OrientedVault): Point | undefined {
  const r = site.rng.next()
  const room = site.rooms[remainder(r, site.rooms.length)] as RoomBox
  const across = room.x2 - room.x1 - 2 - o.width
  const down = room.y2 - room.y1 - 2 - o.height
  if (across < 1 || down < 1) return undefined
  const along = (r >>> 8) % (across * down)
  return tried(room.x1 + 2 + (along % across), room.y1 + 2 + Math.floor(along / across))
}

/** How many corners the area starting at `a` holds. */
function areaSize(areas: readonly number[], a: number): number {
  return (
    ((areas[a + 2] as number) - (areas[a] as number) + 1) *
    ((areas[a + 3] as number) - (areas[a + 1] as number) + 1)
  )
}

/**
 * The areas of corners where the vault's ring stays on the map (per big enough room for a room
 * vault), four numbers each: x1, y1, x2, y2, inclusive.
 */
function cornerAreas(site: Site, o: OrientedVault): number[] {
  const { width: W, height: H } = site.map
  const { width: w, height: h } = o
  switch (o.vault.place) {
    case 'float':
      return area(1, 1, W - 1 - w, H - 1 - h)
    case 'edge':
      if (o.orientation.rotation === 0) return area(1, 1, W - 1 - w, 1)
      if (o.orientation.rotation === 90) return area(W - 1 - w, 1, W - 1 - w, H - 1 - h)
      if (o.orientation.rotation === 180) return area(1, H - 1 - h, W - 1 - w, H - 1 - h)
      return area(1, 1, 1, H - 1 - h)
    case 'room': {
      if (site.rooms.length === 0) return area(2, 2, W - 2 - w, H - 2 - h)
      // The ring inside the room's floor: x − 1 ≥ x1 + 1 and x + w ≤ x2 − 1.
      const out: number[] = []
      for (const r of site.rooms) {
        const x1 = r.x1 + 2
        const y1 = r.y1 + 2
        const x2 = r.x2 - 1 - w
        const y2 = r.y2 - 1 - h
        if (x1 <= x2 && y1 <= y2) out.push(x1, y1, x2, y2)
      }
      return out
    }
  }
}

/** One area of corners, or none when it is empty. */
function area(x1: number, y1: number, x2: number, y2: number): number[] {
  return x1 <= x2 && y1 <= y2 ? [x1, y1, x2, y2] : []
}

/**
 * The first x from `from` to `to` where the vault's box and ring at corner (x, y) cover no
 * blocking tile (passable ones for a float or edge vault; all but floor, and the start, for a
 * room vault) and meet no box; −1 when there is none. The ring's columns are read right to
 * left: a blocking tile in column c rules out every corner up to c + 1 at once, so a row full
 * of obstacles is crossed in big steps.
 */
function scanRow(
  site: Site,
  o: OrientedVault,
  y: number,
  from: number,
  to: number,
  inRoom: boolean,
): number {
  const { width, tiles } = site.map
  const start = site.start.y * width + site.start.x
  const top = y - 1
  const bottom = y + o.height
  let x = from
  while (x <= to) {
    let blocked = -1
    for (let column = x + o.width; column >= x - 1 && blocked < 0; column--) {
      // 32-bit integer indices (`| 0`), which the engine would otherwise count in floats.
      const end = (bottom * width + column) | 0
      for (let i = (top * width + column) | 0; i <= end; i += width) {
        const code = tiles[i] as number
        const blocks = inRoom
          ? code !== Tile.Floor || i === start
          : code !== Tile.Wall && code <= LOCKED_DOOR
        if (blocks) {
          blocked = column
          break
        }
      }
    }
    // A corner whose ring starts right of the obstacle is the first that may fit.
    if (blocked < 0) blocked = site.boxMet(x - 1, top, x + o.width, bottom) - 1
    if (blocked < 0) return x
    x = blocked + 2
  }
  return -1
}

/**
 * Every corner tried in turn, row by row, from a random one on and round to it again: the first
 * that fits is taken, undefined when none does.
 */
function scannedSpot(
  site: Site,
  o: OrientedVault,
  areas: readonly number[],
  total: number,
  inRoom: boolean,
): Point | undefined {
  let skip = drawInt(site.rng, 0, total - 1)
  let first = 0
  while (skip >= areaSize(areas, first)) {
    skip -= areaSize(areas, first)
    first += 4
  }
  const across = (areas[first + 2] as number) - (areas[first] as number) + 1
  const startRow = (areas[first + 1] as number) + Math.floor(skip / across)
  const startColumn = (areas[first] as number) + (skip % across)
  // The drawn corner's area is visited twice: from that corner on, and at the end up to it.
  for (let n = 0; n <= areas.length; n += 4) {
    const a = (first + n) % areas.length
    const x1 = areas[a] as number
    const x2 = areas[a + 2] as number
    const y1 = n === 0 ? startRow : (areas[a + 1] as number)
    const y2 = n === areas.length ? startRow : (areas[a + 3] as number)
    for (let y = y1; y <= y2; y++) {
      const from = n === 0 && y === startRow ? startColumn : x1
      const to = n === areas.length && y === startRow ? startColumn - 1 : x2
      const x = scanRow(site, o, y, from, to, inRoom)
      if (x >= 0) return { x, y }
    }
  }
  return undefined
}
