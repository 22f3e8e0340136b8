import { ArgumentRangeError, ArgumentTypeError } from '../src/index.js'

// The misuse table's parts: what an export does with what it cannot take. A table has an entry
// for every runtime export of the package; the test compares the two, so a new export without
// cases fails it.

type ErrorClass = abstract new (...args: never[]) => Error

/** One wrong call: it must throw `error`, whose message names `fn` and each of `names`. */
export interface Case {
  what: string
  call: () => unknown
  error: ErrorClass
  fn: string
  names: readonly string[]
}

export type Entry =
  /** A function or constructor: the calls it must refuse. */
  | { cases: readonly Case[] }
  /** A value, not a function: nothing is handed to it. */
  | { constant: string }
  /** A function of no parameters. */
  | { takesNothing: string }
  /** A function that takes any value by design (said in its comment): `check` shows it does. */
  | { acceptsAnything: string; check: () => void }

/** A bad value of an argument and the error it must raise. */
export type Bad = readonly [value: unknown, error: ErrorClass]

/** The wrong types every argument that wants something else refuses. */
export const NOT_NUMBERS: readonly Bad[] = [
  ['7', ArgumentTypeError],
  [null, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [[7], ArgumentTypeError],
]

/** Bad values for an integer argument from `min` to `max`: wrong types, NaN, ±Infinity, fractions, just out of range, huge. */
export function badIntegers(
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
): readonly Bad[] {
  const out: Bad[] = [
    ...NOT_NUMBERS,
    [Number.NaN, ArgumentRangeError],
    [Number.POSITIVE_INFINITY, ArgumentRangeError],
    [Number.NEGATIVE_INFINITY, ArgumentRangeError],
    [(Number.isFinite(min) ? min : 0) + 0.5, ArgumentRangeError],
  ]
  if (Number.isFinite(min))
    out.push([min - 1, ArgumentRangeError], [-(2 ** 40), ArgumentRangeError])
  if (Number.isFinite(max)) out.push([max + 1, ArgumentRangeError], [2 ** 40, ArgumentRangeError])
  return out
}

/** Bad values for a string argument. */
export const NOT_STRINGS: readonly Bad[] = [
  [7, ArgumentTypeError],
  [null, ArgumentTypeError],
  [undefined, ArgumentTypeError],
  [['g'], ArgumentTypeError],
]

/** Bad values for a true-or-false argument. */
export const NOT_BOOLEANS: readonly Bad[] = [
  ['yes', ArgumentTypeError],
  [1, ArgumentTypeError],
  [null, ArgumentTypeError],
]

/**
 * How a message shows a value, where it is plain: numbers and strings as written, null and
 * undefined by name. Objects are named by kind in the message; the test then asks for the
 * argument alone.
 */
export function shown(value: unknown): string[] {
  if (typeof value === 'string') return [JSON.stringify(value)]
  if (typeof value === 'number' || value === null || value === undefined) return [String(value)]
  return []
}

/** One case per bad value: `call(value)` must throw its error, naming `fn`, `argument` and the value. */
export function argumentCases(
  fn: string,
  argument: string,
  values: readonly Bad[],
  call: (value: never) => unknown,
): Case[] {
  return values.map(([value, error]) => ({
    what: `${argument} ${shown(value)[0] ?? label(value)}`,
    call: () => call(value as never),
    error,
    fn,
    names: [argument, ...shown(value)],
  }))
}

/** A short name for a value in a test's title. */
function label(value: unknown): string {
  if (ArrayBuffer.isView(value)) {
    return `a ${value.constructor.name} of ${(value as unknown as { length: number }).length}`
  }
  if (typeof value === 'function') return 'a function'
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}
