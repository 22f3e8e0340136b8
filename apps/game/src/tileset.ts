import type { Textures } from 'phaser'
import { FRAME_COUNT, paintTileset, TILE_SIZE } from './tile-art.js'

/** Texture key of the tileset strip; its frames are named 0, 1, 2… as in `Frame`. */
export const TILESET_KEY = 'delve-tiles'

/**
 * Paints the tile art onto a canvas and adds it to Phaser's texture manager, with one frame per
 * tile so the same texture feeds both the tilemap and the player's sprite.
 */
export function addTilesetTexture(textures: Textures.TextureManager): void {
  if (textures.exists(TILESET_KEY)) return
  const image = paintTileset()
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw on a 2D canvas')
  context.putImageData(new ImageData(image.data, image.width, image.height), 0, 0)

  const texture = textures.addCanvas(TILESET_KEY, canvas)
  if (!texture) throw new Error(`Could not add the ${TILESET_KEY} texture`)
  for (let frame = 0; frame < FRAME_COUNT; frame++) {
    texture.add(frame, 0, frame * TILE_SIZE, 0, TILE_SIZE, TILE_SIZE)
  }
}
