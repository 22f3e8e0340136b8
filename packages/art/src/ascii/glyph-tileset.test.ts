import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CP437_FONT, CP437_SYMBOLS, GLYPH_HEIGHT, GLYPH_WIDTH } from './cp437-font.js'
import {
  GLYPH_CHARS,
  GLYPH_CODES,
  GLYPH_COLUMNS,
  glyphAt,
  glyphFrame,
  paintGlyphTileset,
} from './glyph-tileset.js'

const PRINTABLE = Array.from({ length: 126 - 32 + 1 }, (_, i) => String.fromCharCode(32 + i))

/** A glyph as pictures of its rows: `#` for ink, `.` for none. */
const picture = (rows: readonly number[]) =>
  rows.map((bits) =>
    bits.toString(2).padStart(GLYPH_WIDTH, '0').replace(/0/g, '.').replace(/1/g, '#'),
  )

describe('the CP437 font', () => {
  it('draws every printable ASCII character', () => {
    for (const char of PRINTABLE) expect(CP437_FONT[char], char).toBeDefined()
  })

  it('gives every glyph the declared size: GLYPH_HEIGHT rows of GLYPH_WIDTH pixels', () => {
    for (const [char, rows] of Object.entries(CP437_FONT)) {
      expect(rows, char).toHaveLength(GLYPH_HEIGHT)
      for (const bits of rows) {
        expect(Number.isInteger(bits) && bits >= 0 && bits < 2 ** GLYPH_WIDTH, char).toBe(true)
      }
    }
  })

  it('draws each character differently, and only the space blank', () => {
    const pictures = Object.values(CP437_FONT).map((rows) => picture(rows).join('/'))
    expect(new Set(pictures).size).toBe(pictures.length)
    const blank = Object.entries(CP437_FONT).filter(([, rows]) => rows.every((bits) => bits === 0))
    expect(blank.map(([char]) => char)).toEqual([' '])
  })

  it('draws the roguelike symbols: ☺ ♥ ♦ ♣ ♠ • ░ ▒ ▓ █ ≡ ∞ and more', () => {
    for (const char of '☺♥♦♣♠•░▒▓█≡∞') expect(CP437_FONT[char], char).toBeDefined()
    expect(Object.keys(CP437_FONT)).toHaveLength(
      PRINTABLE.length + Object.keys(CP437_SYMBOLS).length,
    )
  })

  it('draws the tutorials’ glyphs as they look', () => {
    expect(picture(CP437_FONT['@'] as number[])).toEqual([
      '.#####..',
      '#.....#.',
      '#.###.#.',
      '#.#.#.#.',
      '#.####..',
      '#.......',
      '.#####..',
      '........',
    ])
    expect(picture(CP437_FONT['#'] as number[]).slice(0, 3)).toEqual([
      '..#.#...',
      '..#.#...',
      '#######.',
    ])
    // The shades grow darker: a quarter, a half, three quarters, all.
    const ink = (char: string) =>
      (CP437_FONT[char] as number[]).reduce(
        (sum, bits) => sum + picture([bits]).join('').split('#').length - 1,
        0,
      )
    expect(['░', '▒', '▓', '█'].map(ink)).toEqual([16, 32, 48, 64])
  })
})

describe('glyphFrame and glyphAt', () => {
  it('give a printable ASCII character its own code', () => {
    for (const char of PRINTABLE) expect(glyphFrame(char)).toBe(char.charCodeAt(0))
  })

  it('give the symbols their code page 437 codes', () => {
    // From the code page's published table.
    const known: Record<string, number> = {
      '☺': 1,
      '♥': 3,
      '•': 7,
      '⌂': 127,
      '░': 176,
      '█': 219,
      '∞': 236,
      '≡': 240,
      '·': 250,
      '■': 254,
    }
    for (const [char, code] of Object.entries(known)) expect(glyphFrame(char), char).toBe(code)
  })

  it('round-trip: the frame of a character draws that character, and back', () => {
    for (const char of GLYPH_CHARS) expect(glyphAt(glyphFrame(char))).toBe(char)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: GLYPH_CODES - 1 }), (code) => {
        const char = glyphAt(code)
        return char === undefined || glyphFrame(char) === code
      }),
    )
  })

  it('list the characters in code order, each once', () => {
    const codes = [...GLYPH_CHARS].map(glyphFrame)
    expect(codes).toEqual([...codes].sort((a, b) => a - b))
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('refuse a character the font does not draw, naming it', () => {
    for (const bad of ['é', 'ab', '', 'constructor', '\n']) {
      expect(() => glyphFrame(bad)).toThrow(RangeError)
      expect(() => glyphFrame(bad)).toThrow(`; allowed: one of the font's characters`)
    }
    expect(() => glyphFrame('é')).toThrow('glyphFrame: char is "é"')
    expect(glyphAt(0)).toBeUndefined()
    expect(glyphAt(300)).toBeUndefined()
  })
})

describe('paintGlyphTileset', () => {
  const sheet = paintGlyphTileset()
  const cell = (code: number) => {
    const left = (code % GLYPH_COLUMNS) * GLYPH_WIDTH
    const top = Math.floor(code / GLYPH_COLUMNS) * GLYPH_HEIGHT
    return Array.from({ length: GLYPH_HEIGHT }, (_, y) =>
      Array.from({ length: GLYPH_WIDTH }, (_, x) =>
        (sheet.get(left + x, top + y) & 0xff) === 0 ? '.' : '#',
      ).join(''),
    )
  }

  it('is the 16 × 16 grid of the code page, one 8 × 8 cell a code', () => {
    expect(sheet.width).toBe(16 * 8)
    expect(sheet.height).toBe(16 * 8)
  })

  it('draws each glyph in the cell of its code, white on clear', () => {
    for (const char of GLYPH_CHARS) {
      expect(cell(glyphFrame(char)), char).toEqual(picture(CP437_FONT[char] as number[]))
    }
    const inks = new Set<number>()
    for (let y = 0; y < sheet.height; y++) {
      for (let x = 0; x < sheet.width; x++) inks.add(sheet.get(x, y))
    }
    expect([...inks].sort()).toEqual([0x00000000, 0xffffffff])
  })

  it('leaves the codes the font does not draw empty', () => {
    expect(cell(0).join('')).not.toContain('#')
    expect(cell(128).join('')).not.toContain('#')
  })

  it('paints in the colours given', () => {
    const red = paintGlyphTileset(0xff0000ff, 0x000000ff)
    const left = (glyphFrame('█') % GLYPH_COLUMNS) * GLYPH_WIDTH
    const top = Math.floor(glyphFrame('█') / GLYPH_COLUMNS) * GLYPH_HEIGHT
    expect(red.get(left + 3, top + 3)).toBe(0xff0000ff)
    expect(red.get(0, 0)).toBe(0x000000ff)
  })
})
