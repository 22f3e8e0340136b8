import { isIntegerIn, isRecord } from '../check.js'
import { DungeonOptionsError } from '../errors.js'
import { type Rng, seedToString } from '../random/rng.js'
import {
  type Dependent,
  DUNGEON_OPTIONS,
  type DungeonOptions,
  type OptionSpec,
  type OptionValues,
  type ResolvedDungeonOptions,
} from './option-table.js'

const SPECS: readonly OptionSpec[] = DUNGEON_OPTIONS
const INDEX: ReadonlyMap<string, number> = new Map(SPECS.map((spec, i) => [spec.name, i]))
const SEED = INDEX.get('seed') as number
const RNG = INDEX.get('rng') as number
const NAMES = SPECS.map((spec) => spec.name).join(', ')

/**
 * The table compiled once, when the package loads, into what resolving needs: one record shape
 * for every option (so reading them stays fast), in an order where each option comes after the
 * options its range and default read. Only constants: nothing here changes after loading.
 */
class Step {
  constructor(
    readonly index: number,
    readonly name: string,
    readonly type: 'choice' | 'integer' | 'boolean',
    readonly choices: readonly string[],
    readonly fallback: Dependent<number> | string | boolean,
    readonly min: Dependent<number>,
    readonly max: Dependent<number>,
  ) {}
}

function compile(index: number): Step {
  const spec = SPECS[index] as OptionSpec
  switch (spec.type) {
    case 'choice':
      return new Step(index, spec.name, spec.type, spec.choices, spec.default, 0, 0)
    case 'integer':
      return new Step(index, spec.name, spec.type, [], spec.default, spec.min, spec.max)
    case 'boolean':
      return new Step(index, spec.name, spec.type, [], spec.default, 0, 0)
    default:
      throw new Error(`option table: ${spec.name} has no value to resolve`)
  }
}

/** Every option kept in the result, with no value yet, in table order (the result's key order). */
const EMPTY_RESULT: Readonly<Record<string, undefined>> = Object.fromEntries(
  SPECS.filter((spec) => spec.type !== 'seed' && spec.type !== 'rng').map((s) => [
    s.name,
    undefined,
  ]),
)

/**
 * The resolution order: options in table order, each after what it reads, found by resolving the
 * defaults once through a reader that resolves what it is asked for first (depth first).
 */
const STEPS: readonly Step[] = (() => {
  const order: Step[] = []
  const done = new Map<string, number | string | boolean>()
  const active = new Set<string>()
  const reader = new Proxy({} as OptionValues, {
    get: (_, name) => resolveByName(String(name)),
  })
  const resolveByName = (name: string) => {
    if (!(name in EMPTY_RESULT)) throw new Error(`option table: a range or default reads "${name}"`)
    const known = done.get(name)
    if (known !== undefined) return known
    if (active.has(name)) throw new Error(`option table: ${name} depends on itself`)
    active.add(name)
    const step = compile(INDEX.get(name) as number)
    const value = checkStep(step, undefined, reader)
    active.delete(name)
    done.set(name, value)
    order.push(step)
    return value
  }
  for (const name of Object.keys(EMPTY_RESULT)) resolveByName(name)
  return order
})()

/** The options as given, one slot per table entry: every later read is an array read. */
export interface GivenOptions {
  readonly values: readonly unknown[]
}

/**
 * Fills in the preset's defaults and checks every option, throwing a `DungeonOptionsError` that
 * names the first bad one. A resolved set always describes a map that can hold a room.
 */
export function resolveDungeonOptions(options: DungeonOptions = {}): ResolvedDungeonOptions {
  return resolveGiven(readOptions(options))
}

/** Checks that `options` is an object of known option names and copies what it gives. */
export function readOptions(options: unknown): GivenOptions {
  if (!isRecord(options)) {
    throw new DungeonOptionsError('options', options, 'an object of dungeon options')
  }
  // Objects made by spreading are slow to read from, so each given value is read exactly once.
  const values = new Array<unknown>(SPECS.length).fill(undefined)
  for (const key of Object.keys(options)) {
    const index = INDEX.get(key)
    if (index === undefined) throw new DungeonOptionsError('option name', key, NAMES)
    values[index] = options[key]
  }
  return { values }
}

/** The seed given, if any. */
export function givenSeed(given: GivenOptions): string | number | undefined {
  return given.values[SEED] as string | number | undefined
}

/** The generator given, if any. */
export function givenRng(given: GivenOptions): Rng | undefined {
  return given.values[RNG] as Rng | undefined
}

/** `resolveDungeonOptions` on options already read by `readOptions`. */
export function resolveGiven(given: GivenOptions): ResolvedDungeonOptions {
  // Filled in dependency order; ranges and defaults read it as it fills.
  const resolved: Record<string, unknown> = { ...EMPTY_RESULT }
  const { values } = given
  for (const step of STEPS) {
    resolved[step.name] = checkStep(step, values[step.index], resolved as OptionValues)
  }
  checkRandomness(given)
  return resolved as ResolvedDungeonOptions
}

/** The given value checked, or the default: only a missing option takes it (`null` is wrong). */
function checkStep(step: Step, given: unknown, o: OptionValues): number | string | boolean {
  switch (step.type) {
    case 'choice': {
      const value = given === undefined ? step.fallback : given
      if (typeof value === 'string' && step.choices.includes(value)) return value
      throw new DungeonOptionsError(step.name, value, oneOf(step.choices))
    }
    case 'integer': {
      const value = given === undefined ? evaluate(step.fallback as Dependent<number>, o) : given
      const min = evaluate(step.min, o)
      const max = evaluate(step.max, o)
      if (isIntegerIn(value, min, max)) return value
      throw new DungeonOptionsError(step.name, value, `an integer from ${min} to ${max}`, {
        min,
        max,
      })
    }
    case 'boolean': {
      const value = given === undefined ? step.fallback : given
      if (typeof value === 'boolean') return value
      throw new DungeonOptionsError(step.name, value, 'true or false')
    }
  }
}

function evaluate(value: Dependent<number>, o: OptionValues): number {
  return typeof value === 'function' ? value(o) : value
}

/** A list of choices as the errors word it: `one of "a", "b"`. */
export function oneOf(choices: readonly string[]): string {
  return `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`
}

/** The seed and the generator: a seed `createRng` takes, or an Rng, never both. */
function checkRandomness(given: GivenOptions): void {
  const seed = givenSeed(given)
  const rng = givenRng(given) as Partial<Rng> | null | undefined
  if (rng !== undefined) {
    if (seed !== undefined) {
      throw new DungeonOptionsError('seed', seed, 'no seed when an rng is given')
    }
    if (typeof rng !== 'object' || rng === null || typeof rng.int !== 'function') {
      throw new DungeonOptionsError('rng', rng, 'an Rng made by createRng')
    }
  } else if (seed !== undefined) {
    seedToString(seed) // throws for a seed createRng would refuse, null included
  }
}
