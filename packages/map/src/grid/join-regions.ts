import type { Regions } from './regions.js'
import { isWalkable, Tile } from './tile.js'
import type { TileMap } from './tile-map.js'

/**
 * Joins every region to region `main` with tunnels dug through rock inside `area` (inclusive),
 * each region by a shortest one: a 0-1 breadth-first search from all of `main` at once, where
 * stepping onto a walkable tile costs 0 and onto rock 1, reaches every region by a path through
 * the fewest rock tiles; each region, in the order the search reaches it, then digs the path it
 * was reached by, back to the first walkable tile (a region reached earlier, or a tunnel already
 * dug). Every tile is searched at most once and dug at most once, so the whole costs O(map), and
 * the search stops once the last region is reached. Tunnels are orthogonal, one tile wide, and
 * draw nothing from any generator. `area` must lie inside the map's border (a `RangeError`
 * otherwise); a region with no tile in it cannot be reached. Returns how many regions were
 * joined: `regions.count − 1` when every one was.
 */
export function joinRegions(
  map: TileMap,
  regions: Regions,
  main: number,
  area: { x1: number; y1: number; x2: number; y2: number },
): number {
  const { width, tiles } = map
  const { labels, count } = regions
  const n = tiles.length
  if (area.x1 < 1 || area.y1 < 1 || area.x2 > width - 2 || area.y2 > map.height - 2) {
    throw new RangeError('joinRegions: the area must lie inside the map’s border')
  }
  const parent = new Int32Array(n)
  // Outside the area counts as seen, so no step needs a bounds check (the area lies inside the
  // map's border, so every neighbour of an area tile is on the map).
  const seen = new Uint8Array(n).fill(1)
  for (let y = area.y1; y <= area.y2; y++)
    seen.fill(0, y * width + area.x1, y * width + area.x2 + 1)
  // A double-ended queue in a ring: walkable tiles go in front (same cost), rock at the back.
  const ring = new Int32Array(n)
  let head = 0
  let size = 0
  for (let i = 0; i < n; i++) {
    if (labels[i] !== main || seen[i] === 1) continue
    seen[i] = 1
    parent[i] = -1
    ring[size++] = i
  }
  const linked = new Uint8Array(count + 1)
  linked[main] = 1
  let remaining = count - 1
  const firsts: number[] = []
  const steps = [-width, 1, width, -1]
  while (size > 0 && remaining > 0) {
    const i = ring[head] as number
    head = head + 1 === n ? 0 : head + 1
    size--
    const label = labels[i] as number
    if (label !== 0 && linked[label] === 0) {
      linked[label] = 1
      firsts.push(i)
      remaining--
    }
    for (let k = 0; k < 4; k++) {
      const j = i + (steps[k] as number)
      if (seen[j] === 1) continue
      seen[j] = 1
      parent[j] = i
      if (isWalkable(tiles[j] as number)) {
        head = head === 0 ? n - 1 : head - 1
        ring[head] = j
      } else {
        const back = head + size
        ring[back >= n ? back - n : back] = j
      }
      size++
    }
  }
  for (const first of firsts) {
    for (let t = parent[first] as number; tiles[t] === Tile.Wall; t = parent[t] as number) {
      tiles[t] = Tile.Floor
    }
  }
  return firsts.length
}
