/**
 * Tile codes stored in a map's `tiles` array: the five every renderer draws, in the order of
 * the Tiled export's tileset. A vault's locked door adds a sixth, `LOCKED_DOOR`, kept apart.
 */
export const Tile = {
  Wall: 0,
  Floor: 1,
  Door: 2,
  StairsUp: 3,
  StairsDown: 4,
} as const

/** One of the five tile codes of `Tile`: what a map's `tiles` array holds. */
export type TileCode = (typeof Tile)[keyof typeof Tile]

/**
 * The tile code of a door that opens only for whoever carries its vault's key (a vault's `LOCK`
 * glyph). It is not in `Tile`, whose five codes the art and the Tiled tileset draw one by one;
 * like an unknown code it is neither walkable nor transparent, so a game that does not know
 * locks treats it as a wall. `isPassable` counts it, for a level's connectivity.
 */
export const LOCKED_DOOR = 5

/** Every tile but a wall (and a locked door) can be walked on. */
export function isWalkable(code: number): boolean {
  return code !== Tile.Wall && code <= Tile.StairsDown
}

/** Every tile but a wall (and a locked door) lets light through. */
export function isTransparent(code: number): boolean {
  return isWalkable(code)
}

/**
 * Walkable, or a locked door: what a level's connectivity counts, since its key opens the door.
 * Whether a tile is reachable without any key is a question for `isWalkable`.
 */
export function isPassable(code: number): boolean {
  return isWalkable(code) || code === LOCKED_DOOR
}
