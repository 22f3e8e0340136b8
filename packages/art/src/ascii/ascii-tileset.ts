import { checkBoolean, checkInteger, checkString } from '../checks/check.js'
import {
  FRAME_COUNT,
  Frame,
  type FrameIndex,
  ITEM_FRAMES,
  ITEM_KIND_FRAMES,
  itemFrame,
  itemKindFrame,
  MONSTER_FRAMES_BY_GLYPH,
  TILE_SIZE,
} from '../frames.js'
import { PixelImage } from '../pixel-image.js'
import { type AsciiCell, asciiCell, asciiItemCell, asciiMonsterCell } from './ascii-look.js'
import { GLYPH_CHARS, paintGlyphCell } from './glyph-tileset.js'

/** The ASCII tileset is this many tiles a row (frame n at column n mod 32, row n ÷ 32). */
export const ASCII_COLUMNS = 32

/**
 * After the `Frame` table, three blocks of one frame for each character of the font
 * (`GLYPH_CHARS`, in order): a monster, an item in sight and an item remembered, in the default
 * inks, for a game's own kinds whose glyphs have no colours of their own.
 */
const Block = { Monster: 0, Item: 1, RememberedItem: 2 } as const
const BLOCKS = Object.keys(Block).length

/** Frames in the ASCII tileset: the `Frame` table, then the three blocks of glyphs. */
export const ASCII_FRAME_COUNT = FRAME_COUNT + BLOCKS * GLYPH_CHARS.length

const blockFrame = (block: number, glyph: string): number | undefined => {
  const index = GLYPH_CHARS.indexOf(glyph)
  return index < 0 || glyph.length !== 1
    ? undefined
    : FRAME_COUNT + block * GLYPH_CHARS.length + index
}

/**
 * The frame of the ASCII tileset that draws a monster of `glyph`: the `Frame` of a glyph the art
 * knows (g o r T a k j W b d t J s n A O D w, each in its colour), else the glyph itself in
 * `ASCII_MONSTER_INK`; a glyph the font lacks is drawn as a goblin, as `monsterFrame` does.
 */
export function asciiMonsterFrame(glyph: string): number {
  checkString('asciiMonsterFrame', 'glyph', glyph)
  return MONSTER_FRAMES_BY_GLYPH[glyph] ?? blockFrame(Block.Monster, glyph) ?? Frame.Goblin
}

/**
 * The frame that draws an item of `glyph`, in sight or (`remembered`) as last seen: the `Frame`
 * of a glyph the art knows (! ? / [ " % ~), else the glyph itself in `ASCII_ITEM_INK`; a glyph the
 * font lacks is drawn as a scroll, as `itemFrame` does.
 */
export function asciiItemFrame(glyph: string, remembered = false): number {
  checkString('asciiItemFrame', 'glyph', glyph)
  checkBoolean('asciiItemFrame', 'remembered', remembered)
  if (ITEM_FRAMES[glyph]) return itemFrame(glyph, remembered)
  const block = remembered ? Block.RememberedItem : Block.Item
  return blockFrame(block, glyph) ?? itemFrame('?', remembered)
}

/**
 * The frame that draws an item of the kind named `kind` with glyph `glyph`: the kind's own
 * (`ITEM_KIND_FRAMES`: its glyph in its own ink), else as `asciiItemFrame(glyph)`. A potion's or a
 * scroll's name draws the same as any other of its glyph, so nothing hidden shows.
 */
export function asciiItemKindFrame(kind: string, glyph: string, remembered = false): number {
  checkString('asciiItemKindFrame', 'kind', kind)
  checkString('asciiItemKindFrame', 'glyph', glyph)
  checkBoolean('asciiItemKindFrame', 'remembered', remembered)
  if (Object.hasOwn(ITEM_KIND_FRAMES, kind)) return itemKindFrame(kind, glyph, remembered)
  return asciiItemFrame(glyph, remembered)
}

/** The cell drawn in frame `frame` of the ASCII tileset. */
export function asciiTileCell(frame: number): AsciiCell {
  checkInteger('asciiTileCell', 'frame', frame, 0, ASCII_FRAME_COUNT - 1)
  if (frame < FRAME_COUNT) return asciiCell(frame as FrameIndex)
  const offset = frame - FRAME_COUNT
  const glyph = GLYPH_CHARS[offset % GLYPH_CHARS.length] as string
  const block = Math.floor(offset / GLYPH_CHARS.length)
  if (block === Block.Monster) return asciiMonsterCell(glyph)
  return asciiItemCell(glyph, block === Block.RememberedItem)
}

/**
 * The level drawn in characters, as the classic tutorials draw it with a CP437 font: one tile of
 * `TILE_SIZE` × `TILE_SIZE` pixels a frame, `ASCII_COLUMNS` to a row, each an 8 × 8 glyph centred
 * on its ground. Frames 0 to `FRAME_COUNT` − 1 are `Frame`'s, the same numbers as
 * `paintTileset`'s strip — so `frameForTile`, `rememberedFrame`, `monsterFrame` and `itemFrame`
 * choose from it unchanged — and then the blocks `asciiMonsterFrame` and `asciiItemFrame` reach
 * for glyphs of a game's own. Every cell is opaque, as a terminal's: a creature hides the floor's
 * dot under it.
 */
export function paintAsciiTileset(): PixelImage {
  const rows = Math.ceil(ASCII_FRAME_COUNT / ASCII_COLUMNS)
  const image = new PixelImage(ASCII_COLUMNS * TILE_SIZE, rows * TILE_SIZE)
  for (let frame = 0; frame < ASCII_FRAME_COUNT; frame++) {
    const { glyph, ink, ground } = asciiTileCell(frame)
    const left = (frame % ASCII_COLUMNS) * TILE_SIZE
    const top = Math.floor(frame / ASCII_COLUMNS) * TILE_SIZE
    paintGlyphCell(image, left, top, glyph, ink, ground, TILE_SIZE, TILE_SIZE)
  }
  return image
}
