import { DIRS_4 } from './directions.js'
import type { Point } from './point.js'
import { inBounds, pointToIndex } from './tile-map.js'

/** What a breadth-first search walks: a grid's size. */
export interface GridSize {
  width: number
  height: number
}

/**
 * Breadth-first search from `start` by rook steps, over row-major tile indices. `canEnter(i)`
 * says whether the search may step onto tile `i`; the start is searched from whatever it is.
 * `visit(i, distance)` is called for the start (distance 0) and for every tile entered, nearest
 * first, ties in the order the tiles were reached (each tile's neighbours taken N, E, S, W); the
 * search stops when it returns true, and that tile's index is returned (−1 when it never does).
 * `seen` (one byte per tile, zeroed) comes back with a 1 on the start and every tile entered.
 * A start outside the grid visits nothing.
 */
export function breadthFirst(
  grid: GridSize,
  start: Point,
  canEnter: (index: number) => boolean,
  visit: (index: number, distance: number) => boolean | undefined,
  seen: Uint8Array = new Uint8Array(grid.width * grid.height),
): number {
  const { width, height } = grid
  if (!inBounds(grid, start.x, start.y)) return -1
  const first = pointToIndex(grid, start)
  const queue = new Int32Array(width * height)
  let head = 0
  let tail = 0
  queue[tail++] = first
  seen[first] = 1
  let distance = 0
  let layerEnd = tail
  while (head < tail) {
    if (head === layerEnd) {
      distance++
      layerEnd = tail
    }
    const i = queue[head++] as number
    if (visit(i, distance) === true) return i
    const x = i % width
    const y = (i - x) / width
    for (const [dx, dy] of DIRS_4) {
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      const n = ny * width + nx
      if (seen[n] === 0 && canEnter(n)) {
        seen[n] = 1
        queue[tail++] = n
      }
    }
  }
  return -1
}
