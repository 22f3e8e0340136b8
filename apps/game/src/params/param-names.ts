import { CHOICE_KEYS, type ChoiceKey, type ChoiceSpec, GENERATOR_OPTIONS } from '@delve/run'

/** The short names links have always used; every other option goes by its own name. */
const ALIASES = { algorithm: 'algo', width: 'w', height: 'h', roomShape: 'shape' } as const

type ParamOf<K extends ChoiceKey> = K extends keyof typeof ALIASES ? (typeof ALIASES)[K] : K

/** The parameter of each generator option: `algo`, `w`, `h`, `shape`, `tunnel`, `padding`, … */
export type OptionParam = { [K in ChoiceKey]: ParamOf<K> }[ChoiceKey]

/** Parameter names, as in the page's address and the panel's fields. */
export type ParamName =
  | 'seed'
  | 'depth'
  | 'map'
  | 'fov'
  | 'sandbox'
  | 'daily'
  | 'vaults'
  | 'vault'
  | OptionParam

/** Parameters as text, as the address and the panel's fields give them. */
export type RawParams = Readonly<Partial<Record<ParamName, string>>>

/** The parameter for each generator option. */
export const PARAM_FOR: Readonly<{ [K in ChoiceKey]: ParamOf<K> }> = Object.fromEntries(
  CHOICE_KEYS.map((key) => [key, (ALIASES as Partial<Record<ChoiceKey, string>>)[key] ?? key]),
) as { [K in ChoiceKey]: ParamOf<K> }

/** Every parameter that names a level, the options' in table order. */
export const PARAM_NAMES: readonly ParamName[] = [
  'seed',
  ...CHOICE_KEYS.map((key) => PARAM_FOR[key]),
  'depth',
  'map',
]

/**
 * The page's own parameters: how the level is shown, not which level it is. `fov` (fog of war,
 * on unless `fov=off`) is the game's, not a generator option, so it is in no option table;
 * `sandbox` opens the generator's sandbox instead of a run; `daily` the day's run (its seed
 * follows from the UTC date). `vaults=off` (no vaults) and `vault=name` (that vault forced onto
 * every level made) are the sandbox's, for testing a vault.
 */
export const PAGE_PARAM_NAMES: readonly ParamName[] = ['fov', 'sandbox', 'daily', 'vaults', 'vault']

/** The table entry of the option a parameter sets, if it sets one. */
export function optionForParam(name: ParamName): ChoiceSpec | undefined {
  return GENERATOR_OPTIONS.find((spec) => PARAM_FOR[spec.name] === name)
}

/** A boolean as links write it. */
export const ON = 'on'
export const OFF = 'off'

const TRUE_WORDS: ReadonlySet<string> = new Set([ON, 'true', '1'])
const FALSE_WORDS: ReadonlySet<string> = new Set([OFF, 'false', '0'])

/**
 * An option's value as a parameter's text: a number in figures, a boolean `on` or `off`, a
 * name as it is.
 */
export function formatParam(value: GeneratorChoiceValue): string {
  if (typeof value === 'boolean') return value ? ON : OFF
  return String(value)
}

type GeneratorChoiceValue = string | number | boolean

/** A yes-or-no parameter's text as a boolean; undefined when it is neither. */
export function parseSwitch(text: string): boolean | undefined {
  const word = text.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return undefined
}

/** Numbers stay numbers so the library can judge them; anything else is passed on as text. */
export function parseNumber(text: string): number | string {
  return /^[+-]?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text
}

/**
 * A parameter's text as the value its option takes, for the map package to judge: integers stay
 * numbers (fractions too, to be rounded), booleans read `on`/`off`, `true`/`false` or `1`/`0`;
 * anything else is passed on as text, for the library to refuse in its own words.
 */
export function parseParam(spec: ChoiceSpec, text: string): unknown {
  switch (spec.type) {
    case 'integer':
      return parseNumber(text)
    case 'boolean':
      return parseSwitch(text) ?? text
    default:
      return text
  }
}
