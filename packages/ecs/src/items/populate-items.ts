import { type Point, placeSpawns, type Rng } from '@delve/map'
import { isIntegerIn, show } from '../checks.js'
import { SpawnError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { startOf } from '../world/level.js'
import { entityCount } from '../world/queries.js'
import { spawnItem } from './spawn-item.js'

export interface PopulateItemsOptions {
  /** Smallest Chebyshev distance from the start (default 2, as `placeSpawns`). */
  minDistance?: number
  /** The item kinds to draw from, each as often as listed (default every kind of the world). */
  kinds?: readonly number[]
  /** Tiles to leave free. */
  exclude?: readonly Point[]
}

/**
 * Up to `count` items on distinct random floor tiles (not stairs) away from the start, as
 * `populate` places monsters: tiles from `placeSpawns`, then a kind per item from `rng`, so the
 * same rng state gives the same items. Returns their ids.
 */
export function populateItems(
  world: GameWorld,
  rng: Rng,
  count: number,
  options: PopulateItemsOptions = {},
): number[] {
  if (typeof (rng as Partial<Rng> | undefined)?.int !== 'function') {
    throw new SpawnError(`populateItems: rng must be a generator from createRng, got ${show(rng)}`)
  }
  const most = world.kinds.items.length - 1
  const kinds = options.kinds ?? world.kinds.items.map((_, kind) => kind)
  if (kinds.length === 0 || !kinds.every((kind) => isIntegerIn(kind, 0, most))) {
    throw new SpawnError(
      `populateItems: kinds must be a non-empty list of integers from 0 to ${most}`,
    )
  }
  const level = world.dungeon
  let places: Point[]
  try {
    places = placeSpawns({ ...level, start: startOf(level) }, rng, count, {
      exclude: options.exclude ?? [],
      ...(options.minDistance === undefined ? {} : { minDistance: options.minDistance }),
    })
  } catch (error) {
    throw new SpawnError(`populateItems: ${(error as Error).message}`)
  }
  const room = world.capacity - 1 - entityCount(world)
  if (places.length > room) {
    throw new SpawnError(
      `populateItems: ${places.length} items do not fit (capacity ${world.capacity}, room for ${room})`,
    )
  }
  const chosen = places.map(() => kinds[rng.int(0, kinds.length - 1)] as number)
  return places.map((at, i) => spawnItem(world, at, chosen[i] as number))
}
