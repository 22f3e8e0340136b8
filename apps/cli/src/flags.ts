import {
  ALGORITHM_NAMES,
  BSP_ITERATIONS,
  type DungeonOptions,
  PRESET_NAMES,
  PRESETS,
  ROOM_SHAPES,
  TUNNEL_STYLES,
} from '@delve/map'

export const FORMATS = ['ascii', 'json', 'tiled'] as const
export type Format = (typeof FORMATS)[number]

/** Most dungeons one `--count` may ask for. */
export const MAX_COUNT = 10_000

/** What a flag's value is checked against before it is used. */
type FlagValue =
  | { kind: 'text'; allowed: string }
  | { kind: 'integer' }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'switch' }

/** One `delve generate` flag: how its value reads, what it sets, and its line in the help. */
export interface Flag {
  /** The long name, without the dashes. */
  name: string
  /** What the value is called in the help; a switch has none. */
  placeholder?: string
  value: FlagValue
  /** The library option it sets: the library's errors for that option are reported as this flag. */
  option?: keyof DungeonOptions | 'tileSize'
  help: string
  /** The default, as the help shows it. */
  defaultText?: string
}

/** The default of a size each preset sets, e.g. "80 for tcod, 50 for mcrogueface". */
function presetDefault(key: 'width' | 'height' | 'maxRooms' | 'roomMinSize' | 'roomMaxSize') {
  const values = PRESET_NAMES.map((name) => PRESETS[name][key])
  if (values.every((value) => value === values[0])) return String(values[0])
  return PRESET_NAMES.map((name) => `${PRESETS[name][key]} for ${name}`).join(', ')
}

const text = (allowed: string) => ({ kind: 'text', allowed }) as const
const integer = { kind: 'integer' } as const
const choice = (choices: readonly string[]) => ({ kind: 'choice', choices }) as const

export const GENERATE_FLAGS: readonly Flag[] = [
  {
    name: 'seed',
    placeholder: 'SEED',
    value: text('any text of 1 to 256 characters'),
    option: 'seed',
    help: 'any text of 1 to 256 characters; the same seed and flags give the same dungeon',
    defaultText: 'a fresh random seed',
  },
  {
    name: 'preset',
    placeholder: 'NAME',
    value: choice(PRESET_NAMES),
    option: 'preset',
    help: "which tutorial's sizes to start from",
    defaultText: 'tcod',
  },
  {
    name: 'algo',
    placeholder: 'NAME',
    value: choice(ALGORITHM_NAMES),
    option: 'algorithm',
    help: "the tutorials' rooms and corridors, or a BSP split",
    defaultText: 'rooms-and-corridors',
  },
  {
    name: 'width',
    placeholder: 'N',
    value: integer,
    option: 'width',
    help: 'map width in tiles',
    defaultText: presetDefault('width'),
  },
  {
    name: 'height',
    placeholder: 'N',
    value: integer,
    option: 'height',
    help: 'map height in tiles',
    defaultText: presetDefault('height'),
  },
  {
    name: 'max-rooms',
    placeholder: 'N',
    value: integer,
    option: 'maxRooms',
    help: 'room placement attempts (one that overlaps is skipped)',
    defaultText: presetDefault('maxRooms'),
  },
  {
    name: 'room-min',
    placeholder: 'N',
    value: integer,
    option: 'roomMinSize',
    help: 'smallest room side in tiles',
    defaultText: presetDefault('roomMinSize'),
  },
  {
    name: 'room-max',
    placeholder: 'N',
    value: integer,
    option: 'roomMaxSize',
    help: 'largest room side in tiles',
    defaultText: presetDefault('roomMaxSize'),
  },
  {
    name: 'shape',
    placeholder: 'NAME',
    value: choice(ROOM_SHAPES),
    option: 'roomShape',
    help: 'room shape; mixed flips a coin per room',
    defaultText: 'rect',
  },
  {
    name: 'tunnel',
    placeholder: 'NAME',
    value: choice(TUNNEL_STYLES),
    option: 'tunnel',
    help: 'L-shaped or straight tunnels; mixed flips a coin per tunnel',
    defaultText: 'l',
  },
  {
    name: 'padding',
    placeholder: 'N',
    value: integer,
    option: 'padding',
    help: 'extra rock kept between the walls of any two rooms',
    defaultText: '0',
  },
  {
    name: 'iterations',
    placeholder: 'N',
    value: integer,
    option: 'iterations',
    help: 'rounds of splitting, for --algo bsp',
    defaultText: String(BSP_ITERATIONS),
  },
  {
    name: 'no-stairs',
    value: { kind: 'switch' },
    help: 'leave out the stairs (< and >)',
  },
  {
    name: 'format',
    placeholder: 'NAME',
    value: choice(FORMATS),
    help: 'the map as text, the whole dungeon as JSON, or a Tiled 1.10 JSON map',
    defaultText: 'ascii, or json with --count',
  },
  {
    name: 'tile-size',
    placeholder: 'N',
    value: integer,
    option: 'tileSize',
    help: 'pixels per tile in the Tiled map, for --format tiled',
    defaultText: '16',
  },
  {
    name: 'out',
    placeholder: 'FILE',
    value: text('a file path'),
    help: 'write to FILE (which must be in an existing directory) instead of standard output',
  },
  {
    name: 'count',
    placeholder: 'N',
    value: integer,
    help: `print N dungeons (1 to ${MAX_COUNT}), one a line; seeds SEED, SEED/1, SEED/2, …`,
    defaultText: '1',
  },
]

/** The flag that sets a library option, to report the library's error under the user's word. */
export function flagForOption(option: string): Flag | undefined {
  return GENERATE_FLAGS.find((flag) => flag.option === option)
}

/** A list of allowed values as the library words it: `one of "a", "b"`. */
export function oneOf(choices: readonly string[]): string {
  return `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`
}

/** What a flag accepts, in the library's words: `one of "a", "b"`, `an integer`, … */
export function allowedValues(flag: Flag): string {
  switch (flag.value.kind) {
    case 'choice':
      return oneOf(flag.value.choices)
    case 'integer':
      return 'an integer'
    case 'text':
      return flag.value.allowed
    case 'switch':
      return 'no value'
  }
}

export function findFlag(name: string): Flag | undefined {
  return GENERATE_FLAGS.find((flag) => flag.name === name)
}

/** The command line's grammar: every generate flag, plus help and version. */
export const PARSE_OPTIONS = {
  ...Object.fromEntries(
    GENERATE_FLAGS.map((flag) => [
      flag.name,
      { type: flag.value.kind === 'switch' ? 'boolean' : 'string' } as const,
    ]),
  ),
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const satisfies Record<string, { type: 'string' | 'boolean'; short?: string }>

/** Every flag `delve` knows, as typed, for the message about an unknown one. */
export const KNOWN_FLAGS: readonly string[] = [
  ...GENERATE_FLAGS.map((flag) => `--${flag.name}`),
  '--help',
  '--version',
]
