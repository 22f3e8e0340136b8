import { checkInteger, checkRgba } from './checks/check.js'
import { ArgumentRangeError } from './checks/errors.js'

/** A colour as 0xRRGGBBAA. */
export type Rgba = number

/**
 * The most pixels a `PixelImage` holds: 2²⁸ (a gibibyte of RGBA), the largest canvas area
 * browsers draw.
 */
export const MAX_IMAGE_PIXELS = 2 ** 28

/**
 * A plain RGBA pixel buffer, row-major, four bytes a pixel: what a canvas's `ImageData`, a PNG
 * encoder or a test all take, so the art is painted (and checked) with no canvas at all.
 */
export class PixelImage {
  readonly data: Uint8ClampedArray<ArrayBuffer>

  /**
   * An image of `width` × `height` transparent pixels: whole numbers of 0 or more, at most
   * `MAX_IMAGE_PIXELS` in all. Throws an `ArgumentTypeError` or `ArgumentRangeError` otherwise.
   */
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    checkInteger('new PixelImage', 'width', width, 0, MAX_IMAGE_PIXELS)
    const most = width === 0 ? MAX_IMAGE_PIXELS : Math.floor(MAX_IMAGE_PIXELS / width)
    checkInteger('new PixelImage', 'height', height, 0, most)
    this.data = new Uint8ClampedArray(width * height * 4)
  }

  /** Sets one pixel (whole coordinates, a 0xRRGGBBAA colour); pixels outside the image are ignored. */
  set(x: number, y: number, color: Rgba): void {
    checkInteger('PixelImage.set', 'x', x)
    checkInteger('PixelImage.set', 'y', y)
    checkRgba('PixelImage.set', 'color', color)
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (y * this.width + x) * 4
    this.data[i] = (color >>> 24) & 0xff
    this.data[i + 1] = (color >>> 16) & 0xff
    this.data[i + 2] = (color >>> 8) & 0xff
    this.data[i + 3] = color & 0xff
  }

  /** The colour of pixel (x, y), which must be in the image. */
  get(x: number, y: number): Rgba {
    if (this.width === 0 || this.height === 0) {
      throw new ArgumentRangeError('PixelImage.get', 'x', x, 'none: the image is empty')
    }
    checkInteger('PixelImage.get', 'x', x, 0, this.width - 1)
    checkInteger('PixelImage.get', 'y', y, 0, this.height - 1)
    const i = (y * this.width + x) * 4
    const [r = 0, g = 0, b = 0, a = 0] = this.data.subarray(i, i + 4)
    return ((r << 24) | (g << 16) | (b << 8) | a) >>> 0
  }

  /** Fills a rectangle (whole numbers, a size of 0 or more), clipped to the image. */
  fill(x: number, y: number, width: number, height: number, color: Rgba): void {
    checkInteger('PixelImage.fill', 'x', x)
    checkInteger('PixelImage.fill', 'y', y)
    checkInteger('PixelImage.fill', 'width', width, 0)
    checkInteger('PixelImage.fill', 'height', height, 0)
    checkRgba('PixelImage.fill', 'color', color)
    const left = Math.max(0, x)
    const right = Math.min(this.width, x + width)
    for (let row = Math.max(0, y); row < Math.min(this.height, y + height); row++) {
      for (let col = left; col < right; col++) this.set(col, row, color)
    }
  }
}

/** Perceived brightness of a 0xRRGGBBAA colour, 0 (black) to 255 (white), ignoring alpha. */
export function luminance(color: Rgba): number {
  checkRgba('luminance', 'color', color)
  const r = (color >>> 24) & 0xff
  const g = (color >>> 16) & 0xff
  const b = (color >>> 8) & 0xff
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
