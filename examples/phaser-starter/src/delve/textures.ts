import { paintTileset, TILE_SIZE } from '@delve/art'
import type { Scene } from 'phaser'

/** Texture key of Delve's tileset strip; frame n is `Frame` n of `@delve/art`. */
export const DELVE_TILES = 'delve-tiles'

/** Paints `@delve/art`'s tileset into a canvas texture, one numbered frame per tile. */
export function addDelveTextures(scene: Scene): void {
  if (scene.textures.exists(DELVE_TILES)) return
  const strip = paintTileset()
  const canvas = document.createElement('canvas')
  canvas.width = strip.width
  canvas.height = strip.height
  canvas.getContext('2d')?.putImageData(new ImageData(strip.data, strip.width, strip.height), 0, 0)
  const texture = scene.textures.addCanvas(DELVE_TILES, canvas)
  for (let frame = 0; frame * TILE_SIZE < strip.width; frame++) {
    texture?.add(frame, 0, frame * TILE_SIZE, 0, TILE_SIZE, TILE_SIZE)
  }
}
