import {
  ArgumentTypeError,
  ASCII_MONSTER_INK,
  asciiTileCell,
  Frame,
  ITEM_FRAMES,
  MONSTER_FRAMES_BY_GLYPH,
} from '@delve/art'
import type { DrawEntry } from '@delve/ecs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { artFrame, asciiFrame } from '../sprites/entity-sprites.js'
import { ASCII_TILES, checkLook, LOOKS, lookTexture } from './looks.js'
import { DELVE_TILES } from './pixel-textures.js'

const entry = (as: DrawEntry['as'], glyph: string, name = ''): DrawEntry => ({
  eid: 1,
  x: 0,
  y: 0,
  as,
  kind: 0,
  name,
  glyph,
  visible: true,
})

describe('looks', () => {
  it('each draw from a tileset of their own', () => {
    expect(LOOKS).toEqual(['tiles', 'ascii'])
    expect(lookTexture('tiles')).toBe(DELVE_TILES)
    expect(lookTexture('ascii')).toBe(ASCII_TILES)
  })

  it('are checked, the default being the tiles', () => {
    expect(checkLook(undefined, 'here')).toBe('tiles')
    expect(checkLook('ascii', 'here')).toBe('ascii')
    for (const bad of ['ASCII', 'glyphs', 1, null, {}]) {
      expect(() => checkLook(bad, 'new DungeonLayer', 'options.look')).toThrow(ArgumentTypeError)
      expect(() => checkLook(bad, 'new DungeonLayer', 'options.look')).toThrow(
        'new DungeonLayer: options.look is ',
      )
    }
    expect(() => checkLook('glyphs', 'x')).toThrow(
      `x: look is "glyphs"; allowed: 'tiles' or 'ascii'.`,
    )
  })
})

describe('asciiFrame', () => {
  it('draws the player, the dead, and the kinds the art knows on the frames of the tiles', () => {
    expect(asciiFrame(entry('player', '@'))).toBe(Frame.Player)
    expect(asciiFrame(entry('corpse', 'g'))).toBe(Frame.Corpse)
    for (const glyph of Object.keys(MONSTER_FRAMES_BY_GLYPH)) {
      expect(asciiFrame(entry('monster', glyph))).toBe(artFrame(entry('monster', glyph)))
    }
    for (const glyph of Object.keys(ITEM_FRAMES)) {
      expect(asciiFrame(entry('item', glyph))).toBe(artFrame(entry('item', glyph)))
    }
  })

  it('draws a monster or an item of a game’s own kind by its own glyph, where the art draws a goblin or a scroll', () => {
    const printable = fc.integer({ min: 33, max: 126 }).map((code) => String.fromCharCode(code))
    fc.assert(
      fc.property(printable, (glyph) => {
        expect(asciiTileCell(asciiFrame(entry('monster', glyph))).glyph).toBe(glyph)
        expect(asciiTileCell(asciiFrame(entry('item', glyph))).glyph).toBe(glyph)
      }),
    )
    expect(artFrame(entry('monster', 'Z'))).toBe(Frame.Goblin)
    expect(asciiTileCell(asciiFrame(entry('monster', 'Z'))).ink).toBe(ASCII_MONSTER_INK)
  })
})

describe('artFrame', () => {
  it('draws an item by its kind’s own picture, else by its glyph’s', () => {
    expect(artFrame(entry('item', ')', 'javelin'))).toBe(Frame.Javelin)
    expect(artFrame(entry('item', '-', 'wand of digging'))).toBe(Frame.WandOfDigging)
    expect(artFrame(entry('item', '%', 'ration'))).toBe(Frame.Ration)
    // A game's own thrown weapon and wand: the picture that stands in for their glyph.
    expect(artFrame(entry('item', ')', 'boomerang'))).toBe(Frame.Dart)
    expect(artFrame(entry('item', '-', 'wand of wishing'))).toBe(Frame.WandOfLightning)
    // A potion draws as every potion, whatever its hidden kind.
    expect(artFrame(entry('item', '!', 'poison potion'))).toBe(artFrame(entry('item', '!')))
    expect(asciiFrame(entry('item', ')', 'javelin'))).toBe(Frame.Javelin)
  })

  it('refuses an item entry without its kind’s name', () => {
    const nameless = { ...entry('item', ')'), name: undefined } as unknown as DrawEntry
    expect(() => artFrame(nameless)).toThrow(ArgumentTypeError)
    expect(() => asciiFrame(nameless)).toThrow('asciiFrame: entry.name is ')
  })
})
