import type { Dungeon } from './dungeon.js'
import { type DungeonOptions, resolveDungeonOptions } from './options.js'
import { createRng } from './rng.js'
import { carveRoomsAndCorridors } from './rooms-and-corridors.js'
import { createTileMap } from './tile-map.js'

/**
 * Generates a dungeon: fill the map with walls, carve rooms and tunnels, start the player at the
 * centre of the first room. Same options and seed ⇒ byte-identical tiles.
 */
export function generateDungeon(options: DungeonOptions = {}): Dungeon {
  const resolved = resolveDungeonOptions(options)
  const rng = options.rng ?? createRng(options.seed)
  const map = createTileMap(resolved.width, resolved.height)
  const rooms = carveRoomsAndCorridors(map, resolved, rng)
  const start = rooms[0]?.center ?? { x: map.width >> 1, y: map.height >> 1 }
  return { ...map, rooms, start, seed: rng.seed, options: Object.freeze(resolved) }
}
