import { ALGORITHMS } from '../algorithms/index.js'
import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { createTileMap, type TileMap } from '../grid/tile-map.js'
import type { DungeonOptions, ResolvedDungeonOptions } from '../options/option-table.js'
import { givenRng, givenSeed, readOptions, resolveFrozen } from '../options/resolve.js'
import { furnishLaid, layVaults, placeChosen } from '../placement/lay.js'
import { placeVaults } from '../placement/place.js'
import { createRng } from '../random/rng.js'
import { placeDoors } from '../rooms/doors.js'
import type { RectangularRoom } from '../rooms/room.js'
import { readVaultOptions } from '../vaults/options.js'
import type { PlacedVault } from '../vaults/vault.js'
import type { Dungeon } from './dungeon.js'
import { tagRooms } from './room-tags.js'
import { placeStairs, type Stairs } from './stairs.js'
import { roomlessStart } from './start.js'

/**
 * Generates a dungeon: fill the map with walls, carve rooms and tunnels (or caves) with the
 * chosen algorithm, start the player at the centre of the first room (with no rooms, on the
 * walkable tile nearest the map's centre), then (unless `stairs: false`) put the stairs in, then
 * (with `doors: true`) the doors, then (with `vaults`) the vaults, and tag the rooms. Every
 * option is checked before anything is drawn, and only the algorithm and the vaults draw.
 * Rooms and corridors and BSP with L tunnels lay their float and edge vaults on the blank map
 * first and make the level round them (`layVaults`); every other level gets its vaults after
 * everything else, and is the same with or without them but for what they add. Same options
 * and seed ⇒ byte-identical tiles.
 */
export function generateDungeon(options: DungeonOptions = {}): Dungeon {
  const given = readOptions(options)
  const resolved = resolveFrozen(given)
  const vaultOptions = options.vaults === undefined ? undefined : readVaultOptions(options.vaults)
  const callerRng = givenRng(given)
  const rng = callerRng ?? createRng(givenSeed(given))
  // Made from its seed, not from a caller's generator: the seed alone makes it again.
  const reproducible = callerRng === undefined
  const map = createTileMap(resolved.width, resolved.height)
  const carve = ALGORITHMS[resolved.algorithm]
  const laying =
    vaultOptions !== undefined && laysFirst(resolved)
      ? layVaults(map, vaultOptions, rng)
      : undefined
  let rooms = carve(map, resolved, rng, laying?.keepOut)
  // Made again without its laid vaults when the level could not keep out of them (no room
  // kept, or a tunnel with no way round): they are placed afterwards instead.
  const relaid = laying !== undefined && (rooms.length === 0 || laying.keepOut.failed)
  if (relaid) {
    map.tiles.fill(Tile.Wall)
    rooms = carve(map, resolved, rng)
  }
  const start = rooms[0]?.center ?? roomlessStart(map)
  let stairs = resolved.stairs ? placeStairs(map, rooms, start) : undefined
  // After the stairs, which are never turned into doors.
  if (resolved.doors) placeDoors(map, rooms)
  if (vaultOptions !== undefined) {
    const level = {
      map,
      rooms,
      start,
      stairs: resolved.stairs,
      stairsUp: stairs?.stairsUp,
      stairsDown: stairs?.stairsDown,
    }
    const placed =
      laying === undefined
        ? placeVaults(level, vaultOptions, rng)
        : relaid
          ? placeChosen(level, laying, rng)
          : furnishLaid(level, laying)
    const { stairsUp, stairsDown } = placed
    stairs =
      stairsUp === undefined ? undefined : stairsDown ? { stairsUp, stairsDown } : { stairsUp }
    tagRooms(rooms)
    return withStairs(map, rooms, start, rng.seed, resolved, reproducible, stairs, placed.vaults)
  }
  tagRooms(rooms)
  return withStairs(map, rooms, start, rng.seed, resolved, reproducible, stairs)
}

/** Whether the level's generator lays its vaults first and keeps out of them (see above). */
function laysFirst(resolved: Readonly<ResolvedDungeonOptions>): boolean {
  const { algorithm } = resolved
  return resolved.tunnel === 'l' && (algorithm === 'rooms-and-corridors' || algorithm === 'bsp')
}

/** The dungeon object, with only the stairs it has, and its vaults when the option was given. */
function withStairs(
  map: TileMap,
  rooms: RectangularRoom[],
  start: Point,
  seed: string,
  options: Readonly<ResolvedDungeonOptions>,
  reproducible: boolean,
  stairs: Stairs | undefined,
  vaults?: PlacedVault[],
): Dungeon {
  // One literal for each set of keys, in the same order: an object given keys after it is made
  // changes shape twice and grows a second store for them (and where levels of several shapes
  // pass, each such key is a call into the engine's runtime).
  const { width, height, tiles } = map
  const stairsUp = stairs?.stairsUp
  const stairsDown = stairs?.stairsDown
  if (vaults !== undefined) {
    if (stairsUp === undefined) {
      return { width, height, tiles, rooms, start, seed, options, reproducible, vaults }
    }
    if (stairsDown === undefined) {
      return { width, height, tiles, rooms, start, seed, options, reproducible, stairsUp, vaults }
    }
    return {
      width,
      height,
      tiles,
      rooms,
      start,
      seed,
      options,
      reproducible,
      stairsUp,
      stairsDown,
      vaults,
    }
  }
  if (stairsUp === undefined) {
    return { width, height, tiles, rooms, start, seed, options, reproducible }
  }
  if (stairsDown === undefined) {
    return { width, height, tiles, rooms, start, seed, options, reproducible, stairsUp }
  }
  return { width, height, tiles, rooms, start, seed, options, reproducible, stairsUp, stairsDown }
}
