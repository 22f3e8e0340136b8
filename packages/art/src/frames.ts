import { checkBoolean, checkInteger, checkString } from './checks/check.js'
import { ArgumentRangeError } from './checks/errors.js'

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
  /** Floor and dressed-stone variants (`tileVariants` picks one per tile): variant 0 is the plain one. */
  FloorPebbles: 17,
  FloorCracked: 18,
  FloorWorn: 19,
  WallShaded: 20,
  WallCracked: 21,
  WallMossy: 22,
  RememberedFloorPebbles: 23,
  RememberedFloorCracked: 24,
  RememberedFloorWorn: 25,
  RememberedWallShaded: 26,
  RememberedWallCracked: 27,
  RememberedWallMossy: 28,
  /** `%`: what a creature leaves where it died; drawn over the floor, under the living. */
  Corpse: 29,
  /** `!`: a potion lying on the floor; drawn over the floor, under the creatures. */
  Potion: 30,
  /** `?`: a scroll lying on the floor. */
  Scroll: 31,
  /** The items as remembered on a tile out of sight, as they were when last seen. */
  RememberedPotion: 32,
  RememberedScroll: 33,
  /** The game's own monsters: `a` a goblin archer, `k` a kobold, `j` a jackal, `W` the warden. */
  GoblinArcher: 34,
  Kobold: 35,
  Jackal: 36,
  /** The unique guardian of the amulet: gold on a red outline, to stand out from the rest. */
  Warden: 37,
  /** `/`: a weapon (a dagger, a sword) lying on the floor. */
  Weapon: 38,
  /** `[`: armour (leather armour, chain mail). */
  Armour: 39,
  /** `"`: the amulet of the deep, the prize of the run. */
  Amulet: 40,
  RememberedWeapon: 41,
  RememberedArmour: 42,
  RememberedAmulet: 43,
  /** The deeper dungeon's monsters (`@delve/ecs`'s `DEEP_MONSTER_KINDS`), each by its glyph. */
  Bat: 44,
  Wolf: 45,
  Thief: 46,
  AcidJelly: 47,
  Skeleton: 48,
  Necromancer: 49,
  OrcArcher: 50,
  Ogre: 51,
  DireWolf: 52,
  Wraith: 53,
  /** A vault's locked door (`LOCKED_DOOR` of `@delve/map`): iron-bound, with a keyhole. */
  LockedDoor: 54,
  RememberedLockedDoor: 55,
  /** A vault's altar: a pale stone slab on the floor, what lies on it drawn over it. */
  Altar: 56,
  RememberedAltar: 57,
} as const

export type FrameIndex = (typeof Frame)[keyof typeof Frame]

export const FRAME_COUNT = Object.keys(Frame).length

/**
 * The frame of each default monster kind, in the order of `@delve/ecs`'s default kinds table
 * (goblin, orc, rat, troll). A game with kinds of its own looks frames up by glyph: `monsterFrame`.
 */
export const MONSTER_FRAMES: readonly FrameIndex[] = [
  Frame.Goblin,
  Frame.Orc,
  Frame.Rat,
  Frame.Troll,
]

/** The frame of each monster glyph with art of its own. */
export const MONSTER_FRAMES_BY_GLYPH: Readonly<Record<string, FrameIndex>> = {
  g: Frame.Goblin,
  o: Frame.Orc,
  r: Frame.Rat,
  T: Frame.Troll,
  a: Frame.GoblinArcher,
  k: Frame.Kobold,
  j: Frame.Jackal,
  W: Frame.Warden,
  b: Frame.Bat,
  d: Frame.Wolf,
  t: Frame.Thief,
  J: Frame.AcidJelly,
  s: Frame.Skeleton,
  n: Frame.Necromancer,
  A: Frame.OrcArcher,
  O: Frame.Ogre,
  D: Frame.DireWolf,
  w: Frame.Wraith,
}

/**
 * The frame that draws a monster of `glyph`. Any string: a glyph with no art of its own (a game's
 * own kind) is drawn as a goblin, a monster if not the right one. Throws an `ArgumentTypeError`
 * for anything but a string.
 */
export function monsterFrame(glyph: string): FrameIndex {
  checkString('monsterFrame', 'glyph', glyph)
  return Object.hasOwn(MONSTER_FRAMES_BY_GLYPH, glyph)
    ? (MONSTER_FRAMES_BY_GLYPH[glyph] as FrameIndex)
    : Frame.Goblin
}

