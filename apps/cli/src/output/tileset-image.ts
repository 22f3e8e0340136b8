import { paintTileCodeTileset } from '@delve/art'
import { encode } from 'fast-png'

/**
 * The image of a Tiled export's tileset as PNG bytes: `@delve/art`'s `paintTileCodeTileset`, the
 * game's art for the five tile codes in code order (the export's gids are the codes + 1), each
 * `tileSize` pixels square.
 */
export function tilesetPng(tileSize: number): Uint8Array {
  const image = paintTileCodeTileset(tileSize)
  return encode({
    width: image.width,
    height: image.height,
    data: image.data,
    channels: 4,
    depth: 8,
  })
}
