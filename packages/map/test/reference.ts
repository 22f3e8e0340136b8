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
}

export function tutorialDungeon(p: TutorialParams, random: TutorialRandom): TutorialDungeon {
  const { width: W, height: H } = p
  // Column-major like the tutorials' map[x][y]; start as solid rock.
  const blocked = new Array<boolean>(W * H).fill(true)
  const dig = (x: number, y: number) => {
    if (0 <= x && x < W && 0 <= y && y < H) blocked[x * H + y] = false
  }
  const createHTunnel = (x1: number, x2: number, y: number) => {
    for (let x = Math.min(x1, x2); x < Math.max(x1, x2) + 1; x++) dig(x, y)
  }
  const createVTunnel = (y1: number, y2: number, x: number) => {
    for (let y = Math.min(y1, y2); y < Math.max(y1, y2) + 1; y++) dig(x, y)
  }
  const center = (r: TutorialRoom) => ({
    x: Math.floor((r.x1 + r.x2) / 2),
    y: Math.floor((r.y1 + r.y2) / 2),
  })
  const intersect = (a: TutorialRoom, b: TutorialRoom) =>
    a.x1 <= b.x2 && a.x2 >= b.x1 && a.y1 <= b.y2 && a.y2 >= b.y1

  const rooms: TutorialRoom[] = []
  for (let r = 0; r < p.maxRooms; r++) {
    const w = random.randint(p.roomMinSize, p.roomMaxSize)
    const h = random.randint(p.roomMinSize, p.roomMaxSize)
    const x = random.randint(p.border, W - w - 1 - p.border)
    const y = random.randint(p.border, H - h - 1 - p.border)
    const newRoom = { x1: x, y1: y, x2: x + w, y2: y + h }

    let failed = false
    for (const other of rooms) {
      if (intersect(newRoom, other)) {
        failed = true
        break
      }
    }
    if (failed) continue

    for (let cx = newRoom.x1 + 1; cx < newRoom.x2; cx++) {
      for (let cy = newRoom.y1 + 1; cy < newRoom.y2; cy++) dig(cx, cy)
    }
    const last = rooms[rooms.length - 1]
    if (last !== undefined) {
      const [from, to] =
        p.tunnelFrom === 'previous'
          ? [center(last), center(newRoom)]
          : [center(newRoom), center(last)]
      if (random.coin()) {
        createHTunnel(from.x, to.x, from.y)
        createVTunnel(from.y, to.y, to.x)
      } else {
        createVTunnel(from.y, to.y, from.x)
        createHTunnel(from.x, to.x, to.y)
      }
    }
    rooms.push(newRoom)
  }

  const tiles = new Uint8Array(W * H)
  for (let x = 0; x < W; x++) {
    for (let y = 0; y < H; y++) tiles[y * W + x] = blocked[x * H + y] ? 0 : 1
  }
  const first = rooms[0]
  const start = first ? center(first) : { x: Math.floor(W / 2), y: Math.floor(H / 2) }
  return { tiles, rooms, start }
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
