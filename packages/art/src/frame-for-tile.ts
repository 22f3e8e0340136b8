import { DIRS_8, isWalkable, LOCKED_DOOR, Tile, type TileMap, tileAt } from '@delve/map'
import { checkInteger, checkTileMap } from './checks/check.js'
import { FLOOR_FRAMES, Frame, type FrameIndex, TILE_VARIANTS, WALL_FRAMES } from './frames.js'

const FRAME_FOR_CODE: Readonly<Record<number, FrameIndex>> = {
  [Tile.Floor]: Frame.Floor,
  [Tile.Door]: Frame.Door,
  [Tile.StairsUp]: Frame.StairsUp,
  [Tile.StairsDown]: Frame.StairsDown,
  [LOCKED_DOOR]: Frame.LockedDoor,
}

/**
 * The tileset frame that draws the tile at (x, y). Walls are dressed stone only where they face
 * something walkable (any of the eight neighbours); deeper rock stays dark, so rooms and corridors
 * are outlined rather than buried in a field of bricks. Outside the map is rock: `x` and `y` are
 * any whole numbers. `variant` (0 … `TILE_VARIANTS` − 1, from `@delve/map`'s `tileVariants`;
 * larger values wrap) picks the look of a floor or dressed-stone tile; the other tiles have one
 * look. Throws an `ArgumentTypeError` or `ArgumentRangeError` for anything else.
 */
export function frameForTile(map: TileMap, x: number, y: number, variant = 0): FrameIndex {
  checkTileMap('frameForTile', 'map', map)
  checkInteger('frameForTile', 'x', x)
  checkInteger('frameForTile', 'y', y)
  checkInteger('frameForTile', 'variant', variant, 0)
  const code = tileAt(map, x, y)
  const look = variant % TILE_VARIANTS
  if (code === Tile.Floor) return FLOOR_FRAMES[look] ?? Frame.Floor
  if (code !== Tile.Wall) return FRAME_FOR_CODE[code] ?? Frame.Floor
  return DIRS_8.some(([dx, dy]) => isWalkable(tileAt(map, x + dx, y + dy)))
    ? (WALL_FRAMES[look] ?? Frame.Wall)
    : Frame.Rock
}
