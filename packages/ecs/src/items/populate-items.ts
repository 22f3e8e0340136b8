import { type Point, placeSpawns, type Rng } from '@delve/map'
import { SpawnError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { startOf } from '../world/level.js'
import { entityCount } from '../world/queries.js'
import { checkPlacing } from '../world/spawn.js'
import { spawnItem } from './spawn-item.js'

/** What `populateItems` takes besides the world, the dungeon, the draws and the count. */
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
  const fn = 'populateItems'
  checkWorld(fn, world)
  const { kinds, exclude, minDistance } = checkPlacing(
    fn,
    rng,
    count,
    options,
    world.kinds.items.length,
  )
  const level = world.dungeon
  const places: Point[] = placeSpawns({ ...level, start: startOf(level) }, rng, count, {
    exclude,
    ...(minDistance === undefined ? {} : { minDistance }),
  })
  const room = world.capacity - 1 - entityCount(world)
  if (places.length > room) {
    throw new SpawnError(
      fn,
      'count',
      count,
      `at most as many as there is room for (capacity ${world.capacity}, room for ${room})`,
      `${count}: ${places.length} items do not fit (capacity ${world.capacity}, room for ${room})`,
    )
  }
  const chosen = places.map(() => kinds[rng.int(0, kinds.length - 1)] as number)
  return places.map((at, i) => spawnItem(world, at, chosen[i] as number))
}