/** How many looks the tileset has for a floor and for dressed stone: `tileVariants(map, TILE_VARIANTS)`. */
export const TILE_VARIANTS = 4

/** The floor frame of each variant, 0 … `TILE_VARIANTS` − 1. */
export const FLOOR_FRAMES: readonly FrameIndex[] = [
  Frame.Floor,
  Frame.FloorPebbles,
  Frame.FloorCracked,
  Frame.FloorWorn,
]

/** The dressed-stone frame of each variant, 0 … `TILE_VARIANTS` − 1. */
export const WALL_FRAMES: readonly FrameIndex[] = [
  Frame.Wall,
  Frame.WallShaded,
  Frame.WallCracked,
  Frame.WallMossy,
]

/** Each lit terrain frame and its remembered (out of sight) twin. */
export const REMEMBERED_FRAMES: ReadonlyMap<FrameIndex, FrameIndex> = new Map<
  FrameIndex,
  FrameIndex
>([
  [Frame.Rock, Frame.RememberedRock],
  [Frame.Wall, Frame.RememberedWall],
  [Frame.Floor, Frame.RememberedFloor],
  [Frame.Door, Frame.RememberedDoor],
  [Frame.StairsUp, Frame.RememberedStairsUp],
  [Frame.StairsDown, Frame.RememberedStairsDown],
  [Frame.FloorPebbles, Frame.RememberedFloorPebbles],
  [Frame.FloorCracked, Frame.RememberedFloorCracked],
  [Frame.FloorWorn, Frame.RememberedFloorWorn],
  [Frame.WallShaded, Frame.RememberedWallShaded],
  [Frame.WallCracked, Frame.RememberedWallCracked],
  [Frame.WallMossy, Frame.RememberedWallMossy],
  [Frame.LockedDoor, Frame.RememberedLockedDoor],
  [Frame.Altar, Frame.RememberedAltar],
])

const TERRAIN_WORDS = `a lit terrain frame, one of ${[...REMEMBERED_FRAMES.keys()].join(', ')} (only terrain is remembered)`

/**
 * The remembered (out of sight) frame of a lit terrain frame. Throws an `ArgumentRangeError` for
 * a frame that is not terrain (a creature, an item, a remembered frame).
 */
export function rememberedFrame(frame: FrameIndex): FrameIndex {
  checkInteger('rememberedFrame', 'frame', frame, 0, FRAME_COUNT - 1)
  const remembered = REMEMBERED_FRAMES.get(frame)
  if (remembered === undefined) {
    throw new ArgumentRangeError('rememberedFrame', 'frame', frame, TERRAIN_WORDS)
  }
  return remembered
}

/** How an item glyph is drawn: in sight, and remembered out of sight. */
export interface ItemFrames {
  lit: FrameIndex
  remembered: FrameIndex
}

/**
 * The frames of each item glyph: `@delve/ecs`'s kinds (`!` potions, `?` scrolls, `/` weapons,
 * `[` armour) and the game's amulet (`"`). A glyph with no art of its own (a game's own kind) is
 * drawn as a scroll: an item, if not the right one.
 */
export const ITEM_FRAMES: Readonly<Record<string, ItemFrames>> = {
  '!': { lit: Frame.Potion, remembered: Frame.RememberedPotion },
  '?': { lit: Frame.Scroll, remembered: Frame.RememberedScroll },
  '/': { lit: Frame.Weapon, remembered: Frame.RememberedWeapon },
  '[': { lit: Frame.Armour, remembered: Frame.RememberedArmour },
  '"': { lit: Frame.Amulet, remembered: Frame.RememberedAmulet },
}

/**
 * The frame that draws an item of `glyph`, in sight or (`remembered`) as last seen. Any string:
 * a glyph with no art of its own is drawn as a scroll. Throws an `ArgumentTypeError` for a glyph
 * that is not a string or a `remembered` that is not true or false.
 */
export function itemFrame(glyph: string, remembered = false): FrameIndex {
  checkString('itemFrame', 'glyph', glyph)
  checkBoolean('itemFrame', 'remembered', remembered)
  const frames = Object.hasOwn(ITEM_FRAMES, glyph)
    ? (ITEM_FRAMES[glyph] as ItemFrames)
    : (ITEM_FRAMES['?'] as ItemFrames)
  return remembered ? frames.remembered : frames.lit
}
