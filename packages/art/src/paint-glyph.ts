import { DIRS_8 } from '@delve/map'
import { checkInteger, checkRgba } from './checks/check.js'
import { ArgumentTypeError } from './checks/errors.js'
import { PixelImage, type Rgba } from './pixel-image.js'

/**
 * A glyph: one string per pixel row, `#` for ink and anything else for nothing. Its outline (see
 * `paintGlyph`) takes the pixel ring around the ink, so tile glyphs keep a blank border.
 */
export type Glyph = readonly string[]

/**
 * Paints `glyph` with its top-left pixel at (left, top): `ink` where it has `#`, and `outline` on
 * every other pixel that touches ink (any of the eight neighbours), so it reads on any ground.
 * The outline can reach one pixel beyond the glyph's box; pixels with neither are left alone, and
 * so are those off the image (`left` and `top` are any whole numbers). Throws an
 * `ArgumentTypeError` or `ArgumentRangeError` for anything else.
 */
export function paintGlyph(
  image: PixelImage,
  left: number,
  top: number,
  glyph: Glyph,
  ink: Rgba,
  outline: Rgba,
): void {
  if (!(image instanceof PixelImage)) {
    throw new ArgumentTypeError('paintGlyph', 'image', image, 'a PixelImage')
  }
  checkInteger('paintGlyph', 'left', left)
  checkInteger('paintGlyph', 'top', top)
  checkGlyph(glyph)
  checkRgba('paintGlyph', 'ink', ink)
  checkRgba('paintGlyph', 'outline', outline)
  const isInk = (x: number, y: number) => glyph[y]?.[x] === '#'
  const width = Math.max(0, ...glyph.map((row) => row.length))
  for (let y = -1; y <= glyph.length; y++) {
    for (let x = -1; x <= width; x++) {
      if (isInk(x, y)) image.set(left + x, top + y, ink)
      else if (DIRS_8.some(([dx, dy]) => isInk(x + dx, y + dy))) {
        image.set(left + x, top + y, outline)
      }
    }
  }
}

const GLYPH_WORDS = 'a glyph: an array of strings, one a pixel row, # for ink'

function checkGlyph(glyph: unknown): void {
  if (!Array.isArray(glyph)) throw new ArgumentTypeError('paintGlyph', 'glyph', glyph, GLYPH_WORDS)
  for (const [i, row] of glyph.entries()) {
    if (typeof row !== 'string') {
      throw new ArgumentTypeError('paintGlyph', `glyph[${i}]`, row, 'a string of pixels, # for ink')
    }
  }
}
