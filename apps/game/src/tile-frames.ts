import { isWalkable, Tile, type TileMap } from '@delve/map'
import { Frame, type FrameIndex } from './tile-art.js'

const FRAME_FOR_CODE: Readonly<Record<number, FrameIndex>> = {
  [Tile.Floor]: Frame.Floor,
  [Tile.Door]: Frame.Door,
  [Tile.StairsUp]: Frame.StairsUp,
  [Tile.StairsDown]: Frame.StairsDown,
}

/**
 * The tileset frame that draws the tile at (x, y). Walls are dressed stone only where they face
 * something walkable (any of the eight neighbours); deeper rock stays dark, so rooms and corridors
 * are outlined rather than buried in a field of bricks.
 */
export function frameForTile(map: TileMap, x: number, y: number): FrameIndex {
  const code = map.tiles[y * map.width + x] ?? Tile.Wall
  if (code !== Tile.Wall) return FRAME_FOR_CODE[code] ?? Frame.Floor
  return touchesWalkable(map, x, y) ? Frame.Wall : Frame.Rock
}

function touchesWalkable(map: TileMap, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= map.width || ny >= map.height) continue
      if (isWalkable(map.tiles[ny * map.width + nx] ?? Tile.Wall)) return true
    }
  }
  return false
}
