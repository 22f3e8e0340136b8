import { isWalkable, Tile } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { internals, type KnownLevel } from '../world/internals.js'
import { makeSpreader } from './spreader.js'

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
    // Three kinds of goal, one travel goal at a time: a slot is always free.
    map = known.spare.pop() as Int32Array
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
    const spreader = makeSpreader(padded)
    const exploredWords = new Float64Array((width * height + 7) >> 3)
    const tilesWords = new Float64Array((width * height + 7) >> 3)
    known = {
      width,
      height,
      explored: new Uint8Array(exploredWords.buffer, 0, width * height),
      tiles: new Uint8Array(tilesWords.buffer, 0, width * height),
      exploredWords,
      tilesWords,
      compared: undefined,
      comparedWords: undefined,
      ground: new Int32Array(padded).fill(-2),
      unseen: new Uint8Array(padded),
      rows: new Uint8Array(padded),
      frontier: [],
      frontierAt: new Int32Array(padded).fill(-1),
      spreader,
      maps: new Map(),
      spare: [...spreader.maps].reverse(),
    }
    learnAll(known, explored, tiles)
    inner.known = known
  }
  if (catchUp(known, explored, tiles)) {
    for (const old of known.maps.values()) known.spare.push(old)
    known.maps.clear()
  }
  return known
}

/**
 * Compares the copies with the explored tiles and the level's tiles, eight bytes at a time where
 * all are aligned, and brings the copies, `ground`, `unseen` and the frontier up to date where they
 * differ. True when anything did.
 *
 * Eight bytes are read as one float, and two floats are equal when their bits are, but for 0 and
 * -0: a byte 0x80 beside seven zeros. That could hide a byte gone from 0 to 128 or back, which
 * changes nothing here (neither explored, 1, nor a tile of the map's own codes); a NaN, unequal to
 * itself, only sends its eight bytes to be compared one by one.
 */
function catchUp(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array): boolean {
  const n = explored.length
  let from = 0
  let changed = false
  const words = wordsOf(known, explored, tiles)
  if (words !== undefined) {
    const { explored: e, tiles: t } = words
    const { exploredWords: ke, tilesWords: kt } = known
    for (let k = 0, end = n >> 3, many = Math.max(64, end >> 4); k < end; k++) {
      if (e[k] === ke[k] && t[k] === kt[k]) continue
      // Much learnt at once (a level begun, a save loaded, a map read): faster all over again.
      if (--many < 0) {
        learnAll(known, explored, tiles)
        return true
      }
      for (let i = 8 * k; i < 8 * k + 8; i++) {
        if (explored[i] === known.explored[i] && tiles[i] === known.tiles[i]) continue
        changed = true
        relearn(known, explored, tiles, i)
      }
    }
    from = (n >> 3) << 3
  }
  for (let i = from; i < n; i++) {
    if (explored[i] === known.explored[i] && tiles[i] === known.tiles[i]) continue
    changed = true
    relearn(known, explored, tiles, i)
  }
  return changed
}

/**
 * Eight-byte views of `explored` and `tiles` (made again only when they are other arrays than
 * last time), or undefined when either does not start on an eight-byte boundary.
 */
function wordsOf(
  known: KnownLevel,
  explored: Uint8Array,
  tiles: Uint8Array,
): { explored: Float64Array; tiles: Float64Array } | undefined {
  const last = known.compared
  if (last !== undefined && last.explored === explored && last.tiles === tiles) {
    return known.comparedWords
  }
  known.compared = { explored, tiles }
  const words = explored.length >> 3
  known.comparedWords =
    explored.byteOffset % 8 === 0 && tiles.byteOffset % 8 === 0
      ? {
          explored: new Float64Array(explored.buffer, explored.byteOffset, words),
          tiles: new Float64Array(tiles.buffer, tiles.byteOffset, words),
        }
      : undefined
  return known.comparedWords
}

