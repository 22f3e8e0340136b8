import { KNOWN_GRIDS_WASM_HEX } from './known-grids-wasm.js'

/** How many distance maps a level keeps at once: to the frontier, to the stairs, one travel goal. */
export const MAP_SLOTS = 3

/**
 * The grids the walks keep of what the player knows of a level `width` × `height`, in one block of
 * memory, and the two jobs done over them all at once. Grids are padded by one tile on each side
 * (`padded` tiles; the padding is rock, seen and not open), so no search tests bounds.
 *
 * To fill a map: write its start into it (`ground`, goals 0), queue its goals in `memory` from entry
 * 0 as `(the map's place in memory + tile) × scale`, then `spread(tail)`.
 */
export interface KnownGrids {
  readonly width: number
  readonly height: number
  readonly padded: number
  /** The whole block as 32-bit words: the queue (`padded` entries) is its start. */
  readonly memory: Int32Array
  /** Copies of the level's explored marks and tile codes, unpadded, each on an 8-byte boundary. */
  readonly explored: Uint8Array
  readonly tiles: Uint8Array
  /** Padded: 1 where explored. */
  readonly seen: Uint8Array
  /**
   * Padded: 1 where explored and walkable (the walks' ground). `ground` says the same in words:
   * bytes are what learning reads sixteen at a time, words what a map starts as, copied whole.
   */
  readonly open: Uint8Array
  /** Padded: -1 where open, -2 elsewhere: a map's start, where -1 is ground not reached yet. */
  readonly ground: Int32Array
  /** Padded distance maps (-1: no goal reachable, -2: not ground). */
  readonly maps: readonly Int32Array[]
  readonly scale: 1 | 4
  /** Reaches every tile it can from the goals queued before `tail` (see `spreadOver`). */
  spread(tail: number): void
  /**
   * Makes `seen`, `open` and `ground` again from the copies, and writes the frontier (open tiles
   * with a neighbour, of 8, not seen) from `memory`'s start as ascending padded indices; returns
   * how many.
   */
  learn(): number
}

/**
 * Grids for a level `width` × `height`: worked by the compiled known-grids.wat (its search 1.5 to
 * 1.8× as fast as the JavaScript at 1000×1000, its learning about 20×, sixteen tiles at a time)
 * where the engine runs WebAssembly with SIMD, by the JavaScript here where it does not (none, an
 * old engine, a content security policy forbidding it) or when `compiled` is false.
 */
export function makeKnownGrids(width: number, height: number, compiled = true): KnownGrids {
  const layout = layoutOf(width, height)
  return (compiled && compiledGrids(layout)) || scriptGrids(layout)
}

/** Where each grid lies in the block, in bytes, and the block's size. */
interface Layout {
  width: number
  height: number
  padded: number
  explored: number
  tiles: number
  seen: number
  open: number
  ground: number
  maps: number
  bytes: number
}

function layoutOf(width: number, height: number): Layout {
  const padded = (width + 2) * (height + 2)
  const cells = width * height
  // Each grid on a sixteen-byte boundary, with 32 bytes to spare after it: learning reads sixteen
  // at a time, up to a row and a tile past a row's end.
  let bytes = 0
  const place = (size: number) => {
    const at = bytes
    bytes = Math.ceil((at + size + 32) / 16) * 16
    return at
  }
  place(4 * padded) // the queue
  const maps = place(MAP_SLOTS * 4 * padded)
  const ground = place(4 * padded)
  const seen = place(padded)
  const open = place(padded)
  const explored = place(cells)
  const tiles = place(cells)
  return { width, height, padded, explored, tiles, seen, open, ground, maps, bytes }
}

/** The views of the block, its padding set; the jobs are added by the caller. */
function gridsOver(buffer: ArrayBuffer, layout: Layout) {
  const { width, height, padded } = layout
  const cells = width * height
  const memory = new Int32Array(buffer, 0, layout.bytes >> 2)
  // The block is new, all zeros: `open`'s padding is 0 already.
  const seen = new Uint8Array(buffer, layout.seen, padded).fill(1)
  const open = new Uint8Array(buffer, layout.open, padded)
  const ground = new Int32Array(buffer, layout.ground, padded).fill(-2)
  const maps = Array.from(
    { length: MAP_SLOTS },
    (_, k) => new Int32Array(buffer, layout.maps + 4 * k * padded, padded),
  )
  return {
    width,
    height,
    padded,
    memory,
    explored: new Uint8Array(buffer, layout.explored, cells),
    tiles: new Uint8Array(buffer, layout.tiles, cells),
    seen,
    open,
    ground,
    maps,
  }
}

function scriptGrids(layout: Layout): KnownGrids {
  const grids = gridsOver(new ArrayBuffer(layout.bytes), layout)
  return {
    ...grids,
    scale: 1,
    spread: (tail) => spreadOver(grids.memory, 0, tail, layout.width + 2),
    learn: () => learnInto(grids),
  }
}

