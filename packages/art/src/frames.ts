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
  /** The terrain as remembered out of sight: the same tiles, dark and cold (fog of war). */
  RememberedRock: 11,
  RememberedWall: 12,
  RememberedFloor: 13,
  RememberedDoor: 14,
  RememberedStairsUp: 15,
  RememberedStairsDown: 16,
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

/** How far a remembered frame sits after its lit one: terrain frames only (Rock … StairsDown). */
const REMEMBERED_OFFSET = Frame.RememberedRock - Frame.Rock

/** The remembered (out of sight) frame of a lit terrain frame. */
export function rememberedFrame(frame: FrameIndex): FrameIndex {
  if (frame > Frame.StairsDown)
    throw new RangeError(`frame ${frame} is not terrain: only terrain is remembered`)
  return (frame + REMEMBERED_OFFSET) as FrameIndex
}
