import { inBounds, pointToIndex } from '@delve/map'

/** A colour as 0xRRGGBBAA. */
export type Rgba = number

/**
 * A plain RGBA pixel buffer, row-major, four bytes a pixel: what a canvas's `ImageData`, a PNG
 * encoder or a test all take, so the art is painted (and checked) with no canvas at all.
 */
export class PixelImage {
  readonly data: Uint8ClampedArray<ArrayBuffer>

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4)
  }

  /** Sets one pixel; pixels outside the image are ignored. */
  set(x: number, y: number, color: Rgba): void {
    if (!inBounds(this, x, y)) return
    const i = pointToIndex(this, { x, y }) * 4
    this.data[i] = (color >>> 24) & 0xff
    this.data[i + 1] = (color >>> 16) & 0xff
    this.data[i + 2] = (color >>> 8) & 0xff
    this.data[i + 3] = color & 0xff
  }

  get(x: number, y: number): Rgba {
    const i = pointToIndex(this, { x, y }) * 4
    const [r = 0, g = 0, b = 0, a = 0] = this.data.subarray(i, i + 4)
    return ((r << 24) | (g << 16) | (b << 8) | a) >>> 0
  }

  /** Fills a rectangle, clipped to the image. */
  fill(x: number, y: number, width: number, height: number, color: Rgba): void {
    for (let row = y; row < y + height; row++) {
      for (let col = x; col < x + width; col++) this.set(col, row, color)
    }
  }
}

/** Perceived brightness of a colour, 0 (black) to 255 (white), ignoring alpha. */
export function luminance(color: Rgba): number {
  const r = (color >>> 24) & 0xff
  const g = (color >>> 16) & 0xff
  const b = (color >>> 8) & 0xff
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
