import { isWalkable, Tile } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { type ExploreScratch, internals } from '../world/internals.js'

/**
 * The explore scratch of `world`, its known map brought up to date: each explored tile as it is,
 * every other as rock. Buffers are made once per level size and reused, so a step allocates
 * nothing once they exist.
 */
export function knownLevel(world: GameWorld): ExploreScratch {
  const { width, height, tiles } = world.dungeon
  const inner = internals(world)
  let scratch = inner.explore
  if (!scratch || scratch.known.width !== width || scratch.known.height !== height) {
    const size = width * height
    scratch = {
      known: { width, height, tiles: new Uint8Array(size) },
      dist: new Float64Array(size),
      goals: [],
      pool: [],
    }
    inner.explore = scratch
  }
  const known = scratch.known.tiles
  const { explored } = world.vision
  for (let i = 0; i < known.length; i++) {
    known[i] = explored[i] === 1 ? (tiles[i] as number) : Tile.Wall
  }
  scratch.goals.length = 0
  return scratch
}

/** Adds (x, y) to the scratch's goals, from its pool of points. */
export function addGoal(scratch: ExploreScratch, x: number, y: number): void {
  const n = scratch.goals.length
  let point = scratch.pool[n]
  if (!point) {
    point = { x, y }
    scratch.pool.push(point)
  }
  point.x = x
  point.y = y
  scratch.goals.push(point)
}

/**
 * The frontier as goals: every explored walkable tile with an unexplored neighbour (of 8).
 * Standing on one shows all its neighbours, so each goal reached is one fewer. Returns the count.
 */
export function addFrontier(world: GameWorld, scratch: ExploreScratch): number {
  const { width, height } = world.dungeon
  const { explored } = world.vision
  const known = scratch.known.tiles
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      if (!isWalkable(known[row + x] as number)) continue
      if (touchesUnexplored(explored, width, height, x, y)) addGoal(scratch, x, y)
    }
  }
  return scratch.goals.length
}

/** The explored down stairs as goals; returns the count. */
export function addStairsDown(scratch: ExploreScratch): number {
  const { width, tiles } = scratch.known
  for (let i = 0; i < tiles.length; i++) {
    if (tiles[i] === Tile.StairsDown) addGoal(scratch, i % width, Math.floor(i / width))
  }
  return scratch.goals.length
}

function touchesUnexplored(
  explored: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
): boolean {
  for (let ny = y - 1; ny <= y + 1; ny++) {
    if (ny < 0 || ny >= height) continue
    for (let nx = x - 1; nx <= x + 1; nx++) {
      if (nx >= 0 && nx < width && explored[ny * width + nx] !== 1) return true
    }
  }
  return false
}
