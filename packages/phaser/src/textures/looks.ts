import { ArgumentTypeError, paintAsciiTileset, TILE_SIZE } from '@delve/art'
import type { Textures } from 'phaser'
import { checkTextures } from '../checks/check.js'
import { addDelveTiles, addPixelTexture, DELVE_TILES } from './pixel-textures.js'

/**
 * How a level is drawn: `'tiles'`, `@delve/art`'s pixel tiles (the default), or `'ascii'`, the
 * classic tutorials' look — coloured CP437 glyphs on a dark ground (`#` wall, `.` floor, `@` you,
 * a monster's kind glyph), with no torchlight.
 */
export type Look = 'tiles' | 'ascii'

/** Every look, by the name the `look` options take. */
export const LOOKS: readonly Look[] = ['tiles', 'ascii']

/** Texture key of `@delve/art`'s ASCII tileset; frames 0, 1, 2… as in `Frame`, then its glyphs. */
export const ASCII_TILES = 'delve-ascii-tiles'

/** Paints `@delve/art`'s ASCII tileset and adds it as `ASCII_TILES` (once). */
export function addAsciiTiles(textures: Textures.TextureManager): void {
  checkTextures('addAsciiTiles', textures)
  if (!textures.exists(ASCII_TILES))
    addPixelTexture(textures, ASCII_TILES, paintAsciiTileset(), TILE_SIZE)
}

/** The texture key of a look's tileset. */
export function lookTexture(look: Look): string {
  checkLook(look, 'lookTexture')
  return look === 'ascii' ? ASCII_TILES : DELVE_TILES
}

/** Adds the tileset of `look` to the texture manager, unless it is there. */
export function addLookTiles(textures: Textures.TextureManager, look: Look): void {
  checkTextures('addLookTiles', textures)
  checkLook(look, 'addLookTiles')
  if (look === 'ascii') addAsciiTiles(textures)
  else addDelveTiles(textures)
}

/**
 * `look` if it is one (undefined is the default, `'tiles'`); an `ArgumentTypeError` naming `fn`
 * and `argument` if not.
 */
export function checkLook(look: unknown, fn: string, argument = 'look'): Look {
  if (look === undefined) return 'tiles'
  if (LOOKS.includes(look as Look)) return look as Look
  throw new ArgumentTypeError(fn, argument, look, LOOKS.map((l) => `'${l}'`).join(' or '))
}
