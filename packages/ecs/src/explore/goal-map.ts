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
  /** Copies of `world.vision.explored` and the level's tiles as they were when `ground` was made. */
  explored: Uint8Array
  tiles: Uint8Array
  /**
   * Padded: -1 for a tile explored and walkable (the walks' ground), -2 elsewhere: a distance
   * map's start, where -1 is ground not reached yet, so one read tells both.
   */
  ground: Int32Array
  /** Padded: 1 for an explored tile or the border beyond the map, 0 for one not explored. */
  seen: Uint8Array
  queue: Int32Array
  /**
   * Distance maps of this knowledge by goal (-1: no goal reachable, -2: not ground); a travel
   * goal keeps one. `spare` holds the arrays of maps dropped, for the next ones.
   */
  maps: Map<number, Int32Array>
  spare: Int32Array[]
}

/** Per world, what the walks last learnt of its level (dropped with the world). */
const KNOWN = new WeakMap<GameWorld, KnownLevel>()

/**
 * The walking distance from the nearest `goal` tile to every tile (padded; -1 where none can be
 * reached, -2 off the known ground), over the level as the player now knows it. Made again only when the explored tiles or
 * the level's tiles differ from those it was made from: a walk across explored ground toward a far
 * frontier reuses one map for every step.
 */
export function goalDistances(world: GameWorld, goal: number): Int32Array {
  const known = currentKnowledge(world)
  let map = known.maps.get(goal)
  if (map === undefined) {
    // One travel goal at a time: another tile's map takes the place of the last one's.
    if (goal >= 0) {
      for (const [key, old] of known.maps) {
        if (key < 0) continue
        known.maps.delete(key)
        known.spare.push(old)
      }
    }
    map = known.spare.pop() ?? new Int32Array(known.ground.length)
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
  if (known === undefined || known.width !== width || known.height !== height) {
    const padded = (width + 2) * (height + 2)
    known = {
      width,
      height,
      // As if nothing were explored and every tile rock: catching up fills them in.
      explored: new Uint8Array(width * height),
      tiles: new Uint8Array(width * height),
      ground: new Int32Array(padded).fill(-2),
      seen: new Uint8Array(padded).fill(1),
      queue: new Int32Array(padded),
      maps: new Map(),
      spare: [],
    }
    for (let y = 0; y < height; y++) {
      const row = paddedIndex(width, 0, y)
      known.seen.fill(0, row, row + width)
    }
    KNOWN.set(world, known)
  }
  if (catchUp(known, explored, tiles)) {
    for (const old of known.maps.values()) known.spare.push(old)
    known.maps.clear()
  }
  return known
}

/**
 * Compares the copies with the explored tiles and the level's tiles, four bytes at a time where
 * all are aligned, and brings the copies, `ground` and `seen` up to date where they differ. True
 * when anything did.
 */
function catchUp(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array): boolean {
  const n = explored.length
  let from = 0
  let changed = false
  if (
    explored.byteOffset % 4 === 0 &&
    tiles.byteOffset % 4 === 0 &&
    known.explored.byteOffset % 4 === 0 &&
    known.tiles.byteOffset % 4 === 0
  ) {
    const words = n >> 2
    const e = new Int32Array(explored.buffer, explored.byteOffset, words)
    const t = new Int32Array(tiles.buffer, tiles.byteOffset, words)
    const ke = new Int32Array(known.explored.buffer, known.explored.byteOffset, words)
    const kt = new Int32Array(known.tiles.buffer, known.tiles.byteOffset, words)
    for (let k = 0; k < words; k++) {
      if (e[k] === ke[k] && t[k] === kt[k]) continue
      changed = true
      for (let i = 4 * k; i < 4 * k + 4; i++) relearn(known, explored, tiles, i)
    }
    from = words << 2
  }
  for (let i = from; i < n; i++) {
    if (explored[i] === known.explored[i] && tiles[i] === known.tiles[i]) continue
    changed = true
    relearn(known, explored, tiles, i)
  }
  return changed
}

/** Copies tile `i`'s explored mark and code, and what they make of it: ground, seen. */
function relearn(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array, i: number): void {
  const mark = explored[i] as number
  const code = tiles[i] as number
  known.explored[i] = mark
  known.tiles[i] = code
  const x = i % known.width
  const p = paddedIndex(known.width, x, (i - x) / known.width)
  known.seen[p] = mark === 1 ? 1 : 0
  known.ground[p] = mark === 1 && isWalkable(code) ? -1 : -2
}

/**
 * Breadth-first from every goal tile at once over the ground: straight steps onto ground, diagonal
 * ones too unless both tiles beside the step are not ground (the walks' corner rule, the same from
 * either end, so the distance from a goal is the distance to it).
 */
function spread(known: KnownLevel, goal: number, dist: Int32Array): void {
  const { width, height, tiles, ground, seen, queue } = known
  const W = width + 2
  dist.set(ground)
  let tail = 0
  if (goal >= 0) {
    const p = paddedIndex(width, goal % width, Math.floor(goal / width))
    if (dist[p] === -1) {
      dist[p] = 0
      queue[tail++] = p
    }
  } else {
    for (let y = 0; y < height; y++) {
      for (let x = 0, i = y * width, p = (y + 1) * W + 1; x < width; x++, i++, p++) {
        if (dist[p] !== -1) continue
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
    // Read before any is set: -2 is not ground, whatever the distances.
    const north = dist[p - W] as number
    const east = dist[p + 1] as number
    const south = dist[p + W] as number
    const west = dist[p - 1] as number
    if (north === -1) {
      dist[p - W] = d
      queue[tail++] = p - W
    }
    if (east === -1) {
      dist[p + 1] = d
      queue[tail++] = p + 1
    }
    if (south === -1) {
      dist[p + W] = d
      queue[tail++] = p + W
    }
    if (west === -1) {
      dist[p - 1] = d
      queue[tail++] = p - 1
    }
    if ((north !== -2 || east !== -2) && dist[p - W + 1] === -1) {
      dist[p - W + 1] = d
      queue[tail++] = p - W + 1
    }
    if ((south !== -2 || east !== -2) && dist[p + W + 1] === -1) {
      dist[p + W + 1] = d
      queue[tail++] = p + W + 1
    }
    if ((south !== -2 || west !== -2) && dist[p + W - 1] === -1) {
      dist[p + W - 1] = d
      queue[tail++] = p + W - 1
    }
    if ((north !== -2 || west !== -2) && dist[p - W - 1] === -1) {
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
