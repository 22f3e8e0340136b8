import {
  FLOOR_FRAMES,
  Frame,
  luminance,
  MONSTER_FRAMES_BY_GLYPH,
  type PixelImage,
  paintTileset,
  REMEMBERED_FRAMES,
  TILE_SIZE,
  WALL_FRAMES,
} from '@delve/art'
import { describe, expect, it } from 'vitest'
import { highContrastTiles } from './high-contrast.js'

/** The pixels of tile `frame`, as RGBA colours. */
function pixelsOf(image: PixelImage, frame: number): number[] {
  const out: number[] = []
  for (let y = 0; y < TILE_SIZE; y++)
    for (let x = frame * TILE_SIZE; x < (frame + 1) * TILE_SIZE; x++) out.push(image.get(x, y))
  return out
}

const meanLight = (image: PixelImage, frame: number) => {
  const lit = pixelsOf(image, frame).filter((p) => (p & 0xff) > 0)
  return lit.reduce((sum, p) => sum + luminance(p), 0) / Math.max(1, lit.length)
}

describe('highContrastTiles', () => {
  const normal = paintTileset()
  const high = highContrastTiles(normal)
  const creatures = [Frame.Player, ...Object.values(MONSTER_FRAMES_BY_GLYPH)]

  it('leaves the tileset it was given as it was, and keeps its size', () => {
    expect(high.width).toBe(normal.width)
    expect(high.height).toBe(normal.height)
    expect(paintTileset().data).toEqual(normal.data)
    expect(high.data).not.toEqual(normal.data)
  })

  it('puts every creature on a black plate, its glyph bright, so shape alone tells them apart', () => {
    const masks = creatures.map((frame) => {
      const pixels = pixelsOf(high, frame)
      // A plate: no pixel of the tile is see-through, and the ground is black.
      expect(
        pixels.every((p) => (p & 0xff) === 0xff),
        `frame ${frame}`,
      ).toBe(true)
      const ink = pixels.map((p) => (luminance(p) > 100 ? '#' : '.')).join('')
      expect(ink).toContain('#')
      return ink
    })
    // Each creature's bright shape differs from every other's.
    expect(new Set(masks).size).toBe(creatures.length)
    // The ink is brighter than it was, pixel by pixel.
    for (const frame of creatures) {
      const before = pixelsOf(normal, frame)
      const after = pixelsOf(high, frame)
      before.forEach((p, i) => {
        if ((p & 0xff) === 0xff && luminance(p) >= 48)
          expect(luminance(after[i] as number)).toBeGreaterThan(luminance(p))
      })
    }
  })

  it('lifts remembered tiles, darkens floors and lightens walls', () => {
    for (const frame of REMEMBERED_FRAMES.values())
      expect(meanLight(high, frame), `frame ${frame}`).toBeGreaterThan(
        meanLight(normal, frame) * 1.5,
      )
    for (const frame of FLOOR_FRAMES)
      expect(meanLight(high, frame)).toBeLessThan(meanLight(normal, frame) * 0.7)
    for (const frame of WALL_FRAMES)
      expect(meanLight(high, frame)).toBeGreaterThan(meanLight(normal, frame) * 1.1)
  })
})
