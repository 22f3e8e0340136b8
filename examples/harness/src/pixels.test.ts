import { encode } from 'fast-png'
import { describe, expect, it } from 'vitest'
import { colourAt, findSprite, pixelStats, readPng } from './pixels.js'

/** A `width` × `height` RGBA image of `ground` with `paint(x, y)` where it returns a colour. */
function png(
  width: number,
  height: number,
  ground: number,
  paint: (x: number, y: number) => number | undefined,
) {
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = paint(x, y) ?? ground
      data.set([c >> 16, (c >> 8) & 0xff, c & 0xff, 255], (y * width + x) * 4)
    }
  }
  return encode({ width, height, data, channels: 4, depth: 8 })
}

describe('reading screenshots', () => {
  it('finds a blank picture blank', () => {
    const stats = pixelStats(readPng(png(20, 10, 0x101018, () => undefined)))
    expect(stats).toEqual({ background: 0x101018, drawn: 0, colours: 1 })
  })

  it('counts what is drawn on the background, and reads colours back', () => {
    // A 3 × 4 red box and one green pixel on black.
    const pixels = readPng(
      png(16, 16, 0, (x, y) =>
        x >= 5 && x < 8 && y >= 2 && y < 6 ? 0xff0000 : x === 15 && y === 15 ? 0x00ff00 : undefined,
      ),
    )
    expect(pixelStats(pixels)).toEqual({ background: 0, drawn: 13, colours: 3 })
    expect(colourAt(pixels, 6, 3)).toBe(0xff0000)
    expect(colourAt(pixels, 15, 15)).toBe(0x00ff00)
    expect(pixelStats(pixels, { left: 5, top: 2, width: 3, height: 4 }).background).toBe(0xff0000)
  })

  it('reads grey and RGB pictures as RGBA', () => {
    const grey = encode({
      width: 2,
      height: 1,
      data: new Uint8Array([0, 200]),
      channels: 1,
      depth: 8,
    })
    expect(colourAt(readPng(grey), 1, 0)).toBe(0xc8c8c8)
    const rgb = encode({
      width: 1,
      height: 1,
      data: new Uint8Array([1, 2, 3]),
      channels: 3,
      depth: 8,
    })
    expect(colourAt(readPng(rgb), 0, 0)).toBe(0x010203)
  })

  it('refuses a pixel outside the picture, by its coordinates', () => {
    const pixels = readPng(png(4, 4, 0, () => undefined))
    expect(() => colourAt(pixels, 4, 0)).toThrow(/\(4, 0\) is outside 4×4/)
    expect(() => colourAt(pixels, -1, 0)).toThrow(RangeError)
  })

  it('finds a sprite wherever it is drawn whole, at any whole zoom, its transparent pixels ignored', () => {
    // A 3 × 3 sprite: a red cross with a green centre, its corners transparent.
    const cross = [-1, 0xff0000, -1, 0xff0000, 0x00ff00, 0xff0000, -1, 0xff0000, -1]
    const sprite = { width: 3, height: 3, rgba: new Uint8Array(36) }
    cross.forEach((c, i) => {
      if (c >= 0) sprite.rgba.set([c >> 16, (c >> 8) & 0xff, c & 0xff, 255], i * 4)
    })
    const at = (x: number, y: number, left: number, top: number, zoom: number) => {
      const [sx, sy] = [Math.floor((x - left) / zoom), Math.floor((y - top) / zoom)]
      if (sx < 0 || sy < 0 || sx > 2 || sy > 2) return undefined
      const c = cross[sy * 3 + sx] as number
      return c >= 0 ? c : undefined
    }
    // Drawn at zoom 2 at (5, 4) over blue, at zoom 1 at (20, 1); at (26, 10) with a wrong centre.
    const pixels = readPng(
      png(32, 16, 0x000030, (x, y) => {
        if (x === 27 && y === 11) return 0x00ee00
        return at(x, y, 5, 4, 2) ?? at(x, y, 20, 1, 1) ?? at(x, y, 26, 10, 1)
      }),
    )
    expect(findSprite(pixels, sprite, 3, 0)).toEqual([
      { x: 20, y: 1, zoom: 1 },
      { x: 5, y: 4, zoom: 2 },
    ])
    // Within a tolerance of 17 per channel the wrong centre passes.
    expect(findSprite(pixels, sprite, 1, 17)).toContainEqual({ x: 26, y: 10, zoom: 1 })
    expect(() => findSprite(pixels, { width: 1, height: 1, rgba: [0, 0, 0, 0] })).toThrow(
      RangeError,
    )
  })
})
