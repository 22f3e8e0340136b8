import { ArgumentRangeError, ArgumentTypeError } from './errors.js'

// The checks every Delve package makes of what it is handed. The `is*` predicates answer for any
// value; each `check*` returns the value or throws an `ArgumentTypeError` (the wrong type) or an
// `ArgumentRangeError` (or the `range` class given: the right type, out of range) naming the
// function and the argument. They allocate nothing unless they throw.

/** An error class for a value of the right type out of range (`ArgumentRangeError` or a subclass). */
export type RangeErrorClass = new (
  fn: string,
  argument: string,
  value: unknown,
  allowed: string,
) => Error

/** True for a plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** True for an integer from `min` to `max`, both included. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/** What an integer argument accepts, in words. */
export function integerWords(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) {
    return min === Number.NEGATIVE_INFINITY ? 'an integer' : `an integer of ${min} or more`
  }
  if (min === Number.NEGATIVE_INFINITY) return `an integer up to ${max}`
  return `an integer from ${min} to ${max}`
}

/** An integer from `min` to `max`, both included (unbounded with ±Infinity). */
export function checkInteger(
  fn: string,
  argument: string,
  value: unknown,
  min: number = Number.NEGATIVE_INFINITY,
  max: number = Number.POSITIVE_INFINITY,
  range: RangeErrorClass = ArgumentRangeError,
): number {
  if (typeof value !== 'number') {
    throw new ArgumentTypeError(fn, argument, value, integerWords(min, max))
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new range(fn, argument, value, integerWords(min, max))
  }
  return value
}

/** A finite number from `min` to `max`. */
export function checkNumber(
  fn: string,
  argument: string,
  value: unknown,
  min: number = Number.NEGATIVE_INFINITY,
  max: number = Number.POSITIVE_INFINITY,
): number {
  const words =
    max === Number.POSITIVE_INFINITY
      ? min === Number.NEGATIVE_INFINITY
        ? 'a finite number'
        : `a finite number of ${min} or more`
      : `a number from ${min} to ${max}`
  if (typeof value !== 'number') throw new ArgumentTypeError(fn, argument, value, words)
  if (!(value >= min && value <= max) || !Number.isFinite(value)) {
    throw new ArgumentRangeError(fn, argument, value, words)
  }
  return value
}

/** `value`, if it is `true` or `false`; otherwise an `ArgumentTypeError` naming `fn` and `argument`. */
export function checkBoolean(fn: string, argument: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new ArgumentTypeError(fn, argument, value, 'true or false')
  return value
}

/** `value`, if it is a string; otherwise an `ArgumentTypeError` naming `fn`, `argument` and `allowed`. */
export function checkString(
  fn: string,
  argument: string,
  value: unknown,
  allowed = 'a string',
): string {
  if (typeof value !== 'string') throw new ArgumentTypeError(fn, argument, value, allowed)
  return value
}

/** `value`, if it is a function; otherwise an `ArgumentTypeError` naming `fn` and `argument`. */
export function checkFunction(
  fn: string,
  argument: string,
  value: unknown,
  allowed = 'a function',
): void {
  if (typeof value !== 'function') throw new ArgumentTypeError(fn, argument, value, allowed)
}

/** A plain object (not null, not an array). */
export function checkRecord(
  fn: string,
  argument: string,
  value: unknown,
  allowed: string,
): Record<string, unknown> {
  if (!isRecord(value)) throw new ArgumentTypeError(fn, argument, value, allowed)
  return value
}

/** One of `choices` (strings or numbers, compared with `===`). */
export function checkOneOf<T extends string | number>(
  fn: string,
  argument: string,
  value: unknown,
  choices: readonly T[],
): T {
  checkList('checkOneOf', 'choices', choices)
  if (choices.includes(value as T)) return value as T
  const words = `one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`
  const wrongType = typeof value !== typeof choices[0]
  throw wrongType
    ? new ArgumentTypeError(fn, argument, value, words)
    : new ArgumentRangeError(fn, argument, value, words)
}

/**
 * An options argument: undefined (none) or an object whose every own key is one of `known`, so a
 * misspelt option is refused rather than silently left at its default.
 */
export function checkOptions(
  fn: string,
  value: unknown,
  known: readonly string[],
  argument = 'options',
): Record<string, unknown> {
  checkList('checkOptions', 'known', known)
  if (value === undefined) return NO_OPTIONS
  const allowed = known.length === 0 ? 'nothing' : `an object of ${known.join(', ')}`
  const options = checkRecord(fn, argument, value, allowed)
  checkKnownKeys(fn, argument, options, known)
  return options
}

/** Every own key of `record` is one of `known`; the first that is not is refused by name. */
export function checkKnownKeys(
  fn: string,
  argument: string,
  record: Record<string, unknown>,
  known: readonly string[],
): void {
  checkList('checkKnownKeys', 'known', known)
  checkRecord('checkKnownKeys', 'record', record, 'an object')
  for (const key in record) {
    if (Object.hasOwn(record, key) && !known.includes(key)) {
      throw new ArgumentRangeError(
        fn,
        `${argument}.${key}`,
        record[key],
        `no ${JSON.stringify(key)}: the names are ${known.join(', ')}`,
      )
    }
  }
}

const NO_OPTIONS: Record<string, unknown> = Object.freeze({})

/** A point of integers, anywhere (the caller checks it against a map). */
export function checkPoint(fn: string, argument: string, value: unknown): { x: number; y: number } {
  const point = checkRecord(fn, argument, value, 'a point {x, y} of integers')
  checkInteger(fn, `${argument}.x`, point.x)
  checkInteger(fn, `${argument}.y`, point.y)
  return point as { x: number; y: number }
}

/** The guards' own lists (choices, known names): an array, or the guard's caller is wrong. */
function checkList(fn: string, argument: string, value: unknown): void {
  if (!Array.isArray(value)) throw new ArgumentTypeError(fn, argument, value, 'an array')
}
