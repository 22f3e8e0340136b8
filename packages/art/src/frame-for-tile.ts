import { DIRS_8, isWalkable, Tile, type TileMap, tileAt } from '@delve/map'
import { Frame, type FrameIndex } from './frames.js'

const FRAME_FOR_CODE: Readonly<Record<number, FrameIndex>> = {
  [Tile.Floor]: Frame.Floor,
  [Tile.Door]: Frame.Door,
  [Tile.StairsUp]: Frame.StairsUp,
  [Tile.StairsDown]: Frame.StairsDown,
}

/**
 * The tileset frame that draws the tile at (x, y). Walls are dressed stone only where they face
 * something walkable (any of the eight neighbours); deeper rock stays dark, so rooms and corridors
 * are outlined rather than buried in a field of bricks. Outside the map is rock.
 */
export function frameForTile(map: TileMap, x: number, y: number): FrameIndex {
  const code = tileAt(map, x, y)
  if (code !== Tile.Wall) return FRAME_FOR_CODE[code] ?? Frame.Floor
  return DIRS_8.some(([dx, dy]) => isWalkable(tileAt(map, x + dx, y + dy)))
    ? Frame.Wall
    : Frame.Rock
}