/**
 * Learns the whole level again, pass by pass: the copies, `ground`, `unseen` (how many of each
 * tile's 8 neighbours are on the map and not explored: a sum of three along the rows, then of
 * three such sums down the columns, less the tile's own) and the frontier.
 */
function learnAll(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array): void {
  const { width, height, ground, unseen, frontier, frontierAt, rows } = known
  const W = width + 2
  known.explored.set(explored)
  known.tiles.set(tiles)
  // `unseen` holds each tile's own mark (1: on the map, not explored) until the last pass.
  unseen.fill(0)
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width, p = (y + 1) * W + 1; x < width; x++, i++, p++) {
      const seen = explored[i] === 1
      ground[p] = seen && isWalkable(tiles[i] as number) ? -1 : -2
      unseen[p] = seen ? 0 : 1
    }
  }
  for (let p = 1; p < unseen.length - 1; p++) {
    rows[p] = (unseen[p - 1] as number) + (unseen[p] as number) + (unseen[p + 1] as number)
  }
  // The padding's own marks are 0: its first and last rows count only the row beside them.
  const end = unseen.length - W
  for (let p = 0; p < W; p++) unseen[p] = rows[p + W] as number
  for (let p = W; p < end; p++) {
    const own = unseen[p] as number
    unseen[p] = (rows[p - W] as number) + (rows[p] as number) + (rows[p + W] as number) - own
  }
  for (let p = end; p < unseen.length; p++) unseen[p] = rows[p - W] as number
  for (const p of frontier) frontierAt[p] = -1
  frontier.length = 0
  for (let p = W; p < ground.length - W; p++) {
    if (ground[p] === -1 && unseen[p] !== 0) {
      frontierAt[p] = frontier.length
      frontier.push(p)
    }
  }
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

/**
 * Puts padded tile `p` on the frontier list or takes it off (the last tile taking its place), as
 * it is or is not ground with a neighbour not explored.
 */
function markEdge(known: KnownLevel, p: number): void {
  const { frontier, frontierAt } = known
  const on = known.ground[p] === -1 && known.unseen[p] !== 0
  const at = frontierAt[p] as number
  if (on === at >= 0) return
  if (on) {
    frontierAt[p] = frontier.length
    frontier.push(p)
    return
  }
  const last = frontier.pop() as number
  if (last !== p) {
    frontier[at] = last
    frontierAt[last] = at
  }
  frontierAt[p] = -1
}

/**
 * Breadth-first from every goal tile at once over the ground into `dist`: straight steps onto
 * ground, diagonal ones too unless both tiles beside the step are not ground (the walks' corner
 * rule, the same from either end, so the distance from a goal is the distance to it).
 */
function spread(known: KnownLevel, goal: number, dist: Int32Array): void {
  const { width, height, tiles, ground, frontier, spreader } = known
  const { memory, scale } = spreader
  const W = width + 2
  // Queue entries are tiles' places in the spreader's memory, where `dist` is a slot.
  const at = dist.byteOffset / 4 - memory.byteOffset / 4
  dist.set(ground)
  let tail = 0
  if (goal >= 0) {
    const p = paddedIndex(width, goal % width, Math.floor(goal / width))
    if (dist[p] === -1) {
      dist[p] = 0
      memory[tail++] = (at + p) * scale
    }
  } else if (goal === STAIRS_DOWN) {
    for (let y = 0; y < height; y++) {
      for (let x = 0, i = y * width, p = (y + 1) * W + 1; x < width; x++, i++, p++) {
        if (dist[p] === -1 && tiles[i] === Tile.StairsDown) {
          dist[p] = 0
          memory[tail++] = (at + p) * scale
        }
      }
    }
  } else {
    for (let k = 0; k < frontier.length; k++) {
      const p = frontier[k] as number
      dist[p] = 0
      memory[tail++] = (at + p) * scale
    }
    // In the level's order: the search then walks memory in order, about a fifth faster.
    memory.subarray(0, tail).sort()
  }
  spreader.spread(tail, W)
}
