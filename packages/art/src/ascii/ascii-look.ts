import { checkBoolean, checkInteger, checkObject, checkRgba, checkString } from '../checks/check.js'
import { ArgumentRangeError } from '../checks/errors.js'
import {
  FLOOR_FRAMES,
  FRAME_COUNT,
  Frame,
  type FrameIndex,
  ITEM_FRAMES,
  MONSTER_FRAMES_BY_GLYPH,
  REMEMBERED_FRAMES,
  WALL_FRAMES,
} from '../frames.js'
import { Palette } from '../palette.js'
import { luminance, type Rgba } from '../pixel-image.js'

/** One cell of the ASCII look: a character of the font, its ink and the ground behind it. */
export interface AsciiCell {
  glyph: string
  ink: Rgba
  ground: Rgba
}

/** The dark the cells stand on: the game's own background, so an unknown tile looks the same. */
export const ASCII_DARK: Rgba = 0x0b0b0fff

const on = (glyph: string, ink: Rgba, ground: Rgba = ASCII_DARK): AsciiCell =>
  Object.freeze({ glyph, ink, ground })

/**
 * The terrain as the classic tutorials draw it: `#` wall on a slate ground (so rooms read as
 * blocks), `.` floor, `+` door on dark wood, `<` and `>` stairs (down in gold, the way on), and
 * rock — wall with nothing walkable beside it — left blank.
 */
export const ASCII_TERRAIN = Object.freeze({
  rock: on(' ', ASCII_DARK),
  wall: on('#', 0xa3a9bdff, 0x2a2d3aff),
  floor: on('.', 0x6c7288ff),
  door: on('+', 0xe09a4aff, 0x3a230fff),
  stairsUp: on('<', 0xe8e2ccff),
  stairsDown: on('>', 0xffc94aff),
  /** A vault's locked door: `=` as `toAscii` writes it, on the door's ground. */
  lockedDoor: on('=', 0xe0b84cff, 0x3a230fff),
  /** A vault's altar: `_` in pale stone. */
  altar: on('_', 0xd8d2c0ff),
})

/** The player: a white `@`, the brightest thing on the map. */
export const ASCII_PLAYER: AsciiCell = on('@', 0xffffffff)

/** What a creature leaves where it died. */
export const ASCII_CORPSE: AsciiCell = on('%', Palette.corpse)

/**
 * The monsters by their kind's glyph, in the art's colours; the warden on a blood-red ground,
 * the one creature marked out.
 */
export const ASCII_MONSTERS: Readonly<Record<string, AsciiCell>> = Object.freeze({
  g: on('g', Palette.goblin),
  o: on('o', Palette.orc),
  r: on('r', Palette.rat),
  T: on('T', Palette.troll),
  a: on('a', Palette.goblinArcher),
  k: on('k', Palette.kobold),
  j: on('j', Palette.jackal),
  W: on('W', Palette.warden, 0x6a0f14ff),
  b: on('b', Palette.bat),
  d: on('d', Palette.wolf),
  t: on('t', Palette.thief),
  J: on('J', Palette.acidJelly),
  s: on('s', Palette.skeleton),
  n: on('n', Palette.necromancer),
  A: on('A', Palette.orcArcher),
  O: on('O', Palette.ogre),
  D: on('D', Palette.direWolf),
  w: on('w', Palette.wraith),
})

/** The items by their kind's glyph, in the art's colours. */
export const ASCII_ITEMS: Readonly<Record<string, AsciiCell>> = Object.freeze({
  '!': on('!', Palette.potion),
  '?': on('?', Palette.scroll),
  '/': on('/', Palette.weapon),
  '[': on('[', Palette.armour),
  '"': on('"', Palette.amulet),
})

/** The ink of a monster, and of an item, whose glyph has no colour of its own (a game's kind). */
export const ASCII_MONSTER_INK: Rgba = 0xff6ad5ff
export const ASCII_ITEM_INK: Rgba = 0xe6d38cff

/** How bright a remembered cell's ink is, against the same cell in sight. */
export const ASCII_REMEMBERED_BRIGHTNESS = 0.5

/** A monster of `glyph`: its own colours, or the default monster ink. */
export function asciiMonsterCell(glyph: string): AsciiCell {
  checkString('asciiMonsterCell', 'glyph', glyph)
  return ASCII_MONSTERS[glyph] ?? on(glyph, ASCII_MONSTER_INK)
}

