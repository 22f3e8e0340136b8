/** Tile codes stored in a map's `tiles` array. */
export const Tile = {
  Wall: 0,
  Floor: 1,
  Door: 2,
  StairsUp: 3,
  StairsDown: 4,
} as const

export type TileCode = (typeof Tile)[keyof typeof Tile]

/** Every tile but a wall can be walked on. */
export function isWalkable(code: number): boolean {
  return code !== Tile.Wall && code <= Tile.StairsDown
}

/** Every tile but a wall lets light through. */
export function isTransparent(code: number): boolean {
  return isWalkable(code)
}
