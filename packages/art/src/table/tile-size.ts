/** Tiles are square, this many pixels a side. Small enough that an 80 × 45 map fits a laptop at 1×. */
export const TILE_SIZE = 12
