import type { TileMap } from '../grid/tile-map.js'

/**
 * The cells of a maze laid over a map, as in Nystrom's "Rooms and Mazes": the tiles at even
 * steps from the area's top-left corner, (x1 + 2i, y1 + 2j) up to x2, y2; the tile between two
 * neighbouring cells is a passage when the maze joins them, rock otherwise. Cells are numbered
 * row by row inside a ring of guard cells, so a step between cells (±1, ±stride) never needs a
 * bounds check.
 */
export interface MazeGrid {
  /** The map's width: a step of one tile down. */
  width: number
  /** The tile of cell (0, 0), row-major. */
  origin: number
  columns: number
  rows: number
  /** Cells per row, guard cells included: `columns + 2`. */
  stride: number
  /**
   * Per cell: its region (1 …) once carved, 0 while it is rock, −1 on the guard ring. Rooms and
   * mazes number their cells from 1 up, rooms first.
   */
  regions: Int32Array
}

/** A grid over `area` (inclusive, inside the map) whose cells are all rock. */
export function createMazeGrid(
  map: TileMap,
  area: { x1: number; y1: number; x2: number; y2: number },
): MazeGrid {
  const columns = ((area.x2 - area.x1) >> 1) + 1
  const rows = ((area.y2 - area.y1) >> 1) + 1
  const stride = columns + 2
  const regions = new Int32Array(stride * (rows + 2)).fill(-1)
  for (let j = 1; j <= rows; j++) regions.fill(0, j * stride + 1, j * stride + 1 + columns)
  return { width: map.width, origin: area.y1 * map.width + area.x1, columns, rows, stride, regions }
}

/** The row-major tile of cell k. */
export function cellTile(grid: MazeGrid, k: number): number {
  const i = (k % grid.stride) - 1
  const j = (k - i - 1) / grid.stride - 1
  return grid.origin + 2 * (j * grid.width + i)
}

/**
 * Gives region `region` to every cell inside the inclusive tile rectangle x1 … x2 × y1 … y2
 * (a room's floor, whose corners are cells).
 */
export function markCells(
  grid: MazeGrid,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  region: number,
): void {
  const ox = grid.origin % grid.width
  const oy = (grid.origin - ox) / grid.width
  const i1 = (x1 - ox) >> 1
  const i2 = (x2 - ox) >> 1
  for (let j = (y1 - oy) >> 1, j2 = (y2 - oy) >> 1; j <= j2; j++) {
    const row = (j + 1) * grid.stride + 1
    grid.regions.fill(region, row + i1, row + i2 + 1)
  }
}
