import { DIRS_8, isWalkable, Tile } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { stop, type WalkDecision } from './decision.js'
import { FRONTIER, goalDistances, paddedIndex, STAIRS_DOWN } from './goal-map.js'

/**
 * Tiles a search from the player takes off its queue before it hands the question to the level's
 * distance map from the goals: enough for a goal in sight or a few rooms away, a small part of a
 * large level.
 */
const SEARCH_BUDGET = 4096

/**
 * The first step of a shortest walk from the player to the nearest tile of `goal` (`FRONTIER`,
 * `STAIRS_DOWN` or a tile's index; the player's own tile is not tried), over the level as the
 * player knows it: explored walkable tiles only, 8 neighbours, never diagonally between two tiles
 * it does not know as walkable, never into a blocker beside it. Ties go to the first way found,
 * taken N, NE, E… clockwise. `unreachable` when no goal can be reached.
 *
 * A breadth-first search from the player answers when a goal lies within `budget` tiles of it.
 * Past that, the answer is read off a distance map from every goal (made once while what the
 * player knows of the level stays the same, so a long walk over explored ground makes it once),
 * and is the search's own: see `downhill`.
 */
export function stepToward(
  world: GameWorld,
  player: number,
  goal: number,
  budget = SEARCH_BUDGET,
): WalkDecision {
  return (
    searchFrom(world, player, goal, budget) ??
    downhill(world, player, goal) ??
    (searchFrom(world, player, goal, Number.POSITIVE_INFINITY) as WalkDecision)
  )
}

/**
 * The search's answer read off the distance map `dist` from the goals. The search's first goal is
 * at the least distance, and among those the one it meets first: a breadth-first layer is queued
 * in the order of the first steps its tiles are reached by (each layer is queued from the last in
 * its order), so that goal's first step is the first direction, N, NE, E…, whose neighbour is one
 * step nearer to a goal than the player is. So: the open first steps, the least `dist` among
 * them, the first with it. The map counts walks through the player's own tile, which the search
 * never takes back; such a walk is only shortest for a neighbour when the player's tile is one step
 * nearer than the best neighbour (its way on is shut by a blocker, or it is a goal itself): then
 * this gives no answer, and the full search decides.
 */
function downhill(world: GameWorld, player: number, goal: number): WalkDecision | undefined {
  const { width, height, tiles } = world.dungeon
  const { explored } = world.vision
  const { occupancy } = world
  const dist = goalDistances(world, goal)
  const { Position } = world.components
  const x = Position.x[player] as number
  const y = Position.y[player] as number
  const start = y * width + x
  let best = -1
  let least = Number.POSITIVE_INFINITY
  for (let d = 0; d < 8; d++) {
    const dx = DX[d] as number
    const dy = DY[d] as number
    const nx = x + dx
    const ny = y + dy
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
    const n = start + dy * width + dx
    if (!knownOpen(explored, tiles, n) || occupancy[n] !== 0) continue
    if (cutsCorner(explored, tiles, width, start, dx, dy)) continue
    const away = dist[paddedIndex(width, nx, ny)] as number
    if (away >= 0 && away < least) {
      least = away
      best = d
    }
  }
  if (best < 0) return stop('unreachable')
  const here = dist[paddedIndex(width, x, y)] as number
  if (here >= 0 && here === least - 1) return undefined
  return { kind: 'step', dx: DX[best] as number, dy: DY[best] as number }
}

/**
 * The breadth-first search from the player, stopped at the first goal; undefined when `budget`
 * tiles were taken off the queue without finding one (and tiles remain). Its tests are written out
 * (a tile away from the map's edge skips the bounds tests), as a search that hands over to the map
 * takes all `budget` tiles on every step of a long walk.
 */
function searchFrom(
  world: GameWorld,
  player: number,
  goal: number,
  budget: number,
): WalkDecision | undefined {
  const { width, height, tiles } = world.dungeon
  const { explored } = world.vision
  const { occupancy } = world
  const scratch = searchScratch(world)
  const { stamp, first, queue } = scratch
  const search = nextSearch(scratch)
  const { Position } = world.components
  const start = (Position.y[player] as number) * width + (Position.x[player] as number)
  stamp[start] = search
  let head = 0
  let tail = 0
  queue[tail++] = start
  while (head < tail) {
    if (head >= budget) return undefined
    const i = queue[head++] as number
    if (i !== start && isGoal(world, goal, i)) {
      const way = first[i] as number
      return { kind: 'step', dx: DX[way] as number, dy: DY[way] as number }
    }
    // A float division is cheaper than an integer remainder here.
    const y = Math.floor(i / width)
    const x = i - y * width
    const inside = x > 0 && y > 0 && x < width - 1 && y < height - 1
    const way = i === start ? -1 : (first[i] as number)
    for (let d = 0; d < 8; d++) {
      const dx = DX[d] as number
      const dy = DY[d] as number
      if (!inside) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      }
      const n = i + dy * width + dx
      if (stamp[n] === search || !knownOpen(explored, tiles, n)) continue
      if (cutsCorner(explored, tiles, width, i, dx, dy)) continue
      if (way < 0 && occupancy[n] !== 0) continue
      stamp[n] = search
      first[n] = way < 0 ? d : way
      queue[tail++] = n
    }
  }
  return stop('unreachable')
}

