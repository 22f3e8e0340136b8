import { checkBoolean, checkInteger, checkString } from './checks/check.js'
import { ArgumentRangeError } from './checks/errors.js'
import type { ArtEntry, FramesOf } from './table/art-entry.js'
import { ART_TABLE } from './table/art-table.js'

export { TILE_SIZE } from './table/tile-size.js'

/**
 * The frames of the tileset strip, left to right: frame n starts at x = n × `TILE_SIZE`. Each is
 * entry n of `ART_TABLE`, by its name: `Frame.Goblin === 7`.
 */
export const Frame = Object.freeze(
  Object.fromEntries(ART_TABLE.map((entry, index) => [entry.name, index])),
) as FramesOf<typeof ART_TABLE>

/** A frame of the tileset strip: one of the numbers of `Frame`. */
export type FrameIndex = (typeof Frame)[keyof typeof Frame]

/** How many frames the tileset strip has: one per entry of `ART_TABLE`. */
export const FRAME_COUNT: number = ART_TABLE.length

/** Every entry of the table with its frame number. */
const NUMBERED = ART_TABLE.map((entry: ArtEntry, index) => ({ entry, frame: index as FrameIndex }))

/** The frame named `name` in the table (a name of `Frame`). */
export const frameNamed = (name: string): FrameIndex =>
  (Frame as Readonly<Record<string, FrameIndex>>)[name] as FrameIndex

/** The entries of one role, each with its frame. */
function entriesOf<R extends ArtEntry['role']>(role: R) {
  return NUMBERED.flatMap(({ entry, frame }) =>
    entry.role === role ? [{ entry: entry as Extract<ArtEntry, { role: R }>, frame }] : [],
  )
}

/**
 * The frame of each default monster kind, in the order of `@delve/ecs`'s default kinds table
 * (goblin, orc, rat, troll). A game with kinds of its own looks frames up by glyph: `monsterFrame`.
 */
export const MONSTER_FRAMES: readonly FrameIndex[] = Object.freeze([
  Frame.Goblin,
  Frame.Orc,
  Frame.Rat,
  Frame.Troll,
])

/** The frame of each monster glyph with art of its own (the table's monsters). */
export const MONSTER_FRAMES_BY_GLYPH: Readonly<Record<string, FrameIndex>> = Object.freeze(
  Object.fromEntries(entriesOf('monster').map(({ entry, frame }) => [entry.glyph, frame])),
)

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
export const FLOOR_FRAMES: readonly FrameIndex[] = Object.freeze([
  Frame.Floor,
  Frame.FloorPebbles,
  Frame.FloorCracked,
  Frame.FloorWorn,
])

/** The dressed-stone frame of each variant, 0 … `TILE_VARIANTS` − 1. */
export const WALL_FRAMES: readonly FrameIndex[] = Object.freeze([
  Frame.Wall,
  Frame.WallShaded,
  Frame.WallCracked,
  Frame.WallMossy,
])

/** Each remembered frame's lit frame, of whatever role, in table order. */
const TWINS: readonly (readonly [lit: FrameIndex, dim: FrameIndex])[] = entriesOf('remembered').map(
  ({ entry, frame }) => [frameNamed(entry.of), frame] as const,
)

const roleOf = (frame: FrameIndex): ArtEntry['role'] | undefined => ART_TABLE[frame]?.role

/** Each lit terrain frame and its remembered (out of sight) twin. */
export const REMEMBERED_FRAMES: ReadonlyMap<FrameIndex, FrameIndex> = new Map(
  TWINS.filter(([lit]) => roleOf(lit) === 'terrain'),
)

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

/** How an item is drawn: in sight, and remembered out of sight. */
export interface ItemFrames {
  lit: FrameIndex
  remembered: FrameIndex
}

const ITEM_TWINS: ReadonlyMap<FrameIndex, FrameIndex> = new Map(
  TWINS.filter(([lit]) => roleOf(lit) === 'item'),
)

/** Every item picture of the table, in table order, with its glyph, kinds and frames. */
const ITEMS = entriesOf('item').map(({ entry, frame }) => ({
  entry,
  frames: Object.freeze({ lit: frame, remembered: ITEM_TWINS.get(frame) ?? frame }),
}))

/**
 * Every item picture's frames, in the order of the table: for a renderer that treats items
 * apart (a high-contrast look lifts them all).
 */
export const ITEM_FRAME_LIST: readonly ItemFrames[] = Object.freeze(ITEMS.map((i) => i.frames))

/**
 * The frames of each item glyph with a picture that stands in for it: `!` potions, `?` scrolls,
 * `/` weapons, `[` armour, `"` the amulet, `%` a ration, `~` a key. A glyph with no art of its own
 * (a game's own kind) is drawn as a scroll: an item, if not the right one.
 */
export const ITEM_FRAMES: Readonly<Record<string, ItemFrames>> = Object.freeze(
  Object.fromEntries(
    ITEMS.filter(({ entry }) => entry.standsIn).map(({ entry, frames }) => [entry.glyph, frames]),
  ),
)

/**
 * The frames of each item kind with a picture of its own, by the kind's name ("dart", "wand of
 * slowing", "iron key"). Potions and scrolls have none: their nature is hidden until known, so
 * every kind of them is drawn alike, by its glyph.
 */
export const ITEM_KIND_FRAMES: Readonly<Record<string, ItemFrames>> = Object.freeze(
  Object.fromEntries(
    ITEMS.flatMap(({ entry, frames }) => entry.kinds.map((kind) => [kind, frames] as const)),
  ),
)

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

/**
 * The frame that draws an item of the kind named `kind` with glyph `glyph`: the kind's own picture
 * (`ITEM_KIND_FRAMES`), else its glyph's (`itemFrame`). Pass the kind's real name: a potion's or a
 * scroll's draws the same as any other of its glyph, so nothing hidden shows. Throws an
 * `ArgumentTypeError` for a kind or glyph that is not a string or a `remembered` that is not true
 * or false.
 */
export function itemKindFrame(kind: string, glyph: string, remembered = false): FrameIndex {
  checkString('itemKindFrame', 'kind', kind)
  checkString('itemKindFrame', 'glyph', glyph)
  checkBoolean('itemKindFrame', 'remembered', remembered)
  if (!Object.hasOwn(ITEM_KIND_FRAMES, kind)) return itemFrame(glyph, remembered)
  const frames = ITEM_KIND_FRAMES[kind] as ItemFrames
  return remembered ? frames.remembered : frames.lit
}
