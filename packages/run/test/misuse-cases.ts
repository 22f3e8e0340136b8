import { ArgumentRangeError, ArgumentTypeError } from '../src/index.js'

// The misuse table's parts: what an export does with what it cannot take. The table has an entry
// for every runtime export of the package; the test compares the two, so a new export without
// cases fails it. The same shape as the other packages' tables.

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

/** The wrong types every argument that wants a number refuses. */
export const NOT_NUMBERS: readonly Bad[] = [
  ['7', ArgumentTypeError],
  [null, ArgumentTypeError],
  [{}, ArgumentTypeError],
  [[7], ArgumentTypeError],
]

/**
 * Bad values for an integer argument from `min` to `max`: wrong types, NaN, ±Infinity, fractions,
 * just out of range, huge. The right type out of range raises `range`.
 */
export function badIntegers(
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
  range: ErrorClass = ArgumentRangeError,
): readonly Bad[] {
  const out: Bad[] = [
    ...NOT_NUMBERS,
    [Number.NaN, range],
    [Number.POSITIVE_INFINITY, range],
    [Number.NEGATIVE_INFINITY, range],
    [(Number.isFinite(min) ? min : 0) + 0.5, range],
  ]
  if (Number.isFinite(min)) out.push([min - 1, range], [-(2 ** 40), range])
  if (Number.isFinite(max)) out.push([max + 1, range], [2 ** 40, range])
  return out
}

/** Bad values for a finite number from `min` up. */
export function badNumbers(min = Number.NEGATIVE_INFINITY): readonly Bad[] {
  const out: Bad[] = [
    ...NOT_NUMBERS,
    [Number.NaN, ArgumentRangeError],
    [Number.POSITIVE_INFINITY, ArgumentRangeError],
    [Number.NEGATIVE_INFINITY, ArgumentRangeError],
  ]
  if (Number.isFinite(min))
    out.push([min - 0.5, ArgumentRangeError], [-(2 ** 40), ArgumentRangeError])
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

/** Bad values for an object argument (an options object, a point, a turn's events). */
export const NOT_OBJECTS: readonly Bad[] = [
  [null, ArgumentTypeError],
  [5, ArgumentTypeError],
  ['x', ArgumentTypeError],
  [[], ArgumentTypeError],
]

/**
 * How a message shows a value, where it is plain: numbers and short strings as written, null and
 * undefined by name. Objects are named by kind or as short JSON; the test then asks for the
 * argument alone.
 */
export function shown(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = JSON.stringify(value)
    return text.length > 42 ? [] : [text]
  }
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
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    text = undefined
  }
  text ??= String(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}
