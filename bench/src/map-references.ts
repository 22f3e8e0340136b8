import type { Rng } from '@delve/map'

/**
 * The tutorial's rooms-and-corridors written as tightly as it goes: rooms as four ints in one
 * Int32Array, a linear overlap scan, rows filled with `fill`. Same draws as Delve, so for a seed it
 * carves the same tiles (the smoke test checks it). Wall 0, floor 1.
 */
export function tightRoomsAndCorridors(
  width: number,
  height: number,
  attempts: number,
  minSize: number,
  maxSize: number,
  rng: Rng,
): Uint8Array {
  const tiles = new Uint8Array(width * height)
  const rooms = new Int32Array(attempts * 4)
  let count = 0
  for (let a = 0; a < attempts; a++) {
    const w = rng.int(minSize, maxSize)
    const h = rng.int(minSize, maxSize)
    const x1 = rng.int(0, width - w - 1)
    const y1 = rng.int(0, height - h - 1)
    const x2 = x1 + w
    const y2 = y1 + h
    let free = true
    for (let i = 0; i < count * 4; i += 4) {
      if (
        x1 <= (rooms[i + 2] as number) &&
        x2 >= (rooms[i] as number) &&
        y1 <= (rooms[i + 3] as number) &&
        y2 >= (rooms[i + 1] as number)
      ) {
        free = false
        break
      }
    }
    if (!free) continue
    for (let y = y1 + 1; y < y2; y++) tiles.fill(1, y * width + x1 + 1, y * width + x2)
    const cx = (x1 + x2) >> 1
    const cy = (y1 + y2) >> 1
    if (count > 0) {
      const p = (count - 1) * 4
      const px = ((rooms[p] as number) + (rooms[p + 2] as number)) >> 1
      const py = ((rooms[p + 1] as number) + (rooms[p + 3] as number)) >> 1
      if (rng.chance(0.5)) {
        tiles.fill(1, py * width + Math.min(px, cx), py * width + Math.max(px, cx) + 1)
        for (let y = Math.min(py, cy); y <= Math.max(py, cy); y++) tiles[y * width + cx] = 1
      } else {
        for (let y = Math.min(py, cy); y <= Math.max(py, cy); y++) tiles[y * width + px] = 1
        tiles.fill(1, cy * width + Math.min(px, cx), cy * width + Math.max(px, cx) + 1)
      }
    }
    rooms[count * 4] = x1
    rooms[count * 4 + 1] = y1
    rooms[count * 4 + 2] = x2
    rooms[count * 4 + 3] = y2
    count++
  }
  return tiles
}

interface Cell {
  blocked: boolean
}

class Rect {
  readonly x2: number
  readonly y2: number
  constructor(
    readonly x1: number,
    readonly y1: number,
    w: number,
    h: number,
  ) {
    this.x2 = x1 + w
    this.y2 = y1 + h
  }
  center(): [number, number] {
    return [(this.x1 + this.x2) >> 1, (this.y1 + this.y2) >> 1]
  }
  intersect(o: Rect): boolean {
    return this.x1 <= o.x2 && this.x2 >= o.x1 && this.y1 <= o.y2 && this.y2 >= o.y1
  }
}

/**
 * The same algorithm in the layout the original tutorial uses: a column-major array of arrays of
 * tile objects, rooms as objects. Copied into a Uint8Array at the end, like every contender.
 */
export function naiveRoomsAndCorridors(
  width: number,
  height: number,
  attempts: number,
  minSize: number,
  maxSize: number,
  rng: Rng,
): Uint8Array {
  const map: Cell[][] = []
  for (let x = 0; x < width; x++) {
    const column: Cell[] = []
    for (let y = 0; y < height; y++) column.push({ blocked: true })
    map.push(column)
  }
  const cell = (x: number, y: number) => (map[x] as Cell[])[y] as Cell
  const dig = (x: number, y: number) => {
    cell(x, y).blocked = false
  }
  const rooms: Rect[] = []
  for (let a = 0; a < attempts; a++) {
    const w = rng.int(minSize, maxSize)
    const h = rng.int(minSize, maxSize)
    const room = new Rect(rng.int(0, width - w - 1), rng.int(0, height - h - 1), w, h)
    if (rooms.some((other) => room.intersect(other))) continue
    for (let x = room.x1 + 1; x < room.x2; x++)
      for (let y = room.y1 + 1; y < room.y2; y++) dig(x, y)
    const [cx, cy] = room.center()
    const previous = rooms[rooms.length - 1]
    if (previous) {
      const [px, py] = previous.center()
      const horizontal = (x1: number, x2: number, y: number) => {
        for (let x = Math.min(x1, x2); x <= Math.max(x1, x2); x++) dig(x, y)
      }
      const vertical = (y1: number, y2: number, x: number) => {
        for (let y = Math.min(y1, y2); y <= Math.max(y1, y2); y++) dig(x, y)
      }
      if (rng.chance(0.5)) {
        horizontal(px, cx, py)
        vertical(py, cy, cx)
      } else {
        vertical(py, cy, px)
        horizontal(px, cx, cy)
      }
    }
    rooms.push(room)
  }
  const tiles = new Uint8Array(width * height)
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) if (!cell(x, y).blocked) tiles[y * width + x] = 1
  }
  return tiles
}
