// @delve/map: dungeon generation with no runtime dependency. Each folder holds one concept:
// grid (tiles, neighbours, search, regions), fov (field of view), path (distances and paths),
// options (the option table), algorithms (the generators), maze (Nystrom's maze, connectors and
// dead ends), rooms (rooms, tunnels and doors), generate (a whole dungeon: start, stairs, tags,
// spawns, labels, tile variants), formats (ASCII, Tiled), vaults (hand-made places: their
// text and Tiled forms, and placing them in a level), random (the seeded generator) and
// foundation (the argument errors and checks every Delve package throws and makes).

export { carveBsp } from './algorithms/bsp.js'
export { CAVE_ATTEMPTS, carveCaves } from './algorithms/caves.js'
export { carveDrunkard, DRUNKARD_STEPS_PER_TILE } from './algorithms/drunkard.js'
export { ALGORITHMS, type CarveDungeon } from './algorithms/index.js'
export { carveRoomsAndCorridors } from './algorithms/rooms-and-corridors.js'
export { carveRoomsAndMazes } from './algorithms/rooms-and-mazes.js'
export { DungeonOptionsError, VaultError } from './errors.js'
export { fromAscii, type ParsedAscii, toAscii } from './formats/ascii.js'
export {
  fromTiledMap,
  TILED_DEFAULT_TILE_SIZE,
  TILED_FIRST_GID,
  TILED_MAX_TILE_SIZE,
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
} from './formats/tiled.js'
export {
  ArgumentRangeError,
  ArgumentTypeError,
  checkBoolean,
  checkFunction,
  checkInteger,
  checkKnownKeys,
  checkNumber,
  checkOneOf,
  checkOptions,
  checkPoint,
  checkRecord,
  checkString,
  checkTileMap,
  describeValue,
  integerWords,
  isIntegerIn,
  isRecord,
  type RangeErrorClass,
} from './foundation/index.js'
export { computeFov } from './fov/compute-fov.js'
export { createVision, updateVision, type Vision } from './fov/vision.js'
export type { Dungeon } from './generate/dungeon.js'
export { generateDungeon } from './generate/generate.js'
export { type RoomLabel, roomLabel, roomLabels } from './generate/labels.js'
export { placeSpawns, randomFloor, type SpawnOptions } from './generate/placement.js'
export { tagRooms } from './generate/room-tags.js'
export { placeStairs, type Stairs } from './generate/stairs.js'
export { roomlessStart } from './generate/start.js'
export { MAX_TILE_VARIANTS, tileVariants } from './generate/tile-variants.js'
export {
  DIRECTIONS,
  type Direction,
  directionOf,
  STEPS,
  type Step,
} from './grid/direction-names.js'
export { DIRS, DIRS_4, DIRS_8, type Offset } from './grid/directions.js'
export { countWalkable, floodFill, isConnected, reachableCount } from './grid/flood-fill.js'
export { joinRegions } from './grid/join-regions.js'
export type { Point } from './grid/point.js'
export { labelRegions, largestRegion, type Regions } from './grid/regions.js'
export { breadthFirst, type GridSize } from './grid/search.js'
export {
  isPassable,
  isTransparent,
  isWalkable,
  LOCKED_DOOR,
  Tile,
  type TileCode,
} from './grid/tile.js'
export {
  createTileMap,
  fillRect,
  inBounds,
  indexToPoint,
  pointToIndex,
  setTile,
  type TileMap,
  tileAt,
} from './grid/tile-map.js'
export { connectRegions } from './maze/connect-regions.js'
export { removeDeadEnds } from './maze/dead-ends.js'
export { growMazes } from './maze/grow-maze.js'
export { cellTile, createMazeGrid, type MazeGrid, markCells } from './maze/maze-grid.js'
export {
  ALGORITHM_NAMES,
  type AlgorithmName,
  CAVE_CONNECTIONS,
  type CaveConnection,
  ROOM_SHAPES,
  type RoomShape,
  TUNNEL_STYLES,
  type TunnelStyle,
} from './options/choices.js'
export {
  BSP_ITERATIONS,
  BSP_MIN_LEAF_SIZE,
  MAX_BSP_ITERATIONS,
  MAX_CAVE_ROUNDS,
  MAX_MAP_SIZE,
  MAX_ROOM_ATTEMPTS,
  MIN_ROOM_SIZE,
} from './options/limits.js'
export {
  type BooleanOption,
  type ChoiceOption,
  type Dependent,
  DUNGEON_OPTIONS,
  type DungeonOptions,
  type IntegerOption,
  type OptionName,
  type OptionSpec,
  type OptionValues,
  optionSpec,
  type RandomOption,
  type ResolvedDungeonOptions,
  type ValueOptionSpec,
} from './options/option-table.js'
export { PRESET_NAMES, PRESETS, type PresetDefaults, type PresetName } from './options/presets.js'
export { resolveDungeonOptions } from './options/resolve.js'
export { type DijkstraOptions, dijkstraMap } from './path/dijkstra-map.js'
export { directionsTo } from './path/directions-to.js'
export { distanceMap, farthestReachable } from './path/distance-map.js'
export { stepDownhill } from './path/downhill.js'
export { findPath } from './path/find-path.js'
export { type FleeOptions, fleeMap } from './path/flee-map.js'
export { canStep, type StepRules } from './path/moves.js'
export { createRng, MAX_SEED_LENGTH, type Rng, randomSeed } from './random/rng.js'
export { carveDisc, carveRoom, makeRoom } from './rooms/carve-room.js'
export { placeDoors } from './rooms/doors.js'
export {
  CircularRoom,
  circleRadius,
  NO_DOORS,
  type Rect,
  RectangularRoom,
  ROOM_TAGS,
  type RoomTag,
} from './rooms/room.js'
export {
  bresenhamLine,
  carveBresenhamTunnel,
  carveHorizontal,
  carveLTunnel,
  carveTunnel,
  carveVertical,
} from './rooms/tunnel.js'
export {
  MAX_VAULTS_PER_LEVEL,
  type VaultOptions,
} from './vaults/options.js'
export {
  orientVault,
  VAULT_ORIENTATIONS,
  type VaultOrientation,
} from './vaults/orient.js'
export { parseVaults, type VaultSourceOptions } from './vaults/parse.js'
export { parseTiledVault } from './vaults/tiled-vault.js'
export {
  DEFAULT_VAULT_WEIGHT,
  type DepthRange,
  type GlyphMeaning,
  MAX_VAULT_DEPTH,
  MAX_VAULT_NAME_LENGTH,
  MAX_VAULT_SIZE,
  MAX_VAULT_WEIGHT,
  type PlacedVault,
  VAULT_PLACES,
  type Vault,
  type VaultMark,
  type VaultPlace,
  type VaultRotation,
} from './vaults/vault.js'
