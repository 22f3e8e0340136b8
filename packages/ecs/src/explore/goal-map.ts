import { isWalkable, Tile } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { allSeenAround, type KnownGrids, makeKnownGrids } from './known-grids.js'

/** The walks' goals: the unexplored frontier, the known down stairs, or one tile (its index). */
export const FRONTIER = -1
export const STAIRS_DOWN = -2

/**
 * The walking distance from the nearest `goal` tile to every tile (padded; -1 where none can be
 * reached, -2 off the known ground), over the level as the player now knows it. Made again only
 * when the explored tiles or the level's tiles differ from those it was made from: a walk across
 * explored ground toward a far frontier reuses one map for every step.
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

/**
 * What the player knows of a level, as grids (copies of the explored marks and tiles, what they
 * make of each tile) brought up to date before each use, the frontier, and the walks' distance
 * maps made from them: walking distances (8 neighbours, the walks' corner rule) from every goal of
 * a kind over the tiles known to be walkable.
 */
interface KnownLevel {
  grids: KnownGrids
  /**
   * Eight-byte views, kept so a comparison allocates nothing: of the grids' copies, and of the
   * arrays last compared with them (`compared`: those arrays and their views, undefined when not
   * aligned).
   */
  exploredWords: Float64Array
  tilesWords: Float64Array
  compared:
    | {
        explored: Uint8Array
        tiles: Uint8Array
        words: { explored: Float64Array; tiles: Float64Array } | undefined
      }
    | undefined
  /** The eight-byte words found changed by a comparison, up to the most worth learning one by one. */
  changed: Int32Array
  /**
   * The frontier (open tiles with a neighbour not explored) as a list of padded tiles, and each
   * padded tile's place in it counted from 1 (0 when not on it, so a new array needs no filling):
   * kept tile by tile as tiles are learnt, so a map from the frontier starts without looking over
   * the level.
   */
  frontier: number[]
  frontierAt: Int32Array
  /**
   * Distance maps of this knowledge by goal, in the grids' map slots; a travel goal keeps one.
   * `spare` holds the slots not in use.
   */
  maps: Map<number, Int32Array>
  spare: Int32Array[]
}

/** Each world's knowledge record, made on the first walk and kept as long as the world. */
const KNOWLEDGE = new WeakMap<GameWorld, KnownLevel>()

/** The level's knowledge record, brought up to date (its maps dropped) when the level changed. */
function currentKnowledge(world: GameWorld): KnownLevel {
  const { width, height, tiles } = world.dungeon
  const { explored } = world.vision
  let known = KNOWLEDGE.get(world)
  if (known === undefined || known.grids.width !== width || known.grids.height !== height) {
    const grids = makeKnownGrids(width, height)
    const words = (width * height) >> 3
    known = {
      grids,
      exploredWords: new Float64Array(grids.explored.buffer, grids.explored.byteOffset, words),
      tilesWords: new Float64Array(grids.tiles.buffer, grids.tiles.byteOffset, words),
      compared: undefined,
      changed: new Int32Array(mostOneByOne(words)),
      frontier: [],
      frontierAt: new Int32Array(grids.padded),
      maps: new Map(),
      spare: [...grids.maps].reverse(),
    }
    learnAll(known, explored, tiles)
    KNOWLEDGE.set(world, known)
  } else if (catchUp(known, explored, tiles)) {
    for (const old of known.maps.values()) known.spare.push(old)
    known.maps.clear()
  }
  return known
}

/**
 * The most changed eight-byte words learnt tile by tile: past it the level is learnt all over
 * again (a level begun, a save loaded, a map read), which costs about as much.
 */
function mostOneByOne(words: number): number {
  return Math.max(64, words >> 4)
}

/**
 * Compares the copies with the explored tiles and the level's tiles, eight bytes at a time where
 * all are aligned, and brings the grids and the frontier up to date where they differ: tile by
 * tile, or all over again when much changed. True when anything did.
 *
 * Eight bytes are read as one float, and two floats are equal when their bits are, but for 0 and
 * -0: a byte 0x80 beside seven zeros. That could hide a byte gone from 0 to 128 or back, which
 * changes nothing here (neither explored, 1, nor a tile of the map's own codes); a NaN, unequal to
 * itself, only sends its eight bytes to be compared one by one. The tiles of eight tiles none of
 * which is explored are not compared: nothing is made of them until a mark changes, and then the
 * tile is compared and learnt whole.
 */
