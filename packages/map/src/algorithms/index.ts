import type { TileMap } from '../grid/tile-map.js'
import type { AlgorithmName } from '../options/choices.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import type { Rng } from '../random/rng.js'
import type { KeepOut } from '../rooms/keep-out.js'
import type { RectangularRoom } from '../rooms/room.js'
import { carveBsp } from './bsp.js'
import { carveCaves } from './caves.js'
import { carveDrunkard } from './drunkard.js'
import { carveRoomsAndCorridors } from './rooms-and-corridors.js'
import { carveRoomsAndMazes } from './rooms-and-mazes.js'

/**
 * A generator: carves floor into a map of walls, drawing from `rng`, and returns the rooms it
 * made in creation order (the first is the start, the last gets the down stairs); an algorithm
 * without rooms returns none, and its start is the walkable tile nearest the map's centre. Rooms
 * and corridors and BSP (with L tunnels) keep out of `keepOut`'s boxes; the others ignore it.
 */
export type CarveDungeon = (
  map: TileMap,
  options: ResolvedDungeonOptions,
  rng: Rng,
  keepOut?: KeepOut,
) => RectangularRoom[]

/** Every algorithm by the name the `algorithm` option takes. */
export const ALGORITHMS: Readonly<Record<AlgorithmName, CarveDungeon>> = {
  /** The tutorials': random non-overlapping rooms, each tunnelled to the previous one. */
  'rooms-and-corridors': carveRoomsAndCorridors,
  /** The cookbook's BSP dungeon: split the map, a room per leaf, siblings joined. */
  bsp: carveBsp,
  /** Cellular-automaton caves, every cave joined to the largest by a shortest tunnel. */
  caves: carveCaves,
  /** Nystrom's rooms and mazes: rooms, a maze around them, connectors, dead ends filled. */
  'rooms-and-mazes': carveRoomsAndMazes,
  /** A drunkard's walk from the centre until a share of the map is floor. */
  drunkard: carveDrunkard,
}
