import { MAX_TILE_CODE_SIZE as MAX_TEXTURE_TILE, TILE_SIZE } from '@delve/art'
import type { Textures } from 'phaser'
import { checkInteger, checkNumber, checkTextures } from '../checks/check.js'

/** Texture key of the warm light drawn around the player. */
export const TORCH_GLOW_KEY = 'delve-torch-glow'

/**
 * How far the soft glow around the player reaches, in tiles: no farther than the tiles next to
 * the player, which are always in sight, so it never lights the dark.
 */
const RADIUS_TILES = 1.5

/** The torch's colour, red, green and blue from 0 to 1, at full strength. */
const TORCH = [1, 0.62, 0.32] as const

/** How much light the torch adds to the player's own tile, from 0 to 1. */
const TORCH_STRENGTH = 0.2

/**
 * The warm light the torch adds to a tile in sight at `distanceSquared` tiles² from the player,
 * as a colour (0xRRGGBB) to add to the tile's pixels; 0 at and beyond `radius` + 1. It fades
 * smoothly, so the lit area rounds off before the edge of sight.
 */
export function torchLight(distanceSquared: number, radius: number): number {
  checkNumber('torchLight', 'distanceSquared', distanceSquared, 0)
  checkNumber('torchLight', 'radius', radius, 0)
  const reach = radius + 1
  const fade = Math.max(0, 1 - Math.sqrt(distanceSquared) / reach)
  const strength = TORCH_STRENGTH * fade * fade
  const channel = (c: number) => Math.round(255 * strength * c)
  return (channel(TORCH[0]) << 16) | (channel(TORCH[1]) << 8) | channel(TORCH[2])
}

/**
 * A soft radial glow, added over the map around the player so the hero reads at a glance. Its
 * size is a whole even number of pixels, so centred on a tile it still starts on a whole pixel.
 */
export function addTorchGlowTexture(
  textures: Textures.TextureManager,
  tileSize: number = TILE_SIZE,
): void {
  checkTextures('addTorchGlowTexture', textures)
  checkInteger('addTorchGlowTexture', 'tileSize', tileSize, 1, MAX_TEXTURE_TILE)
  if (textures.exists(TORCH_GLOW_KEY)) return
  const size = Math.round(RADIUS_TILES * tileSize) * 2
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
