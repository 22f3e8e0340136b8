import {
  DUNGEON_OPTIONS,
  type OptionSpec,
  PRESET_NAMES,
  type ResolvedDungeonOptions,
  resolveDungeonOptions,
} from '@delve/map'
import type { Flag } from './flag.js'

/**
 * The flags made from `@delve/map`'s option table, one per option, in the table's order: adding
 * an option to the table adds its flag, its help line and its error messages with no edit here.
 * The seed (a flag of its own, `--seed`) and the generator (not a command-line value) are left out.
 */

/** The historic short names; every other option's flag is its name in kebab-case. */
const FLAG_NAMES: Readonly<Record<string, string>> = {
  algorithm: 'algo',
  roomShape: 'shape',
  roomMinSize: 'room-min',
  roomMaxSize: 'room-max',
}

const SPECS: readonly OptionSpec[] = DUNGEON_OPTIONS

/** The options a flag sets (the generator is no command-line value), to name them in ranges. */
const WITH_FLAGS = new Set(SPECS.filter((spec) => spec.type !== 'rng').map((spec) => spec.name))

/** The flag name of an option with a value: `maxRooms` → `max-rooms`, `algorithm` → `algo`. */
function flagName(option: string): string {
  return FLAG_NAMES[option] ?? option.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)
}

/** Each preset's resolved options, with no other option given. */
const PRESET_DEFAULTS = PRESET_NAMES.map((preset) => ({
  preset,
  options: resolveDungeonOptions({ preset }),
}))

/**
 * The default as the help shows it: one value when every preset has the same, else each preset's
 * (`80 for tcod, 50 for mcrogueface`). The preset itself defaults to the one chosen with no flags.
 */
function defaultText(option: keyof ResolvedDungeonOptions): string {
  if (option === 'preset') return String(resolveDungeonOptions().preset)
  const values = PRESET_DEFAULTS.map(({ options }) => String(options[option]))
  if (values.every((value) => value === values[0])) return values[0] ?? ''
  return PRESET_DEFAULTS.map(({ preset }, i) => `${values[i]} for ${preset}`).join(', ')
}

/** Which `--algo` values read the option, as the help says it: `; only with --algo bsp`. */
function algorithmsNote(spec: OptionSpec): string {
  const algo = `--${flagName('algorithm')}`
  return spec.algorithms ? `; only with ${algo} ${spec.algorithms.join(' or ')}` : ''
}

/** A range with option names as flags: `roomMinSize + 1 … 4096` → `--room-min + 1 … 4096`. */
function rangeInFlags(range: string): string {
  return range.replace(/\b[a-z][A-Za-z]*\b/g, (word) =>
    WITH_FLAGS.has(word) ? `--${flagName(word)}` : word,
  )
}

/** A flag that sets a library option. */
export type OptionFlag = Flag & { option: string }

/** The flag of one table entry; none for the seed and the generator. */
export function optionFlag(spec: OptionSpec): OptionFlag | undefined {
  const option = spec.name as keyof ResolvedDungeonOptions
  const help = `${spec.doc}${algorithmsNote(spec)}`
  switch (spec.type) {
    case 'choice':
      return {
        name: flagName(option),
        placeholder: 'NAME',
        value: { kind: 'choice', choices: spec.choices },
        option,
        help,
        defaultText: defaultText(option),
      }
    case 'integer':
      return {
        name: flagName(option),
        placeholder: 'N',
        value: { kind: 'integer', range: rangeInFlags(spec.range) },
        option,
        help,
        defaultText: defaultText(option),
      }
    case 'boolean': {
      // A switch sets what is not the default: `--no-stairs`, or `--loops` for a false default.
      const kebab = flagName(option)
      return {
        name: spec.default ? `no-${kebab}` : kebab,
        value: { kind: 'switch', sets: !spec.default },
        option,
        help: `turn ${spec.default ? 'off' : 'on'} ${help}`,
      }
    }
    default:
      return undefined
  }
}

/** A flag for every option of the table with a value, in the table's order. */
export const OPTION_FLAGS: readonly OptionFlag[] = SPECS.flatMap((spec) => optionFlag(spec) ?? [])
