/** Tiles are square, this many pixels a side. Small enough that an 80 × 45 map fits a laptop at 1×. */
export const TILE_SIZE = 12

/** The frames of the tileset strip, left to right: frame n starts at x = n × `TILE_SIZE`. */
export const Frame = {
  /** Solid rock: wall that touches no walkable tile, drawn dark so rooms stand out. */
  Rock: 0,
  /** Dressed stone: wall next to something walkable. */
  Wall: 1,
  Floor: 2,
  Door: 3,
  StairsUp: 4,
  StairsDown: 5,
  Player: 6,
  Goblin: 7,
  Orc: 8,
  Rat: 9,
  Troll: 10,
} as const

export type FrameIndex = (typeof Frame)[keyof typeof Frame]

export const FRAME_COUNT = Object.keys(Frame).length

/** The frame of each monster kind, in the order of `@delve/ecs`'s kinds table. */
export const MONSTER_FRAMES: readonly FrameIndex[] = [
  Frame.Goblin,
  Frame.Orc,
  Frame.Rat,
  Frame.Troll,
]
