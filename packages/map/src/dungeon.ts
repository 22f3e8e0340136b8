import type { ResolvedDungeonOptions } from './options.js'
import type { Point } from './point.js'
import type { RectangularRoom } from './room.js'
import type { TileMap } from './tile-map.js'

/** A generated level: its tiles, its rooms in creation order, and where the player starts. */
export interface Dungeon extends TileMap {
  rooms: RectangularRoom[]
  /** The player's start: the first room's centre, or the map's centre when there is no room. */
  start: Point
  stairsUp?: Point
  stairsDown?: Point
  /** The seed actually used; pass it back to get the same dungeon. */
  seed: string
  options: Readonly<ResolvedDungeonOptions>
}
