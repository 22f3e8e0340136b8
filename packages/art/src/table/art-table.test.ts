import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asciiCell } from '../ascii/ascii-look.js'
import { GLYPH_CHARS } from '../ascii/glyph-tileset.js'
import {
  FRAME_COUNT,
  Frame,
  ITEM_FRAME_LIST,
  ITEM_FRAMES,
  ITEM_KIND_FRAMES,
  itemFrame,
  itemKindFrame,
  MONSTER_FRAMES_BY_GLYPH,
  REMEMBERED_FRAMES,
} from '../frames.js'
import type { ArtEntry } from './art-entry.js'
import { ART_TABLE } from './art-table.js'

const TABLE: readonly ArtEntry[] = ART_TABLE
const indexOf = (name: string) => TABLE.findIndex((entry) => entry.name === name)

describe('ART_TABLE', () => {
  it('numbers the frames by its order: Frame is each entry’s name and index, nothing else', () => {
    expect(FRAME_COUNT).toBe(TABLE.length)
    expect(Object.entries(Frame)).toEqual(TABLE.map((entry, i) => [entry.name, i]))
    expect(new Set(TABLE.map((entry) => entry.name)).size).toBe(TABLE.length)
  })

  it('remembers only an earlier terrain or item entry, each at most once, every item once', () => {
    const remembered = TABLE.flatMap((entry, i) =>
      entry.role === 'remembered' ? [{ i, of: indexOf(entry.of) }] : [],
    )
    for (const { i, of } of remembered) {
      expect(of, TABLE[i]?.name).toBeGreaterThanOrEqual(0)
      expect(of).toBeLessThan(i)
      expect(['terrain', 'item']).toContain(TABLE[of]?.role)
    }
    expect(new Set(remembered.map((r) => r.of)).size).toBe(remembered.length)
    const items = TABLE.flatMap((entry, i) => (entry.role === 'item' ? [i] : []))
    expect(remembered.map((r) => r.of)).toEqual(expect.arrayContaining(items))
    // The derived twins say the same.
    for (const [lit, dim] of REMEMBERED_FRAMES)
      expect(TABLE[dim]).toMatchObject({ of: TABLE[lit]?.name })
    for (const { lit, remembered } of ITEM_FRAME_LIST) {
      expect(TABLE[remembered]).toMatchObject({ role: 'remembered', of: TABLE[lit]?.name })
    }
  })

  it('lets one picture stand in for a glyph, and names each kind in one picture only', () => {
    const standIns = TABLE.flatMap((e) => (e.role === 'item' && e.standsIn ? [e.glyph] : []))
    expect(new Set(standIns).size).toBe(standIns.length)
    expect(Object.keys(ITEM_FRAMES)).toEqual(standIns)
    const kinds = TABLE.flatMap((e) => (e.role === 'item' ? e.kinds : []))
    expect(new Set(kinds).size).toBe(kinds.length)
    expect(Object.keys(ITEM_KIND_FRAMES)).toEqual(kinds)
    const monsters = TABLE.flatMap((e) => (e.role === 'monster' ? [e.glyph] : []))
    expect(Object.keys(MONSTER_FRAMES_BY_GLYPH)).toEqual(monsters)
  })

  it('draws every monster and item in ASCII as its own glyph, a character of the font', () => {
    for (const [frame, entry] of TABLE.entries()) {
      if (entry.role === 'remembered') continue
      expect(GLYPH_CHARS, entry.name).toContain(entry.ascii.glyph)
      if (entry.role === 'monster' || entry.role === 'item') {
        expect(asciiCell(frame as never).glyph).toBe(entry.glyph)
      }
    }
  })

  it('tells the kinds that share a glyph apart in the ASCII look by their ink', () => {
    const byGlyph = new Map<string, number[]>()
    for (const entry of TABLE) {
      if (entry.role !== 'item') continue
      byGlyph.set(entry.glyph, [...(byGlyph.get(entry.glyph) ?? []), entry.ascii.ink])
    }
    for (const [glyph, inks] of byGlyph) expect(new Set(inks).size, glyph).toBe(inks.length)
  })

  it('finds a kind’s own picture by its name, else its glyph’s, remembered or not', () => {
    expect(itemKindFrame('dart', ')')).toBe(Frame.Dart)
    expect(itemKindFrame('javelin', ')', true)).toBe(Frame.RememberedJavelin)
    expect(itemKindFrame('wand of digging', '-')).toBe(Frame.WandOfDigging)
    expect(itemKindFrame('bone key', '~')).toBe(Frame.BoneKey)
    expect(itemKindFrame('ration', '%')).toBe(Frame.Ration)
    expect(itemKindFrame('sword', '/')).toBe(Frame.Weapon)
    expect(itemKindFrame('dagger', '/')).toBe(Frame.Dagger)
    // A kind with no picture of its own is drawn by its glyph: a potion as every potion.
    expect(itemKindFrame('healing potion', '!')).toBe(Frame.Potion)
    expect(itemKindFrame('poison potion', '!', true)).toBe(Frame.RememberedPotion)
    // A game's own kind of a glyph with a stand-in: the stand-in (names are matched exactly).
    expect(itemKindFrame('boomerang', ')')).toBe(Frame.Dart)
    expect(itemKindFrame('Dart', ')')).toBe(Frame.Dart)
    expect(itemKindFrame('wand of wishing', '-')).toBe(Frame.WandOfLightning)
    // A glyph the art has no picture for at all: the scroll, as before.
    expect(itemKindFrame('bell', '(')).toBe(Frame.Scroll)
    expect(() => itemKindFrame(1 as never, ')')).toThrow(TypeError)
    expect(() => itemKindFrame('dart', null as never)).toThrow(/itemKindFrame: glyph is null/)
    expect(() => itemKindFrame('dart', ')', 1 as never)).toThrow(/remembered/)
  })

  it('draws any kind it has no picture of as its glyph would be drawn, in sight or remembered', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 2 }), fc.boolean(), (kind, glyph, dim) => {
        fc.pre(!Object.hasOwn(ITEM_KIND_FRAMES, kind))
        expect(itemKindFrame(kind, glyph, dim)).toBe(itemFrame(glyph, dim))
      }),
    )
    for (const [kind, frames] of Object.entries(ITEM_KIND_FRAMES)) {
      fc.assert(
        fc.property(fc.string({ maxLength: 2 }), (glyph) => {
          expect(itemKindFrame(kind, glyph)).toBe(frames.lit)
          expect(itemKindFrame(kind, glyph, true)).toBe(frames.remembered)
        }),
      )
    }
  })
})
