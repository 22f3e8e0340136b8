import { checkBoolean, checkInteger, checkObject, checkRgba, checkString } from '../checks/check.js'
import { ArgumentRangeError } from '../checks/errors.js'
import { FRAME_COUNT, Frame, type FrameIndex, frameNamed } from '../frames.js'
import { luminance, type Rgba } from '../pixel-image.js'
import { type ArtEntry, ASCII_DARK, type AsciiCell, asciiOn as on } from '../table/art-entry.js'
import { ART_TABLE } from '../table/art-table.js'

export { ASCII_DARK, type AsciiCell }

/** The cell the table gives frame `frame` (a lit frame's own; a remembered one has none). */
const cellOf = (frame: FrameIndex): AsciiCell => {
  const entry = ART_TABLE[frame] as ArtEntry
  return entry.role === 'remembered' ? on(' ', ASCII_DARK) : entry.ascii
}

/**
 * The terrain as the classic tutorials draw it: `#` wall on a slate ground (so rooms read as
 * blocks), `.` floor, `+` door on dark wood, `<` and `>` stairs (down in gold, the way on), a
 * vault's locked door `=` and altar `_`, and rock — wall with nothing walkable beside it — left
 * blank. The cells of `ART_TABLE`'s terrain, by name.
 */
export const ASCII_TERRAIN = Object.freeze({
  rock: cellOf(Frame.Rock),
  wall: cellOf(Frame.Wall),
  floor: cellOf(Frame.Floor),
  door: cellOf(Frame.Door),
  stairsUp: cellOf(Frame.StairsUp),
  stairsDown: cellOf(Frame.StairsDown),
  /** A vault's locked door: `=` as `toAscii` writes it, on the door's ground. */
  lockedDoor: cellOf(Frame.LockedDoor),
  /** A vault's altar: `_` in pale stone. */
  altar: cellOf(Frame.Altar),
})

/** The player: a white `@`, the brightest thing on the map. */
export const ASCII_PLAYER: AsciiCell = cellOf(Frame.Player)

/** What a creature leaves where it died. */
export const ASCII_CORPSE: AsciiCell = cellOf(Frame.Corpse)

/**
 * The monsters by their kind's glyph, in the art's colours; the warden on a blood-red ground,
 * the one creature marked out.
 */
export const ASCII_MONSTERS: Readonly<Record<string, AsciiCell>> = Object.freeze(
  Object.fromEntries(
    ART_TABLE.flatMap((entry: ArtEntry) =>
      entry.role === 'monster' ? [[entry.glyph, entry.ascii] as const] : [],
    ),
  ),
)

/** The items by the glyph they stand in for (`ITEM_FRAMES`), in the art's colours. */
export const ASCII_ITEMS: Readonly<Record<string, AsciiCell>> = Object.freeze(
  Object.fromEntries(
    ART_TABLE.flatMap((entry: ArtEntry) =>
      entry.role === 'item' && entry.standsIn ? [[entry.glyph, entry.ascii] as const] : [],
    ),
  ),
)

/** The ink of a monster, and of an item, whose glyph has no colour of its own (a game's kind). */
export const ASCII_MONSTER_INK: Rgba = 0xff6ad5ff
/** The ink of an item whose glyph has no colour of its own (a game's kind). */
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

/**
 * The cell of each frame of `paintTileset`'s strip: a lit frame's from the table, a remembered
 * one the cell of the frame it remembers, dimmed.
 */
const CELLS: readonly AsciiCell[] = ART_TABLE.map((entry: ArtEntry) =>
  entry.role === 'remembered' ? rememberedCell(cellOf(frameNamed(entry.of))) : entry.ascii,
)

/**
 * The ASCII cell that stands for frame `frame` of `@delve/art`'s tileset strip (`Frame`): the
 * terrain (every floor and wall look alike), the player, each monster by its glyph, the corpse,
 * the items, and the remembered twins dimmed. Out of range is a `RangeError`.
 */
export function asciiCell(frame: FrameIndex): AsciiCell {
  checkInteger('asciiCell', 'frame', frame, 0, FRAME_COUNT - 1)
  const cell = CELLS[frame]
  if (cell) return cell
  throw new ArgumentRangeError(
    'asciiCell',
    'frame',
    frame,
    `a frame of the tileset, 0 to ${FRAME_COUNT - 1}`,
  )
}
