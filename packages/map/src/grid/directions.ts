/** A step to a neighbouring tile: columns right, rows down. */
export type Offset = readonly [dx: number, dy: number]

/** The four rook steps, clockwise from north: N, E, S, W. */
export const DIRS_4: readonly Offset[] = Object.freeze([
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const)

/**
 * The eight king steps, clockwise from north: N, NE, E, SE, S, SW, W, NW. Each is a king's step
 * from the next, so walking the list walks the ring around a tile.
 */
export const DIRS_8: readonly Offset[] = Object.freeze([
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
] as const)

/** The neighbour tables by how many neighbours a tile has. */
export const DIRS = Object.freeze({ 4: DIRS_4, 8: DIRS_8 })
