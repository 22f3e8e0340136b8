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
/** The one option outside the table: the vaults, which `generateDungeon` reads itself. */
const VAULTS = 'vaults'
const INDEX: ReadonlyMap<string, number> = new Map(SPECS.map((spec, i) => [spec.name, i]))
const SEED = INDEX.get('seed') as number
const RNG = INDEX.get('rng') as number
/** The option names an unknown one is told of: the table's, and `vaults` (read by `generateDungeon`). */
const NAMES = [...SPECS.map((spec) => spec.name), VAULTS].join(', ')

/**
 * The table compiled once, when the package loads, into what resolving needs: one record shape
 * for every option (so reading them stays fast), in an order where each option comes after the
 * options its range and default read. Only constants: nothing here changes after loading.
 */
class Step {
  /** Where its value goes among the resolved options (table order). */
  slot = -1
  /** True when another option's range or default reads it. */
  read = false

  /**
   * The default when it reads no other option (nor does the range): then it is always the
   * value, checked once here, and a missing option costs a read. Undefined otherwise.
   */
  readonly constant: number | string | boolean | undefined

  constructor(
    readonly index: number,
    readonly name: string,
    readonly type: 'choice' | 'integer' | 'boolean',
    readonly choices: readonly string[],
    readonly fallback: Dependent<number> | string | boolean,
    readonly min: Dependent<number>,
    readonly max: Dependent<number>,
  ) {
    const fixed =
      typeof fallback !== 'function' && typeof min !== 'function' && typeof max !== 'function'
    this.constant = fixed ? checkStep(this, undefined, {}) : undefined
  }
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
    get: (_, name) => resolveByName(String(name), true),
  })
  const readNames = new Set<string>()
  const resolveByName = (name: string, byOther: boolean) => {
    if (!(name in EMPTY_RESULT)) throw new Error(`option table: a range or default reads "${name}"`)
    if (byOther) readNames.add(name)
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
  for (const name of Object.keys(EMPTY_RESULT)) resolveByName(name, false)
  const slots = Object.keys(EMPTY_RESULT)
  for (const step of order) {
    step.slot = slots.indexOf(step.name)
    step.read = readNames.has(step.name)
  }
  return order
})()

/** The options as given, one slot per table entry: every later read is an array read. */
export interface GivenOptions {
  readonly values: readonly unknown[]
  /** The slots given: every other slot is undefined. Options read by one reader share this array. */
  readonly slots: readonly number[]
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
  // A copy of a packed array of undefined: a third of the time of `new Array(n).fill()`.
  const values = NO_VALUES.slice()
  const reader = readerFor(Object.keys(options))
  reader.read(options, values)
  return { values, slots: reader.slots }
}

/** One undefined per table entry. */
const NO_VALUES: readonly unknown[] = SPECS.map(() => undefined)

/**
 * Copies an options object's values into their table slots (see `readerFor`); `slots` are the
 * slots it fills, one array for every object read by this reader.
 */
interface Reader {
  read: (options: Record<string, unknown>, values: unknown[]) => void
  slots: readonly number[]
}

/** The names the last reader was made for, in order, and the reader. */
let lastKeys: readonly string[] = []
let lastReader: Reader | undefined
/** False once making code failed (a content security policy): it is not tried again. */
let canMakeCode = true

/**
 * A reader for objects with these keys in this order, each value read exactly once, in key order,
 * but `vaults`, which `readVaultOptions` reads.
 * A game asks for dungeons with the same option names call after call: the last reader is kept,
 * and is written with a named read per option (where making code is allowed), which the engine
 * answers from the object's shape, where a read by a key that changes from one to the next looks
 * the shape up each time.
 */
function readerFor(given: readonly string[]): Reader {
  if (lastReader !== undefined && sameNames(given, lastKeys)) return lastReader
  const keys = given.filter((key) => key !== VAULTS)
  const slots = keys.map((key) => {
    const index = INDEX.get(key)
    if (index === undefined) throw new DungeonOptionsError('option name', key, NAMES)
    return index
  })
  const byKey: Reader['read'] = (options, values) => {
    keys.forEach((key, k) => {
      values[slots[k] as number] = options[key]
    })
  }
  let read = byKey
  // The names are the table's own (checked above), so plain identifiers: safe to write as code.
  if (canMakeCode && keys.every((key) => /^[A-Za-z][A-Za-z0-9]*$/.test(key))) {
    try {
      const body = keys.map((key, k) => `values[${slots[k]}] = options.${key}`).join('\n')
      read = new Function('options', 'values', body) as Reader['read']
    } catch {
      canMakeCode = false
    }
  }
  lastKeys = keys
  lastReader = { read, slots }
  return lastReader
}

