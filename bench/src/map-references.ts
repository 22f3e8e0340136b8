import type { Rng } from '@delve/map'

const TWO_POW_32 = 0x1_0000_0000

/** The kept rooms' corners, four ints a room, reused by every call (grown when too small). */
let roomBuffer = new Int32Array(4 * 64)

/**
 * The tutorial's rooms-and-corridors written as tightly as it goes: rooms as four ints in one
 * reused Int32Array, a linear overlap scan, rows filled with `fill`, the draws taken straight
 * from the generator's 32-bit output (`rng.int`'s rejection sampling and `rng.chance`'s coin
 * written inline, without their argument checks), then the stairs as Delve places them (up 3 at
 * the first room's centre, down 4 at the last's, or with one room on the floor tile farthest
 * from the up stairs, the lowest index on a tie). Same draws as Delve, so for a seed it makes
 * Delve's tiles, stairs included (the smoke test checks it). Wall 0, floor 1.
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
  if (roomBuffer.length < attempts * 4) roomBuffer = new Int32Array(attempts * 4)
  const rooms = roomBuffer
  const draw = (min: number, max: number): number => {
    const span = max - min + 1
    const limit = TWO_POW_32 - (TWO_POW_32 % span)
    let r = rng.next()
    while (r >= limit) r = rng.next()
    return min + (r % span)
  }
  let count = 0
  for (let a = 0; a < attempts; a++) {
    const w = draw(minSize, maxSize)
    const h = draw(minSize, maxSize)
    const x1 = draw(0, width - w - 1)
    const y1 = draw(0, height - h - 1)
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
      // rng.chance(0.5): the draw over 2³² below one half.
      if (rng.next() < TWO_POW_32 / 2) {
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
  const centre = (r: number) =>
    (((rooms[4 * r + 1] as number) + (rooms[4 * r + 3] as number)) >> 1) * width +
    (((rooms[4 * r] as number) + (rooms[4 * r + 2] as number)) >> 1)
  const up = centre(0)
  const down = count > 1 ? centre(count - 1) : farthest(tiles, width, up)
  tiles[up] = 3
  if (down !== up) tiles[down] = 4
  return tiles
}

/** The floor tile farthest from `start` by orthogonal steps, the lowest index on a tie. */
function farthest(tiles: Uint8Array, width: number, start: number): number {
  const queue = new Int32Array(tiles.length)
  const seen = new Uint8Array(tiles.length)
  queue[0] = start
  seen[start] = 1
  let tail = 1
  let layer = 0
  for (let head = 0; head < tail; ) {
    layer = head
    for (const end = tail; head < end; head++) {
      const i = queue[head] as number
      // The border is rock, so no neighbour of a floor tile leaves the map.
      tail = visit(tiles, seen, queue, tail, i - width)
      tail = visit(tiles, seen, queue, tail, i + 1)
      tail = visit(tiles, seen, queue, tail, i + width)
      tail = visit(tiles, seen, queue, tail, i - 1)
    }
  }
  let best = queue[layer] as number
  for (let k = layer + 1; k < tail; k++) best = Math.min(best, queue[k] as number)
  return best
}

function visit(
  tiles: Uint8Array,
  seen: Uint8Array,
  queue: Int32Array,
  tail: number,
  n: number,
): number {
  if (seen[n] === 1 || tiles[n] === 0) return tail
  seen[n] = 1
  queue[tail] = n
  return tail + 1
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
 * tile objects, rooms as objects. Copied into a Uint8Array at the end, like every contender, with
 * the stairs in the first and last rooms (a one-room map gets no down stairs here: the smoke test
 * compares maps with several rooms).
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
  // The stairs as the tutorials' readers add them: up in the first room, down in the last.
  const [ux, uy] = (rooms[0] as Rect).center()
  tiles[uy * width + ux] = 3
  if (rooms.length > 1) {
    const [dx, dy] = (rooms[rooms.length - 1] as Rect).center()
    tiles[dy * width + dx] = 4
  }
  return tiles
}
