/**
 * Independent re-implementations the tests use as oracles. Nothing here imports the package:
 * the random source is written out again from the published sfc32 and cyrb128 algorithms with
 * BigInt arithmetic (no 32-bit integer tricks), and the dungeon generator again from the
 * tutorials' listings, with their own data layout (column-major, `map[x][y]`).
 */

// ---------------------------------------------------------------------------------------------
// Random source: cyrb128 seed hash + sfc32, as specified by their authors.
// ---------------------------------------------------------------------------------------------

const MASK = 0xffff_ffffn

/** The low 32 bits of a product: what `Math.imul` computes, read as unsigned. */
function mul32(a: bigint, b: bigint): bigint {
  return (a * b) & MASK
}

/** cyrb128 over the UTF-16 code units of `key`: four unsigned 32-bit words. */
export function referenceHash(key: string): [bigint, bigint, bigint, bigint] {
  let h1 = 1779033703n
  let h2 = 3144134277n
  let h3 = 1013904242n
  let h4 = 2773480762n
  for (let i = 0; i < key.length; i++) {
    const k = BigInt(key.charCodeAt(i))
    h1 = h2 ^ mul32(h1 ^ k, 597399067n)
    h2 = h3 ^ mul32(h2 ^ k, 2869860233n)
    h3 = h4 ^ mul32(h3 ^ k, 951274213n)
    h4 = h1 ^ mul32(h4 ^ k, 2716044179n)
  }
  h1 = mul32(h3 ^ (h1 >> 18n), 597399067n)
  h2 = mul32(h4 ^ (h2 >> 22n), 2869860233n)
  h3 = mul32(h1 ^ (h3 >> 17n), 951274213n)
  h4 = mul32(h2 ^ (h4 >> 19n), 2716044179n)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1, h2, h3, h4]
}

export interface ReferenceRng {
  next(): number
  int(min: number, max: number): number
  float(): number
  chance(p: number): boolean
}

/** How many outputs are thrown away after seeding, so that similar seeds diverge. */
export const DISCARDED_OUTPUTS = 12

/**
 * The package's documented generator: the seed as a string (numbers through `String`), hashed
 * with cyrb128 into sfc32's four words, the first 12 outputs discarded; `int` by rejection
 * sampling (draws at or above the largest multiple of the span below 2^32 are redrawn);
 * `float` = next / 2^32; `chance(p)` = float < p.
 */
export function referenceRng(seed: number | string): ReferenceRng {
  let [a, b, c, d] = referenceHash(typeof seed === 'number' ? String(seed) : seed)
  const next = (): number => {
    const t = (a + b + d) & MASK
    d = (d + 1n) & MASK
    a = b ^ (b >> 9n)
    b = (c + (c << 3n)) & MASK
    c = ((c << 21n) | (c >> 11n)) & MASK
    c = (c + t) & MASK
    return Number(t)
  }
  for (let i = 0; i < DISCARDED_OUTPUTS; i++) next()
  const int = (min: number, max: number): number => {
    const span = BigInt(max - min + 1)
    const limit = (1n << 32n) - ((1n << 32n) % span)
    let r = BigInt(next())
    while (r >= limit) r = BigInt(next())
    return min + Number(r % span)
  }
  const float = () => next() / 2 ** 32
  return { next, int, float, chance: (p) => float() < p }
}

/** mulberry32: an unrelated generator, for comparing distributions rather than sequences. */
export function mulberry32(seed: number): TutorialRandom {
  let state = seed >>> 0
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  return {
    randint: (lo, hi) => lo + Math.floor(random() * (hi - lo + 1)),
    coin: () => random() < 0.5,
  }
}

// ---------------------------------------------------------------------------------------------
// The tutorials' generator, written out again from the listings.
// ---------------------------------------------------------------------------------------------

/** The two draws the tutorials make: `randint(a, b)` (both ends included) and a coin flip. */
export interface TutorialRandom {
  randint(lo: number, hi: number): number
  /** True: dig horizontally first. */
  coin(): boolean
}

