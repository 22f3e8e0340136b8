import type { Point } from '../grid/point.js'
import { inBounds, type TileMap } from '../grid/tile-map.js'
import { canStepAt, passable, readMoves, type StepRules } from './moves.js'

/**
 * The next step down a Dijkstra map from `from`: the neighbour a mover may step to (the same
 * `StepRules` the map was made with) whose value is lowest, if it is lower than `from`'s own.
 * Ties go to the first neighbour clockwise from north (N, NE, E, SE, S, SW, W, NW; with 4
 * neighbours N, E, S, W), so the walk is the same every time. Undefined at the bottom (a goal,
 * or a hollow of a flee map) and where nothing is reachable.
 */
export function stepDownhill(
  map: TileMap,
  values: Float64Array,
  from: Point,
  rules: StepRules = {},
): Point | undefined {
  const { width, height, tiles } = map
  if (values.length !== width * height) {
    throw new RangeError(`stepDownhill: values must have ${width * height} cells, one per tile`)
  }
  const { x, y } = from
  if (!Number.isInteger(x) || !Number.isInteger(y) || !inBounds(map, x, y)) {
    throw new RangeError(`stepDownhill: (${x}, ${y}) is not a tile of the ${width}×${height} map`)
  }
  const { dirs, costs } = readMoves(map, rules, 'stepDownhill')
  let best = values[y * width + x] as number
  let bestX = -1
  let bestY = -1
  for (const [dx, dy] of dirs) {
    const nx = x + dx
    const ny = y + dy
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
    const n = ny * width + nx
    if (!canStepAt(tiles, width, x, y, nx, ny) || !passable(map, costs, n)) continue
    const value = values[n] as number
    if (value < best) {
      best = value
      bestX = nx
      bestY = ny
    }
  }
  return bestX < 0 ? undefined : { x: bestX, y: bestY }
}
