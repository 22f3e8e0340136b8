import type { Point } from '../grid/point.js'
import { isPassable, Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import type { Rng } from '../random/rng.js'
import type { RectangularRoom } from '../rooms/room.js'
import type { OrientedVault } from './orient.js'

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
/**
 * Per tile, scratch for the searches (all zeros between them) and the box holding it (its index
 * + 1, 0 for none): kept from one level to the next when small, all zeros between levels.
 */
let scratchTiles = new Uint8Array(0)
let ownerTiles = new Uint16Array(0)

/** The level being furnished with vaults: its tiles, rooms and start, and what is placed. */
export class Site {
  readonly boxes: Box[] = []
  /** A queue for the searches, kept between them. */
  readonly queue: number[] = []
  /** Counts changes to the tiles, so the tables of blocking tiles are made again when stale. */
  version = 0
  /** Per tile, the index + 1 of the box holding it; 0 outside every box. */
  readonly owners: Uint16Array
  private readonly sums: [Int32Array | undefined, Int32Array | undefined] = [undefined, undefined]
  private readonly sumsVersion = [-1, -1]

  constructor(
    readonly map: TileMap,
    readonly rooms: readonly RectangularRoom[],
    readonly start: Point,
    readonly rng: Rng,
  ) {
    const n = map.tiles.length
    if (ownerTiles.length < n) ownerTiles = new Uint16Array(n)
    this.owners = ownerTiles
  }

  scratch(): Uint8Array {
    if (scratchTiles.length < this.map.tiles.length) {
      scratchTiles = new Uint8Array(this.map.tiles.length)
    }
    return scratchTiles
  }

  /** Adds a box, marking its tiles as its own. */
  addBox(box: Box): void {
    this.boxes.push(box)
    this.mark(box, this.boxes.length)
  }

  /** Takes the last box back. */
  popBox(): Box | undefined {
    const box = this.boxes.pop()
    if (box !== undefined) this.mark(box, 0)
    return box
  }

  /** Clears every box's marks (the owners array is shared from level to level), lets big arrays go. */
  done(): void {
    for (const box of this.boxes) this.mark(box, 0)
    if (this.map.tiles.length > KEPT_TILES) {
      scratchTiles = new Uint8Array(0)
      ownerTiles = new Uint16Array(0)
    }
  }

  private mark(box: Box, value: number): void {
    const { width } = this.map
    for (let y = box.y; y < box.y + box.height; y++) {
      this.owners.fill(value, y * width + box.x, y * width + box.x + box.width)
    }
  }

  /** The index of the box holding (x, y), or −1. */
  ownerAt(x: number, y: number): number {
    return (this.owners[y * this.map.width + x] as number) - 1
  }

  /** True when the rectangle (inclusive) meets a box. */
  meetsBox(x1: number, y1: number, x2: number, y2: number): boolean {
    const { boxes } = this
    for (let b = 0; b < boxes.length; b++) {
      const box = boxes[b] as Box
      if (x1 < box.x + box.width && x2 >= box.x && y1 < box.y + box.height && y2 >= box.y) {
        return true
      }
    }
    return false
  }

  /**
   * The summed-area table of the tiles a vault's box and ring may not cover (see `blocks`), made
   * when first asked for and again after the tiles change: `sums[(y + 1) * (W + 1) + x + 1]`
   * counts them in 0 … x × 0 … y.
   */
  blockSums(inRoom: boolean): Int32Array {
    const k = inRoom ? 1 : 0
    const kept = this.sums[k]
    if (kept !== undefined && this.sumsVersion[k] === this.version) return kept
    const { width: W, height: H, tiles } = this.map
    const stride = W + 1
    const sums = kept ?? new Int32Array(stride * (H + 1))
    const start = this.start.y * W + this.start.x
    for (let y = 0; y < H; y++) {
      let row = 0
      const above = y * stride + 1
      const here = above + stride
      for (let x = 0, i = y * W; x < W; x++, i++) {
        const code = tiles[i] as number
        if (inRoom ? code !== Tile.Floor || i === start : isPassable(code)) row++
        sums[here + x] = (sums[above + x] as number) + row
      }
    }
    this.sums[k] = sums
    this.sumsVersion[k] = this.version
    return sums
  }
}

/** Random corners tried before every corner is counted. */
const SAMPLES = 24

/**
 * A corner for the vault where it fits, or undefined: a float vault with a ring of rock around
 * it anywhere inside the border, an edge vault likewise with the side its top row was drawn on
 * against the border, a room vault with a ring of floor around it inside a room (on open floor
 * for a level without rooms); never meeting another vault's box or a key. A few random corners
 * are tried first; should they all fail, every corner is tried in turn from a random one,
 * through a summed-area table of the tiles that may not be there, so a spot is found whenever
 * there is one, in a bounded time.
 */
export function findSpot(site: Site, o: OrientedVault): Point | undefined {
  const areas = cornerAreas(site, o)
  let total = 0
  for (let a = 0; a < areas.length; a += 4) total += areaSize(areas, a)
  if (total === 0) return undefined
  const inRoom = o.vault.place === 'room'
  const { rng } = site
  for (let s = 0; s < SAMPLES; s++) {
    let rest = rng.int(0, total - 1)
    for (let a = 0; a < areas.length; a += 4) {
      const x1 = areas[a] as number
      const y1 = areas[a + 1] as number
      const across = (areas[a + 2] as number) - x1 + 1
      const count = across * ((areas[a + 3] as number) - y1 + 1)
      if (rest >= count) {
        rest -= count
        continue
      }
      const x = x1 + (rest % across)
      const y = y1 + Math.floor(rest / across)
      if (fits(site, o, x, y, inRoom)) return { x, y }
      break
    }
  }
  return scannedSpot(site, o, areas, total, inRoom)
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
  const out: number[] = []
  const area = (x1: number, y1: number, x2: number, y2: number) => {
    if (x1 <= x2 && y1 <= y2) out.push(x1, y1, x2, y2)
  }
  switch (o.vault.place) {
    case 'float':
      area(1, 1, W - 1 - w, H - 1 - h)
      break
    case 'edge':
      if (o.orientation.rotation === 0) area(1, 1, W - 1 - w, 1)
      else if (o.orientation.rotation === 90) area(W - 1 - w, 1, W - 1 - w, H - 1 - h)
      else if (o.orientation.rotation === 180) area(1, H - 1 - h, W - 1 - w, H - 1 - h)
      else area(1, 1, 1, H - 1 - h)
      break
    case 'room':
      if (site.rooms.length === 0) area(2, 2, W - 2 - w, H - 2 - h)
      // The ring inside the room's floor: x − 1 ≥ x1 + 1 and x + w ≤ x2 − 1.
      for (const r of site.rooms) area(r.x1 + 2, r.y1 + 2, r.x2 - 1 - w, r.y2 - 1 - h)
      break
  }
  return out
}

/** True when the vault's box and ring at (x, y) cover no blocking tile and meet no box. */
function fits(site: Site, o: OrientedVault, x: number, y: number, inRoom: boolean): boolean {
  const x1 = x - 1
  const y1 = y - 1
  const x2 = x + o.width
  const y2 = y + o.height
  if (site.meetsBox(x1, y1, x2, y2)) return false
  const { width, tiles } = site.map
  const start = site.start.y * width + site.start.x
  for (let ty = y1; ty <= y2; ty++) {
    for (let i = ty * width + x1, end = ty * width + x2; i <= end; i++) {
      const code = tiles[i] as number
      if (inRoom ? code !== Tile.Floor || i === start : isPassable(code)) return false
    }
  }
  return true
}

/**
 * Every corner tried in turn from a random one (each in constant time through the summed-area
 * table of blocking tiles), the first that fits taken: undefined when none does.
 */
function scannedSpot(
  site: Site,
  o: OrientedVault,
  areas: readonly number[],
  total: number,
  inRoom: boolean,
): Point | undefined {
  const sums = site.blockSums(inRoom)
  const stride = site.map.width + 1
  const w = o.width + 2
  const h = o.height + 2
  // The corners in order from the drawn one, wrapping round to the first.
  let skip = site.rng.int(0, total - 1)
  let first = 0
  while (skip >= areaSize(areas, first)) {
    skip -= areaSize(areas, first)
    first += 4
  }
  for (let n = 0; n <= areas.length; n += 4) {
    const a = (first + n) % areas.length
    const x1 = areas[a] as number
    const x2 = areas[a + 2] as number
    const across = x2 - x1 + 1
    // The drawn corner's area is visited twice: from that corner on, and at the end up to it.
    const from = n === 0 ? skip : 0
    const to = n === areas.length ? skip : areaSize(areas, a)
    for (let y = (areas[a + 1] as number) + Math.floor(from / across), c = from; c < to; y++) {
      for (let x = x1 + (c % across); x <= x2 && c < to; x++, c++) {
        // The box and its ring: x − 1 … x + width, y − 1 … y + height.
        const top = (y - 1) * stride + x - 1
        const bottom = top + h * stride
        const inside =
          (sums[bottom + w] as number) -
          (sums[top + w] as number) -
          (sums[bottom] as number) +
          (sums[top] as number)
        if (inside === 0 && !site.meetsBox(x - 1, y - 1, x + o.width, y + o.height)) {
          return { x, y }
        }
      }
    }
  }
  return undefined
}
