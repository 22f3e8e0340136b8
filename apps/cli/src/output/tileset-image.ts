import { Frame, type FrameIndex, PixelImage, paintTileset, TILE_SIZE } from '@delve/art'
import { Tile } from '@delve/map'
import { encode } from 'fast-png'

/**
 * The frame of the game's tileset that draws each tile code of a Tiled export, in code order
 * (the export's gids are the codes + 1): walls as the game's dressed stone, then floor, door and
 * the two stairs.
 */
const FRAME_FOR_CODE: Readonly<Record<number, FrameIndex>> = {
  [Tile.Wall]: Frame.Wall,
  [Tile.Floor]: Frame.Floor,
  [Tile.Door]: Frame.Door,
  [Tile.StairsUp]: Frame.StairsUp,
  [Tile.StairsDown]: Frame.StairsDown,
}

/** How many tiles the export's tileset has: one per tile code. */
const TILE_CODES = Object.keys(FRAME_FOR_CODE).length

/**
 * The image of a Tiled export's tileset: the game's own art for the five tile codes side by side,
 * each `tileSize` pixels square, scaled from the art's 12-pixel tiles by nearest neighbour (so
 * the pixels stay sharp), as PNG bytes.
 */
export function tilesetPng(tileSize: number): Uint8Array {
  const strip = paintTileset()
  const image = new PixelImage(TILE_CODES * tileSize, tileSize)
  for (let code = 0; code < TILE_CODES; code++) {
    const left = (FRAME_FOR_CODE[code] as FrameIndex) * TILE_SIZE
    for (let y = 0; y < tileSize; y++) {
      const sy = Math.floor((y * TILE_SIZE) / tileSize)
      for (let x = 0; x < tileSize; x++) {
        const sx = Math.floor((x * TILE_SIZE) / tileSize)
        image.set(code * tileSize + x, y, strip.get(left + sx, sy))
      }
    }
  }
  return encode({
    width: image.width,
    height: image.height,
    data: image.data,
    channels: 4,
    depth: 8,
  })
}
