import { SPREAD_WASM_HEX } from './spread-wasm.js'

/** How many distance maps a level keeps at once: to the frontier, to the stairs, one travel goal. */
export const MAP_SLOTS = 3

/**
 * The working memory and search of a level's distance maps. `memory` holds a queue of `padded`
 * entries, then `MAP_SLOTS` padded grids of distances, `maps` (views of them: -1 ground not
 * reached yet, -2 not ground). To fill a map: write its start, queue its goals (distance 0) from
 * entry 0 as `(start of the map in memory + tile) × scale`, then `spread(tail, W)` reaches every
 * tile it can (see `breadthFirst`).
 */
export interface Spreader {
  readonly memory: Int32Array
  readonly maps: readonly Int32Array[]
  readonly scale: 1 | 4
  spread(tail: number, W: number): void
}

/**
 * A spreader for padded grids of `padded` tiles: the compiled spread.wat (about 1.4× as fast at
 * 1000×1000) where the engine runs WebAssembly, the JavaScript loop where it does not (none, or a
 * content security policy forbidding it) or when `compiled` is false.
 */
export function makeSpreader(padded: number, compiled = true): Spreader {
  const words = (1 + MAP_SLOTS) * padded
  return (compiled && compiledSpreader(padded, words)) || scriptSpreader(padded, words)
}

function scriptSpreader(padded: number, words: number): Spreader {
  const memory = new Int32Array(words)
  return {
    memory,
    maps: slots(memory, padded),
    scale: 1,
    spread: (tail, W) => breadthFirst(memory, 0, tail, W),
  }
}

/** Views of the map slots after the queue. */
function slots(memory: Int32Array, padded: number): Int32Array[] {
  return Array.from({ length: MAP_SLOTS }, (_, k) =>
    memory.subarray((k + 1) * padded, (k + 2) * padded),
  )
}

/** The little of the WebAssembly API used here (the package is built without DOM or Node types). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object) => { exports: Record<string, unknown> }
}

interface SpreadExports {
  memory: { buffer: ArrayBuffer; grow(pages: number): number }
  spread: (head: number, tail: number, row: number) => number
}

function compiledSpreader(padded: number, words: number): Spreader | undefined {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly
  if (wasm === undefined) return undefined
  let exports: SpreadExports
  try {
    const bytes = new Uint8Array(SPREAD_WASM_HEX.length / 2)
    for (let i = 0; i < bytes.length; i++) {
      bytes[i] = Number.parseInt(SPREAD_WASM_HEX.slice(2 * i, 2 * i + 2), 16)
    }
    exports = new wasm.Instance(new wasm.Module(bytes)).exports as unknown as SpreadExports
    const pages = Math.ceil((4 * words - exports.memory.buffer.byteLength) / 65536)
    if (pages > 0) exports.memory.grow(pages)
  } catch {
    // Refused (a content security policy) or out of memory: the loop does the same.
    return undefined
  }
  // Taken after growing, which replaces the buffer; the memory never grows again.
  const memory = new Int32Array(exports.memory.buffer, 0, words)
  const { spread } = exports
  return {
    memory,
    maps: slots(memory, padded),
    scale: 4,
    spread: (tail, W) => void spread(0, 4 * tail, 4 * W),
  }
}

/**
 * The search itself over `work`: the goals (their distances 0) queued from entry `head` to `tail`
 * as their indices in `work`, which also holds their grid, `W` wide (-1: ground not reached, -2:
 * not ground): straight steps onto ground, diagonal ones too unless both tiles beside the step are
 * not ground. One array for both, as V8 reads one faster than two here; the `| 0`s keep every index
 * a small integer, and a diagonal's own mark is read before the corner rule, as most are reached.
 */
function breadthFirst(work: Int32Array, head: number, tail: number, W: number): void {
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
