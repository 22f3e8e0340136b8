import { DIRS_8 } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paintGlyph } from './paint-glyph.js'
import { PixelImage } from './pixel-image.js'

const INK = 0xffffffff
const OUTLINE = 0x000000ff

describe('paintGlyph', () => {
  it('inks the glyph and outlines it all round, one pixel beyond its box', () => {
    const image = new PixelImage(5, 5)
    paintGlyph(image, 1, 1, ['#..', '...', '..#'], INK, OUTLINE)
    const rows = Array.from({ length: 5 }, (_, y) =>
      Array.from({ length: 5 }, (_, x) => {
        const c = image.get(x, y)
        return c === INK ? '#' : c === OUTLINE ? 'o' : '.'
      }).join(''),
    )
    expect(rows).toEqual(['ooo..', 'o#o..', 'ooooo', '..o#o', '..ooo'])
  })

  it('paints ink exactly on #, outline exactly on the pixels touching it, nothing elsewhere', () => {
    const glyph = fc.array(fc.array(fc.constantFrom('#', '.'), { minLength: 1, maxLength: 6 }), {
      minLength: 1,
      maxLength: 6,
    })
    fc.assert(
      fc.property(glyph, (cells) => {
        const rows = cells.map((row) => row.join(''))
        const image = new PixelImage(10, 10)
        paintGlyph(image, 2, 2, rows, INK, OUTLINE)
        const ink = (x: number, y: number) => rows[y - 2]?.[x - 2] === '#'
        for (let y = 0; y < 10; y++) {
          for (let x = 0; x < 10; x++) {
            const touches = DIRS_8.some(([dx, dy]) => ink(x + dx, y + dy))
            const expected = ink(x, y) ? INK : touches ? OUTLINE : 0
            expect(image.get(x, y)).toBe(expected)
          }
        }
      }),
    )
  })
})
