import {
  MAX_SEED_LENGTH,
  MAX_VAULT_DEPTH,
  MAX_VAULTS_PER_LEVEL,
  TILED_DEFAULT_TILE_SIZE,
  TILED_MAX_TILE_SIZE,
} from '@delve/map'
import type { Flag } from './flag.js'
import { OPTION_FLAGS } from './option-flags.js'

export const FORMATS = ['ascii', 'json', 'tiled'] as const
export type Format = (typeof FORMATS)[number]

/** Most dungeons one `--count` may ask for. */
export const MAX_COUNT = 10_000

const SEED_FLAG: Flag = {
  name: 'seed',
  placeholder: 'SEED',
  value: { kind: 'text', allowed: `any text of 1 to ${MAX_SEED_LENGTH} characters` },
  option: 'seed',
  help: `any text of 1 to ${MAX_SEED_LENGTH} characters; the same seed and flags give the same dungeon`,
  defaultText: 'a fresh random seed',
}

/** How many vaults a level draws when `--vaults` gives some and `--vault-count` does not. */
export const DEFAULT_VAULT_COUNT = 3

/** The vaults to furnish levels with, from a folder of vault files. */
const VAULT_FLAGS: readonly Flag[] = [
  {
    name: 'vaults',
    placeholder: 'DIR',
    value: { kind: 'text', allowed: 'a folder of .vault and .tmj files' },
    help: 'furnish each level with vaults from the .vault and .tmj files in DIR (checked first, as delve vault check does)',
  },
  {
    name: 'vault-count',
    placeholder: 'N',
    value: { kind: 'integer', range: `0 … ${MAX_VAULTS_PER_LEVEL}` },
    option: 'vaults.count',
    help: 'how many vaults a level draws by weight (each placed where it fits); only with --vaults',
    defaultText: String(DEFAULT_VAULT_COUNT),
  },
  {
    name: 'depth',
    placeholder: 'N',
    value: { kind: 'integer', range: `1 … ${MAX_VAULT_DEPTH}` },
    option: 'vaults.depth',
    help: "the level's depth: only vaults whose DEPTH holds it are drawn; only with --vaults",
    defaultText: 'any depth',
  },
]

/** The command's own flags: how the dungeons are printed, and where. */
const OUTPUT_FLAGS: readonly Flag[] = [
  {
    name: 'format',
    placeholder: 'NAME',
    value: { kind: 'choice', choices: FORMATS },
    help: 'the map as text, the whole dungeon as JSON, or a Tiled 1.10 JSON map',
    defaultText: 'ascii, or json with --count',
  },
  {
    name: 'tile-size',
    placeholder: 'N',
    // toTiledMap's range (@delve/map does not export it); its error gives the range that applies.
    value: { kind: 'integer', range: `1 … ${TILED_MAX_TILE_SIZE}` },
    option: 'tileSize',
    help: 'pixels per tile in the Tiled map, for --format tiled',
    defaultText: String(TILED_DEFAULT_TILE_SIZE),
  },
  {
    name: 'out',
    placeholder: 'FILE',
    value: { kind: 'text', allowed: 'a file path' },
    help: 'write to FILE (which must be in an existing directory) instead of standard output',
  },
  {
    name: 'count',
    placeholder: 'N',
    value: { kind: 'integer', range: `1 … ${MAX_COUNT}` },
    help: `print N dungeons (1 to ${MAX_COUNT}), one a line; seeds SEED, SEED/1, SEED/2, …`,
    defaultText: '1',
  },
]

/**
 * Every `delve generate` flag in the help's order: the seed, the library's options, the vaults,
 * the output.
 */
export const GENERATE_FLAGS: readonly Flag[] = [
  SEED_FLAG,
  ...OPTION_FLAGS,
  ...VAULT_FLAGS,
  ...OUTPUT_FLAGS,
]

/** The flag that sets a library option, to report the library's error under the user's word. */
export function flagForOption(option: string): Flag | undefined {
  return GENERATE_FLAGS.find((flag) => flag.option === option)
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