/** Whether tile `i` (explored and walkable) is one of `goal`'s tiles. */
function isGoal(world: GameWorld, goal: number, i: number): boolean {
  if (goal === FRONTIER) return onFrontier(world, i)
  if (goal === STAIRS_DOWN) return isStairsDown(world, i)
  return i === goal
}

const DX = Int8Array.from(DIRS_8, ([dx]) => dx)
const DY = Int8Array.from(DIRS_8, ([, dy]) => dy)

/** Explored and walkable: a tile the player knows it can stand on. */
function knownOpen(explored: Uint8Array, tiles: Uint8Array, i: number): boolean {
  return explored[i] === 1 && isWalkable(tiles[i] as number)
}

/**
 * The walks' corner rule, on what the player knows: a diagonal step from `i` by (dx, dy) is shut
 * when both tiles beside it are not known to be open.
 */
function cutsCorner(
  explored: Uint8Array,
  tiles: Uint8Array,
  width: number,
  i: number,
  dx: number,
  dy: number,
): boolean {
  return (
    dx !== 0 &&
    dy !== 0 &&
    !knownOpen(explored, tiles, i + dx) &&
    !knownOpen(explored, tiles, i + dy * width)
  )
}

/**
 * Whether tile `i`, explored and walkable, borders a tile not yet explored (of 8). Away from the
 * map's edge (most tiles) the eight are read without bounds tests.
 */
function onFrontier(world: GameWorld, i: number): boolean {
  const { width, height } = world.dungeon
  const { explored } = world.vision
  const x = i % width
  const y = (i - x) / width
  if (x > 0 && y > 0 && x < width - 1 && y < height - 1) {
    return (
      explored[i - width - 1] !== 1 ||
      explored[i - width] !== 1 ||
      explored[i - width + 1] !== 1 ||
      explored[i - 1] !== 1 ||
      explored[i + 1] !== 1 ||
      explored[i + width - 1] !== 1 ||
      explored[i + width] !== 1 ||
      explored[i + width + 1] !== 1
    )
  }
  for (let ny = y - 1; ny <= y + 1; ny++) {
    if (ny < 0 || ny >= height) continue
    for (let nx = x - 1; nx <= x + 1; nx++) {
      if (nx >= 0 && nx < width && explored[ny * width + nx] !== 1) return true
    }
  }
  return false
}

/** Whether tile `i` is a down stairs. */
function isStairsDown(world: GameWorld, i: number): boolean {
  return world.dungeon.tiles[i] === Tile.StairsDown
}

/**
 * The working memory of the walks' searches from the player, sized by the level: which search last
 * reached each tile (a stamp, so nothing is cleared between searches), the first step toward it,
 * and the queue.
 */
interface ExploreScratch {
  size: number
  stamp: Int32Array
  search: number
  first: Uint8Array
  queue: Int32Array
}

/** Each world's search memory, made on the first search and anew when the level's size changes. */
const SEARCH_SCRATCH = new WeakMap<GameWorld, ExploreScratch>()

function searchScratch(world: GameWorld): ExploreScratch {
  const size = world.dungeon.width * world.dungeon.height
  let scratch = SEARCH_SCRATCH.get(world)
  if (!scratch || scratch.size !== size) {
    scratch = {
      size,
      stamp: new Int32Array(size),
      search: 0,
      first: new Uint8Array(size),
      queue: new Int32Array(size),
    }
    SEARCH_SCRATCH.set(world, scratch)
  }
  return scratch
}

/**
 * A fresh stamp; on wrapping round, the stamps are cleared once. Stamps stay below 2³¹, so V8
 * compares them as small integers.
 */
function nextSearch(scratch: ExploreScratch): number {
  scratch.search = (scratch.search + 1) | 0
  if (scratch.search <= 0) {
    scratch.stamp.fill(0)
    scratch.search = 1
  }
  return scratch.search
}
