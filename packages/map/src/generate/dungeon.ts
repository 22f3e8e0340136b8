import type { Point } from '../grid/point.js'
import type { TileMap } from '../grid/tile-map.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import type { RectangularRoom } from '../rooms/room.js'
import type { PlacedVault } from '../vaults/vault.js'

/** A generated level: its tiles, its rooms in creation order, and where the player starts. */
export interface Dungeon extends TileMap {
  rooms: RectangularRoom[]
  /**
   * The player's start: the first room's centre or, on a level without rooms (caves, a
   * drunkard's walk), the walkable tile nearest the map's centre.
   */
  start: Point
  stairsUp?: Point
  stairsDown?: Point
  /** The seed actually used; pass it back to get the same dungeon. */
  seed: string
  options: Readonly<ResolvedDungeonOptions>
  /**
   * True when `generateDungeon({ ...options, seed })` makes these tiles again: the dungeon was
   * made from its seed, not drawn from a caller's `rng` (whose earlier draws the seed cannot
   * replay). Savers store such a dungeon as its seed and options.
   */
  reproducible: boolean
  /**
   * The vaults placed, in the order placed; only when the `vaults` option was given (empty when
   * none fitted).
   */
  vaults?: PlacedVault[]
}
