import { checkString } from '../foundation/guards.js'
import { MAX_SEED_LENGTH, type Rng } from '../random/rng.js'
import type { VaultOptions } from '../vaults/options.js'
import {
  ALGORITHM_NAMES,
  type AlgorithmName,
  CAVE_CONNECTIONS,
  ROOM_SHAPES,
  TUNNEL_STYLES,
} from './choices.js'
import {
  BSP_ITERATIONS,
  BSP_MIN_LEAF_SIZE,
  MAX_BSP_ITERATIONS,
  MAX_CAVE_ROUNDS,
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

/** An option that is on or off (`stairs`, `doors`), with its default. */
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

/** One row of the option table: a choice, an integer, a switch, or the seed and the generator. */
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
/** The algorithms that place rooms by attempts: a size and a position drawn per attempt. */
const ROOM_ATTEMPTS = [
  'rooms-and-corridors',
  'rooms-and-mazes',
] as const satisfies readonly AlgorithmName[]
/** The algorithms with rooms. */
const WITH_ROOMS = [
  'rooms-and-corridors',
  'bsp',
  'rooms-and-mazes',
] as const satisfies readonly AlgorithmName[]
/** The algorithms that join rooms with tunnels of their own (not a maze). */
const WITH_TUNNELS = ['rooms-and-corridors', 'bsp'] as const satisfies readonly AlgorithmName[]
const CAVES_ONLY = ['caves'] as const satisfies readonly AlgorithmName[]
const MAZES_ONLY = ['rooms-and-mazes'] as const satisfies readonly AlgorithmName[]
const DRUNKARD_ONLY = ['drunkard'] as const satisfies readonly AlgorithmName[]

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
    doc: "the generator: the tutorials' rooms and corridors, the cookbook's BSP, cellular caves, Nystrom's rooms and mazes, or a drunkard's walk",
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
    algorithms: ROOM_ATTEMPTS,
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
    algorithms: WITH_ROOMS,
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
    algorithms: WITH_ROOMS,
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
    algorithms: WITH_TUNNELS,
    choices: ROOM_SHAPES,
    default: 'rect',
  },
  {
    name: 'tunnel',
    type: 'choice',
    label: 'Tunnels',
    doc: "the tutorials' L-shaped tunnels, straight Bresenham lines, or a coin flip per tunnel",
    algorithms: WITH_TUNNELS,
    choices: TUNNEL_STYLES,
    default: 'l',
  },
  {
    name: 'padding',
    type: 'integer',
    label: 'Padding',
    doc: 'extra rock kept between the walls of any two rooms',
    algorithms: WITH_ROOMS,
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
    doc: 'stairs: < on the start, > in the last room (with no rooms, on the farthest tile)',
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
  {
    name: 'caveFill',
    type: 'integer',
    label: 'Cave fill %',
    doc: 'percent of the cave area that starts as rock, before the automaton runs',
    algorithms: CAVES_ONLY,
    // The classic 45 %: below about 40 the rock melts into one open hall, above about 50 the
    // caves break into specks.
    default: 45,
    min: 0,
    max: 100,
    range: '0 … 100',
  },
  {
    name: 'caveRounds',
    type: 'integer',
    label: 'Cave rounds',
    doc: 'rounds of the cellular automaton that smooth the random fill into caves',
    algorithms: CAVES_ONLY,
    // Four rounds smooth the noise; later rounds barely change a thing.
    default: 4,
    min: 0,
    max: MAX_CAVE_ROUNDS,
    range: `0 … ${MAX_CAVE_ROUNDS}`,
  },
  {
    name: 'caveBirth',
    type: 'integer',
    label: 'Cave birth',
    doc: 'a floor tile turns to rock when at least this many of its 8 neighbours are rock',
    algorithms: CAVES_ONLY,
    // With caveSurvival 4, the classic rule (B5678/S45678 for rock, as rot.js's default).
    default: 5,
    min: 0,
    max: 8,
    range: '0 … 8',
  },
  {
    name: 'caveSurvival',
    type: 'integer',
    label: 'Cave survival',
    doc: 'a rock tile stays rock when at least this many of its 8 neighbours are rock',
    algorithms: CAVES_ONLY,
    default: 4,
    min: 0,
    max: 8,
    range: '0 … 8',
  },
  {
    name: 'caveConnect',
    type: 'choice',
    label: 'Cave joining',
    doc: 'join every cave to the largest by the shortest tunnels, or keep the largest cave only',
    algorithms: CAVES_ONLY,
    choices: CAVE_CONNECTIONS,
    default: 'tunnels',
  },
  {
    name: 'mazeWinding',
    type: 'integer',
    label: 'Maze winding %',
    doc: 'percent chance that a maze passage turns where it could run straight on',
    algorithms: MAZES_ONLY,
    // Runs of a few cells between turns: passages that read as corridors, not as a grid of long
    // halls (0) or a tight labyrinth (100).
    default: 30,
    min: 0,
    max: 100,
    range: '0 … 100',
  },
  {
    name: 'mazeExtraConnectors',
    type: 'integer',
    label: 'Extra openings %',
    doc: 'percent chance that an opening the spanning tree does not need is made anyway, for loops',
    algorithms: MAZES_ONLY,
    // Nystrom's one in twenty: a few loops, so that not every route is the only one.
    default: 5,
    min: 0,
    max: 100,
    range: '0 … 100',
  },
  {
    name: 'drunkardFloor',
    type: 'integer',
    label: 'Drunkard floor %',
    doc: 'the walk stops once this percent of the area inside the margin is floor',
    algorithms: DRUNKARD_ONLY,
    // About the share of floor of a cave: open enough to explore, rock enough to hide things.
    default: 40,
    min: 1,
    max: 100,
    range: '1 … 100',
  },
  {
    name: 'doors',
    type: 'boolean',
    label: 'Doors',
    doc: 'a door (+) in every one-tile gap where a corridor enters a rectangular room',
    algorithms: WITH_ROOMS,
    default: false,
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
  /**
   * Hand-made places to put in the level (see `parseVaults`); not in the option table, nor in
   * `dungeon.options`: pass the same vaults again to make the same dungeon.
   */
  vaults?: VaultOptions
}

/** The table entry for `name`, or undefined. */
export function optionSpec(name: string): OptionSpec | undefined {
  checkString('optionSpec', 'name', name)
  return (DUNGEON_OPTIONS as readonly OptionSpec[]).find((spec) => spec.name === name)
}
