import {
  LETTER_HEIGHT,
  LETTER_WIDTH,
  type PixelImage,
  paintLabelFont,
  paintTileset,
  TILE_SIZE,
} from '@delve/art'
import type { Textures } from 'phaser'

/** Texture key of the tileset strip; its frames are named 0, 1, 2… as in `Frame`. */
export const TILESET_KEY = 'delve-tiles'

/** Texture key of the room-label letters; frame n is the nth letter of `LABEL_LETTERS`. */
export const LABEL_FONT_KEY = 'delve-label-font'

/**
 * Paints the tile art and the label font (`@delve/art`) and adds them to Phaser's texture manager, one frame
 * per tile or letter, so the same texture feeds the tilemap and the sprites.
 */
export function addTextures(textures: Textures.TextureManager): void {
  addStrip(textures, TILESET_KEY, paintTileset(), TILE_SIZE, TILE_SIZE)
  addStrip(textures, LABEL_FONT_KEY, paintLabelFont(), LETTER_WIDTH, LETTER_HEIGHT)
}

function addStrip(
  textures: Textures.TextureManager,
  key: string,
  image: PixelImage,
  frameWidth: number,
  frameHeight: number,
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
  const frames = Math.floor(image.width / frameWidth)
  for (let frame = 0; frame < frames; frame++) {
    texture.add(frame, 0, frame * frameWidth, 0, frameWidth, frameHeight)
  }
}