function catchUp(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array): boolean {
  const { grids, changed } = known
  const n = explored.length
  let from = 0
  let found = 0
  const words = wordsOf(known, explored, tiles)
  if (words !== undefined) {
    const { explored: e, tiles: t } = words
    const { exploredWords: ke, tilesWords: kt } = known
    for (let k = 0, end = n >> 3; k < end; k++) {
      // Tiles matter only where explored: they are read again when their marks change.
      const mark = ke[k] as number
      if (e[k] === mark && (mark === 0 || t[k] === kt[k])) continue
      if (found === changed.length) {
        learnAll(known, explored, tiles)
        return true
      }
      changed[found++] = k
    }
    from = (n >> 3) << 3
  }
  let learnt = false
  for (let c = 0; c < found; c++) {
    for (let i = 8 * (changed[c] as number), end = i + 8; i < end; i++) {
      if (explored[i] === grids.explored[i] && tiles[i] === grids.tiles[i]) continue
      learnt = true
      relearn(known, explored, tiles, i)
    }
  }
  for (let i = from; i < n; i++) {
    if (explored[i] === grids.explored[i] && tiles[i] === grids.tiles[i]) continue
    learnt = true
    relearn(known, explored, tiles, i)
  }
  return learnt
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
  if (last !== undefined && last.explored === explored && last.tiles === tiles) return last.words
  const words = explored.length >> 3
  known.compared = {
    explored,
    tiles,
    words:
      explored.byteOffset % 8 === 0 && tiles.byteOffset % 8 === 0
        ? {
            explored: new Float64Array(explored.buffer, explored.byteOffset, words),
            tiles: new Float64Array(tiles.buffer, tiles.byteOffset, words),
          }
        : undefined,
  }
  return known.compared.words
}

/**
 * Copies the level into the grids, learns them all over again, and takes the frontier they give
 * (the caller drops the maps made before).
 */
function learnAll(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array): void {
  const { grids, frontier, frontierAt } = known
  grids.explored.set(explored)
  grids.tiles.set(tiles)
  const count = grids.learn()
  for (const p of frontier) frontierAt[p] = 0
  frontier.length = count
  for (let k = 0; k < count; k++) {
    const p = grids.memory[k] as number
    frontier[k] = p
    frontierAt[p] = k + 1
  }
}

/**
 * Copies tile `i`'s explored mark and code, and what they make of it: whether it is seen and open,
 * its ground, and whether it and its neighbours are on the frontier.
 */
function relearn(known: KnownLevel, explored: Uint8Array, tiles: Uint8Array, i: number): void {
  const { grids } = known
  const mark = explored[i] as number
  const code = tiles[i] as number
  grids.explored[i] = mark
  grids.tiles[i] = code
  const { width } = grids
  const x = i % width
  const p = paddedIndex(width, x, (i - x) / width)
  const open = mark === 1 && isWalkable(code)
  grids.seen[p] = mark === 1 ? 1 : 0
  grids.open[p] = open ? 1 : 0
  grids.ground[p] = open ? -1 : -2
  const W = width + 2
  for (let dy = -W; dy <= W; dy += W) {
    for (let q = p + dy - 1; q <= p + dy + 1; q++) markEdge(known, q)
  }
}

/**
 * Puts padded tile `p` on the frontier list or takes it off (the last tile taking its place), as
 * it is or is not open with a neighbour not explored.
 */
function markEdge(known: KnownLevel, p: number): void {
  const { frontier, frontierAt, grids } = known
  const on = grids.open[p] === 1 && !allSeenAround(grids.seen, p, grids.width + 2)
  const place = frontierAt[p] as number
  if (on === place > 0) return
  if (on) {
    frontier.push(p)
    frontierAt[p] = frontier.length
    return
  }
  const last = frontier.pop() as number
  if (last !== p) {
    frontier[place - 1] = last
    frontierAt[last] = place
  }
  frontierAt[p] = 0
}

/**
 * Breadth-first from every goal tile at once over the ground into `dist`: straight steps onto
 * ground, diagonal ones too unless both tiles beside the step are not ground (the walks' corner
 * rule, the same from either end, so the distance from a goal is the distance to it).
 */
function spread(known: KnownLevel, goal: number, dist: Int32Array): void {
  const { grids, frontier } = known
  const { width, height, tiles, ground, memory, scale } = grids
  const W = width + 2
  // Queue entries are tiles' places in the grids' memory, where `dist` is a map slot.
  const at = (dist.byteOffset - memory.byteOffset) / 4
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
  grids.spread(tail)
}
