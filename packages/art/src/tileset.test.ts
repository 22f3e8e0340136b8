import { describe, expect, it } from 'vitest'
import {
  FLOOR_FRAMES,
  FRAME_COUNT,
  Frame,
  ITEM_FRAMES,
  itemFrame,
  MONSTER_FRAMES,
  REMEMBERED_FRAMES,
  rememberedFrame,
  TILE_SIZE,
  TILE_VARIANTS,
  WALL_FRAMES,
} from './frames.js'
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
    const frames = [Frame.Player, ...MONSTER_FRAMES]
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
    expect(() => rememberedFrame(Frame.Goblin)).toThrow(/not terrain/)
    expect(() => rememberedFrame(Frame.Corpse)).toThrow(/not terrain/)
    expect(() => rememberedFrame(Frame.RememberedFloor)).toThrow(/not terrain/)
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

  it('paints the items as glyphs on see-through tiles, each kind of glyph in its own ink', () => {
    const brightest = (frame: number) =>
      framePixels(image, frame).reduce((best, c) => (luminance(c) > luminance(best) ? c : best))
    const lit = Object.values(ITEM_FRAMES).map((frames) => frames.lit)
    expect(lit).toEqual([Frame.Potion, Frame.Scroll])
    const creatures = [Frame.Player, ...MONSTER_FRAMES, Frame.Corpse]
    const inks = new Set([...creatures, ...lit].map(brightest))
    expect(inks.size).toBe(creatures.length + lit.length)
    for (const frame of lit) {
      const pixels = framePixels(image, frame)
      expect(pixels.filter((c) => alpha(c) === 0).length).toBeGreaterThan(60)
      expect(luminance(brightest(frame))).toBeGreaterThan(120)
    }
  })

  it('paints each item again as remembered: the same see-through shape, dim and cold', () => {
    for (const { lit, remembered } of Object.values(ITEM_FRAMES)) {
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
    expect(itemFrame('/')).toBe(Frame.Scroll)
    expect(itemFrame('/', true)).toBe(Frame.RememberedScroll)
  })
})