/**
 * Whether `given` names the options `known` does, in order, `vaults` apart (read by
 * `readVaultOptions`): a level with vaults and one without share a reader, and neither copies
 * its names to leave `vaults` out.
 */
function sameNames(given: readonly string[], known: readonly string[]): boolean {
  let k = 0
  for (let g = 0; g < given.length; g++) {
    const name = given[g] as string
    if (name === VAULTS) continue
    if (name !== known[k++]) return false
  }
  return k === known.length
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
  // In dependency order. Only the options other ranges and defaults read go into `reading`, by
  // name; every value goes into `out`, in table order, for the one object literal at the end.
  const reading: Record<string, unknown> = {}
  const out = new Array<unknown>(STEPS.length)
  const { values } = given
  for (const step of STEPS) {
    const value = checkStep(step, values[step.index], reading as OptionValues)
    out[step.slot] = value
    if (step.read) reading[step.name] = value
  }
  checkRandomness(given)
  return makeResolved(out) as ResolvedDungeonOptions
}

/** The options given to the last `resolveFrozen` that resolved, and what they resolved to. */
let lastValues: readonly unknown[] = []
let lastSlots: readonly number[] | undefined
let lastFrozen: Readonly<ResolvedDungeonOptions> | undefined

/**
 * `resolveGiven`, frozen, for `generateDungeon`. A game asks for level after level with the same
 * options and a new seed: when every option but the seed and the generator is what the last call
 * resolved, that call's frozen result is returned again (a frozen object can be shared). Only a
 * set that resolved is remembered, so every value in it is a checked number, string or boolean,
 * and `===` is the same test as `Object.is`.
 */
export function resolveFrozen(given: GivenOptions): Readonly<ResolvedDungeonOptions> {
  const { values, slots } = given
  if (
    lastFrozen !== undefined &&
    (slots === lastSlots ? sameGiven(values, lastValues, slots) : sameChoices(values, lastValues))
  ) {
    checkRandomness(given)
    return lastFrozen
  }
  const resolved = Object.freeze(resolveGiven(given))
  lastValues = values
  lastSlots = slots
  lastFrozen = resolved
  return resolved
}

/** `sameChoices` for two sets given under the same names: the other slots are undefined in both. */
function sameGiven(
  a: readonly unknown[],
  b: readonly unknown[],
  slots: readonly number[],
): boolean {
  for (let k = 0; k < slots.length; k++) {
    const i = slots[k] as number
    if (a[i] !== b[i] && i !== SEED && i !== RNG) return false
  }
  return true
}

/** True when `a` and `b` give the same value for every option but the seed and the generator. */
function sameChoices(a: readonly unknown[], b: readonly unknown[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i] && i !== SEED && i !== RNG) return false
  }
  return true
}

/**
 * Makes the resolved options from their values in table order, as one object literal written from
 * the table's names when the package loads. V8 gives a literal a fixed shape that freezes in
 * about 70 ns; an object filled in name by name takes about a microsecond to freeze with this many
 * options, a twentieth of a whole 80×45 dungeon. Where a content security policy forbids making
 * code, the same object is filled in name by name.
 */
const makeResolved: (values: readonly unknown[]) => Record<string, unknown> = (() => {
  const names = Object.keys(EMPTY_RESULT)
  const byName = (values: readonly unknown[]) => {
    const result: Record<string, unknown> = {}
    names.forEach((name, i) => {
      result[name] = values[i]
    })
    return result
  }
  if (!names.every((name) => /^[A-Za-z][A-Za-z0-9]*$/.test(name))) return byName
  try {
    const fields = names.map((name, i) => `${name}: values[${i}]`).join(', ')
    return new Function('values', `return { ${fields} }`) as typeof byName
  } catch {
    return byName
  }
})()

/** The given value checked, or the default: only a missing option takes it (`null` is wrong). */
function checkStep(step: Step, given: unknown, o: OptionValues): number | string | boolean {
  if (given === undefined && step.constant !== undefined) return step.constant
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
