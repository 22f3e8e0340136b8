import { isWalkable, Tile } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { internals, type KnownLevel } from '../world/internals.js'

/** The walks' goals: the unexplored frontier, the known down stairs, or one tile (its index). */
export const FRONTIER = -1
export const STAIRS_DOWN = -2

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
  const inner = internals(world)
  let known = inner.known
  if (known === undefined || known.width !== width || known.height !== height) {
    const padded = (width + 2) * (height + 2)
    const edgeWords = new Int32Array((padded + 3) >> 2)
    const exploredWords = new Int32Array((width * height + 3) >> 2)
    const tilesWords = new Int32Array((width * height + 3) >> 2)
    known = {
      width,
      height,
      // As if nothing were explored and every tile rock: catching up fills them in.
      explored: new Uint8Array(exploredWords.buffer, 0, width * height),
      tiles: new Uint8Array(tilesWords.buffer, 0, width * height),
      exploredWords,
      tilesWords,
      compared: undefined,
      comparedWords: undefined,
      ground: new Int32Array(padded).fill(-2),
      unseen: new Uint8Array(padded),
      edge: new Uint8Array(edgeWords.buffer),
      edgeWords,
      queue: new Int32Array(padded),
      maps: new Map(),
      spare: [],
    }
    // Nothing explored yet: every tile of the map counts toward its neighbours' `unseen`.
    const W = width + 2
    for (let y = 0; y < height; y++) {
      for (let p = paddedIndex(width, 0, y), end = p + width; p < end; p++) {
        for (let dy = -W; dy <= W; dy += W) {
          for (let q = p + dy - 1; q <= p + dy + 1; q++) {
            if (q !== p) known.unseen[q] = (known.unseen[q] as number) + 1
          }
        }
      }
    }
    inner.known = known
  }
  if (catchUp(known, explored, tiles)) {
    for (const old of known.maps.values()) known.spare.push(old)
    known.maps.clear()
  }
  return known
}

/**
 * Compares the copies with the explored tiles and the level's tiles, four bytes at a time where
 * all are aligned, and brings the copies, `ground`, `unseen` and `edge` up to date where they
 * differ. True when anything did.
 */
function catchUp(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array): boolean {
  const n = explored.length
  let from = 0
  let changed = false
  const words = wordsOf(known, explored, tiles)
  if (words !== undefined) {
    const { explored: e, tiles: t } = words
    const { exploredWords: ke, tilesWords: kt } = known
    for (let k = 0, end = n >> 2; k < end; k++) {
      if (e[k] === ke[k] && t[k] === kt[k]) continue
      changed = true
      for (let i = 4 * k; i < 4 * k + 4; i++) relearn(known, explored, tiles, i)
    }
    from = (n >> 2) << 2
  }
  for (let i = from; i < n; i++) {
    if (explored[i] === known.explored[i] && tiles[i] === known.tiles[i]) continue
    changed = true
    relearn(known, explored, tiles, i)
  }
  return changed
}

/**
 * Four-byte views of `explored` and `tiles` (made again only when they are other arrays than
 * last time), or undefined when either does not start on a four-byte boundary.
 */
function wordsOf(
  known: KnownLevel,
  explored: Uint8Array,
  tiles: Uint8Array,
): { explored: Int32Array; tiles: Int32Array } | undefined {
  const last = known.compared
  if (last !== undefined && last.explored === explored && last.tiles === tiles) {
    return known.comparedWords
  }
  known.compared = { explored, tiles }
  const words = explored.length >> 2
  known.comparedWords =
    explored.byteOffset % 4 === 0 && tiles.byteOffset % 4 === 0
      ? {
          explored: new Int32Array(explored.buffer, explored.byteOffset, words),
          tiles: new Int32Array(tiles.buffer, tiles.byteOffset, words),
        }
      : undefined
  return known.comparedWords
}

/**
 * Copies tile `i`'s explored mark and code, and what they make of it: its ground, its neighbours'
 * `unseen` counts, and the frontier marks of it and its neighbours.
 */
function relearn(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array, i: number): void {
  const mark = explored[i] as number
  const code = tiles[i] as number
  const wasSeen = known.explored[i] === 1
  known.explored[i] = mark
  known.tiles[i] = code
  const { width, unseen } = known
  const x = i % width
  const p = paddedIndex(width, x, (i - x) / width)
  known.ground[p] = mark === 1 && isWalkable(code) ? -1 : -2
  markEdge(known, p)
  if (wasSeen === (mark === 1)) return
  const change = mark === 1 ? -1 : 1
  const W = width + 2
  for (let dy = -W; dy <= W; dy += W) {
    for (let q = p + dy - 1; q <= p + dy + 1; q++) {
      if (q === p) continue
      unseen[q] = (unseen[q] as number) + change
      markEdge(known, q)
    }
  }
}

/** Padded tile `p` is on the frontier: ground with a neighbour not explored. */
function markEdge(known: KnownLevel, p: number): void {
  known.edge[p] = known.ground[p] === -1 && known.unseen[p] !== 0 ? 1 : 0
}

/**
 * Breadth-first from every goal tile at once over the ground: straight steps onto ground, diagonal
 * ones too unless both tiles beside the step are not ground (the walks' corner rule, the same from
 * either end, so the distance from a goal is the distance to it).
 */
function spread(known: KnownLevel, goal: number, dist: Int32Array): void {
  const { width, height, tiles, ground, edge, edgeWords, queue } = known
  const W = width + 2
  dist.set(ground)
  let tail = 0
  if (goal >= 0) {
    const p = paddedIndex(width, goal % width, Math.floor(goal / width))
    if (dist[p] === -1) {
      dist[p] = 0
      queue[tail++] = p
    }
  } else if (goal === STAIRS_DOWN) {
    for (let y = 0; y < height; y++) {
      for (let x = 0, i = y * width, p = (y + 1) * W + 1; x < width; x++, i++, p++) {
        if (dist[p] === -1 && tiles[i] === Tile.StairsDown) {
          dist[p] = 0
          queue[tail++] = p
        }
      }
    }
  } else {
    // The frontier is a thin line: skip four tiles at a time where none is on it.
    for (let k = 0; k < edgeWords.length; k++) {
      if (edgeWords[k] === 0) continue
      for (let p = k << 2; p < (k << 2) + 4; p++) {
        if (edge[p] === 1) {
          dist[p] = 0
          queue[tail++] = p
        }
      }
    }
  }
  breadthFirst(dist, queue, tail, W)
}

/**
 * The search itself, from the `count` goals queued (their `dist` 0) over `dist`'s -1 tiles in a
 * padded grid `W` wide: kept apart from the goals' setup so it is compiled as one tight loop.
 */
function breadthFirst(dist: Int32Array, queue: Int32Array, count: number, W: number): void {
  let tail = count
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
