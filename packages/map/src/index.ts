/**
 * `@delve/map`: dungeon generation with no runtime dependency. Each folder holds one concept:
 * grid (tiles, neighbours, search, regions), fov (field of view), path (distances and paths),
 * options (the option table), algorithms (the generators), maze (Nystrom's maze, connectors and
 * dead ends), rooms (rooms, tunnels and doors), generate (a whole dungeon: start, stairs, tags,
 * spawns, labels, tile variants), formats (ASCII, Tiled), vaults (hand-made places: their
 * text and Tiled forms, and placing them in a level), random (the seeded generator) and
 * foundation (the argument errors and checks every Delve package throws and makes).
 *
 * @module \@delve/map
 */

export { CAVE_ATTEMPTS } from './algorithms/caves.js'
export { DRUNKARD_STEPS_PER_TILE } from './algorithms/drunkard.js'
export type { CarveDungeon } from './algorithms/index.js'
export { DungeonOptionsError, VaultError } from './errors.js'
export type { ParsedAscii } from './formats/ascii.js'
export {
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
export type { Vision } from './fov/vision.js'
export type { Dungeon } from './generate/dungeon.js'
export { generateDungeon } from './generate/generate.js'
export type { RoomLabel } from './generate/labels.js'
export type { SpawnOptions } from './generate/placement.js'
export type { Stairs } from './generate/stairs.js'
export { MAX_TILE_VARIANTS } from './generate/tile-variants.js'
export {
  DIRECTIONS,
  type Direction,
  directionOf,
  STEPS,
  type Step,
} from './grid/direction-names.js'
export { DIRS, DIRS_4, DIRS_8, type Offset } from './grid/directions.js'
export type { Point } from './grid/point.js'
export type { Regions } from './grid/regions.js'
export type { GridSize } from './grid/search.js'
export { LOCKED_DOOR, Tile, type TileCode } from './grid/tile.js'
export type { TileMap } from './grid/tile-map.js'
export type { MazeGrid } from './maze/maze-grid.js'
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
export type { DijkstraOptions } from './path/dijkstra-map.js'
export type { FleeOptions } from './path/flee-map.js'
export type { StepRules } from './path/moves.js'
// The functions below check what they are handed, then call the package's own (unchecked) ones.
export {
  ALGORITHMS,
  carveBsp,
  carveCaves,
  carveDrunkard,
  carveRoomsAndCorridors,
  carveRoomsAndMazes,
} from './public/algorithms.js'
export { fromAscii, fromTiledMap, toAscii, toTiledMap } from './public/formats.js'
export { computeFov, createVision, updateVision } from './public/fov.js'
export {
  placeSpawns,
  placeStairs,
  randomFloor,
  roomLabel,
  roomLabels,
  roomlessStart,
  tagRooms,
  tileVariants,
} from './public/generate.js'
export {
  breadthFirst,
  countWalkable,
  createTileMap,
  fillRect,
  floodFill,
  inBounds,
  indexToPoint,
  isConnected,
  isPassable,
  isTransparent,
  isWalkable,
  joinRegions,
  labelRegions,
  largestRegion,
  pointToIndex,
  reachableCount,
  setTile,
  tileAt,
} from './public/grid.js'
export {
  cellTile,
  connectRegions,
  createMazeGrid,
  growMazes,
  markCells,
  removeDeadEnds,
} from './public/maze.js'
export {
  canStep,
  dijkstraMap,
  directionsTo,
  distanceMap,
  farthestReachable,
  findPath,
  fleeMap,
  stepDownhill,
} from './public/path.js'
export {
  bresenhamLine,
  carveBresenhamTunnel,
  carveDisc,
  carveHorizontal,
  carveLTunnel,
  carveRoom,
  carveTunnel,
  carveVertical,
  circleRadius,
  makeRoom,
  placeDoors,
} from './public/rooms.js'
export { createRng, MAX_SEED_LENGTH, type Rng, randomSeed } from './random/rng.js'
export {
  CircularRoom,
  NO_DOORS,
  type Rect,
  RectangularRoom,
  ROOM_TAGS,
  type RoomTag,
} from './rooms/room.js'
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
