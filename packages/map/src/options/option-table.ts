import { MAX_SEED_LENGTH, type Rng } from '../random/rng.js'
import { ALGORITHM_NAMES, type AlgorithmName, ROOM_SHAPES, TUNNEL_STYLES } from './choices.js'
import {
  BSP_ITERATIONS,
  BSP_MIN_LEAF_SIZE,
  MAX_BSP_ITERATIONS,
  MAX_MAP_SIZE,
  MAX_ROOM_ATTEMPTS,
  MIN_ROOM_SIZE,
} from './limits.js'
import { PRESET_NAMES, PRESETS, type PresetDefaults, type PresetName } from './presets.js'

/**
 * The options a range or a default may read (the largest room depends on the map's size, say),
 * by name. They are resolved before the option that reads them: the order is found once, when
 * the package loads, and reading a name the table does not have fails right then. A range or
 * default must read the same options whatever their values.
 */
export type OptionValues = { readonly [name: string]: number | string | boolean }

/** A number, or one computed from the options it depends on. */
export type Dependent<T> = T | ((options: OptionValues) => T)

interface OptionBase {
  /** The option's name in `DungeonOptions`. */
  name: string
  /** A few words for a form's label. */
  label: string
  /** One line: what the option does. */
  doc: string
  /** The algorithms that read it; absent when every algorithm does. */
  algorithms?: readonly AlgorithmName[]
}

/** One name from a fixed list. */
export interface ChoiceOption extends OptionBase {
  type: 'choice'
  choices: readonly string[]
  default: string
}

/** A whole number in a range that may depend on other options. */
export interface IntegerOption extends OptionBase {
  type: 'integer'
  default: Dependent<number>
  min: Dependent<number>
  max: Dependent<number>
  /** The range in words, for documentation: `4 + 2 × margin … 4096`. */
  range: string
}

export interface BooleanOption extends OptionBase {
  type: 'boolean'
  default: boolean
}

/** The seed and the generator: they choose the random draws, and are not part of the result. */
export interface RandomOption extends OptionBase {
  type: 'seed' | 'rng'
  /** What is accepted, in words. */
  range: string
}

export type OptionSpec = ChoiceOption | IntegerOption | BooleanOption | RandomOption

/** The chosen preset's own value of an option. */
const presetValue = (o: OptionValues, key: keyof PresetDefaults): number =>
  PRESETS[o.preset as PresetName][key]

/** A default that is the preset's own value. */
const fromPreset = (key: keyof PresetDefaults) => (o: OptionValues) => presetValue(o, key)

/** An integer option's value. */
const int = (o: OptionValues, name: string): number => o[name] as number

/** The largest room side that fits: the map's shorter side less one wall and both margins. */
function largestRoom(o: OptionValues): number {
  return Math.min(int(o, 'width'), int(o, 'height')) - 1 - 2 * int(o, 'margin')
}

const BSP_ONLY = ['bsp'] as const satisfies readonly AlgorithmName[]
const ROOMS_AND_CORRIDORS_ONLY = ['rooms-and-corridors'] as const satisfies readonly AlgorithmName[]

/**
 * Every option of `generateDungeon`, declared once: its type, its range or choices, its default
 * (per preset where the preset sets it) and a line of documentation. Validation, defaults, the
 * option types, the README's options table, the command line's flags and the game's panel, links
 * and saves are all made from this table. A range or default may read any other option (see
 * `OptionValues`); the order here is the order of the resolved object's keys and of the names an
 * unknown-option error lists.
 */
