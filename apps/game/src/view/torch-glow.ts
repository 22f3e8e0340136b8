import { TILE_SIZE } from '@delve/art'
import type { Textures } from 'phaser'

/** Texture key of the warm light drawn around the player. */
export const TORCH_GLOW_KEY = 'delve-torch-glow'

/** How far the torchlight reaches, in tiles. */
const RADIUS_TILES = 5.5

/**
 * A soft radial glow, added over the map around the player so the hero reads at a glance and the
 * nearby stone catches the light. Its size is a whole even number of pixels, so centred on a
 * tile it still starts on a whole pixel.
 */
export function addTorchGlowTexture(textures: Textures.TextureManager): void {
  if (textures.exists(TORCH_GLOW_KEY)) return
  const size = Math.round(RADIUS_TILES * TILE_SIZE) * 2
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser cannot draw on a 2D canvas')
  const middle = size / 2
  const gradient = context.createRadialGradient(middle, middle, 0, middle, middle, middle)
  gradient.addColorStop(0, 'rgb(255 196 120 / 0.30)')
  gradient.addColorStop(0.45, 'rgb(255 170 90 / 0.12)')
  gradient.addColorStop(1, 'rgb(255 150 70 / 0)')
  context.fillStyle = gradient
  context.fillRect(0, 0, size, size)
  if (!textures.addCanvas(TORCH_GLOW_KEY, canvas)) {
    throw new Error(`Could not add the ${TORCH_GLOW_KEY} texture`)
  }
}
