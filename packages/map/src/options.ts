import { DungeonOptionsError } from './errors.js'
import type { Rng } from './rng.js'

export type PresetName = 'tcod' | 'mcrogueface'
export type AlgorithmName = 'rooms-and-corridors'

/** Everything `generateDungeon` accepts; every field is optional and falls back to the preset. */
export interface DungeonOptions {
  /** Which tutorial's defaults to start from: `tcod` (default) or `mcrogueface`. */
  preset?: PresetName
  algorithm?: AlgorithmName
  width?: number
  height?: number
  /** Placement attempts; an attempt that overlaps an earlier room is skipped, not retried. */
  maxRooms?: number
  roomMinSize?: number
  roomMaxSize?: number
  /** Rock kept between a room's wall and the map edge (preset: 0 for tcod, 1 for McRogueFace). */
  margin?: number
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
}

type PresetDefaults = Omit<ResolvedDungeonOptions, 'preset' | 'algorithm'>

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
export const ALGORITHM_NAMES: readonly AlgorithmName[] = ['rooms-and-corridors']

/** Largest width or height accepted, so a typo cannot ask for gigabytes. */
export const MAX_MAP_SIZE = 4096
/** Most placement attempts accepted. */
export const MAX_ROOM_ATTEMPTS = 100_000
/** Smallest room: 3 tiles across the walls leaves a 2×2 floor. */
export const MIN_ROOM_SIZE = 3

const KNOWN_KEYS: ReadonlySet<string> = new Set([
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
])

/**
 * Fills in the preset's defaults and checks every option, throwing a `DungeonOptionsError` that
 * names the first bad one. A resolved set always describes a map that can hold a room.
 */
export function resolveDungeonOptions(options: DungeonOptions = {}): ResolvedDungeonOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new DungeonOptionsError('options', options, 'an object of dungeon options')
  }
  for (const key of Object.keys(options)) {
    if (!KNOWN_KEYS.has(key)) {
      throw new DungeonOptionsError('option name', key, [...KNOWN_KEYS].join(', '))
    }
  }
  const preset = oneOf('preset', options.preset ?? 'tcod', PRESET_NAMES)
  const algorithm = oneOf('algorithm', options.algorithm ?? 'rooms-and-corridors', ALGORITHM_NAMES)
  const defaults = PRESETS[preset]
  // Up to a quarter of the largest map, so a room still fits between the margins.
  const margin = integer('margin', options.margin ?? defaults.margin, 0, MAX_MAP_SIZE / 4 - 1)

  // The map must hold at least one smallest room with its walls and the margin.
  const smallestMap = MIN_ROOM_SIZE + 1 + 2 * margin
  const width = integer('width', options.width ?? defaults.width, smallestMap, MAX_MAP_SIZE)
  const height = integer('height', options.height ?? defaults.height, smallestMap, MAX_MAP_SIZE)
  const largestRoom = Math.min(width, height) - 1 - 2 * margin
  const roomMinSize = integer(
    'roomMinSize',
    options.roomMinSize ?? Math.min(defaults.roomMinSize, largestRoom),
    MIN_ROOM_SIZE,
    largestRoom,
  )
  const roomMaxSize = integer(
    'roomMaxSize',
    options.roomMaxSize ?? Math.max(roomMinSize, Math.min(defaults.roomMaxSize, largestRoom)),
    roomMinSize,
    largestRoom,
  )
  const maxRooms = integer('maxRooms', options.maxRooms ?? defaults.maxRooms, 1, MAX_ROOM_ATTEMPTS)

  if (options.rng !== undefined) {
    if (options.seed !== undefined) {
      throw new DungeonOptionsError('seed', options.seed, 'no seed when an rng is given')
    }
    const rng = options.rng as Partial<Rng> | null
    if (typeof rng !== 'object' || rng === null || typeof rng.int !== 'function') {
      throw new DungeonOptionsError('rng', options.rng, 'an Rng made by createRng')
    }
  }
  return { preset, algorithm, width, height, maxRooms, roomMinSize, roomMaxSize, margin }
}

function oneOf<T extends string>(option: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new DungeonOptionsError(option, value, `one of ${allowed.map((a) => `"${a}"`).join(', ')}`)
}

function integer(option: string, value: unknown, min: number, max: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
    return value
  }
  throw new DungeonOptionsError(option, value, `an integer from ${min} to ${max}`)
}
