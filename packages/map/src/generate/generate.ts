import { ALGORITHMS } from '../algorithms/index.js'
import { createTileMap } from '../grid/tile-map.js'
import type { DungeonOptions } from '../options/option-table.js'
import { givenRng, givenSeed, readOptions, resolveGiven } from '../options/resolve.js'
import { createRng } from '../random/rng.js'
import type { Dungeon } from './dungeon.js'
import { placeStairs } from './stairs.js'

/**
 * Generates a dungeon: fill the map with walls, carve rooms and tunnels with the chosen
 * algorithm, start the player at the centre of the first room, then (unless `stairs: false`) put
 * the stairs in. Every option is checked before anything is drawn. Same options and seed ⇒
 * byte-identical tiles.
 */
export function generateDungeon(options: DungeonOptions = {}): Dungeon {
  const given = readOptions(options)
  const resolved = resolveGiven(given)
  const callerRng = givenRng(given)
  const rng = callerRng ?? createRng(givenSeed(given))
  const map = createTileMap(resolved.width, resolved.height)
  const rooms = ALGORITHMS[resolved.algorithm](map, resolved, rng)
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
    reproducible: callerRng === undefined,
  }
  if (stairs) {
    dungeon.stairsUp = stairs.stairsUp
    if (stairs.stairsDown) dungeon.stairsDown = stairs.stairsDown
  }
  return dungeon
}
