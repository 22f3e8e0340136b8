import { LOCKED_DOOR } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { frameForTile } from './frame-for-tile.js'
import {
  FLOOR_FRAMES,
  FRAME_COUNT,
  Frame,
  ITEM_FRAME_LIST,
  ITEM_FRAMES,
  itemFrame,
  MONSTER_FRAMES,
  MONSTER_FRAMES_BY_GLYPH,
  monsterFrame,
  REMEMBERED_FRAMES,
  rememberedFrame,
  TILE_SIZE,
  TILE_VARIANTS,
  WALL_FRAMES,
} from './frames.js'
import { Palette } from './palette.js'
import { luminance, type PixelImage } from './pixel-image.js'
import { paintTileset, REMEMBERED_BRIGHTNESS } from './tileset.js'

function framePixels(image: PixelImage, frame: number): number[] {
  const pixels: number[] = []
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) pixels.push(image.get(frame * TILE_SIZE + x, y))
  }
  return pixels
}

const alpha = (color: number) => color & 0xff

describe('paintTileset', () => {
  const image = paintTileset()

  it('is one strip of square frames', () => {
    expect(image.width).toBe(TILE_SIZE * FRAME_COUNT)
    expect(image.height).toBe(TILE_SIZE)
  })

  it('paints every terrain frame fully opaque and every frame differently', () => {
    const frames = Array.from({ length: FRAME_COUNT }, (_, i) => framePixels(image, i))
    const terrain = [...REMEMBERED_FRAMES.keys()]
    for (const frame of [...terrain, ...REMEMBERED_FRAMES.values()]) {
      expect(frames[frame]?.every((c) => alpha(c) === 255)).toBe(true)
    }
    const keys = new Set(frames.map((pixels) => pixels.join(',')))
    expect(keys.size).toBe(FRAME_COUNT)
  })

  it('leaves the player transparent around a bright glyph', () => {
    const player = framePixels(image, Frame.Player)
    expect(alpha(player[0] as number)).toBe(0)
    const brightest = Math.max(...player.filter((c) => alpha(c) === 255).map(luminance))
    expect(brightest).toBeGreaterThan(180)
  })

  it('gives every monster kind its own frame, a distinct bright ink and a see-through ground', () => {
    const brightest = (frame: number) =>
      framePixels(image, frame).reduce((best, c) => (luminance(c) > luminance(best) ? c : best))
    const frames = [Frame.Player, ...Object.values(MONSTER_FRAMES_BY_GLYPH)]
    expect(new Set(frames).size).toBe(frames.length)
    expect(new Set(frames.map(brightest)).size).toBe(frames.length)
    for (const frame of frames) {
      expect(luminance(brightest(frame))).toBeGreaterThan(100)
      expect(framePixels(image, frame).filter((c) => alpha(c) === 0).length).toBeGreaterThan(10)
    }
  })

  it('keeps floors dim and walls lighter than rock, so rooms read at a glance', () => {
    const average = (frame: number) => {
      const pixels = framePixels(image, frame)
      return pixels.reduce((sum, c) => sum + luminance(c), 0) / pixels.length
    }
    expect(average(Frame.Rock)).toBeLessThan(average(Frame.Floor) + 10)
    expect(average(Frame.Wall)).toBeGreaterThan(average(Frame.Floor) * 2)
  })

  it.each(WALL_FRAMES.map((frame) => [frame]))(
    'tiles the wall (frame %i) seamlessly: mortar lines run on across the tile edges',
    (frame) => {
      const wall = frame * TILE_SIZE
      const mortar = image.get(Frame.Wall * TILE_SIZE + 5, 0)
      for (let x = 0; x < TILE_SIZE; x++) {
        expect(image.get(wall + x, 5)).toBe(mortar)
        expect(image.get(wall + x, TILE_SIZE - 1)).toBe(mortar)
      }
      for (let y = 0; y < 5; y++) expect(image.get(wall + TILE_SIZE - 1, y)).toBe(mortar)
      // The lower course is offset by half a block: joints at 2 and 8, none at the tile edge.
      for (let y = 6; y < 11; y++) {
        expect(image.get(wall + 2, y)).toBe(mortar)
        expect(image.get(wall + 8, y)).toBe(mortar)
        expect(image.get(wall + TILE_SIZE - 1, y)).not.toBe(mortar)
      }
    },
  )

  it('paints each terrain frame again as remembered: the same shapes, dim, opaque and cold', () => {
    const terrain = [...REMEMBERED_FRAMES.keys()]
    for (const lit of terrain) {
      const remembered = rememberedFrame(lit)
      expect(remembered).toBeGreaterThan(Frame.Troll)
      const litPixels = framePixels(image, lit)
      const pixels = framePixels(image, remembered)
      expect(pixels.every((c) => alpha(c) === 255)).toBe(true)
      expect(REMEMBERED_BRIGHTNESS).toBeLessThan(0.5)
      for (const [i, c] of pixels.entries()) {
        // Two fifths as bright, give or take rounding: dim, never brighter than in sight.
        expect(luminance(c)).toBeLessThanOrEqual(
          luminance(litPixels[i] as number) * REMEMBERED_BRIGHTNESS + 1,
        )
        // Blue-grey: the blue channel leads.
        expect((c >>> 8) & 0xff).toBeGreaterThanOrEqual((c >>> 24) & 0xff)
      }
      // Brighter in sight, brighter remembered (give or take rounding): the shapes stay.
      for (let i = 1; i < pixels.length; i++) {
        const [a, b] = [litPixels[i - 1] as number, litPixels[i] as number]
        if (luminance(b) > luminance(a) + 6) {
          expect(luminance(pixels[i] as number)).toBeGreaterThan(luminance(pixels[i - 1] as number))
        }
      }
    }
    // The stairs still stand out from the floor when remembered.
    const mean = (frame: number) =>
      framePixels(image, frame).reduce((sum, c) => sum + luminance(c), 0) / TILE_SIZE ** 2
    expect(mean(Frame.RememberedStairsDown)).toBeGreaterThan(mean(Frame.RememberedFloor))
  })

  it('remembers only terrain: a creature has no remembered frame', () => {
    expect(() => rememberedFrame(Frame.Player)).toThrow(RangeError)
    expect(() => rememberedFrame(Frame.Goblin)).toThrow(/only terrain is remembered/)
    expect(() => rememberedFrame(Frame.Corpse)).toThrow(/only terrain is remembered/)
    expect(() => rememberedFrame(Frame.RememberedFloor)).toThrow(/only terrain is remembered/)
  })

  it('has TILE_VARIANTS looks for floor and dressed stone, each with its plain frame first', () => {
    expect(FLOOR_FRAMES).toHaveLength(TILE_VARIANTS)
    expect(WALL_FRAMES).toHaveLength(TILE_VARIANTS)
    expect(FLOOR_FRAMES[0]).toBe(Frame.Floor)
    expect(WALL_FRAMES[0]).toBe(Frame.Wall)
    const mean = (frame: number) =>
      framePixels(image, frame).reduce((sum, c) => sum + luminance(c), 0) / TILE_SIZE ** 2
    // Variety, not new tiles: every floor look stays as dark as the plain floor, give or take,
    // and every wall look as bright as the plain wall.
    for (const frame of FLOOR_FRAMES)
      expect(Math.abs(mean(frame) - mean(Frame.Floor))).toBeLessThan(4)
    for (const frame of WALL_FRAMES)
      expect(Math.abs(mean(frame) - mean(Frame.Wall))).toBeLessThan(8)
  })

  it('paints a corpse as a dark red glyph on a see-through tile, dimmer than any creature', () => {
    const pixels = framePixels(image, Frame.Corpse)
    expect(pixels.filter((c) => alpha(c) === 0).length).toBeGreaterThan(60)
    const ink = pixels.filter((c) => alpha(c) === 255)
    const red = (c: number) => c >>> 24
    expect(ink.length).toBeGreaterThan(10)
    expect(ink.every((c) => red(c) > ((c >>> 16) & 0xff))).toBe(true)
  })

  it('paints the items as glyphs on see-through tiles, each picture in its own ink', () => {
    const brightest = (frame: number) =>
      framePixels(image, frame).reduce((best, c) => (luminance(c) > luminance(best) ? c : best))
    const glyphs = Object.values(ITEM_FRAMES).map((frames) => frames.lit)
    expect(glyphs.slice(0, 5)).toEqual([
      Frame.Potion,
      Frame.Scroll,
      Frame.Weapon,
      Frame.Armour,
      Frame.Amulet,
    ])
    expect(ITEM_FRAMES['%']?.lit).toBe(Frame.Ration)
    expect(ITEM_FRAMES['~']?.lit).toBe(Frame.IronKey)
    const lit = ITEM_FRAME_LIST.map((frames) => frames.lit)
    expect(lit).toEqual(expect.arrayContaining(glyphs))
    const creatures = [Frame.Player, ...Object.values(MONSTER_FRAMES_BY_GLYPH), Frame.Corpse]
    const inks = new Set([...creatures, ...lit].map(brightest))
    expect(inks.size).toBe(creatures.length + lit.length)
    for (const frame of lit) {
      const pixels = framePixels(image, frame)
      expect(pixels.filter((c) => alpha(c) === 0).length, `frame ${frame}`).toBeGreaterThan(50)
      expect(luminance(brightest(frame)), `frame ${frame}`).toBeGreaterThan(120)
    }
  })

  it('paints each item again as remembered: the same see-through shape, dim and cold', () => {
    for (const { lit, remembered } of ITEM_FRAME_LIST) {
      expect(remembered).toBeGreaterThan(lit)
      const litPixels = framePixels(image, lit)
      const pixels = framePixels(image, remembered)
      for (const [i, c] of pixels.entries()) {
        const was = litPixels[i] as number
        expect(alpha(c)).toBe(alpha(was))
        if (alpha(c) === 0) continue
        expect(luminance(c)).toBeLessThanOrEqual(luminance(was) * REMEMBERED_BRIGHTNESS + 1)
        expect((c >>> 8) & 0xff).toBeGreaterThanOrEqual((c >>> 24) & 0xff)
      }
    }
  })

  it('finds an item’s frame by its glyph, remembered or not; an unknown glyph is a scroll', () => {
    expect(itemFrame('!')).toBe(Frame.Potion)
    expect(itemFrame('!', true)).toBe(Frame.RememberedPotion)
    expect(itemFrame('?')).toBe(Frame.Scroll)
    expect(itemFrame('?', true)).toBe(Frame.RememberedScroll)
    expect(itemFrame('/')).toBe(Frame.Weapon)
    expect(itemFrame('/', true)).toBe(Frame.RememberedWeapon)
    expect(itemFrame('[')).toBe(Frame.Armour)
    expect(itemFrame('[', true)).toBe(Frame.RememberedArmour)
    expect(itemFrame('"')).toBe(Frame.Amulet)
    expect(itemFrame('"', true)).toBe(Frame.RememberedAmulet)
    expect(itemFrame('%')).toBe(Frame.Ration)
    expect(itemFrame('~', true)).toBe(Frame.RememberedIronKey)
    expect(itemFrame('*')).toBe(Frame.Scroll)
    expect(itemFrame('*', true)).toBe(Frame.RememberedScroll)
  })

  it('keeps every existing frame number and appends the new frames after them', () => {
    expect(Frame.Troll).toBe(10)
    expect(Frame.Corpse).toBe(29)
    expect(Frame.RememberedScroll).toBe(33)
    expect([
      Frame.GoblinArcher,
      Frame.Kobold,
      Frame.Jackal,
      Frame.Warden,
      Frame.Weapon,
      Frame.Armour,
      Frame.Amulet,
      Frame.RememberedWeapon,
      Frame.RememberedArmour,
      Frame.RememberedAmulet,
    ]).toEqual([34, 35, 36, 37, 38, 39, 40, 41, 42, 43])
    expect(Frame.RememberedAmulet).toBe(43)
    expect([
      Frame.Bat,
      Frame.Wolf,
      Frame.Thief,
      Frame.AcidJelly,
      Frame.Skeleton,
      Frame.Necromancer,
      Frame.OrcArcher,
      Frame.Ogre,
      Frame.DireWolf,
      Frame.Wraith,
    ]).toEqual([44, 45, 46, 47, 48, 49, 50, 51, 52, 53])
    expect([Frame.LockedDoor, Frame.RememberedLockedDoor, Frame.Altar]).toEqual([54, 55, 56])
    expect(Frame.RememberedAltar).toBe(57)
    // The item kinds' own pictures come after, each with its remembered twin beside it.
    expect(Frame.Ration).toBe(58)
    expect(Frame.RememberedChainMail).toBe(79)
    // Any frame added since comes after them all (art-table.test.ts pins each of the 80).
    expect(FRAME_COUNT).toBeGreaterThanOrEqual(80)
    expect(Object.values(Frame)).toEqual(Array.from({ length: FRAME_COUNT }, (_, i) => i))
  })

  it('gives every new frame ink of its own on a see-through ground', () => {
    const items = ITEM_FRAME_LIST.map((frames) => frames.lit).filter((f) => f >= Frame.Ration)
    const added = Array.from(
      { length: Frame.Wraith - Frame.GoblinArcher + 1 },
      (_, i) => Frame.GoblinArcher + i,
    )
    for (const frame of [...added, ...items]) {
      const pixels = framePixels(image, frame)
      // Ink: the frame's brightest colour, on many pixels, far brighter than its outline.
      const brightest = Math.max(...pixels.map(luminance))
      expect(brightest, `frame ${frame}`).toBeGreaterThan(40)
      const ink = pixels.filter((c) => alpha(c) === 255 && luminance(c) === brightest)
      expect(ink.length, `frame ${frame}`).toBeGreaterThanOrEqual(16)
      const outline = pixels.filter((c) => alpha(c) > 0 && luminance(c) < brightest / 2)
      expect(outline.length, `frame ${frame}`).toBeGreaterThan(ink.length)
      expect(pixels.filter((c) => alpha(c) === 0).length, `frame ${frame}`).toBeGreaterThan(20)
    }
  })

  it("paints the vaults' locked door and altar as terrain: opaque, unlike the door and floor", () => {
    for (const frame of [Frame.LockedDoor, Frame.Altar]) {
      const pixels = framePixels(image, frame)
      expect(pixels.every((c) => alpha(c) === 255)).toBe(true)
    }
    expect(framePixels(image, Frame.LockedDoor)).not.toEqual(framePixels(image, Frame.Door))
    expect(framePixels(image, Frame.Altar)).not.toEqual(framePixels(image, Frame.Floor))
    const lit = framePixels(image, Frame.Altar).reduce((sum, c) => sum + luminance(c), 0)
    const dim = framePixels(image, Frame.RememberedAltar).reduce((sum, c) => sum + luminance(c), 0)
    expect(dim).toBeLessThan(lit)
    const map = { width: 3, height: 1, tiles: Uint8Array.from([1, LOCKED_DOOR, 1]) }
    expect(frameForTile(map, 1, 0)).toBe(Frame.LockedDoor)
    expect(rememberedFrame(Frame.LockedDoor)).toBe(Frame.RememberedLockedDoor)
  })

  it('paints each remembered item darker than in sight: its ink at most half as bright on the whole', () => {
    const mean = (frame: number) => {
      const ink = framePixels(image, frame).filter((c) => alpha(c) === 255)
      return ink.reduce((sum, c) => sum + luminance(c), 0) / ink.length
    }
    for (const { lit, remembered } of ITEM_FRAME_LIST) {
      expect(mean(remembered)).toBeLessThan(mean(lit) * 0.5)
    }
  })

  it('makes the warden stand out: gold ink on a red outline, where the others have black', () => {
    const pixels = framePixels(image, Frame.Warden)
    expect(pixels).toContain(Palette.warden)
    expect(pixels).toContain(Palette.wardenOutline)
    expect(pixels).not.toContain(Palette.outline)
    const channel = (c: number, shift: number) => (c >>> shift) & 0xff
    // Gold: red and green strong, blue weak. The outline: red, dark in green and blue.
    expect(channel(Palette.warden, 24)).toBeGreaterThan(200)
    expect(channel(Palette.warden, 16)).toBeGreaterThan(150)
    expect(channel(Palette.warden, 8)).toBeLessThan(100)
    expect(channel(Palette.wardenOutline, 24)).toBeGreaterThan(
      3 * Math.max(channel(Palette.wardenOutline, 16), channel(Palette.wardenOutline, 8)),
    )
    for (const frame of Object.values(MONSTER_FRAMES_BY_GLYPH)) {
      if (frame !== Frame.Warden) expect(framePixels(image, frame)).toContain(Palette.outline)
    }
  })

  it('finds a monster’s frame by its glyph; an unknown glyph is a goblin', () => {
    expect(monsterFrame('g')).toBe(Frame.Goblin)
    expect(monsterFrame('o')).toBe(Frame.Orc)
    expect(monsterFrame('r')).toBe(Frame.Rat)
    expect(monsterFrame('T')).toBe(Frame.Troll)
    expect(monsterFrame('a')).toBe(Frame.GoblinArcher)
    expect(monsterFrame('k')).toBe(Frame.Kobold)
    expect(monsterFrame('j')).toBe(Frame.Jackal)
    expect(monsterFrame('W')).toBe(Frame.Warden)
    expect(monsterFrame('b')).toBe(Frame.Bat)
    expect(monsterFrame('d')).toBe(Frame.Wolf)
    expect(monsterFrame('t')).toBe(Frame.Thief)
    expect(monsterFrame('J')).toBe(Frame.AcidJelly)
    expect(monsterFrame('s')).toBe(Frame.Skeleton)
    expect(monsterFrame('n')).toBe(Frame.Necromancer)
    expect(monsterFrame('A')).toBe(Frame.OrcArcher)
    expect(monsterFrame('O')).toBe(Frame.Ogre)
    expect(monsterFrame('D')).toBe(Frame.DireWolf)
    expect(monsterFrame('w')).toBe(Frame.Wraith)
    expect(monsterFrame('Z')).toBe(Frame.Goblin)
    expect(monsterFrame('')).toBe(Frame.Goblin)
    expect(monsterFrame('bb')).toBe(Frame.Goblin)
    // Case matters: `G` is no goblin of its own, `j` no acid jelly, `w` no warden.
    expect(monsterFrame('G')).toBe(Frame.Goblin)
    expect(monsterFrame('j')).not.toBe(monsterFrame('J'))
    expect(monsterFrame('w')).not.toBe(monsterFrame('W'))
  })

  it('still draws the default kinds by index, the same frames as by their glyphs', () => {
    expect(MONSTER_FRAMES).toEqual([Frame.Goblin, Frame.Orc, Frame.Rat, Frame.Troll])
    expect(['g', 'o', 'r', 'T'].map(monsterFrame)).toEqual(MONSTER_FRAMES)
  })
})