/** A `TutorialRandom` drawing from an Rng-like object: `int` for randint, `chance(0.5)` for the coin. */
export function tutorialRandom(rng: {
  int(min: number, max: number): number
  chance(p: number): boolean
}): TutorialRandom {
  return { randint: (lo, hi) => rng.int(lo, hi), coin: () => rng.chance(0.5) }
}

export interface TutorialParams {
  width: number
  height: number
  maxRooms: number
  roomMinSize: number
  roomMaxSize: number
  /** 0 as in the tcod listings (x in 0 … W−w−1), 1 as in McRogueFace's (x in 1 … W−w−2). */
  border: number
  /**
   * Where the L starts: tcod's `tunnel_between(rooms[-1].center, new_room.center)` starts at the
   * previous room; McRogueFace's `carve_l_tunnel(grid, new_room.center, rooms[-1].center)` at the
   * new one.
   */
  tunnelFrom: 'previous' | 'new'
  /** Extra rock required between two rooms' walls (the part-3 "room spacing" exercise); 0 if absent. */
  padding?: number
  /** Room shapes and tunnel styles as the package names them; `rect` and `l` if absent. */
  shape?: 'rect' | 'circle' | 'mixed'
  tunnel?: 'l' | 'bresenham' | 'mixed'
}

export interface TutorialRoom {
  x1: number
  y1: number
  x2: number
  y2: number
}

export interface TutorialDungeon {
  /** Row-major, 0 wall and 1 floor, to compare with the package's tiles. */
  tiles: Uint8Array
  rooms: TutorialRoom[]
  start: { x: number; y: number }
  /** Which shape each room was carved in. */
  shapes: ('rect' | 'circle')[]
}

export function tutorialDungeon(p: TutorialParams, random: TutorialRandom): TutorialDungeon {
  const { width: W, height: H } = p
  const padding = p.padding ?? 0
  // Column-major like the tutorials' map[x][y]; start as solid rock.
  const blocked = new Array<boolean>(W * H).fill(true)
  const dig = (x: number, y: number) => {
    if (0 <= x && x < W && 0 <= y && y < H) blocked[x * H + y] = false
  }
  const center = (r: TutorialRoom) => ({
    x: Math.floor((r.x1 + r.x2) / 2),
    y: Math.floor((r.y1 + r.y2) / 2),
  })
  // Apart when at least `padding` tiles lie strictly between the two boxes along some axis.
  const apart = (a: TutorialRoom, b: TutorialRoom) =>
    b.x1 - a.x2 - 1 >= padding ||
    a.x1 - b.x2 - 1 >= padding ||
    b.y1 - a.y2 - 1 >= padding ||
    a.y1 - b.y2 - 1 >= padding

  const rooms: TutorialRoom[] = []
  const shapes: ('rect' | 'circle')[] = []
  for (let r = 0; r < p.maxRooms; r++) {
    const w = random.randint(p.roomMinSize, p.roomMaxSize)
    const h = random.randint(p.roomMinSize, p.roomMaxSize)
    const x = random.randint(p.border, W - w - 1 - p.border)
    const y = random.randint(p.border, H - h - 1 - p.border)
    const newRoom = { x1: x, y1: y, x2: x + w, y2: y + h }

    let failed = false
    for (const other of rooms) {
      if (!apart(newRoom, other)) {
        failed = true
        break
      }
    }
    if (failed) continue

    shapes.push(digRoom(newRoom, p.shape ?? 'rect', random, dig))
    const last = rooms[rooms.length - 1]
    if (last !== undefined) {
      const [from, to] =
        p.tunnelFrom === 'previous'
          ? [center(last), center(newRoom)]
          : [center(newRoom), center(last)]
      digTunnel(from, to, p.tunnel ?? 'l', random, dig)
    }
    rooms.push(newRoom)
  }

  const tiles = new Uint8Array(W * H)
  for (let x = 0; x < W; x++) {
    for (let y = 0; y < H; y++) tiles[y * W + x] = blocked[x * H + y] ? 0 : 1
  }
  const first = rooms[0]
  const start = first ? center(first) : { x: Math.floor(W / 2), y: Math.floor(H / 2) }
  return { tiles, rooms, start, shapes }
}