/** The little of the WebAssembly API used here (the package is built without DOM or Node types). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object) => { exports: Record<string, unknown> }
}

interface KnownGridsExports {
  memory: { buffer: ArrayBuffer; grow(pages: number): number }
  spread: (head: number, tail: number, row: number) => number
  learn: (
    explored: number,
    tiles: number,
    ground: number,
    seen: number,
    open: number,
    width: number,
    height: number,
    out: number,
  ) => number
}

function compiledGrids(layout: Layout): KnownGrids | undefined {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly
  if (wasm === undefined) return undefined
  let exports: KnownGridsExports
  try {
    const bytes = new Uint8Array(KNOWN_GRIDS_WASM_HEX.length / 2)
    for (let i = 0; i < bytes.length; i++) {
      bytes[i] = Number.parseInt(KNOWN_GRIDS_WASM_HEX.slice(2 * i, 2 * i + 2), 16)
    }
    exports = new wasm.Instance(new wasm.Module(bytes)).exports as unknown as KnownGridsExports
    const pages = Math.ceil((layout.bytes - exports.memory.buffer.byteLength) / 65536)
    if (pages > 0) exports.memory.grow(pages)
  } catch {
    // Refused (no SIMD, a content security policy) or out of memory: the JavaScript does the same.
    return undefined
  }
  // Taken after growing, which replaces the buffer; the memory never grows again.
  const grids = gridsOver(exports.memory.buffer, layout)
  const { spread, learn } = exports
  const { width, height } = layout
  return {
    ...grids,
    scale: 4,
    spread: (tail) => void spread(0, 4 * tail, 4 * (width + 2)),
    // The frontier goes to the queue's place, the block's start.
    learn: () =>
      learn(
        layout.explored,
        layout.tiles,
        layout.ground,
        layout.seen,
        layout.open,
        width,
        height,
        0,
      ),
  }
}

/** `learn` in JavaScript: the same grids and frontier as known-grids.wat's. */
function learnInto(grids: Omit<KnownGrids, 'scale' | 'spread' | 'learn'>): number {
  const { width, height, explored, tiles, seen, open, ground, memory } = grids
  const W = width + 2
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width, p = (y + 1) * W + 1; x < width; x++, i++, p++) {
      const known = explored[i] === 1 ? 1 : 0
      const walkable = known === 1 && ((tiles[i] as number) - 1) >>> 0 <= 3 ? 1 : 0
      seen[p] = known
      open[p] = walkable
      ground[p] = walkable === 1 ? -1 : -2
    }
  }
  let n = 0
  for (let y = 0; y < height; y++) {
    for (let p = (y + 1) * W + 1, end = p + width; p < end; p++) {
      if (open[p] === 1 && !allSeenAround(seen, p, W)) memory[n++] = p
    }
  }
  return n
}

/** Whether every neighbour (of 8) of padded tile `p` in a grid `W` wide is seen. */
export function allSeenAround(seen: Uint8Array, p: number, W: number): boolean {
  return (
    seen[p - W - 1] === 1 &&
    seen[p - W] === 1 &&
    seen[p - W + 1] === 1 &&
    seen[p - 1] === 1 &&
    seen[p + 1] === 1 &&
    seen[p + W - 1] === 1 &&
    seen[p + W] === 1 &&
    seen[p + W + 1] === 1
  )
}

/**
 * The search itself over `work`: the goals (their distances 0) queued from entry `head` to `tail`
 * as their indices in `work`, which also holds their grid, `W` wide (-1: ground not reached, -2:
 * not ground): straight steps onto ground, diagonal ones too unless both tiles beside the step are
 * not ground. One array for both, as V8 reads one faster than two here; the `| 0`s keep every index
 * a small integer, and a diagonal's own mark is read before the corner rule, as most are reached.
 */
function spreadOver(work: Int32Array, head: number, tail: number, W: number): void {
  const north = -W | 0
  const south = W | 0
  const northEast = (1 - W) | 0
  const southEast = (W + 1) | 0
  const southWest = (W - 1) | 0
  const northWest = (-W - 1) | 0
  for (let at = head | 0, end = tail | 0; at < end; at = (at + 1) | 0) {
    const p = (work[at] as number) | 0
    const d = ((work[p] as number) + 1) | 0
    // Read before any is set: -2 is not ground, whatever the distances.
    const n = (work[(p + north) | 0] as number) | 0
    const e = (work[(p + 1) | 0] as number) | 0
    const s = (work[(p + south) | 0] as number) | 0
    const w = (work[(p - 1) | 0] as number) | 0
    if (n === -1) {
      work[(p + north) | 0] = d
      work[end++] = (p + north) | 0
    }
    if (e === -1) {
      work[(p + 1) | 0] = d
      work[end++] = (p + 1) | 0
    }
    if (s === -1) {
      work[(p + south) | 0] = d
      work[end++] = (p + south) | 0
    }
    if (w === -1) {
      work[(p - 1) | 0] = d
      work[end++] = (p - 1) | 0
    }
    if (work[(p + northEast) | 0] === -1 && (n !== -2 || e !== -2)) {
      work[(p + northEast) | 0] = d
      work[end++] = (p + northEast) | 0
    }
    if (work[(p + southEast) | 0] === -1 && (s !== -2 || e !== -2)) {
      work[(p + southEast) | 0] = d
      work[end++] = (p + southEast) | 0
    }
    if (work[(p + southWest) | 0] === -1 && (s !== -2 || w !== -2)) {
      work[(p + southWest) | 0] = d
      work[end++] = (p + southWest) | 0
    }
    if (work[(p + northWest) | 0] === -1 && (n !== -2 || w !== -2)) {
      work[(p + northWest) | 0] = d
      work[end++] = (p + northWest) | 0
    }
  }
}
