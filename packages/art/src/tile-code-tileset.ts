import { checkInteger } from './checks/check.js'
import { Frame, type FrameIndex, TILE_SIZE } from './frames.js'
import { PixelImage } from './pixel-image.js'
import { paintTileset } from './tileset.js'

/**
 * The frame of `paintTileset`'s strip that draws each tile code, indexed by the code: wall
 * (dressed stone), floor, door, stairs up, stairs down. Frame n of `paintTileCodeTileset` is
 * `TILE_CODE_FRAMES[n]`, so a map's tile codes (or a Tiled export's gids − 1) index it directly.
 */
export const TILE_CODE_FRAMES: readonly FrameIndex[] = [
  Frame.Wall,
  Frame.Floor,
  Frame.Door,
  Frame.StairsUp,
  Frame.StairsDown,
]

/** The largest tile `paintTileCodeTileset` paints, in pixels (as `@delve/map`'s Tiled export). */
export const MAX_TILE_CODE_SIZE = 1024

/**
 * The tileset in tile-code order: one strip of `TILE_CODE_FRAMES.length` (5) tiles, frame n the
 * art's look for tile code n (`Tile.Wall` 0, `Tile.Floor` 1, `Tile.Door` 2, `Tile.StairsUp` 3,
 * `Tile.StairsDown` 4), each `tileSize` pixels square (default `TILE_SIZE`), scaled from the art's
 * tiles by nearest neighbour so the pixels stay sharp. This is the image `@delve/map`'s
 * `toTiledMap` names (`TILED_TILESET_IMAGE`, gid = code + 1) and the one a Phaser tilemap built
 * from tile codes wants; `paintTileset`'s strip is in the game's frame order instead. Throws an
 * `ArgumentTypeError` or `ArgumentRangeError` for any other size.
 */
export function paintTileCodeTileset(tileSize: number = TILE_SIZE): PixelImage {
  checkInteger('paintTileCodeTileset', 'tileSize', tileSize, 1, MAX_TILE_CODE_SIZE)
  const strip = paintTileset()
  const image = new PixelImage(TILE_CODE_FRAMES.length * tileSize, tileSize)
  for (const [code, frame] of TILE_CODE_FRAMES.entries()) {
    for (let y = 0; y < tileSize; y++) {
      const sy = Math.floor((y * TILE_SIZE) / tileSize)
      for (let x = 0; x < tileSize; x++) {
        const sx = Math.floor((x * TILE_SIZE) / tileSize)
        image.set(code * tileSize + x, y, strip.get(frame * TILE_SIZE + sx, sy))
      }
    }
  }
  return image
}
