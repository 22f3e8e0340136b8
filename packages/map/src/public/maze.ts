import { ArgumentRangeError } from '../foundation/errors.js'
import { checkInteger, checkRecord } from '../foundation/guards.js'
import type { TileMap } from '../grid/tile-map.js'
import * as connect from '../maze/connect-regions.js'
import * as deadEnds from '../maze/dead-ends.js'
import * as grow from '../maze/grow-maze.js'
import type { MazeGrid } from '../maze/maze-grid.js'
import * as grids from '../maze/maze-grid.js'
import type { Rng } from '../random/rng.js'
import { checkCells, checkMap, checkRect, checkRng } from './shapes.js'

// Nystrom's mazes as the package exports them: checked, then the unchecked functions.

/** A grid over `area` (inclusive, inside the map's border) whose cells are all rock. */
export function createMazeGrid(
  map: TileMap,
  area: { x1: number; y1: number; x2: number; y2: number },
): MazeGrid {
  const fn = 'createMazeGrid'
  const { width, height } = checkMap(fn, 'map', map)
  const box = checkRect(fn, 'area', area)
  if (box.x1 < 0 || box.y1 < 0 || box.x2 > width - 1 || box.y2 > height - 1) {
    throw new ArgumentRangeError(fn, 'area', area, `a rectangle of the ${width}×${height} map`)
  }
  return grids.createMazeGrid(map, area)
}

/** A grid made by `createMazeGrid`, over a map `width` tiles wide when one is given. */
function checkGrid(fn: string, value: unknown, map?: TileMap): MazeGrid {
  const grid = checkRecord(fn, 'grid', value, 'a MazeGrid made by createMazeGrid')
  const columns = checkInteger(fn, 'grid.columns', grid.columns, 1)
  const rows = checkInteger(fn, 'grid.rows', grid.rows, 1)
  const stride = checkInteger(fn, 'grid.stride', grid.stride, columns + 2, columns + 2)
  checkInteger(fn, 'grid.width', grid.width, 1, map?.width)
  checkInteger(fn, 'grid.origin', grid.origin, 0, map ? map.width * map.height - 1 : undefined)
  checkCells(fn, 'grid.regions', grid.regions, Int32Array, stride * (rows + 2))
  return value as MazeGrid
}

/** The row-major tile of cell `k` (a cell inside the guard ring). */
export function cellTile(grid: MazeGrid, k: number): number {
  const g = checkGrid('cellTile', grid)
  checkInteger('cellTile', 'k', k, g.stride + 1, g.stride * (g.rows + 1) - 2)
  return grids.cellTile(grid, k)
}

/** Gives region `region` (1 or more) to every cell inside the tile rectangle x1 … x2 × y1 … y2. */
export function markCells(
  grid: MazeGrid,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  region: number,
): void {
  const fn = 'markCells'
  checkGrid(fn, grid)
  checkRect(fn, '{ x1, y1, x2, y2 }', { x1, y1, x2, y2 })
  checkInteger(fn, 'region', region, 1, 2 ** 31 - 1)
  grids.markCells(grid, x1, y1, x2, y2, region)
}

/** Fills the grid's rock cells with mazes numbered from `firstRegion`; `winding` 0 to 100 (%). */
export function growMazes(
  map: TileMap,
  grid: MazeGrid,
  firstRegion: number,
  winding: number,
  rng: Rng,
): number {
  const fn = 'growMazes'
  checkMap(fn, 'map', map)
  checkGrid(fn, grid, map)
  checkInteger(fn, 'firstRegion', firstRegion, 1, 2 ** 31 - 1)
  checkInteger(fn, 'winding', winding, 0, 100)
  checkRng(fn, 'rng', rng)
  return grow.growMazes(map, grid, firstRegion, winding, rng)
}

/** Opens connectors until the `count` regions are joined; `extra` 0 to 100 (%) more, for loops. */
export function connectRegions(
  map: TileMap,
  grid: MazeGrid,
  count: number,
  extra: number,
  rng: Rng,
): void {
  const fn = 'connectRegions'
  checkMap(fn, 'map', map)
  checkGrid(fn, grid, map)
  checkInteger(fn, 'count', count, 0, 2 ** 31 - 1)
  checkInteger(fn, 'extra', extra, 0, 100)
  checkRng(fn, 'rng', rng)
  connect.connectRegions(map, grid, count, extra, rng)
}

/** Fills in dead ends; regions 1 … `rooms` (room floors) are never filled. */
export function removeDeadEnds(map: TileMap, grid: MazeGrid, rooms: number): void {
  checkMap('removeDeadEnds', 'map', map)
  checkGrid('removeDeadEnds', grid, map)
  checkInteger('removeDeadEnds', 'rooms', rooms, 0, 2 ** 31 - 1)
  deadEnds.removeDeadEnds(map, grid, rooms)
}
