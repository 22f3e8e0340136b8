/** Tile codes stored in a map's `tiles` array. */
export const Tile = {
  Wall: 0,
  Floor: 1,
  Door: 2,
  StairsUp: 3,
  StairsDown: 4,
  /**
   * A door that opens only for whoever carries its vault's key (a vault's `LOCK` glyph). It is
   * neither walkable nor transparent, like an unknown code: a game that does not know locks
   * treats it as a wall. `isPassable` counts it, for a level's connectivity.
   */
  LockedDoor: 5,
} as const

export type TileCode = (typeof Tile)[keyof typeof Tile]

/** Every tile but a wall and a locked door can be walked on. */
export function isWalkable(code: number): boolean {
  return code !== Tile.Wall && code <= Tile.StairsDown
}

/** Every tile but a wall and a locked door lets light through. */
export function isTransparent(code: number): boolean {
  return isWalkable(code)
}

/**
 * Walkable, or a locked door: what a level's connectivity counts, since a key opens the door.
 * Whether a tile is reachable without any key is a question for `isWalkable`.
 */
export function isPassable(code: number): boolean {
  return isWalkable(code) || code === Tile.LockedDoor
}
