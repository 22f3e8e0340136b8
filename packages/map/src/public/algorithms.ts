import * as bsp from '../algorithms/bsp.js'
import * as caves from '../algorithms/caves.js'
import * as drunkard from '../algorithms/drunkard.js'
import type { CarveDungeon } from '../algorithms/index.js'
import * as corridors from '../algorithms/rooms-and-corridors.js'
import * as mazes from '../algorithms/rooms-and-mazes.js'
import { ArgumentRangeError, ArgumentTypeError } from '../foundation/errors.js'
import { checkBoolean, checkKnownKeys, checkRecord } from '../foundation/guards.js'
import type { TileMap } from '../grid/tile-map.js'
import type { AlgorithmName } from '../options/choices.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import { resolveDungeonOptions } from '../options/resolve.js'
import type { Rng } from '../random/rng.js'
import type { KeepOut } from '../rooms/keep-out.js'
import type { RectangularRoom } from '../rooms/room.js'
import { checkMap, checkRng } from './shapes.js'

// The generators as the package exports them: the map, the options (resolved again, so a value
// out of range is a `DungeonOptionsError` naming it) and the generator checked, then the
// unchecked generator that `generateDungeon` calls.

type Carve = (map: TileMap, options: ResolvedDungeonOptions, rng: Rng) => RectangularRoom[]

/** The map, options of the map's size, and the generator; the options as resolved. */
function checkCarve(fn: string, map: unknown, options: unknown, rng: unknown): void {
  const level = checkMap(fn, 'map', map)
  const given = checkRecord(fn, 'options', options, 'options made by resolveDungeonOptions')
  const resolved = resolveDungeonOptions(given)
  if (resolved.width !== level.width || resolved.height !== level.height) {
    throw new ArgumentRangeError(
      fn,
      'map',
      map,
      `a map of options.width × options.height (${resolved.width}×${resolved.height})`,
      `${level.width}×${level.height}`,
    )
  }
  checkRng(fn, 'rng', rng)
}

/** Boxes to keep tunnels out of: `{ boxes, failed }`, as the vault placement makes. */
function checkKeepOut(fn: string, value: unknown): void {
  if (value === undefined) return
  const keepOut = checkRecord(fn, 'keepOut', value, 'undefined or { boxes, failed }')
  checkKnownKeys(fn, 'keepOut', keepOut, ['boxes', 'failed'])
  if (!Array.isArray(keepOut.boxes)) {
    throw new ArgumentTypeError(fn, 'keepOut.boxes', keepOut.boxes, 'an array of tile indexes')
  }
  checkBoolean(fn, 'keepOut.failed', keepOut.failed)
}

function checked(fn: string, carve: Carve): Carve {
  return (map, options, rng) => {
    checkCarve(fn, map, options, rng)
    return carve(map, options, rng)
  }
}

/** Binary space partitioning (the tutorials' BSP chapter), with tunnels kept out of `keepOut`. */
export function carveBsp(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
  keepOut?: KeepOut,
): RectangularRoom[] {
  checkCarve('carveBsp', map, options, rng)
  checkKeepOut('carveBsp', keepOut)
  return bsp.carveBsp(map, options, rng, keepOut)
}

/** Rooms and corridors (the tutorials' generator), with tunnels kept out of `keepOut`. */
export function carveRoomsAndCorridors(
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
  keepOut?: KeepOut,
): RectangularRoom[] {
  checkCarve('carveRoomsAndCorridors', map, options, rng)
  checkKeepOut('carveRoomsAndCorridors', keepOut)
  return corridors.carveRoomsAndCorridors(map, options, rng, keepOut)
}

/** Cellular-automaton caves. */
export const carveCaves: Carve = checked('carveCaves', caves.carveCaves)

/** A drunkard's walk. */
export const carveDrunkard: Carve = checked('carveDrunkard', drunkard.carveDrunkard)

/** Nystrom's rooms and mazes. */
export const carveRoomsAndMazes: Carve = checked('carveRoomsAndMazes', mazes.carveRoomsAndMazes)

/** Every algorithm, checked, by the name the `algorithm` option takes. */
export const ALGORITHMS: Readonly<Record<AlgorithmName, CarveDungeon>> = Object.freeze({
  'rooms-and-corridors': carveRoomsAndCorridors,
  bsp: carveBsp,
  caves: carveCaves,
  'rooms-and-mazes': carveRoomsAndMazes,
  drunkard: carveDrunkard,
})
