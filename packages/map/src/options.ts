import { DungeonOptionsError } from './errors.js'
import { type Rng, seedToString } from './rng.js'

export type PresetName = 'tcod' | 'mcrogueface'
export type AlgorithmName = 'rooms-and-corridors' | 'bsp'
/** `circle` carves a disc inside each room's box; `mixed` flips a coin per room. */
export type RoomShape = 'rect' | 'circle' | 'mixed'
/** `l` is the tutorials' L; `bresenham` a straight line; `mixed` flips a coin per tunnel. */
export type TunnelStyle = 'l' | 'bresenham' | 'mixed'

/** Everything `generateDungeon` accepts; every field is optional and falls back to the preset. */
export interface DungeonOptions {
  /** Which tutorial's defaults to start from: `tcod` (default) or `mcrogueface`. */
  preset?: PresetName
  /** `rooms-and-corridors` (default, the tutorials') or `bsp` (the cookbook's BSP dungeon). */
  algorithm?: AlgorithmName
  width?: number
  height?: number
  /** Placement attempts; an attempt that overlaps an earlier room is skipped, not retried. */
  maxRooms?: number
  roomMinSize?: number
  roomMaxSize?: number
  /** Rock kept between a room's wall and the map edge (preset: 0 for tcod, 1 for McRogueFace). */
  margin?: number
  /** `rect` (default), `circle` or `mixed`. */
  roomShape?: RoomShape
  /** `l` (default), `bresenham` or `mixed`. */
  tunnel?: TunnelStyle
  /** Extra rock tiles kept between the walls of any two rooms (default 0: walls may touch). */
  padding?: number
  /** Write `<` and `>` tiles and set `stairsUp` / `stairsDown` (default true). */
  stairs?: boolean
  /** BSP only: rounds of splitting (default 4, so at most 16 rooms). */
  iterations?: number
  /** BSP only: the smallest side a partition may be split down to (default max(6, roomMinSize + 1)). */
  bspMinLeafSize?: number
  /** Same seed and options ⇒ the same dungeon. A fresh seed is drawn when omitted. */
  seed?: number | string
  /** A generator to draw from instead of one made from `seed`. */
  rng?: Rng
}

export interface ResolvedDungeonOptions {
  preset: PresetName
  algorithm: AlgorithmName
  width: number
  height: number
  maxRooms: number
  roomMinSize: number
  roomMaxSize: number
  /** Rock kept between a room's wall and the map edge (0 for tcod, 1 for McRogueFace). */
  margin: number
  roomShape: RoomShape
  tunnel: TunnelStyle
  padding: number
  stairs: boolean
  iterations: number
  bspMinLeafSize: number
}

type PresetDefaults = Pick<
  ResolvedDungeonOptions,
  'width' | 'height' | 'maxRooms' | 'roomMinSize' | 'roomMaxSize' | 'margin'
>

/** The tutorials' own constants. */
export const PRESETS: Readonly<Record<PresetName, Readonly<PresetDefaults>>> = Object.freeze({
  tcod: Object.freeze({
    width: 80,
    height: 45,
    maxRooms: 30,
    roomMinSize: 6,
    roomMaxSize: 10,
    margin: 0,
  }),
  mcrogueface: Object.freeze({
    width: 50,
    height: 35,
    maxRooms: 8,
    roomMinSize: 6,
    roomMaxSize: 12,
    margin: 1,
  }),
})

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[]
export const ALGORITHM_NAMES: readonly AlgorithmName[] = ['rooms-and-corridors', 'bsp']
export const ROOM_SHAPES: readonly RoomShape[] = ['rect', 'circle', 'mixed']
export const TUNNEL_STYLES: readonly TunnelStyle[] = ['l', 'bresenham', 'mixed']

/** Largest width or height accepted, so a typo cannot ask for gigabytes. */
export const MAX_MAP_SIZE = 4096
/** Most placement attempts accepted. */
export const MAX_ROOM_ATTEMPTS = 100_000
/** Smallest room: 3 tiles across the walls leaves a 2×2 floor. */
export const MIN_ROOM_SIZE = 3
/** Most BSP rounds: 2^16 leaves is already more than the largest map holds. */
export const MAX_BSP_ITERATIONS = 16
/** The cookbook's `BSPNode.MIN_SIZE`, used when rooms are small enough to allow it. */
export const BSP_MIN_LEAF_SIZE = 6
/** The cookbook's default number of BSP rounds. */
export const BSP_ITERATIONS = 4

/** Every option name, in the order error messages list them. */
const OPTION_NAMES: readonly (keyof DungeonOptions)[] = [
  'preset',
  'algorithm',
  'width',
  'height',
  'maxRooms',
  'roomMinSize',
  'roomMaxSize',
  'margin',
  'seed',
  'rng',
  'roomShape',
  'tunnel',
  'padding',
  'stairs',
  'iterations',
  'bspMinLeafSize',
]
const KNOWN_KEYS: ReadonlySet<string> = new Set(OPTION_NAMES)

/** The options as given, copied into one fixed-shape object: every later read is cheap. */
export type GivenOptions = { [K in keyof DungeonOptions]-?: unknown }