/** An item of `glyph`, in sight or (`remembered`) as last seen. */
export function asciiItemCell(glyph: string, remembered = false): AsciiCell {
  checkString('asciiItemCell', 'glyph', glyph)
  checkBoolean('asciiItemCell', 'remembered', remembered)
  const cell = ASCII_ITEMS[glyph] ?? on(glyph, ASCII_ITEM_INK)
  return remembered ? rememberedCell(cell) : cell
}

/**
 * A cell as remembered out of sight: its ink and ground at `ASCII_REMEMBERED_BRIGHTNESS` of their
 * brightness in a cold blue-grey (as the art's remembered tiles), never darker than `ASCII_DARK`,
 * so the explored map reads at a glance as out of sight and still shows what was where.
 */
export function rememberedCell(cell: AsciiCell): AsciiCell {
  const given = checkObject('rememberedCell', 'cell', cell, 'an AsciiCell { glyph, ink, ground }')
  checkString('rememberedCell', 'cell.glyph', given.glyph)
  checkRgba('rememberedCell', 'cell.ink', given.ink)
  checkRgba('rememberedCell', 'cell.ground', given.ground)
  return on(cell.glyph, remembered(cell.ink), remembered(cell.ground))
}

function remembered(color: Rgba): Rgba {
  const l = luminance(color) * ASCII_REMEMBERED_BRIGHTNESS
  const channel = (v: number, floor: number) => Math.max(floor, Math.min(255, Math.round(v)))
  const r = channel(l * 0.8, (ASCII_DARK >>> 24) & 0xff)
  const g = channel(l * 0.88, (ASCII_DARK >>> 16) & 0xff)
  const b = channel(l * 1.1, (ASCII_DARK >>> 8) & 0xff)
  return ((r << 24) | (g << 16) | (b << 8) | (color & 0xff)) >>> 0
}

/** The cell of each lit frame of `paintTileset`'s strip. */
const LIT: ReadonlyMap<number, AsciiCell> = new Map<number, AsciiCell>([
  [Frame.Rock, ASCII_TERRAIN.rock],
  ...WALL_FRAMES.map((frame) => [frame, ASCII_TERRAIN.wall] as const),
  ...FLOOR_FRAMES.map((frame) => [frame, ASCII_TERRAIN.floor] as const),
  [Frame.Door, ASCII_TERRAIN.door],
  [Frame.StairsUp, ASCII_TERRAIN.stairsUp],
  [Frame.StairsDown, ASCII_TERRAIN.stairsDown],
  [Frame.LockedDoor, ASCII_TERRAIN.lockedDoor],
  [Frame.Altar, ASCII_TERRAIN.altar],
  [Frame.Player, ASCII_PLAYER],
  [Frame.Corpse, ASCII_CORPSE],
  ...Object.entries(MONSTER_FRAMES_BY_GLYPH).map(
    ([glyph, frame]) => [frame, asciiMonsterCell(glyph)] as const,
  ),
  ...Object.entries(ITEM_FRAMES).map(
    ([glyph, frames]) => [frames.lit, asciiItemCell(glyph)] as const,
  ),
])

/** Each remembered frame and the lit frame it remembers. */
const REMEMBERS: ReadonlyMap<number, number> = new Map<number, number>([
  ...[...REMEMBERED_FRAMES].map(([lit, dim]) => [dim, lit] as const),
  ...Object.values(ITEM_FRAMES).map((frames) => [frames.remembered, frames.lit] as const),
])

/**
 * The ASCII cell that stands for frame `frame` of `@delve/art`'s tileset strip (`Frame`): the
 * terrain (every floor and wall look alike), the player, each monster by its glyph, the corpse,
 * the items, and the remembered twins dimmed. Out of range is a `RangeError`.
 */
export function asciiCell(frame: FrameIndex): AsciiCell {
  checkInteger('asciiCell', 'frame', frame, 0, FRAME_COUNT - 1)
  const lit = LIT.get(frame)
  if (lit) return lit
  const of = REMEMBERS.get(frame)
  const remembers = of === undefined ? undefined : LIT.get(of)
  if (remembers) return rememberedCell(remembers)
  throw new ArgumentRangeError(
    'asciiCell',
    'frame',
    frame,
    `a frame of the tileset, 0 to ${FRAME_COUNT - 1}`,
  )
}
