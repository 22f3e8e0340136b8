import { isIntegerIn } from '../check.js'
import { DungeonOptionsError } from '../errors.js'
import type { Point } from '../grid/point.js'
import { isWalkable, Tile } from '../grid/tile.js'
import { inBounds, indexToPoint, pointToIndex, type TileMap } from '../grid/tile-map.js'
import { MAX_MAP_SIZE } from '../options/limits.js'
import type { Rng } from '../random/rng.js'

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
  const candidates = floorCandidates(map, exclude, () => true)
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
  const { start } = dungeon
  const { width } = dungeon
  const far = (i: number) => {
    const dx = Math.abs((i % width) - start.x)
    const dy = Math.abs(Math.floor(i / width) - start.y)
    return Math.max(dx, dy) >= Math.max(1, minDistance)
  }
  const candidates = floorCandidates(dungeon, options.exclude ?? [], far)
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

/** Row-major indices of walkable, non-stairs tiles that are not excluded and pass `keep`. */
function floorCandidates(
  map: TileMap,
  exclude: ReadonlyArray<Point>,
  keep: (index: number) => boolean,
): Int32Array {
  const { width, height, tiles } = map
  const excluded = new Set<number>()
  for (const p of exclude) {
    if (inBounds(map, p.x, p.y)) excluded.add(pointToIndex(map, p))
  }
  const out = new Int32Array(width * height)
  let n = 0
  for (let i = 0; i < tiles.length; i++) {
    const code = tiles[i] as number
    if (!isWalkable(code) || code === Tile.StairsUp || code === Tile.StairsDown) continue
    if (excluded.has(i) || !keep(i)) continue
    out[n++] = i
  }
  return out.subarray(0, n)
}
