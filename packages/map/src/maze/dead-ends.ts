import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import type { MazeGrid } from './maze-grid.js'

/**
 * Fills in dead ends until there are none, as Nystrom's "Rooms and Mazes" does: a maze cell with
 * at most one way out becomes rock, with the passage or connector that led out of it, and the
 * cell beyond is looked at in turn, and so on down the corridor, until a junction or a room.
 * Cells of regions 1 … `rooms` (room floors) are never filled. Made for what `growMazes` and
 * `connectRegions` leave: a passage or connector joins exactly two cells, so a dead end always
 * starts at a cell, and only cells are scanned. The result does not depend on the order; each
 * tile is filled at most once, so the cost is linear in the area.
 */
export function removeDeadEnds(map: TileMap, grid: MazeGrid, rooms: number): void {
  const { tiles } = map
  const { width: W, origin, columns, rows, stride, regions } = grid
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      let k = (j + 1) * stride + i + 1
      let t = origin + 2 * (j * W + i)
      while ((regions[k] as number) > rooms && tiles[t] === Tile.Floor) {
        const up = isOpen(tiles[t - W] as number)
        const right = isOpen(tiles[t + 1] as number)
        const down = isOpen(tiles[t + W] as number)
        const left = isOpen(tiles[t - 1] as number)
        if (up + right + down + left > 1) break
        tiles[t] = Tile.Wall
        // Through the one way out, if any, to the cell beyond it.
        let step: number
        let cellStep: number
        if (up) {
          step = -W
          cellStep = -stride
        } else if (right) {
          step = 1
          cellStep = 1
        } else if (down) {
          step = W
          cellStep = stride
        } else if (left) {
          step = -1
          cellStep = -1
        } else break
        tiles[t + step] = Tile.Wall
        t += 2 * step
        k += cellStep
      }
    }
  }
}

/** 1 for any tile but a wall (code 0), 0 for a wall, with no branch: tile codes are bytes. */
function isOpen(code: number): number {
  return (code + 255) >> 8
}