export const DUNGEON_OPTIONS = [
  {
    name: 'preset',
    type: 'choice',
    label: 'Preset',
    doc: "which tutorial's constants to start from",
    choices: PRESET_NAMES,
    default: 'tcod',
  },
  {
    name: 'algorithm',
    type: 'choice',
    label: 'Algorithm',
    doc: "the generator: the tutorials' rooms and corridors, or the cookbook's BSP split",
    choices: ALGORITHM_NAMES,
    default: 'rooms-and-corridors',
  },
  {
    name: 'width',
    type: 'integer',
    label: 'Width',
    doc: 'map width in tiles',
    default: fromPreset('width'),
    // The map must hold at least one smallest room with its walls and the margin.
    min: (o) => MIN_ROOM_SIZE + 1 + 2 * int(o, 'margin'),
    max: MAX_MAP_SIZE,
    range: `${MIN_ROOM_SIZE + 1} + 2 × margin … ${MAX_MAP_SIZE}`,
  },
  {
    name: 'height',
    type: 'integer',
    label: 'Height',
    doc: 'map height in tiles',
    default: fromPreset('height'),
    min: (o) => MIN_ROOM_SIZE + 1 + 2 * int(o, 'margin'),
    max: MAX_MAP_SIZE,
    range: `${MIN_ROOM_SIZE + 1} + 2 × margin … ${MAX_MAP_SIZE}`,
  },
  {
    name: 'maxRooms',
    type: 'integer',
    label: 'Room attempts',
    doc: 'room placement attempts; one that overlaps an earlier room is skipped, not retried',
    algorithms: ROOMS_AND_CORRIDORS_ONLY,
    default: fromPreset('maxRooms'),
    min: 1,
    max: MAX_ROOM_ATTEMPTS,
    range: `1 … ${MAX_ROOM_ATTEMPTS}`,
  },
  {
    name: 'roomMinSize',
    type: 'integer',
    label: 'Smallest room',
    doc: 'smallest room side in tiles, walls included',
    // On a small map the preset's size shrinks to fit instead of failing.
    default: (o) => Math.min(presetValue(o, 'roomMinSize'), largestRoom(o)),
    min: MIN_ROOM_SIZE,
    max: largestRoom,
    range: `${MIN_ROOM_SIZE} … L`,
  },
  {
    name: 'roomMaxSize',
    type: 'integer',
    label: 'Largest room',
    doc: 'largest room side in tiles, walls included',
    default: (o) =>
      Math.max(int(o, 'roomMinSize'), Math.min(presetValue(o, 'roomMaxSize'), largestRoom(o))),
    min: (o) => int(o, 'roomMinSize'),
    max: largestRoom,
    range: 'roomMinSize … L',
  },
  {
    name: 'margin',
    type: 'integer',
    label: 'Margin',
    doc: 'rock kept between every room and the map edge',
    default: fromPreset('margin'),
    // Up to a quarter of the largest map, so a room still fits between the margins.
    min: 0,
    max: MAX_MAP_SIZE / 4 - 1,
    range: `0 … ${MAX_MAP_SIZE / 4 - 1}`,
  },
  {
    name: 'seed',
    type: 'seed',
    label: 'Seed',
    doc: 'the same seed and options give the same dungeon; a fresh seed is drawn when omitted',
    range: `a string of 1 … ${MAX_SEED_LENGTH} characters, or a finite number; not with rng`,
  },
  {
    name: 'rng',
    type: 'rng',
    label: 'Generator',
    doc: 'a generator to draw from (and advance) instead of one made from the seed',
    range: 'an Rng from createRng',
  },
  {
    name: 'roomShape',
    type: 'choice',
    label: 'Room shape',
    doc: 'rectangles, discs inside the same boxes, or a coin flip per room',
    choices: ROOM_SHAPES,
    default: 'rect',
  },
  {
    name: 'tunnel',
    type: 'choice',
    label: 'Tunnels',
    doc: "the tutorials' L-shaped tunnels, straight Bresenham lines, or a coin flip per tunnel",
    choices: TUNNEL_STYLES,
    default: 'l',
  },
  {
    name: 'padding',
    type: 'integer',
    label: 'Padding',
    doc: 'extra rock kept between the walls of any two rooms',
    default: 0,
    min: 0,
    // Two rooms further apart than the map is long can never both be placed.
    max: (o) => Math.max(int(o, 'width'), int(o, 'height')),
    range: '0 … max(width, height)',
  },
  {
    name: 'stairs',
    type: 'boolean',
    label: 'Stairs',
    doc: 'stairs: < on the start, > in the last room',
    default: true,
  },
  {
    name: 'iterations',
    type: 'integer',
    label: 'BSP rounds',
    doc: 'rounds of BSP splitting: at most 2^rounds rooms',
    algorithms: BSP_ONLY,
    default: BSP_ITERATIONS,
    min: 0,
    max: MAX_BSP_ITERATIONS,
    range: `0 … ${MAX_BSP_ITERATIONS}`,
  },
  {
    name: 'bspMinLeafSize',
    type: 'integer',
    label: 'BSP leaf size',
    doc: 'the smallest side a BSP partition may be split down to',
    algorithms: BSP_ONLY,
    // The cookbook's 6, or more so that a leaf holds the smallest room with its walls.
    default: (o) => Math.max(BSP_MIN_LEAF_SIZE, int(o, 'roomMinSize') + 1),
    min: (o) => int(o, 'roomMinSize') + 1,
    max: MAX_MAP_SIZE,
    range: `roomMinSize + 1 … ${MAX_MAP_SIZE}`,
  },
] as const satisfies readonly OptionSpec[]

type Spec = (typeof DUNGEON_OPTIONS)[number]

/** The options that end up in `dungeon.options`: all but the seed and the generator. */
export type ValueOptionSpec = Extract<Spec, { type: 'choice' | 'integer' | 'boolean' }>

type ValueOf<S> = S extends { type: 'integer' }
  ? number
  : S extends { type: 'boolean' }
    ? boolean
    : S extends { choices: readonly (infer C)[] }
      ? C
      : never

/** Every option name, seed and rng included. */
export type OptionName = Spec['name']

/** The options with every default filled in, as `dungeon.options` holds them. */
export type ResolvedDungeonOptions = { [S in ValueOptionSpec as S['name']]: ValueOf<S> }

/** Everything `generateDungeon` accepts; every field is optional and falls back to the preset. */
export interface DungeonOptions extends Partial<ResolvedDungeonOptions> {
  /** Same seed and options ⇒ the same dungeon. A fresh seed is drawn when omitted. */
  seed?: number | string
  /** A generator to draw from instead of one made from `seed`. */
  rng?: Rng
}

/** The table entry for `name`, or undefined. */
export function optionSpec(name: string): OptionSpec | undefined {
  return (DUNGEON_OPTIONS as readonly OptionSpec[]).find((spec) => spec.name === name)
}
