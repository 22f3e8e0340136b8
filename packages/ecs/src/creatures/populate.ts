import { type Point, placeSpawns, type Rng } from '@delve/map'
import { query } from 'bitecs'
import { isIntegerIn, show } from '../checks.js'
import { SpawnError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { type Level, startOf } from '../world/level.js'
import { entityCount } from '../world/queries.js'
import { spawnMonster } from './spawn-monster.js'

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
  if (dungeon !== world.dungeon) {
    throw new SpawnError('populate: the dungeon is not the world’s level (call setDungeon first)')
  }
  if (typeof (rng as Partial<Rng> | undefined)?.int !== 'function') {
    throw new SpawnError(`populate: rng must be a generator from createRng, got ${show(rng)}`)
  }
  const most = world.kinds.monsters.length - 1
  const kinds = options.kinds ?? world.kinds.monsters.map((_, kind) => kind)
  if (kinds.length === 0 || !kinds.every((kind) => isIntegerIn(kind, 0, most))) {
    throw new SpawnError(`populate: kinds must be a non-empty list of integers from 0 to ${most}`)
  }
  const { Position, BlocksMovement } = world.components
  const taken: Point[] = [...(options.exclude ?? [])]
  for (const eid of query(world, [Position, BlocksMovement])) {
    taken.push({ x: Position.x[eid] as number, y: Position.y[eid] as number })
  }
  const start = startOf(dungeon)
  const spawnOptions = {
    exclude: taken,
    ...(options.minDistance === undefined ? {} : { minDistance: options.minDistance }),
  }
  let places: Point[]
  try {
    places = placeSpawns({ ...dungeon, start }, rng, count, spawnOptions)
  } catch (error) {
    throw new SpawnError(`populate: ${(error as Error).message}`)
  }
  const room = world.capacity - 1 - entityCount(world)
  if (places.length > room) {
    throw new SpawnError(
      `populate: ${places.length} monsters do not fit (capacity ${world.capacity}, room for ${room})`,
    )
  }
  const chosen = places.map(() => kinds[rng.int(0, kinds.length - 1)] as number)
  return places.map((at, i) => spawnMonster(world, at, chosen[i] as number))
}
