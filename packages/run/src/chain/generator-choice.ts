import {
  ArgumentTypeError,
  type BooleanOption,
  type ChoiceOption,
  checkOneOf,
  checkRecord,
  DUNGEON_OPTIONS,
  type DungeonOptions,
  DungeonOptionsError,
  type IntegerOption,
  type OptionSpec,
  PRESET_NAMES,
  type PresetName,
  type ResolvedDungeonOptions,
  resolveDungeonOptions,
} from '@delve/map'

/**
 * The options the game sets itself, whatever the player chooses: every level needs its stairs,
 * or the run could not go down.
 */
export const FIXED_OPTIONS = { stairs: true } as const satisfies Partial<ResolvedDungeonOptions>

/**
 * What the player chooses about a dungeon, seed aside: every value option of the map package's
 * option table but the ones the game fixes. A new option in the table is a new field here, in
 * the panel, the address, the save and the debug report, with no change to the game.
 */
export type GeneratorChoice = Omit<ResolvedDungeonOptions, keyof typeof FIXED_OPTIONS>

/** A field of the choice: an option's name in the table. */
export type ChoiceKey = keyof GeneratorChoice

/**
 * The table entry of one field of the choice: a choice, an integer or a boolean, whichever the
 * table holds today, so that each kind is handled when an option of it is added.
 */
export type ChoiceSpec = (ChoiceOption | IntegerOption | BooleanOption) & { name: ChoiceKey }

/** The choice's options, in table order (the order of the panel's fields and a link's). */
export const GENERATOR_OPTIONS: readonly ChoiceSpec[] = (
  DUNGEON_OPTIONS as readonly OptionSpec[]
).filter(
  (spec): spec is ChoiceSpec =>
    (spec.type === 'choice' || spec.type === 'integer' || spec.type === 'boolean') &&
    !(spec.name in FIXED_OPTIONS),
)

/** The choice's field names, in table order. */
export const CHOICE_KEYS: readonly ChoiceKey[] = GENERATOR_OPTIONS.map((spec) => spec.name)

/** The choice in a set of options: its fields, in table order; the fixed options are dropped. */
export function choiceOf(options: Readonly<GeneratorChoice>): GeneratorChoice {
  checkRecord('choiceOf', 'options', options, 'resolved dungeon options')
  const choice: Partial<Record<ChoiceKey, unknown>> = {}
  for (const key of CHOICE_KEYS) choice[key] = options[key]
  return choice as GeneratorChoice
}

/** The options to generate with: the choice and what the game fixes. */
export function optionsFor(choice: Partial<GeneratorChoice>): DungeonOptions {
  checkRecord('optionsFor', 'choice', choice, 'a GeneratorChoice, whole or in part')
  return { ...choice, ...FIXED_OPTIONS }
}

/** The library's defaults for `preset`. */
export function defaultChoice(preset: PresetName = 'tcod'): GeneratorChoice {
  checkOneOf('defaultChoice', 'preset', preset, PRESET_NAMES)
  return choiceOf(resolveDungeonOptions(optionsFor({ preset })))
}

/** Whether two generator choices make the same levels: every field of `CHOICE_KEYS` alike. */
export function sameChoice(a: GeneratorChoice, b: GeneratorChoice): boolean {
  checkRecord('sameChoice', 'a', a, 'a GeneratorChoice')
  checkRecord('sameChoice', 'b', b, 'a GeneratorChoice')
  return CHOICE_KEYS.every((key) => a[key] === b[key])
}

/**
 * The options whose default is worked out from others (the preset's sizes, room sizes that shrink
 * to fit the map): a new preset brings its own values for these.
 */
export const DERIVED_DEFAULTS: ReadonlySet<ChoiceKey> = new Set(
  GENERATOR_OPTIONS.filter((spec) => typeof spec.default === 'function').map((spec) => spec.name),
)

/**
 * The fields of `choice` that resolving the others would not give, in table order: taken one by
 * one, each is named when resolving the ones named before it gives another value. A later
 * option can move an earlier one's default (a margin, the largest room), so more are named until
 * resolving the named ones gives exactly `choice`.
 */
export function namedFields(choice: GeneratorChoice): Partial<GeneratorChoice> {
  checkRecord('namedFields', 'choice', choice, 'a GeneratorChoice')
  const named = new Set<ChoiceKey>()
  const resolving = () => tryResolve(choice, named)
  for (const key of CHOICE_KEYS) {
    if (resolving()?.[key] !== choice[key]) named.add(key)
  }
  for (;;) {
    const resolved = resolving()
    const missing = CHOICE_KEYS.find((key) => !named.has(key) && resolved?.[key] !== choice[key])
    if (missing === undefined) break
    named.add(missing)
  }
  const fields: Partial<Record<ChoiceKey, unknown>> = {}
  for (const key of CHOICE_KEYS) if (named.has(key)) fields[key] = choice[key]
  return fields as Partial<GeneratorChoice>
}

/** The options `keys` of `choice` resolved with defaults for the rest, or null if refused. */
function tryResolve(choice: GeneratorChoice, keys: ReadonlySet<ChoiceKey>): GeneratorChoice | null {
  const given: Partial<Record<ChoiceKey, unknown>> = {}
  for (const key of keys) given[key] = choice[key]
  try {
    return choiceOf(resolveDungeonOptions(optionsFor(given as Partial<GeneratorChoice>)))
  } catch (error) {
    if (error instanceof DungeonOptionsError) return null
    throw error
  }
}

/** A choice or resolved options with every one of `CHOICE_KEYS` given. */
export function checkWhole(fn: string, argument: string, value: unknown, allowed: string): void {
  const given = checkRecord(fn, argument, value, allowed)
  for (const key of CHOICE_KEYS) {
    if (given[key] === undefined) {
      throw new ArgumentTypeError(fn, `${argument}.${key}`, undefined, `a value (${allowed})`)
    }
  }
}
