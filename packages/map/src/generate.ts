import { carveBsp } from './bsp.js'
import type { Dungeon } from './dungeon.js'
import { type DungeonOptions, readOptions, resolveGiven } from './options.js'
import { createRng, type Rng } from './rng.js'
import { carveRoomsAndCorridors } from './rooms-and-corridors.js'
import { placeStairs } from './stairs.js'
import { createTileMap } from './tile-map.js'

/**
 * Generates a dungeon: fill the map with walls, carve rooms and tunnels with the chosen
 * algorithm, start the player at the centre of the first room, then (unless `stairs: false`) put
 * the stairs in. Every option is checked before anything is drawn. Same options and seed ⇒
 * byte-identical tiles.
 */
export function generateDungeon(options: DungeonOptions = {}): Dungeon {
  const given = readOptions(options)
  const resolved = resolveGiven(given)
  const rng = (given.rng as Rng | undefined) ?? createRng(given.seed as string | number | undefined)
  const map = createTileMap(resolved.width, resolved.height)
  const rooms =
    resolved.algorithm === 'bsp'
      ? carveBsp(map, resolved, rng)
      : carveRoomsAndCorridors(map, resolved, rng)
  const start = rooms[0]?.center ?? { x: map.width >> 1, y: map.height >> 1 }
  const stairs = resolved.stairs ? placeStairs(map, rooms) : undefined
  const dungeon: Dungeon = {
    width: map.width,
    height: map.height,
    tiles: map.tiles,
    rooms,
    start,
    seed: rng.seed,
    options: Object.freeze(resolved),
  }
  if (stairs) {
    dungeon.stairsUp = stairs.stairsUp
    if (stairs.stairsDown) dungeon.stairsDown = stairs.stairsDown
  }
  return dungeon
}
