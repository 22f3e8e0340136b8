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

/** The level being furnished with vaults: its tiles, rooms and start, and what is placed. */
export class Site {
  readonly boxes: Box[] = []

  constructor(
    readonly map: TileMap,
    readonly rooms: readonly RectangularRoom[],
    readonly start: Point,
    readonly rng: Rng,
  ) {}

  /** The index of the box holding (x, y), or −1. */
  ownerAt(x: number, y: number): number {
    const { boxes } = this
    for (let b = 0; b < boxes.length; b++) {
      const box = boxes[b] as Box
      if (x >= box.x && y >= box.y && x < box.x + box.width && y < box.y + box.height) return b
    }
    return -1
  }

  /** True when the rectangle (inclusive) meets a box. */
  meetsBox(x1: number, y1: number, x2: number, y2: number): boolean {
    for (const box of this.boxes) {
      if (x1 < box.x + box.width && x2 >= box.x && y1 < box.y + box.height && y2 >= box.y) {
        return true
      }
    }
    return false
  }
}

/** Corners a vault may take: x1 … x2 × y1 … y2, inclusive. */
interface Corners {
  x1: number
  y1: number
  x2: number
  y2: number
}

/** Random corners tried before every corner is counted. */
const SAMPLES = 24

/**
 * A corner for the vault where it fits, or undefined: a float vault with a ring of rock around
 * it anywhere inside the border, an edge vault likewise with the side its top row was drawn on
 * against the border, a room vault with a ring of floor around it inside a room (on open floor
 * for a level without rooms); never meeting another vault's box or a key. A few random corners
 * are tried first; should they all fail, every corner is counted through a summed-area table of
 * the tiles that may not be there and one of those that fit is drawn, so a spot is found
 * whenever there is one, in a bounded time.
 */
export function findSpot(site: Site, o: OrientedVault): Point | undefined {
  const areas = cornerAreas(site, o)
  let total = 0
  for (const a of areas) total += (a.x2 - a.x1 + 1) * (a.y2 - a.y1 + 1)
  if (total === 0) return undefined
  const inRoom = o.vault.place === 'room'
  const { rng } = site
  for (let s = 0; s < SAMPLES; s++) {
    const corner = nthCorner(areas, rng.int(0, total - 1))
    if (fits(site, o, corner.x, corner.y, inRoom)) return corner
  }
  return countedSpot(site, o, areas, inRoom)
}

/** The areas of corners where the vault's ring stays on the map (per big enough room for a room vault). */
function cornerAreas(site: Site, o: OrientedVault): Corners[] {
  const { width: W, height: H } = site.map
  const { width: w, height: h } = o
  const area = (x1: number, y1: number, x2: number, y2: number) =>
    x1 <= x2 && y1 <= y2 ? [{ x1, y1, x2, y2 }] : []
  switch (o.vault.place) {
    case 'float':
      return area(1, 1, W - 1 - w, H - 1 - h)
    case 'edge':
      switch (o.orientation.rotation) {
        case 0:
          return area(1, 1, W - 1 - w, 1)
        case 90:
          return area(W - 1 - w, 1, W - 1 - w, H - 1 - h)
        case 180:
          return area(1, H - 1 - h, W - 1 - w, H - 1 - h)
        default:
          return area(1, 1, 1, H - 1 - h)
      }
    case 'room':
      if (site.rooms.length === 0) return area(2, 2, W - 2 - w, H - 2 - h)
      // The ring inside the room's floor: x − 1 ≥ x1 + 1 and x + w ≤ x2 − 1.
      return site.rooms.flatMap((r) => area(r.x1 + 2, r.y1 + 2, r.x2 - 1 - w, r.y2 - 1 - h))
  }
}

function nthCorner(areas: readonly Corners[], n: number): Point {
  let rest = n
  for (const a of areas) {
    const across = a.x2 - a.x1 + 1
    const count = across * (a.y2 - a.y1 + 1)
    if (rest < count) return { x: a.x1 + (rest % across), y: a.y1 + Math.floor(rest / across) }
    rest -= count
  }
  throw new Error('nthCorner: beyond the areas')
}

/** A tile a vault's box and ring may not cover. */
function blocks(site: Site, i: number, inRoom: boolean): boolean {
  const code = site.map.tiles[i] as number
  if (!inRoom) return isPassable(code)
  return code !== Tile.Floor || i === site.start.y * site.map.width + site.start.x
}

/** True when the vault's box and ring at (x, y) cover no blocking tile and meet no box. */
function fits(site: Site, o: OrientedVault, x: number, y: number, inRoom: boolean): boolean {
  const x1 = x - 1
  const y1 = y - 1
  const x2 = x + o.width
  const y2 = y + o.height
  if (site.meetsBox(x1, y1, x2, y2)) return false
  const { width } = site.map
  for (let ty = y1; ty <= y2; ty++) {
    for (let i = ty * width + x1, end = ty * width + x2; i <= end; i++) {
      if (blocks(site, i, inRoom)) return false
    }
  }
  return true
}

/** Every corner counted (through a summed-area table of blocking tiles), one that fits drawn. */
function countedSpot(
  site: Site,
  o: OrientedVault,
  areas: readonly Corners[],
  inRoom: boolean,
): Point | undefined {
  const { width: W, height: H } = site.map
  const stride = W + 1
  // sums[(y + 1) * stride + x + 1]: the blocking tiles in 0 … x × 0 … y.
  const sums = new Int32Array(stride * (H + 1))
  for (let y = 0; y < H; y++) {
    let row = 0
    for (let x = 0; x < W; x++) {
      row += blocks(site, y * W + x, inRoom) ? 1 : 0
      sums[(y + 1) * stride + x + 1] = (sums[y * stride + x + 1] as number) + row
    }
  }
  const clear = (x: number, y: number) => {
    const x1 = x - 1
    const y1 = y - 1
    const x2 = x + o.width
    const y2 = y + o.height
    const inside =
      (sums[(y2 + 1) * stride + x2 + 1] as number) -
      (sums[y1 * stride + x2 + 1] as number) -
      (sums[(y2 + 1) * stride + x1] as number) +
      (sums[y1 * stride + x1] as number)
    return inside === 0 && !site.meetsBox(x1, y1, x2, y2)
  }
  let count = 0
  for (const a of areas) {
    for (let y = a.y1; y <= a.y2; y++) for (let x = a.x1; x <= a.x2; x++) if (clear(x, y)) count++
  }
  if (count === 0) return undefined
  let n = site.rng.int(0, count - 1)
  for (const a of areas) {
    for (let y = a.y1; y <= a.y2; y++) {
      for (let x = a.x1; x <= a.x2; x++) {
        if (clear(x, y) && n-- === 0) return { x, y }
      }
    }
  }
  return undefined
}
