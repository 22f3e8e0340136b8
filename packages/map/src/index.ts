export { fromAscii, type ParsedAscii, toAscii } from './ascii.js'
export type { Dungeon } from './dungeon.js'
export { DungeonOptionsError } from './errors.js'
export { countWalkable, floodFill, isConnected } from './flood-fill.js'
export { generateDungeon } from './generate.js'
export {
  ALGORITHM_NAMES,
  type AlgorithmName,
  type DungeonOptions,
  MAX_MAP_SIZE,
  MAX_ROOM_ATTEMPTS,
  MIN_ROOM_SIZE,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  type ResolvedDungeonOptions,
  resolveDungeonOptions,
} from './options.js'
export type { Point } from './point.js'
export { createRng, type Rng, randomSeed } from './rng.js'
export { type Rect, RectangularRoom } from './room.js'
export { carveRoomsAndCorridors } from './rooms-and-corridors.js'
export { isTransparent, isWalkable, Tile, type TileCode } from './tile.js'
export {
  createTileMap,
  fillRect,
  inBounds,
  pointToIndex,
  setTile,
  type TileMap,
  tileAt,
} from './tile-map.js'
export { carveHorizontal, carveLTunnel, carveVertical } from './tunnel.js'
