import {
  ASCII_COLUMNS,
  asciiItemFrame,
  FLOOR_FRAMES,
  FRAME_COUNT,
  Frame,
  ITEM_FRAMES,
  luminance,
  MONSTER_FRAMES_BY_GLYPH,
  type PixelImage,
  paintAsciiTileset,
  paintTileset,
  REMEMBERED_FRAMES,
  TILE_SIZE,
  WALL_FRAMES,
} from '@delve/art'
import { REMEMBERED_LIFT, SIGHT_LIGHT } from '@delve/phaser'
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
        meanLight(normal, frame) * 1.2,
      )
    for (const frame of FLOOR_FRAMES)
      expect(meanLight(high, frame)).toBeLessThan(meanLight(normal, frame) * 0.95)
    for (const frame of WALL_FRAMES)
      expect(meanLight(high, frame)).toBeGreaterThan(meanLight(normal, frame) * 1.1)
  })
})

/** Tile `frame` of a tileset `columns` tiles wide, as the screen shows it: `add` added to each pixel. */
function shownLight(image: PixelImage, frame: number, columns: number, add: number): number {
  const left = (frame % columns) * TILE_SIZE
  const top = Math.floor(frame / columns) * TILE_SIZE
  const lit = [(add >> 16) & 0xff, (add >> 8) & 0xff, add & 0xff]
  let sum = 0
  for (let y = top; y < top + TILE_SIZE; y++) {
    for (let x = left; x < left + TILE_SIZE; x++) {
      const p = image.get(x, y)
      const alpha = (p & 0xff) / 255
      if (alpha === 0) continue
      const [r, g, b] = [24, 16, 8].map((shift, i) =>
        Math.min(255, ((p >>> shift) & 0xff) + (lit[i] ?? 0)),
      ) as [number, number, number]
      sum += (0.2126 * r + 0.7152 * g + 0.0722 * b) * alpha
    }
  }
  return sum / (TILE_SIZE * TILE_SIZE)
}

describe('what is in sight, against what is remembered', () => {
  // Each terrain frame in sight and its remembered twin; rock is never in sight (it touches no
  // floor), so it is left out. Items are drawn as they are, with no light added.
  const terrain = [...REMEMBERED_FRAMES].filter(([lit]) => lit !== Frame.Rock)
  const items = Object.values(ITEM_FRAMES).map((f) => [f.lit, f.remembered] as const)
  const asciiItems = Object.keys(ITEM_FRAMES).map(
    (glyph) => [asciiItemFrame(glyph), asciiItemFrame(glyph, true)] as const,
  )
  const looks = [
    {
      name: 'the tiles',
      image: paintTileset(),
      columns: FRAME_COUNT,
      light: SIGHT_LIGHT,
      lift: REMEMBERED_LIFT,
      items,
    },
    {
      name: 'high contrast',
      image: highContrastTiles(paintTileset()),
      columns: FRAME_COUNT,
      light: SIGHT_LIGHT,
      lift: REMEMBERED_LIFT,
      items,
    },
    {
      name: 'ASCII',
      image: paintAsciiTileset(),
      columns: ASCII_COLUMNS,
      light: 0,
      lift: 0,
      items: asciiItems,
    },
  ]

  for (const look of looks) {
    it(`is brighter, tile for tile, in ${look.name} (at the edge of sight, where the torch gives out)`, () => {
      for (const [lit, dim] of terrain) {
        const inSight = shownLight(look.image, lit, look.columns, look.light)
        const remembered = shownLight(look.image, dim, look.columns, look.lift)
        expect(inSight, `frame ${lit}`).toBeGreaterThan(remembered * 1.1)
      }
      for (const [lit, dim] of look.items) {
        const inSight = shownLight(look.image, lit, look.columns, 0)
        expect(inSight, `item frame ${lit}`).toBeGreaterThan(
          shownLight(look.image, dim, look.columns, 0) * 1.1,
        )
      }
    })
  }
})
