import { isIntegerIn } from '../check.js'
import { DungeonOptionsError } from '../errors.js'
import type { Point } from '../grid/point.js'
import { isWalkable, Tile } from '../grid/tile.js'
import { inBounds, indexToPoint, pointToIndex, type TileMap } from '../grid/tile-map.js'
import { MAX_MAP_SIZE } from '../options/limits.js'
import type { Rng } from '../random/rng.js'

/** What `placeSpawns` and `randomFloor` take besides the dungeon and the draws. */
export interface SpawnOptions {
  /** Smallest Chebyshev distance (king moves) from the start; default 2. The start is never used. */
  minDistance?: number
  /** Tiles to leave out, e.g. ones already taken. */
  exclude?: ReadonlyArray<Point>
}

/**
 * A uniformly chosen walkable tile that is not stairs (floor or door) and not in `exclude`, as the
 * cookbook's `get_random_floor`; undefined when there is none. One draw from `rng`.
 */
export function randomFloor(
  map: TileMap,
  rng: Rng,
  exclude: ReadonlyArray<Point> = [],
): Point | undefined {
  const candidates = floorCandidates(map, exclude)
  if (candidates.length === 0) return undefined
  return indexToPoint(map, candidates[rng.int(0, candidates.length - 1)] as number)
}

/**
 * Up to `count` distinct walkable tiles that are not stairs, at Chebyshev distance ≥ `minDistance`
 * from `dungeon.start` (never the start itself) and not in `exclude`: the cookbook's "place some
 * enemies" without its retries. The candidates are shuffled with the rng (a partial
 * Fisher–Yates, `count` draws at most), so it never loops and a given rng state always gives the
 * same tiles, in the same order. Fewer come back when the map has no more room.
 */
export function placeSpawns(
  dungeon: TileMap & { start: Point },
  rng: Rng,
  count: number,
  options: SpawnOptions = {},
): Point[] {
  const most = MAX_MAP_SIZE * MAX_MAP_SIZE
  if (!isIntegerIn(count, 0, most)) {
    throw new DungeonOptionsError('count', count, `an integer from 0 to ${most}`)
  }
  const minDistance = options.minDistance ?? 2
  if (!isIntegerIn(minDistance, 0, MAX_MAP_SIZE)) {
    throw new DungeonOptionsError(
      'minDistance',
      minDistance,
      `an integer from 0 to ${MAX_MAP_SIZE}`,
    )
  }
  // Closer than this to the start (king moves) is too close; the start itself always is.
  const near = { x: dungeon.start.x, y: dungeon.start.y, distance: Math.max(1, minDistance) }
  const candidates = floorCandidates(dungeon, options.exclude ?? [], near)
  const picked: Point[] = []
  const n = candidates.length
  for (let i = 0; i < n && i < count; i++) {
    const j = rng.int(i, n - 1)
    const chosen = candidates[j] as number
    candidates[j] = candidates[i] as number
    candidates[i] = chosen
    picked.push(indexToPoint(dungeon, chosen))
  }
  return picked
}

/**
 * Row-major indices of walkable, non-stairs tiles that are not excluded and not within `near`'s
 * Chebyshev distance of it. One pass over the tiles with nothing but a compare per tile: the
 * excluded tiles are sorted and met in order, and the square around `near` is skipped row by row.
 */
function floorCandidates(
  map: TileMap,
  exclude: ReadonlyArray<Point>,
  near?: { x: number; y: number; distance: number },
): Int32Array {
  const { width, height, tiles } = map
  const excluded = Int32Array.from(
    exclude.filter((p) => inBounds(map, p.x, p.y)),
    (p) => pointToIndex(map, p),
  ).sort()
  const out = new Int32Array(width * height)
  let n = 0
  let next = 0
  const reach = near ? near.distance - 1 : -1
  for (let y = 0; y < height; y++) {
    // The columns too close to `near` on this row, or an empty range.
    const close = near !== undefined && Math.abs(y - near.y) <= reach
    const left = close ? (near as { x: number }).x - reach : 1
    const right = close ? (near as { x: number }).x + reach : 0
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const code = tiles[i] as number
      if (!isWalkable(code) || code === Tile.StairsUp || code === Tile.StairsDown) continue
      if (x >= left && x <= right) continue
      while (next < excluded.length && (excluded[next] as number) < i) next++
      if (excluded[next] === i) continue
      out[n++] = i
    }
  }
  return out.subarray(0, n)
}
