import { LETTER_HEIGHT, LETTER_WIDTH, paintLabelFont } from '@delve/art'
import { addAsciiTiles, addDelveTiles, addPixelTexture, addTorchGlowTexture } from '@delve/phaser'
import type { Textures } from 'phaser'

/** Texture key of the room-label letters; frame n is the nth letter of `LABEL_LETTERS`. */
export const LABEL_FONT_KEY = 'delve-label-font'

/**
 * Paints the tile art (`DELVE_TILES`) and its glyph look (`ASCII_TILES`), the torch's glow and
 * the room-label font, and adds them to Phaser's texture manager, one frame per tile or letter:
 * nothing is downloaded.
 */
export function addTextures(textures: Textures.TextureManager): void {
  addDelveTiles(textures)
  addAsciiTiles(textures)
  addTorchGlowTexture(textures)
  addPixelTexture(textures, LABEL_FONT_KEY, paintLabelFont(), LETTER_WIDTH, LETTER_HEIGHT)
}