type Dig = (x: number, y: number) => void

/**
 * Carves a room's floor: the inner rectangle, or (McRogueFace's `carve_circular_room`) every tile
 * within the radius ⌊(min(w, h) − 2) / 2⌋ of the centre when that radius is at least 1. A mixed
 * shape flips the coin (true: circle).
 */
function digRoom(
  room: TutorialRoom,
  shape: 'rect' | 'circle' | 'mixed',
  random: TutorialRandom,
  dig: Dig,
): 'rect' | 'circle' {
  const round = shape === 'circle' || (shape === 'mixed' && random.coin())
  const radius = Math.floor((Math.min(room.x2 - room.x1, room.y2 - room.y1) - 2) / 2)
  if (round && radius >= 1) {
    const cx = Math.floor((room.x1 + room.x2) / 2)
    const cy = Math.floor((room.y1 + room.y2) / 2)
    for (let y = cy - radius; y < cy + radius + 1; y++) {
      for (let x = cx - radius; x < cx + radius + 1; x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) dig(x, y)
      }
    }
    return 'circle'
  }
  for (let cx = room.x1 + 1; cx < room.x2; cx++) {
    for (let cy = room.y1 + 1; cy < room.y2; cy++) dig(cx, cy)
  }
  return 'rect'
}

/** L tunnel with the tutorial's coin, or (coin first when mixed, true: line) a Bresenham line. */
function digTunnel(
  from: { x: number; y: number },
  to: { x: number; y: number },
  style: 'l' | 'bresenham' | 'mixed',
  random: TutorialRandom,
  dig: Dig,
): void {
  if (style === 'bresenham' || (style === 'mixed' && random.coin())) {
    for (const [x, y] of orthogonalLine(from.x, from.y, to.x, to.y)) dig(x, y)
    return
  }
  const createHTunnel = (x1: number, x2: number, y: number) => {
    for (let x = Math.min(x1, x2); x < Math.max(x1, x2) + 1; x++) dig(x, y)
  }
  const createVTunnel = (y1: number, y2: number, x: number) => {
    for (let y = Math.min(y1, y2); y < Math.max(y1, y2) + 1; y++) dig(x, y)
  }
  if (random.coin()) {
    createHTunnel(from.x, to.x, from.y)
    createVTunnel(from.y, to.y, to.x)
  } else {
    createVTunnel(from.y, to.y, from.x)
    createHTunnel(from.x, to.x, to.y)
  }
}

/** McRogueFace's `bresenham_line` as listed, floats (`dx / 2`) and all. */
export function listingBresenham(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): [number, number][] {
  const points: [number, number][] = []
  const dx = Math.abs(x2 - x1)
  const dy = Math.abs(y2 - y1)
  let x = x1
  let y = y1
  const sx = x1 < x2 ? 1 : -1
  const sy = y1 < y2 ? 1 : -1
  if (dx > dy) {
    let err = dx / 2
    while (x !== x2) {
      points.push([x, y])
      err -= dy
      if (err < 0) {
        y += sy
        err += dx
      }
      x += sx
    }
  } else {
    let err = dy / 2
    while (y !== y2) {
      points.push([x, y])
      err -= dx
      if (err < 0) {
        x += sx
        err += dy
      }
      y += sy
    }
  }
  points.push([x2, y2])
  return points
}

/**
 * The listing's line made 4-connected: between two diagonal neighbours goes the tile that the
 * minor axis reaches first (same column on an x-major line, same row on a y-major one).
 */
export function orthogonalLine(x1: number, y1: number, x2: number, y2: number): [number, number][] {
  const xMajor = Math.abs(x2 - x1) > Math.abs(y2 - y1)
  const out: [number, number][] = []
  for (const point of listingBresenham(x1, y1, x2, y2)) {
    const last = out[out.length - 1]
    if (last && last[0] !== point[0] && last[1] !== point[1]) {
      out.push(xMajor ? [last[0], point[1]] : [point[0], last[1]])
    }
    out.push(point)
  }
  return out
}

