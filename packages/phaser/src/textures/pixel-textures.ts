import { type PixelImage, paintTileset, TILE_SIZE } from '@delve/art'
import type { Textures } from 'phaser'

/** Texture key of `@delve/art`'s tileset strip; its frames are named 0, 1, 2… as in `Frame`. */
export const DELVE_TILES = 'delve-tiles'

/**
 * Adds a `PixelImage` (plain RGBA, as `@delve/art` paints) to Phaser's texture manager as `key`,
 * cut into frames of `frameWidth` × `frameHeight` read left to right, named 0, 1, 2…, so the same
 * texture feeds a tilemap and sprites. Nothing is downloaded. A key already there is kept.
 */
export function addPixelTexture(
  textures: Textures.TextureManager,
  key: string,
  image: PixelImage,
  frameWidth: number,
  frameHeight: number = frameWidth,
): void {
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
  if (!textures.exists(DELVE_TILES))
    addPixelTexture(textures, DELVE_TILES, paintTileset(), TILE_SIZE)
}
