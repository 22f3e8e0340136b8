import { type Point, placeSpawns, type Rng } from '@delve/map'
import { query } from 'bitecs'
import { SpawnError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { type Level, startOf } from '../world/level.js'
import { entityCount } from '../world/queries.js'
import { checkPlacing } from '../world/spawn.js'
import { spawnMonster } from './spawn-monster.js'

/** What `populate` takes besides the world, the dungeon, the draws and the count. */
export interface PopulateOptions {
  /** Smallest Chebyshev distance from the start (default 2, as `placeSpawns`). */
  minDistance?: number
  /** The kinds to draw from, each as often as listed (default every kind of the world). */
  kinds?: readonly number[]
  /** Tiles to leave free besides those a blocker holds (say, what can be seen from the start). */
  exclude?: readonly Point[]
}

/**
 * The cookbook's "place some enemies": up to `count` monsters on distinct random floor tiles
 * (not stairs) away from the start, skipping tiles a blocker already holds. Tiles come from
 * `placeSpawns(dungeon, rng, count, …)`, then one kind per monster from `rng`, so the same rng
 * state gives the same monsters. Fewer are placed when the level has no more room; none at all,
 * with a `SpawnError`, when they would not fit in the world's capacity. Returns their ids.
 */
export function populate(
  world: GameWorld,
  dungeon: Level,
  rng: Rng,
  count: number,
  options: PopulateOptions = {},
): number[] {
  const fn = 'populate'
  checkWorld(fn, world)
  if (dungeon !== world.dungeon) {
    throw new SpawnError(
      fn,
      'dungeon',
      dungeon,
      "the world's level: call setDungeon(world, dungeon) first",
      'not the world’s level',
    )
  }
  const placing = checkPlacing(fn, rng, count, options, world.kinds.monsters.length)
  const { Position, BlocksMovement } = world.components
  const taken: Point[] = [...placing.exclude]
  for (const eid of query(world, [Position, BlocksMovement])) {
    taken.push({ x: Position.x[eid] as number, y: Position.y[eid] as number })
  }
  const start = startOf(dungeon)
  const spawnOptions = {
    exclude: taken,
    ...(placing.minDistance === undefined ? {} : { minDistance: placing.minDistance }),
  }
  const places = placeSpawns({ ...dungeon, start }, rng, count, spawnOptions)
  const room = world.capacity - 1 - entityCount(world)
  if (places.length > room) {
    throw new SpawnError(
      fn,
      'count',
      count,
      `at most as many as there is room for (capacity ${world.capacity}, room for ${room})`,
      `${count}: ${places.length} monsters do not fit (capacity ${world.capacity}, room for ${room})`,
    )
  }
  const { kinds } = placing
  const chosen = places.map(() => kinds[rng.int(0, kinds.length - 1)] as number)
  return places.map((at, i) => spawnMonster(world, at, chosen[i] as number))
}
