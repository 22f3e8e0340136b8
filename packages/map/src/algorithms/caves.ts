import { joinRegions } from '../grid/join-regions.js'
import { labelRegions, largestRegion } from '../grid/regions.js'
import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import { BitPool } from '../random/bit-pool.js'
import type { Rng } from '../random/rng.js'
import type { RectangularRoom } from '../rooms/room.js'

/** Fills tried before giving up on a cave with fewer than two floor tiles. */
export const CAVE_ATTEMPTS = 4

/**
 * Caves by cellular automaton. The area inside the map's border and the margin is filled at
 * random, each tile rock with probability `caveFill` %; then each of `caveRounds` rounds turns a
 * floor tile to rock when at least `caveBirth` of its 8 neighbours are rock, and keeps a rock tile
 * when at least `caveSurvival` are (tiles outside the area count as rock and stay rock). With
 * `caveConnect: "tunnels"` every cave is then joined to the largest by a shortest tunnel
 * (`joinRegions`); with `"largest"` the other caves are filled in. A fill whose caves hold fewer
 * than two floor tiles is drawn again, up to `CAVE_ATTEMPTS` times; after that the cave is the two
 * tiles left of and at the map's centre, so a map is never empty and its stairs never share a
 * tile. The fill draws a uniform 0 … 99 per tile of the area from 7-bit pieces of 32-bit draws.
 * No rooms.
 */
export function carveCaves(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
): RectangularRoom[] {
  const { width: W, height: H, tiles } = map
  const { margin, caveRounds, caveConnect } = options
  const area = { x1: margin + 1, y1: margin + 1, x2: W - 2 - margin, y2: H - 2 - margin }
  // 1 = rock, in two buffers that the rounds swap; outside the area both stay rock.
  let rock = new Uint8Array(W * H).fill(1)
  let next = new Uint8Array(W * H).fill(1)
  const rule = automatonRule(options)
  for (let attempt = 0; attempt < CAVE_ATTEMPTS; attempt++) {
    randomFill(rock, W, area, options.caveFill, rng)
    for (let round = 0; round < caveRounds; round++) {
      step(rock, next, W, area, rule)
      const swap = rock
      rock = next
      next = swap
    }
    for (let y = area.y1; y <= area.y2; y++) {
      for (let i = y * W + area.x1, end = y * W + area.x2; i <= end; i++) {
        tiles[i] = rock[i] === 1 ? Tile.Wall : Tile.Floor
      }
    }
    const regions = labelRegions(map)
    const main = largestRegion(regions)
    const size = regions.sizes[main] as number
    if (caveConnect === 'largest') {
      if (size >= 2) {
        keepOnly(tiles, regions.labels, main)
        return []
      }
    } else if (size >= 2 || regions.count >= 2) {
      joinRegions(map, regions, main, area)
      return []
    }
  }
  tiles.fill(Tile.Wall)
  const centre = (H >> 1) * W + (W >> 1)
  tiles[centre - 1] = Tile.Floor
  tiles[centre] = Tile.Floor
  return []
}

/**
 * The rule as a table: `rule[self * 9 + n]` is 1 when a tile that is rock (self 1) or floor (0)
 * with n rock neighbours is rock next round.
 */
function automatonRule(options: ResolvedDungeonOptions): Uint8Array {
  const rule = new Uint8Array(18)
  for (let n = 0; n <= 8; n++) {
    rule[n] = n >= options.caveBirth ? 1 : 0
    rule[9 + n] = n >= options.caveSurvival ? 1 : 0
  }
  return rule
}

function randomFill(
  rock: Uint8Array,
  W: number,
  area: { x1: number; y1: number; x2: number; y2: number },
  percent: number,
  rng: Rng,
): void {
  // A uniform 0 … 99 per tile from 7 bits of a 32-bit draw (again at 100 or more; a draw's last
  // 4 bits are dropped): about 3.5 tiles a draw.
  const bits = new BitPool(rng)
  for (let y = area.y1; y <= area.y2; y++) {
    for (let i = y * W + area.x1, end = y * W + area.x2; i <= end; i++) {
      rock[i] = bits.below(100) < percent ? 1 : 0
    }
  }
}

/**
 * One round over the area: each tile's rock neighbours counted from running sums of three
 * columns (each column the sum of three rows), so a tile costs a few additions.
 */
function step(
  rock: Uint8Array,
  next: Uint8Array,
  W: number,
  area: { x1: number; y1: number; x2: number; y2: number },
  rule: Uint8Array,
): void {
  const { x1, x2, y1, y2 } = area
  for (let y = y1; y <= y2; y++) {
    const row = y * W
    // Columns x − 1 and x of the 3 × 3 block, then x + 1 added as the block slides right.
    let left =
      (rock[row - W + x1 - 1] as number) +
      (rock[row + x1 - 1] as number) +
      (rock[row + W + x1 - 1] as number)
    let middle =
      (rock[row - W + x1] as number) + (rock[row + x1] as number) + (rock[row + W + x1] as number)
    for (let x = x1; x <= x2; x++) {
      const i = row + x
      const right =
        (rock[i - W + 1] as number) + (rock[i + 1] as number) + (rock[i + W + 1] as number)
      const self = rock[i] as number
      next[i] = rule[self * 9 + left + middle + right - self] as number
      left = middle
      middle = right
    }
  }
}

/** Fills in every walkable tile that is not in region `keep`. */
function keepOnly(tiles: Uint8Array, labels: Int32Array, keep: number): void {
  for (let i = 0; i < tiles.length; i++) {
    if (labels[i] !== 0 && labels[i] !== keep) tiles[i] = Tile.Wall
  }
}
