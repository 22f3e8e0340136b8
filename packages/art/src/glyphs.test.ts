import { describe, expect, it } from 'vitest'
import { Frame } from './frames.js'
import type { Glyph } from './paint-glyph.js'
import type { ArtEntry } from './table/art-entry.js'
import { ART_TABLE, STAIRS_DOWN, STAIRS_UP } from './table/art-table.js'

/** Each entry of the table with a pattern, by name, with its frame. */
const PATTERNS = (ART_TABLE as readonly ArtEntry[]).flatMap((entry, frame) =>
  'pattern' in entry ? [{ name: entry.name, frame, glyph: entry.pattern }] : [],
)

/** Every tile glyph: the stairs' and each pattern of the table. */
const TILE_GLYPHS: [string, Glyph][] = [
  ['STAIRS_DOWN', STAIRS_DOWN],
  ['STAIRS_UP', STAIRS_UP],
  ...PATTERNS.map(({ name, glyph }) => [name, glyph] as [string, Glyph]),
]
const ink = (glyph: Glyph) => glyph.join('').split('#').length - 1

describe('the tile glyphs', () => {
  it.each(TILE_GLYPHS)(
    '%s is 12 × 12 with a blank border, so its outline fits the tile',
    (_, glyph) => {
      expect(glyph).toHaveLength(12)
      for (const row of glyph) expect(row).toMatch(/^[.#]{12}$/)
      expect(glyph[0]).not.toContain('#')
      expect(glyph[11]).not.toContain('#')
      for (const row of glyph) {
        expect(row[0]).toBe('.')
        expect(row[11]).toBe('.')
      }
      expect(ink(glyph)).toBeGreaterThanOrEqual(16)
    },
  )

  it.each(TILE_GLYPHS)('%s draws its upright strokes two pixels wide', (_, glyph) => {
    // No lone pixel of ink in a row: every run of ink is at least two wide, or is the tip of a
    // taper (ink above or below it).
    for (const [y, row] of glyph.entries()) {
      for (const run of row.matchAll(/#+/g)) {
        if (run[0].length >= 2) continue
        const x = run.index
        const above = glyph[y - 1]?.[x] === '#'
        const below = glyph[y + 1]?.[x] === '#'
        expect(above || below, `a lone pixel at (${x}, ${y})`).toBe(true)
      }
    }
  })

  it('gives every glyph a shape of its own', () => {
    const shapes = new Set(TILE_GLYPHS.map(([, glyph]) => glyph.join('\n')))
    expect(shapes.size).toBe(TILE_GLYPHS.length)
  })

  it('tells the glyphs after the tutorials’ apart by shape, not by colour alone: each differs in many pixels', () => {
    // From the goblin archer on: Delve's own monsters and items, and the item kinds' own
    // pictures, several to a glyph, told apart by shape too; any entry added since, as well.
    const added = PATTERNS.filter(({ frame }) => frame >= Frame.GoblinArcher).map((p) => p.glyph)
    expect(added.length).toBeGreaterThanOrEqual(28)
    const differ = (a: Glyph, b: Glyph) => {
      let n = 0
      for (let y = 0; y < 12; y++) {
        for (let x = 0; x < 12; x++) if ((a[y]?.[x] === '#') !== (b[y]?.[x] === '#')) n++
      }
      return n
    }
    for (const glyph of added) {
      for (const [name, other] of TILE_GLYPHS) {
        if (other !== glyph) expect(differ(glyph, other), name).toBeGreaterThanOrEqual(10)
      }
    }
  })
})
