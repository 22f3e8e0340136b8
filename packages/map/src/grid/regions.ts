import { isWalkable } from './tile.js'
import type { TileMap } from './tile-map.js'

/** The map's walkable tiles split into regions: the sets joined by orthogonal steps. */
export interface Regions {
  /** Per tile: its region, 1 … count, numbered in reading order of their first tile; 0 off them. */
  labels: Int32Array
  /** Per region: its number of tiles (`sizes[0]` is 0). */
  sizes: number[]
  count: number
}

/**
 * Labels every region of walkable tiles (orthogonal steps, like `floodFill`), in reading order of
 * each region's first tile. One breadth-first pass over the map.
 */
export function labelRegions(map: TileMap): Regions {
  const { width, tiles } = map
  const labels = new Int32Array(tiles.length)
  const queue = new Int32Array(tiles.length)
  const sizes = [0]
  for (let first = 0; first < tiles.length; first++) {
    if (labels[first] !== 0 || !isWalkable(tiles[first] as number)) continue
    const label = sizes.length
    let head = 0
    let tail = 0
    queue[tail++] = first
    labels[first] = label
    while (head < tail) {
      const i = queue[head++] as number
      const x = i % width
      // N, E, S, W, staying on the map.
      if (i >= width) tail = visit(i - width, label, tiles, labels, queue, tail)
      if (x < width - 1) tail = visit(i + 1, label, tiles, labels, queue, tail)
      if (i < tiles.length - width) tail = visit(i + width, label, tiles, labels, queue, tail)
      if (x > 0) tail = visit(i - 1, label, tiles, labels, queue, tail)
    }
    sizes.push(tail)
  }
  return { labels, sizes, count: sizes.length - 1 }
}

function visit(
  n: number,
  label: number,
  tiles: Uint8Array,
  labels: Int32Array,
  queue: Int32Array,
  tail: number,
): number {
  if (labels[n] !== 0 || !isWalkable(tiles[n] as number)) return tail
  labels[n] = label
  queue[tail] = n
  return tail + 1
}

/** The largest region's number, the lowest on a tie; 0 when there is none. */
export function largestRegion(regions: Regions): number {
  let best = 0
  for (let r = 1; r <= regions.count; r++) {
    if ((regions.sizes[r] as number) > (regions.sizes[best] as number)) best = r
  }
  return best
}
