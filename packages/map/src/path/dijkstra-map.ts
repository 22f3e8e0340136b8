import type { Point } from '../grid/point.js'
import { inBounds, type TileMap } from '../grid/tile-map.js'
import { canStepAt, type Moves, passable, readMoves, type StepRules } from './moves.js'
import { unitQueue, unitSpread } from './unit-spread.js'

export interface DijkstraOptions extends StepRules {
  /** Stop spreading past this distance: farther tiles stay `Infinity` (default: no limit). */
  maxDistance?: number
  /** A `Float64Array` of width × height to write into instead of a new one. */
  out?: Float64Array
}

/**
 * The distance from every tile to the nearest of `goals` over walkable tiles (the cookbook's
 * Dijkstra map), row-major like `tiles`; `Infinity` where no goal can be reached (walls
 * included). Steps follow `StepRules`: 8 neighbours by default (never diagonally between two
 * non-walkable tiles touching at the corner), unit cost unless `cardinalCost`, `diagonalCost` or
 * per-tile `costs` say otherwise. Goals on tiles that cannot be entered are ignored. Unit costs
 * are spread breadth first (`unitSpread`); other costs by Dial's bucket queue, which suits small
 * integer costs.
 */
export function dijkstraMap(
  map: TileMap,
  goals: readonly Point[],
  options: DijkstraOptions = {},
): Float64Array {
  const moves = readMoves(map, options, 'dijkstraMap')
  const maxDistance = readMaxDistance(options.maxDistance)
  const dist = readOut(map, options.out)
  dist.fill(Number.POSITIVE_INFINITY)
  const { width, height, tiles } = map
  // The sources go straight into the breadth-first queue, each once, at distance 0.
  const queue = unitQueue(width * height)
  let count = 0
  for (let n = 0; n < goals.length; n++) {
    const goal = goals[n] as Point
    if (
      !Number.isInteger(goal?.x) ||
      !Number.isInteger(goal?.y) ||
      !inBounds(map, goal.x, goal.y)
    ) {
      throw new RangeError(`dijkstraMap: goals[${n}] is not a tile of the ${width}×${height} map`)
    }
    const i = goal.y * width + goal.x
    if (dist[i] !== 0 && passable(map, moves.costs, i)) {
      dist[i] = 0
      queue[count++] = i
    }
  }
  if (moves.unit) {
    unitSpread(tiles, width, height, moves.dx.length === 8, queue, count, dist, maxDistance)
  } else {
    const sources = queue.slice(0, count)
    for (const i of sources) dist[i] = Number.POSITIVE_INFINITY
    spread(map, moves, sources, new Float64Array(count), dist, maxDistance)
  }
  return dist
}

/**
 * Dijkstra's algorithm from several sources, each starting at its own integer value (in
 * ascending order), with integer step costs: Dial's bucket queue, a ring of `dearest + 1`
 * buckets holding doubly linked lists, so a tile is queued at most once and taking the next
 * nearest costs O(1). `dist` must hold `Infinity` everywhere and comes back with the distances.
 */
export function spread(
  map: TileMap,
  moves: Moves,
  order: Int32Array,
  starts: Float64Array,
  dist: Float64Array,
  maxDistance: number,
): void {
  const { width, height, tiles } = map
  const { dx: stepX, dy: stepY, stepCost, costs } = moves
  const size = width * height
  const ring = moves.dearest + 1
  const head = new Int32Array(ring).fill(-1)
  const next = new Int32Array(size)
  const prev = new Int32Array(size)
  const bucketOf = new Int32Array(size).fill(-1)
  let queued = 0
  const insert = (i: number, value: number) => {
    const b = ((value % ring) + ring) % ring
    const first = head[b] as number
    prev[i] = -1
    next[i] = first
    if (first !== -1) prev[first] = i
    head[b] = i
    bucketOf[i] = b
    queued++
  }
  const remove = (i: number) => {
    const b = bucketOf[i] as number
    const p = prev[i] as number
    const n = next[i] as number
    if (p !== -1) next[p] = n
    else head[b] = n
    if (n !== -1) prev[n] = p
    bucketOf[i] = -1
    queued--
  }
  const lower = (i: number, value: number) => {
    if (bucketOf[i] !== -1) remove(i)
    dist[i] = value
    insert(i, value)
  }

  let source = 0
  let d = order.length > 0 ? (starts[0] as number) : 0
  for (;;) {
    while (source < order.length && (starts[source] as number) <= d) {
      const i = order[source] as number
      const value = starts[source] as number
      source++
      if (value < (dist[i] as number) && value <= maxDistance) lower(i, value)
    }
    const bucket = ((d % ring) + ring) % ring
    while (head[bucket] !== -1) {
      const i = head[bucket] as number
      remove(i)
      const x = i % width
      const y = (i - x) / width
      for (let k = 0; k < stepX.length; k++) {
        const nx = x + (stepX[k] as number)
        const ny = y + (stepY[k] as number)
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
        const n = ny * width + nx
        if (!canStepAt(tiles, width, x, y, nx, ny)) continue
        const tileCost = costs === undefined ? 1 : (costs[n] as number)
        if (!(tileCost > 0)) continue
        const nd = d + (stepCost[k] as number) * tileCost
        if (nd < (dist[n] as number) && nd <= maxDistance) lower(n, nd)
      }
    }
    if (queued === 0) {
      if (source >= order.length) return
      d = starts[source] as number
    } else {
      d++
    }
  }
}

export function readMaxDistance(value: number | undefined): number {
  const max = value ?? Number.POSITIVE_INFINITY
  if (typeof max !== 'number' || Number.isNaN(max) || max < 0) {
    throw new RangeError(`maxDistance is ${String(value)}; allowed: a number of 0 or more`)
  }
  return max
}

export function readOut(map: TileMap, out: Float64Array | undefined): Float64Array {
  const size = map.width * map.height
  if (out === undefined) return new Float64Array(size)
  if (!(out instanceof Float64Array) || out.length !== size) {
    throw new RangeError(`out must be a Float64Array of ${size} cells (${map.width}×${map.height})`)
  }
  return out
}
