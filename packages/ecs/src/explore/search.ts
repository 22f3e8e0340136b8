import { DIRS_8, isWalkable, Tile } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { type ExploreScratch, internals } from '../world/internals.js'
import { stop, type WalkDecision } from './decision.js'

/**
 * The first step of a shortest walk from the player to the nearest tile that passes `isGoal` (the
 * player's own tile is not tried), over the level as the player knows it: explored walkable tiles
 * only, 8 neighbours, never diagonally between two tiles it does not know as walkable, never into
 * a blocker beside it. A breadth-first search from the player that stops at the first goal: its
 * cost grows with the distance to that goal, not with the level (a Dijkstra map from the goals
 * read at the player, without making the whole map). Ties go to the first way found, taken N,
 * NE, E… clockwise. `unreachable` when no goal can be reached.
 */
export function stepToward(
  world: GameWorld,
  player: number,
  isGoal: (index: number) => boolean,
): WalkDecision {
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
    const i = queue[head++] as number
    if (i !== start && isGoal(i)) {
      const [dx, dy] = DIRS_8[first[i] as number] as readonly [number, number]
      return { kind: 'step', dx, dy }
    }
    const x = i % width
    const y = (i - x) / width
    const way = i === start ? -1 : (first[i] as number)
    for (let d = 0; d < 8; d++) {
      const dx = DX[d] as number
      const dy = DY[d] as number
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      const n = i + dy * width + dx
      if (stamp[n] === search || !knownOpen(explored, tiles, n)) continue
      // The corner rule, on what the player knows: not between two tiles it knows as rock.
      if (
        dx !== 0 &&
        dy !== 0 &&
        !knownOpen(explored, tiles, i + dx) &&
        !knownOpen(explored, tiles, i + dy * width)
      ) {
        continue
      }
      if (way < 0 && occupancy[n] !== 0) continue
      stamp[n] = search
      first[n] = way < 0 ? d : way
      queue[tail++] = n
    }
  }
  return stop('unreachable')
}

const DX = Int8Array.from(DIRS_8, ([dx]) => dx)
const DY = Int8Array.from(DIRS_8, ([, dy]) => dy)

/** Explored and walkable: a tile the player knows it can stand on. */
function knownOpen(explored: Uint8Array, tiles: Uint8Array, i: number): boolean {
  return explored[i] === 1 && isWalkable(tiles[i] as number)
}

/** Whether tile `i`, explored and walkable, borders a tile not yet explored (of 8). */
export function onFrontier(world: GameWorld, i: number): boolean {
  const { width, height } = world.dungeon
  const { explored } = world.vision
  const x = i % width
  const y = (i - x) / width
  for (let ny = y - 1; ny <= y + 1; ny++) {
    if (ny < 0 || ny >= height) continue
    for (let nx = x - 1; nx <= x + 1; nx++) {
      if (nx >= 0 && nx < width && explored[ny * width + nx] !== 1) return true
    }
  }
  return false
}

/** Whether tile `i` is a down stairs. */
export function isStairsDown(world: GameWorld, i: number): boolean {
  return world.dungeon.tiles[i] === Tile.StairsDown
}

function searchScratch(world: GameWorld): ExploreScratch {
  const size = world.dungeon.width * world.dungeon.height
  const inner = internals(world)
  let scratch = inner.explore
  if (!scratch || scratch.size !== size) {
    scratch = {
      size,
      stamp: new Uint32Array(size),
      search: 0,
      first: new Uint8Array(size),
      queue: new Int32Array(size),
    }
    inner.explore = scratch
  }
  return scratch
}

/** A fresh stamp; on wrapping round, the stamps are cleared once. */
function nextSearch(scratch: ExploreScratch): number {
  scratch.search = (scratch.search + 1) >>> 0
  if (scratch.search === 0) {
    scratch.stamp.fill(0)
    scratch.search = 1
  }
  return scratch.search
}