/**
 * Fills in the preset's defaults and checks every option, throwing a `DungeonOptionsError` that
 * names the first bad one. A resolved set always describes a map that can hold a room.
 */
export function resolveDungeonOptions(options: DungeonOptions = {}): ResolvedDungeonOptions {
  return resolveGiven(readOptions(options))
}

/** Checks that `options` is an object of known option names and copies what it gives. */
export function readOptions(options: unknown): GivenOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new DungeonOptionsError('options', options, 'an object of dungeon options')
  }
  // Objects made by spreading are slow to read from, so each given value is read exactly once.
  const given: GivenOptions = {
    preset: undefined,
    algorithm: undefined,
    width: undefined,
    height: undefined,
    maxRooms: undefined,
    roomMinSize: undefined,
    roomMaxSize: undefined,
    margin: undefined,
    seed: undefined,
    rng: undefined,
    roomShape: undefined,
    tunnel: undefined,
    padding: undefined,
    stairs: undefined,
    iterations: undefined,
    bspMinLeafSize: undefined,
  }
  for (const key of Object.keys(options)) {
    if (!KNOWN_KEYS.has(key)) {
      throw new DungeonOptionsError('option name', key, OPTION_NAMES.join(', '))
    }
    given[key as keyof GivenOptions] = (options as Record<string, unknown>)[key]
  }
  return given
}

/** `resolveDungeonOptions` on options already read by `readOptions`. */
export function resolveGiven(o: GivenOptions): ResolvedDungeonOptions {
  const preset = oneOf('preset', or(o.preset, 'tcod'), PRESET_NAMES)
  const algorithm = oneOf('algorithm', or(o.algorithm, 'rooms-and-corridors'), ALGORITHM_NAMES)
  const defaults = PRESETS[preset]
  // Up to a quarter of the largest map, so a room still fits between the margins.
  const margin = integer('margin', or(o.margin, defaults.margin), 0, MAX_MAP_SIZE / 4 - 1)

  // The map must hold at least one smallest room with its walls and the margin.
  const smallestMap = MIN_ROOM_SIZE + 1 + 2 * margin
  const width = integer('width', or(o.width, defaults.width), smallestMap, MAX_MAP_SIZE)
  const height = integer('height', or(o.height, defaults.height), smallestMap, MAX_MAP_SIZE)
  const largestRoom = Math.min(width, height) - 1 - 2 * margin
  const roomMinSize = integer(
    'roomMinSize',
    or(o.roomMinSize, Math.min(defaults.roomMinSize, largestRoom)),
    MIN_ROOM_SIZE,
    largestRoom,
  )
  const roomMaxSize = integer(
    'roomMaxSize',
    or(o.roomMaxSize, Math.max(roomMinSize, Math.min(defaults.roomMaxSize, largestRoom))),
    roomMinSize,
    largestRoom,
  )
  const maxRooms = integer('maxRooms', or(o.maxRooms, defaults.maxRooms), 1, MAX_ROOM_ATTEMPTS)
  const roomShape = oneOf('roomShape', or(o.roomShape, 'rect'), ROOM_SHAPES)
  const tunnel = oneOf('tunnel', or(o.tunnel, 'l'), TUNNEL_STYLES)
  // Two rooms further apart than the map is long can never both be placed.
  const padding = integer('padding', or(o.padding, 0), 0, Math.max(width, height))
  const stairs = boolean('stairs', or(o.stairs, true))
  const iterations = integer('iterations', or(o.iterations, BSP_ITERATIONS), 0, MAX_BSP_ITERATIONS)
  // A leaf must hold the smallest room with its walls, so every leaf gets a room.
  const bspMinLeafSize = integer(
    'bspMinLeafSize',
    or(o.bspMinLeafSize, Math.max(BSP_MIN_LEAF_SIZE, roomMinSize + 1)),
    roomMinSize + 1,
    MAX_MAP_SIZE,
  )

  if (o.rng !== undefined) {
    if (o.seed !== undefined) {
      throw new DungeonOptionsError('seed', o.seed, 'no seed when an rng is given')
    }
    const rng = o.rng as Partial<Rng> | null
    if (typeof rng !== 'object' || rng === null || typeof rng.int !== 'function') {
      throw new DungeonOptionsError('rng', o.rng, 'an Rng made by createRng')
    }
  } else if (o.seed !== undefined) {
    seedToString(o.seed) // throws for a seed createRng would refuse, null included
  }
  return {
    preset,
    algorithm,
    width,
    height,
    maxRooms,
    roomMinSize,
    roomMaxSize,
    margin,
    roomShape,
    tunnel,
    padding,
    stairs,
    iterations,
    bspMinLeafSize,
  }
}

/** The default only for a missing option: `null` is a wrong value, not "use the default". */
function or(value: unknown, fallback: unknown): unknown {
  return value === undefined ? fallback : value
}

function oneOf<T extends string>(option: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new DungeonOptionsError(option, value, `one of ${allowed.map((a) => `"${a}"`).join(', ')}`)
}

function integer(option: string, value: unknown, min: number, max: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
    return value
  }
  throw new DungeonOptionsError(option, value, `an integer from ${min} to ${max}`, { min, max })
}

function boolean(option: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value
  throw new DungeonOptionsError(option, value, 'true or false')
}
