import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { BitPool } from '../random/bit-pool.js'
import type { Rng } from '../random/rng.js'
import type { MazeGrid } from './maze-grid.js'

/** Per 4-bit mask of open ways (bit d: direction d, N E S W): how many are open. */
const WAY_COUNT = Uint8Array.from(
  { length: 16 },
  (_, m) => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + (m >> 3),
)
/** `WAY[m * 4 + n]`: the direction of the n-th open way of mask m, lowest direction first. */
const WAY = Uint8Array.from({ length: 64 }, (_, i) => {
  const mask = i >> 2
  let n = i & 3
  for (let d = 0; d < 4; d++) if (mask & (1 << d) && n-- === 0) return d
  return 0
})

/**
 * Fills every cell of the grid that is still rock with mazes, as Nystrom's "Rooms and Mazes"
 * does. Each rock cell, in reading order, starts a new maze, grown as a "growing tree" that
 * always extends its newest cell: where it can carry straight on it does so, except with
 * `winding` % chance, when it takes a random open way (possibly straight on again); elsewhere it
 * takes a random open way. The choices take a few bits of a 32-bit draw each: 7 for the percent
 * (again at 100 or more) and 1 or 2 for the way (again at 3 of three); none with one way open, no
 * percent with `winding` 0 or 100. A cell with no way on is dropped. Each maze
 * takes the next region number from `firstRegion` on. Returns the number after the last one used.
 */
export function growMazes(
  map: TileMap,
  grid: MazeGrid,
  firstRegion: number,
  winding: number,
  rng: Rng,
): number {
  const { tiles } = map
  const { width: W, origin, columns, rows, stride, regions } = grid
  // Per direction (N, E, S, W): the step between cells and the step between tiles.
  const cellStep = Int32Array.of(-stride, 1, stride, -1)
  const tileStep = Int32Array.of(-W, 1, W, -1)
  const cells = new Int32Array(columns * rows)
  const at = new Int32Array(columns * rows)
  const bits = new BitPool(rng)
  let region = firstRegion
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const first = (j + 1) * stride + i + 1
      if (regions[first] !== 0) continue
      const t0 = origin + 2 * (j * W + i)
      regions[first] = region
      tiles[t0] = Tile.Floor
      cells[0] = first
      at[0] = t0
      let top = 1
      let last = -1
      let k = first
      let t = t0
      for (;;) {
        // Which neighbours are still rock, with no branch per neighbour: the way a maze grows is
        // random, so such branches would be mispredicted about half the time.
        const open =
          isRock(regions[k - stride] as number) |
          (isRock(regions[k + 1] as number) << 1) |
          (isRock(regions[k + stride] as number) << 2) |
          (isRock(regions[k - 1] as number) << 3)
        if (open === 0) {
          // Back to the cell before, or this maze is done.
          if (--top === 0) break
          k = cells[top - 1] as number
          t = at[top - 1] as number
          last = -1
          continue
        }
        const count = WAY_COUNT[open] as number
        let d: number
        if (count === 1) d = WAY[open << 2] as number
        else {
          // Straight on where it can, unless the `winding` percent says turn; then any open way.
          const straight = last >= 0 && (open & (1 << last)) !== 0 && winding < 100
          const turn = !straight || (winding > 0 && bits.below(100) < winding)
          d = turn ? (WAY[(open << 2) + bits.below(count)] as number) : last
        }
        const step = tileStep[d] as number
        tiles[t + step] = Tile.Floor
        t += 2 * step
        tiles[t] = Tile.Floor
        k += cellStep[d] as number
        regions[k] = region
        cells[top] = k
        at[top] = t
        top++
        last = d
      }
      region++
    }
  }
  return region
}

/** 1 for a rock cell (region 0), 0 for a carved (1 …) or guard (−1) one. */
function isRock(region: number): number {
  return ((region | -region) >>> 31) ^ 1
}
