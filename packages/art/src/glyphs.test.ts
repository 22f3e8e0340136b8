import { describe, expect, it } from 'vitest'
import type { Glyph } from './glyphs.js'
import * as glyphs from './glyphs.js'
import * as itemGlyphs from './table/item-glyphs.js'

const TILE_GLYPHS = Object.entries({ ...glyphs, ...itemGlyphs }) as [string, Glyph][]
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

  it('tells the new glyphs apart by shape, not by colour alone: each differs in many pixels', () => {
    const { GOBLIN_ARCHER, KOBOLD, JACKAL, WARDEN, WEAPON, ARMOUR, AMULET } = glyphs
    const { BAT, WOLF, THIEF, ACID_JELLY, SKELETON, NECROMANCER } = glyphs
    const { ORC_ARCHER, OGRE, DIRE_WOLF, WRAITH } = glyphs
    const added = [GOBLIN_ARCHER, KOBOLD, JACKAL, WARDEN, WEAPON, ARMOUR, AMULET]
    added.push(BAT, WOLF, THIEF, ACID_JELLY, SKELETON, NECROMANCER)
    added.push(ORC_ARCHER, OGRE, DIRE_WOLF, WRAITH)
    // The item kinds' own pictures, several to a glyph: told apart by shape too.
    added.push(...(Object.values(itemGlyphs) as Glyph[]))
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