/** The tutorials' constants (the tcod listings and McRogueFace Part 3). */
export const TUTORIAL_PRESETS = {
  tcod: {
    width: 80,
    height: 45,
    maxRooms: 30,
    roomMinSize: 6,
    roomMaxSize: 10,
    border: 0,
    tunnelFrom: 'previous',
  },
  mcrogueface: {
    width: 50,
    height: 35,
    maxRooms: 8,
    roomMinSize: 6,
    roomMaxSize: 12,
    border: 1,
    tunnelFrom: 'new',
  },
} as const satisfies Record<string, TutorialParams>

/** Mean and sample variance. */
export function meanAndVariance(values: readonly number[]): { mean: number; variance: number } {
  const n = values.length
  const mean = values.reduce((s, v) => s + v, 0) / n
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1)
  return { mean, variance }
}

/** Tiles as one line of digits per row: fast to compare, and a failure shows where maps differ. */
export function asRows(tiles: Uint8Array, width: number): string {
  const lines: string[] = []
  for (let i = 0; i < tiles.length; i += width) lines.push(tiles.subarray(i, i + width).join(''))
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------------
// The cookbook's BSP dungeon, written out again from its listing with the package's fixes.
// ---------------------------------------------------------------------------------------------

export interface BspParams {
  width: number
  height: number
  margin: number
  roomMinSize: number
  roomMaxSize: number
  /** The cookbook's MIN_SIZE. */
  minLeaf: number
  iterations: number
  padding: number
  shape: 'rect' | 'circle' | 'mixed'
  tunnel: 'l' | 'bresenham' | 'mixed'
}

class CookbookNode {
  left: CookbookNode | null = null
  right: CookbookNode | null = null
  room: TutorialRoom | null = null
  constructor(
    readonly x: number,
    readonly y: number,
    readonly w: number,
    readonly h: number,
  ) {}

  split(p: BspParams, random: TutorialRandom): boolean {
    if (this.left || this.right) return false
    let horizontal: boolean
    if (this.w > this.h && this.w / this.h >= 1.25) horizontal = false
    else if (this.h > this.w && this.h / this.w >= 1.25) horizontal = true
    else horizontal = random.coin()
    // The gap of `padding` tiles between the halves comes out of the size first.
    const maxSize = (horizontal ? this.h : this.w) - p.padding - p.minLeaf
    if (maxSize <= p.minLeaf) return false
    const split = random.randint(p.minLeaf, maxSize)
    if (horizontal) {
      this.left = new CookbookNode(this.x, this.y, this.w, split)
      this.right = new CookbookNode(
        this.x,
        this.y + split + p.padding,
        this.w,
        this.h - split - p.padding,
      )
    } else {
      this.left = new CookbookNode(this.x, this.y, split, this.h)
      this.right = new CookbookNode(
        this.x + split + p.padding,
        this.y,
        this.w - split - p.padding,
        this.h,
      )
    }
    return true
  }

  createRooms(p: BspParams, random: TutorialRandom, dig: Dig): void {
    if (this.left || this.right) {
      this.left?.createRooms(p, random, dig)
      this.right?.createRooms(p, random, dig)
      if (this.left && this.right) {
        const a = this.left.getRoom(random)
        const b = this.right.getRoom(random)
        const centre = (r: TutorialRoom) => ({
          x: Math.floor((r.x1 + r.x2) / 2),
          y: Math.floor((r.y1 + r.y2) / 2),
        })
        digTunnel(centre(a), centre(b), p.tunnel, random, dig)
      }
      return
    }
    // A leaf: the room's walls stay inside the leaf (the cookbook keeps its floor one tile in).
    const w = random.randint(p.roomMinSize, Math.min(p.roomMaxSize, this.w - 1))
    const h = random.randint(p.roomMinSize, Math.min(p.roomMaxSize, this.h - 1))
    const x = this.x + random.randint(0, this.w - w - 1)
    const y = this.y + random.randint(0, this.h - h - 1)
    this.room = { x1: x, y1: y, x2: x + w, y2: y + h }
    this.shape = digRoom(this.room, p.shape, random, dig)
  }

  shape: 'rect' | 'circle' = 'rect'

  getRoom(random: TutorialRandom): TutorialRoom {
    if (this.room) return this.room
    const l = this.left?.getRoom(random) ?? null
    const r = this.right?.getRoom(random) ?? null
    if (l && r) return random.randint(0, 1) === 0 ? l : r
    return (l ?? r) as TutorialRoom
  }
}

export function cookbookBsp(p: BspParams, random: TutorialRandom): TutorialDungeon {
  const { width: W, height: H } = p
  const blocked = new Array<boolean>(W * H).fill(true)
  const dig = (x: number, y: number) => {
    if (0 <= x && x < W && 0 <= y && y < H) blocked[x * H + y] = false
  }
  const root = new CookbookNode(p.margin, p.margin, W - 2 * p.margin, H - 2 * p.margin)
  let nodes = [root]
  for (let i = 0; i < p.iterations; i++) {
    const newNodes: CookbookNode[] = []
    for (const node of nodes) {
      if (node.split(p, random))
        newNodes.push(node.left as CookbookNode, node.right as CookbookNode)
    }
    nodes = newNodes.length > 0 ? newNodes : nodes
  }
  root.createRooms(p, random, dig)
  const rooms: TutorialRoom[] = []
  const shapes: ('rect' | 'circle')[] = []
  const collect = (node: CookbookNode) => {
    if (node.room) {
      rooms.push(node.room)
      shapes.push(node.shape)
    }
    if (node.left) collect(node.left)
    if (node.right) collect(node.right)
  }
  collect(root)
  const tiles = new Uint8Array(W * H)
  for (let x = 0; x < W; x++) {
    for (let y = 0; y < H; y++) tiles[y * W + x] = blocked[x * H + y] ? 0 : 1
  }
  const first = rooms[0] as TutorialRoom
  const start = {
    x: Math.floor((first.x1 + first.x2) / 2),
    y: Math.floor((first.y1 + first.y2) / 2),
  }
  return { tiles, rooms, start, shapes }
}

/**
 * The cookbook's `_place_stairs` on a finished map (0 wall, 1 floor): 3 at the first room's
 * centre, 4 at the last's; with one room, 4 on the floor tile the most orthogonal steps away,
 * the first in row-major order on a tie. Returns a copy.
 */
export function withStairs(
  tiles: Uint8Array,
  width: number,
  rooms: TutorialRoom[],
): { tiles: Uint8Array; up: { x: number; y: number }; down: { x: number; y: number } } {
  const out = tiles.slice()
  const centre = (r: TutorialRoom) => ({
    x: Math.floor((r.x1 + r.x2) / 2),
    y: Math.floor((r.y1 + r.y2) / 2),
  })
  const up = centre(rooms[0] as TutorialRoom)
  let down = centre(rooms[rooms.length - 1] as TutorialRoom)
  if (rooms.length === 1) {
    const steps = new Map<number, number>([[up.y * width + up.x, 0]])
    const queue = [up.y * width + up.x]
    for (const i of queue) {
      const x = i % width
      for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (n >= 0 && n < tiles.length && tiles[n] === 1 && !steps.has(n)) {
          steps.set(n, (steps.get(i) as number) + 1)
          queue.push(n)
        }
      }
    }
    const [best] = [...steps].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] as [number, number]
    down = { x: best % width, y: Math.floor(best / width) }
  }
  out[up.y * width + up.x] = 3
  out[down.y * width + down.x] = 4
  return { tiles: out, up, down }
}

/** FNV-1a, 32 bits, over the tiles and then each room's corners (x1, y1, x2, y2) as 16-bit LE. */
export function dungeonHash(tiles: Uint8Array, rooms: readonly TutorialRoom[]): string {
  let h = 0x811c9dc5
  const byte = (b: number) => {
    h ^= b & 0xff
    h = Number((BigInt(h) * 0x01000193n) & 0xffff_ffffn)
  }
  for (const t of tiles) byte(t)
  for (const r of rooms) {
    for (const v of [r.x1, r.y1, r.x2, r.y2]) {
      byte(v)
      byte(v >> 8)
    }
  }
  return h.toString(16).padStart(8, '0')
}
