import { checkString } from './checks/check.js'
import { ArgumentRangeError } from './checks/errors.js'
import { LETTER_GLYPHS } from './letter-glyphs.js'
import type { Glyph } from './paint-glyph.js'
import { paintGlyph } from './paint-glyph.js'
import { PixelImage } from './pixel-image.js'
import { DungeonColours } from './table/dungeon-colours.js'

/** The letters the font has, in frame order. */
export const LABEL_LETTERS = Object.keys(LETTER_GLYPHS).join('')

/** Each letter's cell: the 5 × 7 glyph and a one-pixel outline all round. */
export const LETTER_WIDTH = 7
/** A letter cell's height in pixels: the 7-pixel glyph and its outline (its width is `LETTER_WIDTH`). */
export const LETTER_HEIGHT = 9

/**
 * Paints the label letters side by side, A to Z, each in a cell of `LETTER_WIDTH` ×
 * `LETTER_HEIGHT` with a solid dark outline, so a label reads over walls and floors alike. It
 * takes nothing: the font is fixed.
 */
export function paintLabelFont(): PixelImage {
  const image = new PixelImage(LETTER_WIDTH * LABEL_LETTERS.length, LETTER_HEIGHT)
  for (const [i, letter] of [...LABEL_LETTERS].entries()) {
    const glyph = LETTER_GLYPHS[letter] as Glyph
    paintGlyph(
      image,
      i * LETTER_WIDTH + 1,
      1,
      glyph,
      DungeonColours.labelInk,
      DungeonColours.labelOutline,
    )
  }
  return image
}

/**
 * The frame of `letter` in the painted font. Throws an `ArgumentRangeError` for a string that is
 * not one of `LABEL_LETTERS`, an `ArgumentTypeError` for anything else.
 */
export function letterFrame(letter: string): number {
  checkString('letterFrame', 'letter', letter)
  const frame = LABEL_LETTERS.indexOf(letter)
  if (frame < 0 || letter.length !== 1) {
    throw new ArgumentRangeError('letterFrame', 'letter', letter, `one letter of ${LABEL_LETTERS}`)
  }
  return frame
}
