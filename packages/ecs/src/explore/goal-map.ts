import { isWalkable, Tile } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'

/** The walks' goals: the unexplored frontier, the known down stairs, or one tile (its index). */
export const FRONTIER = -1
export const STAIRS_DOWN = -2

/**
 * What the player knows of a level, copied when the distance maps below were made from it, and
 * those maps: walking distances (8 neighbours, the walks' corner rule) from every goal of a kind
 * over the tiles known to be walkable. Every grid here is padded by one tile of rock on each side,
 * so no search tests bounds.
 */
interface KnownLevel {
  width: number
  height: number
  /** Copies of `world.vision.explored` and the level's tiles as they were when `open` was made. */
  explored: Uint8Array
  tiles: Uint8Array
  /** Padded: 1 for a tile explored and walkable (the walks' ground), 0 elsewhere. */
  open: Uint8Array
  /** Padded: 1 for an explored tile or the border beyond the map, 0 for one not explored. */
  seen: Uint8Array
  queue: Int32Array
  /** Distance maps of this knowledge by goal (-1: no goal reachable); a travel goal keeps one. */
  maps: Map<number, Int32Array>
}

/** Per world, what the walks last learnt of its level (dropped with the world). */
const KNOWN = new WeakMap<GameWorld, KnownLevel>()

/**
 * The walking distance from the nearest `goal` tile to every tile (padded; -1 where none can be
 * reached), over the level as the player now knows it. Made again only when the explored tiles or
 * the level's tiles differ from those it was made from: a walk across explored ground toward a far
 * frontier reuses one map for every step.
 */
export function goalDistances(world: GameWorld, goal: number): Int32Array {
  const known = currentKnowledge(world)
  let map = known.maps.get(goal)
  if (map === undefined) {
    // One travel goal at a time: another tile's map takes the place of the last one's.
    if (goal >= 0) {
      for (const key of known.maps.keys()) if (key >= 0) known.maps.delete(key)
    }
    map = new Int32Array(known.open.length)
    spread(known, goal, map)
    known.maps.set(goal, map)
  }
  return map
}

/** The padded index of tile (x, y) in a level `width` tiles wide. */
export function paddedIndex(width: number, x: number, y: number): number {
  return (y + 1) * (width + 2) + x + 1
}

/** The level's knowledge record, brought up to date (its maps dropped) when the level changed. */
function currentKnowledge(world: GameWorld): KnownLevel {
  const { width, height, tiles } = world.dungeon
  const { explored } = world.vision
  let known = KNOWN.get(world)
  if (
    known !== undefined &&
    known.width === width &&
    known.height === height &&
    sameBytes(known.explored, explored) &&
    sameBytes(known.tiles, tiles)
  ) {
    return known
  }
  if (known === undefined || known.width !== width || known.height !== height) {
    const padded = (width + 2) * (height + 2)
    known = {
      width,
      height,
      explored: new Uint8Array(width * height),
      tiles: new Uint8Array(width * height),
      open: new Uint8Array(padded),
      seen: new Uint8Array(padded),
      queue: new Int32Array(padded),
      maps: new Map(),
    }
    KNOWN.set(world, known)
  }
  known.explored.set(explored)
  known.tiles.set(tiles)
  known.maps.clear()
  learn(known)
  return known
}

/** Fills `open` and `seen` from the copies of the explored tiles and the level's tiles. */
function learn(known: KnownLevel): void {
  const { width, height, explored, tiles, open, seen } = known
  const stride = width + 2
  seen.fill(1)
  open.fill(0)
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width, p = (y + 1) * stride + 1; x < width; x++, i++, p++) {
      const isExplored = explored[i] === 1
      seen[p] = isExplored ? 1 : 0
      open[p] = isExplored && isWalkable(tiles[i] as number) ? 1 : 0
    }
  }
}

/**
 * Breadth-first from every goal tile at once over the open tiles: straight steps onto an open tile,
 * diagonal ones too unless both tiles beside the step are not open (the walks' corner rule, the
 * same from either end, so the distance from a goal is the distance to it).
 */
function spread(known: KnownLevel, goal: number, dist: Int32Array): void {
  const { width, height, tiles, open, seen, queue } = known
  const W = width + 2
  dist.fill(-1)
  let tail = 0
  if (goal >= 0) {
    const p = paddedIndex(width, goal % width, Math.floor(goal / width))
    if (open[p] === 1) {
      dist[p] = 0
      queue[tail++] = p
    }
  } else {
    for (let y = 0; y < height; y++) {
      for (let x = 0, i = y * width, p = (y + 1) * W + 1; x < width; x++, i++, p++) {
        if (open[p] !== 1) continue
        const isGoal =
          goal === STAIRS_DOWN ? tiles[i] === Tile.StairsDown : bordersUnseen(seen, p, W)
        if (isGoal) {
          dist[p] = 0
          queue[tail++] = p
        }
      }
    }
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number
    const d = (dist[p] as number) + 1
    const north = open[p - W] === 1
    const east = open[p + 1] === 1
    const south = open[p + W] === 1
    const west = open[p - 1] === 1
    if (north && dist[p - W] === -1) {
      dist[p - W] = d
      queue[tail++] = p - W
    }
    if (east && dist[p + 1] === -1) {
      dist[p + 1] = d
      queue[tail++] = p + 1
    }
    if (south && dist[p + W] === -1) {
      dist[p + W] = d
      queue[tail++] = p + W
    }
    if (west && dist[p - 1] === -1) {
      dist[p - 1] = d
      queue[tail++] = p - 1
    }
    if ((north || east) && open[p - W + 1] === 1 && dist[p - W + 1] === -1) {
      dist[p - W + 1] = d
      queue[tail++] = p - W + 1
    }
    if ((south || east) && open[p + W + 1] === 1 && dist[p + W + 1] === -1) {
      dist[p + W + 1] = d
      queue[tail++] = p + W + 1
    }
    if ((south || west) && open[p + W - 1] === 1 && dist[p + W - 1] === -1) {
      dist[p + W - 1] = d
      queue[tail++] = p + W - 1
    }
    if ((north || west) && open[p - W - 1] === 1 && dist[p - W - 1] === -1) {
      dist[p - W - 1] = d
      queue[tail++] = p - W - 1
    }
  }
}

/** Whether padded tile `p` of a grid `W` wide has a neighbour (of 8) not explored. */
function bordersUnseen(seen: Uint8Array, p: number, W: number): boolean {
  return (
    seen[p - W - 1] === 0 ||
    seen[p - W] === 0 ||
    seen[p - W + 1] === 0 ||
    seen[p - 1] === 0 ||
    seen[p + 1] === 0 ||
    seen[p + W - 1] === 0 ||
    seen[p + W] === 0 ||
    seen[p + W + 1] === 0
  )
}

/** Whether two byte arrays hold the same bytes: four at a time where both are aligned. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  const n = a.length
  if (n !== b.length) return false
  const words = n >> 2
  if (words > 0 && a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const wa = new Int32Array(a.buffer, a.byteOffset, words)
    const wb = new Int32Array(b.buffer, b.byteOffset, words)
    for (let k = 0; k < words; k++) if (wa[k] !== wb[k]) return false
    for (let k = words << 2; k < n; k++) if (a[k] !== b[k]) return false
    return true
  }
  for (let k = 0; k < n; k++) if (a[k] !== b[k]) return false
  return true
}
