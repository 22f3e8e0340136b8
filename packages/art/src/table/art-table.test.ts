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

/**
 * The frames as the tilesets made so far, the game and Tiled exports number them: entry n is
 * frame n. Pinned here, so an entry moved, renamed or put before the end fails; a new one goes
 * after them all.
 */
// biome-ignore format: the names by rows, each row's first frame noted above it
const PINNED = [
  // 0–9
  'Rock', 'Wall', 'Floor', 'Door', 'StairsUp', 'StairsDown', 'Player', 'Goblin', 'Orc', 'Rat',
  // 10–14
  'Troll', 'RememberedRock', 'RememberedWall', 'RememberedFloor', 'RememberedDoor',
  // 15–19
  'RememberedStairsUp', 'RememberedStairsDown', 'FloorPebbles', 'FloorCracked', 'FloorWorn',
  // 20–24
  'WallShaded', 'WallCracked', 'WallMossy', 'RememberedFloorPebbles', 'RememberedFloorCracked',
  // 25–28
  'RememberedFloorWorn', 'RememberedWallShaded', 'RememberedWallCracked', 'RememberedWallMossy',
  // 29–34
  'Corpse', 'Potion', 'Scroll', 'RememberedPotion', 'RememberedScroll', 'GoblinArcher',
  // 35–41
  'Kobold', 'Jackal', 'Warden', 'Weapon', 'Armour', 'Amulet', 'RememberedWeapon',
  // 42–48
  'RememberedArmour', 'RememberedAmulet', 'Bat', 'Wolf', 'Thief', 'AcidJelly', 'Skeleton',
  // 49–54
  'Necromancer', 'OrcArcher', 'Ogre', 'DireWolf', 'Wraith', 'LockedDoor',
  // 55–60
  'RememberedLockedDoor', 'Altar', 'RememberedAltar', 'Ration', 'RememberedRation', 'Dart',
  // 61–64
  'RememberedDart', 'Javelin', 'RememberedJavelin', 'WandOfLightning',
  // 65–68
  'RememberedWandOfLightning', 'WandOfSlowing', 'RememberedWandOfSlowing', 'WandOfDigging',
  // 69–73
  'RememberedWandOfDigging', 'IronKey', 'RememberedIronKey', 'SilverKey', 'RememberedSilverKey',
  // 74–78
  'BoneKey', 'RememberedBoneKey', 'Dagger', 'RememberedDagger', 'ChainMail',
  // 79
  'RememberedChainMail',
] as const

describe('ART_TABLE', () => {
  it(`numbers its first ${PINNED.length} frames as before, and only adds after them`, () => {
    expect(TABLE.slice(0, PINNED.length).map((entry) => entry.name)).toEqual(PINNED)
    expect([Frame.Goblin, Frame.Corpse, Frame.Warden, Frame.ChainMail]).toEqual([7, 29, 37, 78])
    expect(FRAME_COUNT).toBeGreaterThanOrEqual(PINNED.length)
  })

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

  it('draws every monster and item in ASCII as its own glyph in its ink, a font character', () => {
    for (const [frame, entry] of TABLE.entries()) {
      if (entry.role === 'remembered') continue
      expect(GLYPH_CHARS, entry.name).toContain(entry.ascii.glyph)
      if (entry.role === 'monster' || entry.role === 'item') {
        expect(asciiCell(frame as never)).toMatchObject({ glyph: entry.glyph, ink: entry.ink })
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
