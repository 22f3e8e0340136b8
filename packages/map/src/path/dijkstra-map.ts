import type { Point } from '../grid/point.js'
import { inBounds, type TileMap } from '../grid/tile-map.js'
import { canStepAt, type Moves, passable, readMoves, type StepRules } from './moves.js'

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
 * are spread breadth first; other costs by Dial's bucket queue, which suits small integer costs.
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
  const sources: number[] = []
  for (const [n, goal] of goals.entries()) {
    if (
      !Number.isInteger(goal?.x) ||
      !Number.isInteger(goal?.y) ||
      !inBounds(map, goal.x, goal.y)
    ) {
      throw new RangeError(
        `dijkstraMap: goals[${n}] is not a tile of the ${map.width}×${map.height} map`,
      )
    }
    const i = goal.y * map.width + goal.x
    if (passable(map, moves.costs, i)) sources.push(i)
  }
  if (moves.unit) breadthFirstSpread(map, moves, sources, dist, maxDistance)
  else
    spread(
      map,
      moves,
      Int32Array.from(sources),
      new Float64Array(sources.length),
      dist,
      maxDistance,
    )
  return dist
}

/** Unit steps: a plain breadth-first search, each tile's distance its layer. */
function breadthFirstSpread(
  map: TileMap,
  moves: Moves,
  sources: readonly number[],
  dist: Float64Array,
  maxDistance: number,
): void {
  const { width, height, tiles } = map
  const { dx: stepX, dy: stepY } = moves
  const directions = stepX.length
  const queue = new Int32Array(width * height)
  let tail = 0
  for (const i of sources) {
    if (dist[i] === 0) continue
    dist[i] = 0
    queue[tail++] = i
  }
  // Index offsets of the neighbours: inside the map's edge no step needs a bounds check.
  const offset = new Int32Array(directions)
  for (let k = 0; k < directions; k++)
    offset[k] = (stepY[k] as number) * width + (stepX[k] as number)
  for (let head = 0; head < tail; head++) {
    const i = queue[head] as number
    const d = (dist[i] as number) + 1
    if (d > maxDistance) break // every tile still queued is at least as far
    const x = i % width
    const y = (i - x) / width
    if (x > 0 && y > 0 && x < width - 1 && y < height - 1) {
      for (let k = 0; k < directions; k++) {
        const n = i + (offset[k] as number)
        if (dist[n] !== Number.POSITIVE_INFINITY || !isOpen(tiles[n] as number)) continue
        const dx = stepX[k] as number
        if (
          dx !== 0 &&
          stepY[k] !== 0 &&
          !isOpen(tiles[i + dx] as number) &&
          !isOpen(tiles[n - dx] as number)
        ) {
          continue
        }
        dist[n] = d
        queue[tail++] = n
      }
      continue
    }
    for (let k = 0; k < directions; k++) {
      const dx = stepX[k] as number
      const dy = stepY[k] as number
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      const n = ny * width + nx
      if (dist[n] !== Number.POSITIVE_INFINITY || !isOpen(tiles[n] as number)) continue
      // The corner rule: a diagonal step needs one open tile beside it.
      if (
        dx !== 0 &&
        dy !== 0 &&
        !isOpen(tiles[i + dx] as number) &&
        !isOpen(tiles[n - dx] as number)
      ) {
        continue
      }
      dist[n] = d
      queue[tail++] = n
    }
  }
}

/** Walkable, written out for the inner loops (every code but rock, as `isWalkable`). */
function isOpen(code: number): boolean {
  return code !== 0 && code <= 4
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
