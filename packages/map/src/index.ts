export { fromAscii, type ParsedAscii, toAscii } from './ascii.js'
export { carveBsp } from './bsp.js'
export { carveDisc, carveRoom, makeRoom } from './carve-room.js'
export type { Dungeon } from './dungeon.js'
export { DungeonOptionsError } from './errors.js'
export {
  countWalkable,
  distanceMap,
  farthestReachable,
  floodFill,
  isConnected,
  reachableCount,
} from './flood-fill.js'
export { generateDungeon } from './generate.js'
export { type RoomLabel, roomLabel, roomLabels } from './labels.js'
export {
  ALGORITHM_NAMES,
  type AlgorithmName,
  BSP_ITERATIONS,
  BSP_MIN_LEAF_SIZE,
  type DungeonOptions,
  MAX_BSP_ITERATIONS,
  MAX_MAP_SIZE,
  MAX_ROOM_ATTEMPTS,
  MIN_ROOM_SIZE,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  type ResolvedDungeonOptions,
  ROOM_SHAPES,
  type RoomShape,
  resolveDungeonOptions,
  TUNNEL_STYLES,
  type TunnelStyle,
} from './options.js'
export { placeSpawns, randomFloor, type SpawnOptions } from './placement.js'
export type { Point } from './point.js'
export { createRng, type Rng, randomSeed } from './rng.js'
export { CircularRoom, circleRadius, type Rect, RectangularRoom } from './room.js'
export { carveRoomsAndCorridors } from './rooms-and-corridors.js'
export { placeStairs, type Stairs } from './stairs.js'
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
export {
  fromTiledMap,
  TILED_FIRST_GID,
  TILED_TILESET_IMAGE,
  type TiledExportOptions,
  type TiledImport,
  type TiledMap,
  type TiledObject,
  type TiledObjectLayer,
  type TiledProperty,
  type TiledSource,
  type TiledTileLayer,
  type TiledTileset,
  toTiledMap,
} from './tiled.js'
export {
  bresenhamLine,
  carveBresenhamTunnel,
  carveHorizontal,
  carveLTunnel,
  carveTunnel,
  carveVertical,
} from './tunnel.js'
