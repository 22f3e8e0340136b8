import {
  ArgumentRangeError,
  ArgumentTypeError,
  type PixelImage,
  paintTileset,
  TILE_SIZE,
} from '@delve/art'
import type { Textures } from 'phaser'
import { checkInteger, checkObject, checkString, checkTextures } from '../checks/check.js'

/** Texture key of `@delve/art`'s tileset strip; its frames are named 0, 1, 2… as in `Frame`. */
export const DELVE_TILES = 'delve-tiles'

/**
 * Adds a `PixelImage` (plain RGBA, as `@delve/art` paints) to Phaser's texture manager as `key`,
 * cut into frames of `frameWidth` × `frameHeight` read left to right, named 0, 1, 2…, so the same
 * texture feeds a tilemap and sprites. Nothing is downloaded. A key already there is kept. A
 * frame is at least one pixel and at most the image; anything else throws an `ArgumentTypeError`
 * or `ArgumentRangeError`.
 */
export function addPixelTexture(
  textures: Textures.TextureManager,
  key: string,
  image: PixelImage,
  frameWidth: number,
  frameHeight: number = frameWidth,
): void {
  const fn = 'addPixelTexture'
  checkTextures(fn, textures)
  if (checkString(fn, 'key', key) === '')
    throw new ArgumentRangeError(fn, 'key', key, 'a key of one character or more')
  checkImage(fn, image)
  checkInteger(fn, 'frameWidth', frameWidth, 1, Math.max(1, image.width))
  checkInteger(fn, 'frameHeight', frameHeight, 1, Math.max(1, image.height))
  if (textures.exists(key)) return
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw on a 2D canvas')
  context.putImageData(new ImageData(image.data, image.width, image.height), 0, 0)
  const texture = textures.addCanvas(key, canvas)
  if (!texture) throw new Error(`Could not add the ${key} texture`)
  const columns = Math.floor(image.width / frameWidth)
  const rows = Math.floor(image.height / frameHeight)
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const frame = row * columns + column
      texture.add(frame, 0, column * frameWidth, row * frameHeight, frameWidth, frameHeight)
    }
  }
}

/** Paints `@delve/art`'s tileset and adds it as `DELVE_TILES` (once). */
export function addDelveTiles(textures: Textures.TextureManager): void {
  checkTextures('addDelveTiles', textures)
  if (!textures.exists(DELVE_TILES))
    addPixelTexture(textures, DELVE_TILES, paintTileset(), TILE_SIZE)
}

/** A `PixelImage`, or anything of its shape (from another copy of `@delve/art`). */
function checkImage(fn: string, value: unknown): void {
  const image = checkObject(fn, 'image', value, 'a PixelImage of @delve/art')
  const width = checkInteger(fn, 'image.width', image.width, 0)
  const height = checkInteger(fn, 'image.height', image.height, 0)
  if (!(image.data instanceof Uint8ClampedArray) || image.data.length !== width * height * 4) {
    throw new ArgumentTypeError(
      fn,
      'image.data',
      image.data,
      `a Uint8ClampedArray of ${width} × ${height} × 4`,
    )
  }
}
