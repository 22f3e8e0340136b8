import type { TileMap } from '../grid/tile-map.js'
import { readOut, spread } from './dijkstra-map.js'
import { readMoves, type StepRules } from './moves.js'

export interface FleeOptions extends StepRules {
  /** What the distances are scaled by before the rescan: a negative number (default −1.2). */
  factor?: number
  /** A `Float64Array` of width × height to write into instead of a new one. */
  out?: Float64Array
}

/**
 * A map to run away by, the Brogue way: the distances of a Dijkstra map toward what is feared,
 * scaled by a negative `factor` (rounded to whole steps) and scanned again as a Dijkstra map
 * whose every tile starts at that value. Walking it downhill (`stepDownhill`) leads away from
 * the threat, but around corners and toward open ground rather than into the nearest dead end,
 * because the rescan lets a far exit pull harder than a near corner. Tiles the distances could
 * not reach stay `Infinity`. Use the same `StepRules` as the distances were made with.
 */
export function fleeMap(
  map: TileMap,
  distances: Float64Array,
  options: FleeOptions = {},
): Float64Array {
  const factor = options.factor ?? -1.2
  if (typeof factor !== 'number' || !(factor < 0) || !Number.isFinite(factor)) {
    throw new RangeError(`fleeMap: factor is ${String(factor)}; allowed: a negative number`)
  }
  const size = map.width * map.height
  if (!(distances instanceof Float64Array) || distances.length !== size) {
    throw new RangeError(`fleeMap: distances must be a Float64Array of ${size} cells, one per tile`)
  }
  const moves = readMoves(map, options, 'fleeMap')
  // Every reached tile is a source, starting at its scaled distance; the farthest start lowest.
  const reached: number[] = []
  for (let i = 0; i < size; i++) if (Number.isFinite(distances[i])) reached.push(i)
  // `+ 0` keeps the goal at 0 rather than −0.
  const start = (i: number) => Math.round(factor * (distances[i] as number)) + 0
  reached.sort((a, b) => start(a) - start(b) || a - b)
  const order = Int32Array.from(reached)
  const starts = Float64Array.from(reached, start)
  const out = readOut(map, options.out)
  out.fill(Number.POSITIVE_INFINITY)
  spread(map, moves, order, starts, out, Number.POSITIVE_INFINITY)
  return out
}
