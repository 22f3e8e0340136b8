import { DIRS_8 } from '@delve/map'
import type { Glyph } from './glyphs.js'
import type { PixelImage, Rgba } from './pixel-image.js'

/**
 * Paints `glyph` with its top-left pixel at (left, top): `ink` where it has `#`, and `outline` on
 * every other pixel that touches ink (any of the eight neighbours), so it reads on any ground.
 * The outline can reach one pixel beyond the glyph's box; pixels with neither are left alone.
 */
export function paintGlyph(
  image: PixelImage,
  left: number,
  top: number,
  glyph: Glyph,
  ink: Rgba,
  outline: Rgba,
): void {
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
