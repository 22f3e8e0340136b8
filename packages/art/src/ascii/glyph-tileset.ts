import { checkInteger, checkRgba, checkString } from '../checks/check.js'
import { ArgumentRangeError, ArgumentTypeError } from '../checks/errors.js'
import { PixelImage, type Rgba } from '../pixel-image.js'
import { CP437_FONT, CP437_SYMBOLS, GLYPH_HEIGHT, GLYPH_WIDTH } from './cp437-font.js'

const WHITE: Rgba = 0xffffffff
const CLEAR: Rgba = 0x00000000

/** The glyph sheet is 16 glyphs a row and 16 rows, one cell for each code of code page 437. */
export const GLYPH_COLUMNS = 16
/** The codes the glyph sheet has a cell for: the 256 of code page 437. */
export const GLYPH_CODES = 256

function isPrintableAscii(char: string): boolean {
  const code = char.charCodeAt(0)
  return char.length === 1 && code >= 32 && code <= 126
}

/**
 * The bitmap of `char`; a character the font lacks is an `ArgumentRangeError` naming `caller`
 * (not a string, an `ArgumentTypeError`).
 */
function fontRows(char: string, caller: string): readonly number[] {
  checkString(caller, 'char', char)
  if (Object.hasOwn(CP437_FONT, char)) return CP437_FONT[char] as readonly number[]
  throw new ArgumentRangeError(
    caller,
    'char',
    char,
    `one of the font's characters (printable ASCII or ${Object.keys(CP437_SYMBOLS).join(' ')})`,
  )
}

/**
 * The frame of `char` in `paintGlyphTileset`'s sheet: its code page 437 code (the printable
 * ASCII characters are their own codes; ☺ is 1, ░ 176, █ 219 …). A character the font does not
 * draw is a `RangeError`.
 */
export function glyphFrame(char: string): number {
  fontRows(char, 'glyphFrame')
  return isPrintableAscii(char) ? char.charCodeAt(0) : (CP437_SYMBOLS[char] as number)
}

/** The character drawn in frame `frame` of the glyph sheet; undefined for a code with no glyph. */
export function glyphAt(frame: number): string | undefined {
  return CODE_TO_CHAR.get(frame)
}

const CODE_TO_CHAR: ReadonlyMap<number, string> = new Map(
  Object.keys(CP437_FONT)
    .map((char) => [glyphFrame(char), char] as const)
    .sort(([a], [b]) => a - b),
)

/** Every character the font draws, in code page 437 order (the symbols below 32 first). */
export const GLYPH_CHARS: string = [...CODE_TO_CHAR.values()].join('')

/**
 * Paints `char` into the `width` × `height` cell whose top-left pixel is (left, top): the cell
 * filled with `ground`, then the 8 × 8 glyph in `ink`, centred (a 12-pixel tile has two pixels
 * of ground above and to the left of the glyph). A character the font lacks is a `RangeError`.
 */
export function paintGlyphCell(
  image: PixelImage,
  left: number,
  top: number,
  char: string,
  ink: Rgba,
  ground: Rgba,
  width: number = GLYPH_WIDTH,
  height: number = GLYPH_HEIGHT,
): void {
  const fn = 'paintGlyphCell'
  if (!(image instanceof PixelImage)) {
    throw new ArgumentTypeError(fn, 'image', image, 'a PixelImage')
  }
  checkInteger(fn, 'left', left)
  checkInteger(fn, 'top', top)
  const rows = fontRows(char, fn)
  checkRgba(fn, 'ink', ink)
  checkRgba(fn, 'ground', ground)
  checkInteger(fn, 'width', width, 0)
  checkInteger(fn, 'height', height, 0)
  image.fill(left, top, width, height, ground)
  const x0 = left + ((width - GLYPH_WIDTH) >> 1)
  const y0 = top + ((height - GLYPH_HEIGHT) >> 1)
  for (const [y, bits] of rows.entries()) {
    for (let x = 0; x < GLYPH_WIDTH; x++) {
      if (bits & (0x80 >> x)) image.set(x0 + x, y0 + y, ink)
    }
  }
}

/**
 * The font as a glyph sheet in the code page 437 layout most roguelike libraries read (libtcod's
 * `CHARMAP_CP437`, a 16 × 16 grid): frame n, at column n mod 16 and row n ÷ 16, is the glyph of
 * code n, `ink` on `ground` (default white on clear, for a renderer that tints); codes the font
 * does not draw are left `ground`. 128 × 128 pixels.
 */
export function paintGlyphTileset(ink: Rgba = WHITE, ground: Rgba = CLEAR): PixelImage {
  checkRgba('paintGlyphTileset', 'ink', ink)
  checkRgba('paintGlyphTileset', 'ground', ground)
  const rows = GLYPH_CODES / GLYPH_COLUMNS
  const image = new PixelImage(GLYPH_COLUMNS * GLYPH_WIDTH, rows * GLYPH_HEIGHT)
  image.fill(0, 0, image.width, image.height, ground)
  for (const [code, char] of CODE_TO_CHAR) {
    const left = (code % GLYPH_COLUMNS) * GLYPH_WIDTH
    const top = Math.floor(code / GLYPH_COLUMNS) * GLYPH_HEIGHT
    paintGlyphCell(image, left, top, char, ink, ground)
  }
  return image
}
