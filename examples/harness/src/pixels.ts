import { decode } from 'fast-png'

/** A decoded screenshot: `width` × `height` pixels, four bytes each (red, green, blue, alpha). */
export interface Pixels {
  width: number
  height: number
  rgba: Uint8Array
}

/** Reads a PNG (as Chromium's screenshots are) into RGBA pixels, whatever its channels. */
export function readPng(png: Uint8Array): Pixels {
  const image = decode(png)
  const { width, height, channels } = image
  if (image.depth !== 8) throw new RangeError(`readPng: depth ${image.depth}, expected 8`)
  const rgba = new Uint8Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const at = i * channels
    const grey = channels < 3
    rgba[i * 4] = image.data[at] as number
    rgba[i * 4 + 1] = image.data[grey ? at : at + 1] as number
    rgba[i * 4 + 2] = image.data[grey ? at : at + 2] as number
    rgba[i * 4 + 3] =
      channels === 2 || channels === 4 ? (image.data[at + channels - 1] as number) : 255
  }
  return { width, height, rgba }
}

/** The colour at (x, y) as 0xRRGGBB (alpha left out). */
export function colourAt(pixels: Pixels, x: number, y: number): number {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0) {
    throw new RangeError(`colourAt: (${x}, ${y}) is not a pixel`)
  }
  if (x >= pixels.width || y >= pixels.height) {
    throw new RangeError(`colourAt: (${x}, ${y}) is outside ${pixels.width}×${pixels.height}`)
  }
  const i = (y * pixels.width + x) * 4
  const { rgba } = pixels
  return ((rgba[i] as number) << 16) | ((rgba[i + 1] as number) << 8) | (rgba[i + 2] as number)
}

/** How much a picture holds: its commonest colour (the background) and what differs from it. */
export interface PixelStats {
  background: number
  /** Pixels of any other colour than the background. */
  drawn: number
  /** Distinct colours, the background included. */
  colours: number
}

/** A rectangle of pixels. */
export interface Area {
  left: number
  top: number
  width: number
  height: number
}

/** Counts the colours of the `width` × `height` rectangle at (`left`, `top`) (default: all). */
export function pixelStats(pixels: Pixels, area: Partial<Area> = {}): PixelStats {
  const { left = 0, top = 0 } = area
  const { width = pixels.width - left, height = pixels.height - top } = area
  const counts = new Map<number, number>()
  for (let y = top; y < top + height; y++) {
    for (let x = left; x < left + width; x++) {
      const colour = colourAt(pixels, x, y)
      counts.set(colour, (counts.get(colour) ?? 0) + 1)
    }
  }
  let background = 0
  let most = -1
  for (const [colour, count] of counts) {
    if (count > most || (count === most && colour < background)) {
      background = colour
      most = count
    }
  }
  return { background, drawn: width * height - Math.max(most, 0), colours: counts.size }
}

/** A small picture to look for (a sprite's frame): RGBA, its transparent pixels ignored. */
export interface Sprite {
  width: number
  height: number
  rgba: ArrayLike<number>
}

/** Where a sprite is drawn: its top-left pixel, and the whole zoom it is drawn at. */
export interface Found {
  x: number
  y: number
  zoom: number
}

/**
 * Every place `sprite` is drawn on `pixels` at a whole zoom from 1 to `maxZoom`, each opaque pixel
 * within `tolerance` of its colour in every channel (a canvas's blending moves a colour a little).
 * One place for each drawing: the same sprite also matches a pixel or so off at a zoom above 1.
 */
export function findSprite(pixels: Pixels, sprite: Sprite, maxZoom = 4, tolerance = 6): Found[] {
  const opaque: { x: number; y: number; at: number }[] = []
  for (let y = 0; y < sprite.height; y++) {
    for (let x = 0; x < sprite.width; x++) {
      const at = (y * sprite.width + x) * 4
      if (sprite.rgba[at + 3] === 255) opaque.push({ x, y, at })
    }
  }
  if (opaque.length === 0) throw new RangeError('findSprite: the sprite has no opaque pixel')
  const found: Found[] = []
  const { rgba, width, height } = pixels
  for (let zoom = 1; zoom <= maxZoom; zoom++) {
    for (let top = 0; top + sprite.height * zoom <= height; top++) {
      for (let left = 0; left + sprite.width * zoom <= width; left++) {
        const match = opaque.every(({ x, y, at }) => {
          const i = ((top + y * zoom) * width + left + x * zoom) * 4
          for (let c = 0; c < 3; c++) {
            if (Math.abs((rgba[i + c] as number) - (sprite.rgba[at + c] as number)) > tolerance)
              return false
          }
          return true
        })
        if (!match) continue
        const size = Math.max(sprite.width, sprite.height) * zoom
        const near = found.some((f) => Math.abs(f.x - left) < size && Math.abs(f.y - top) < size)
        if (!near) found.push({ x: left, y: top, zoom })
      }
    }
  }
  return found
}
