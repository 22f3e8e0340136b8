import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { BitPool } from '../random/bit-pool.js'
import type { Rng } from '../random/rng.js'
import type { MazeGrid } from './maze-grid.js'

/**
 * Opens connectors until every region is joined, as Nystrom's "Rooms and Mazes" does, in linear
 * time. A connector is the rock tile between two neighbouring cells of different regions (a
 * room's wall between its floor and a maze, or the wall between two mazes); every two regions
 * that touch have one, so they can all be joined. The connectors, found in reading order, are
 * shuffled (Fisher–Yates) and taken in turn: one that joins two regions not yet joined (a
 * union–find over `count` regions) is opened, so the opened ones form a random spanning tree;
 * any other is opened with `extra` % chance (no draw at 0 or 100), for loops, unless a tile beside
 * it along the wall is open already, so extra openings stay one tile wide. With `extra` 0 the pass
 * stops at the last join. Each choice takes only the bits it needs from a 32-bit draw.
 */
export function connectRegions(
  map: TileMap,
  grid: MazeGrid,
  count: number,
  extra: number,
  rng: Rng,
): void {
  const { tiles } = map
  const { width: W, origin, columns, rows, stride, regions } = grid
  // Each connector as its left or upper cell times 2, plus 1 when it joins that cell to the one
  // below (else to the one on the right).
  const connectors: number[] = []
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const k = (j + 1) * stride + i + 1
      const t = origin + 2 * (j * W + i)
      const r = regions[k] as number
      const right = regions[k + 1] as number
      if (right > 0 && right !== r && tiles[t + 1] === Tile.Wall) connectors.push(2 * k)
      const below = regions[k + stride] as number
      if (below > 0 && below !== r && tiles[t + W] === Tile.Wall) connectors.push(2 * k + 1)
    }
  }
  const bits = new BitPool(rng)
  for (let i = connectors.length - 1; i > 0; i--) {
    const j = bits.below(i + 1)
    const c = connectors[i] as number
    connectors[i] = connectors[j] as number
    connectors[j] = c
  }
  const parent = new Int32Array(count + 1)
  for (let r = 0; r <= count; r++) parent[r] = r
  let joins = count - 1
  for (const c of connectors) {
    if (joins === 0 && extra === 0) break
    const k = c >> 1
    const down = (c & 1) === 1
    const a = find(parent, regions[k] as number)
    const b = find(parent, regions[down ? k + stride : k + 1] as number)
    // The wall tile: one step right of, or below, cell k's tile.
    const i = (k % stride) - 1
    const t = origin + 2 * (((k - i - 1) / stride - 1) * W + i) + (down ? W : 1)
    if (a !== b) {
      parent[a] = b
      tiles[t] = Tile.Floor
      joins--
      continue
    }
    if (extra === 0) continue
    // Along the wall: left and right of a connector between a cell and the one below it.
    const along = down ? 1 : W
    if (tiles[t - along] !== Tile.Wall || tiles[t + along] !== Tile.Wall) continue
    if (extra < 100 && bits.below(100) >= extra) continue
    tiles[t] = Tile.Floor
  }
}

/** The root of `r`'s set, halving the path on the way. */
function find(parent: Int32Array, r: number): number {
  let x = r
  while (parent[x] !== x) {
    const up = parent[parent[x] as number] as number
    parent[x] = up
    x = up
  }
  return x
}
