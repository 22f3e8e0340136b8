import type { Point } from '../grid/point.js'
import { inBounds, type TileMap } from '../grid/tile-map.js'
import { MinHeap } from './min-heap.js'
import { canStepAt, passable, readMoves, type StepRules } from './moves.js'

/**
 * A shortest path from `from` to `to` by A*, stepping by the same `StepRules` as `dijkstraMap`
 * (so its length is what the map says the distance is): the tiles from `from` to `to`, both
 * included; `[from]` when they are the same tile; undefined when `to` cannot be reached. The
 * estimate never overestimates (see below), so the path is shortest. Among equally short paths the one returned is fixed by the map and the
 * two ends (ties in the queue go to the tile nearer the goal, then the one queued first).
 */
export function findPath(
  map: TileMap,
  from: Point,
  to: Point,
  rules: StepRules = {},
): Point[] | undefined {
  const { width, height, tiles } = map
  for (const [name, p] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!Number.isInteger(p?.x) || !Number.isInteger(p?.y) || !inBounds(map, p.x, p.y)) {
      throw new RangeError(`findPath: ${name} is not a tile of the ${width}×${height} map`)
    }
  }
  const moves = readMoves(map, rules, 'findPath')
  const { dirs, stepCost, costs } = moves
  const start = from.y * width + from.x
  const goal = to.y * width + to.x
  if (start === goal) return [{ x: from.x, y: from.y }]
  if (!passable(map, costs, goal)) return undefined

  // A lower bound of what is left, at the cheapest tile cost (1): with 4 neighbours the Manhattan
  // distance; with 8 the octile distance, or, when a diagonal step is cheaper than a straight
  // one (two diagonals can stand in for two straight steps), the diagonal cost per king's move.
  const cardinal = rules.cardinalCost ?? 1
  const diagonal = rules.diagonalCost ?? cardinal
  const allowDiagonal = dirs.length === 8
  const estimate = (i: number) => {
    const dx = Math.abs((i % width) - to.x)
    const dy = Math.abs(Math.floor(i / width) - to.y)
    if (!allowDiagonal) return cardinal * (dx + dy)
    const high = Math.max(dx, dy)
    const low = Math.min(dx, dy)
    if (diagonal < cardinal) return diagonal * high
    return cardinal * (high - low) + Math.min(diagonal, 2 * cardinal) * low
  }

  const size = width * height
  const cost = new Float64Array(size).fill(Number.POSITIVE_INFINITY)
  const parent = new Int32Array(size).fill(-1)
  const closed = new Uint8Array(size)
  const heap = new MinHeap()
  cost[start] = 0
  heap.push(start, estimate(start), estimate(start))
  while (heap.size > 0) {
    const i = heap.pop()
    if (i === goal) return walkBack(parent, goal, width)
    if (closed[i] === 1) continue
    closed[i] = 1
    const x = i % width
    const y = (i - x) / width
    for (let k = 0; k < dirs.length; k++) {
      const [dx, dy] = dirs[k] as readonly [number, number]
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      const n = ny * width + nx
      if (closed[n] === 1 || !canStepAt(tiles, width, x, y, nx, ny)) continue
      const tileCost = costs === undefined ? 1 : (costs[n] as number)
      if (!(tileCost > 0)) continue
      const g = (cost[i] as number) + (stepCost[k] as number) * tileCost
      if (g >= (cost[n] as number)) continue
      cost[n] = g
      parent[n] = i
      const h = estimate(n)
      heap.push(n, g + h, h)
    }
  }
  return undefined
}

function walkBack(parent: Int32Array, goal: number, width: number): Point[] {
  const path: Point[] = []
  for (let i = goal; i !== -1; i = parent[i] as number) {
    path.push({ x: i % width, y: Math.floor(i / width) })
  }
  return path.reverse()
}
