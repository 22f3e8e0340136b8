import { ALGORITHMS } from '../algorithms/index.js'
import { createTileMap } from '../grid/tile-map.js'
import type { DungeonOptions } from '../options/option-table.js'
import { givenRng, givenSeed, readOptions, resolveFrozen } from '../options/resolve.js'
import { createRng } from '../random/rng.js'
import { placeDoors } from '../rooms/doors.js'
import type { Dungeon } from './dungeon.js'
import { tagRooms } from './room-tags.js'
import { placeStairs } from './stairs.js'
import { roomlessStart } from './start.js'

/**
 * Generates a dungeon: fill the map with walls, carve rooms and tunnels (or caves) with the
 * chosen algorithm, start the player at the centre of the first room (with no rooms, on the
 * walkable tile nearest the map's centre), then (unless `stairs: false`) put the stairs in, then
 * (with `doors: true`) the doors, and tag the rooms. Every option is checked before anything is
 * drawn, and only the algorithm draws. Same options and seed ⇒ byte-identical tiles.
 */
export function generateDungeon(options: DungeonOptions = {}): Dungeon {
  const given = readOptions(options)
  const resolved = resolveFrozen(given)
  const callerRng = givenRng(given)
  const rng = callerRng ?? createRng(givenSeed(given))
  const map = createTileMap(resolved.width, resolved.height)
  const rooms = ALGORITHMS[resolved.algorithm](map, resolved, rng)
  const start = rooms[0]?.center ?? roomlessStart(map)
  const stairs = resolved.stairs ? placeStairs(map, rooms, start) : undefined
  // After the stairs, which are never turned into doors.
  if (resolved.doors) placeDoors(map, rooms)
  tagRooms(rooms)
  const reproducible = callerRng === undefined
  // One literal for each set of keys, in the same order: an object given keys after it is made
  // changes shape twice and grows a second store for them.
  if (stairs === undefined) {
    return {
      width: map.width,
      height: map.height,
      tiles: map.tiles,
      rooms,
      start,
      seed: rng.seed,
      options: resolved,
      reproducible,
    }
  }
  const { stairsUp, stairsDown } = stairs
  if (stairsDown === undefined) {
    return {
      width: map.width,
      height: map.height,
      tiles: map.tiles,
      rooms,
      start,
      seed: rng.seed,
      options: resolved,
      reproducible,
      stairsUp,
    }
  }
  return {
    width: map.width,
    height: map.height,
    tiles: map.tiles,
    rooms,
    start,
    seed: rng.seed,
    options: resolved,
    reproducible,
    stairsUp,
    stairsDown,
  }
}
