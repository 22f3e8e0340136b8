// The package's checks of values it is handed: arguments (capacity, ids, sprites, kinds) and the
// untrusted data `restore` reads. One place, so every range is tested and described the same way.
// (The checks of a world and of its entities live with the world: `checkWorld`, `checkEntity`.)
import type { Point } from '@delve/map'
import { ArgumentRangeError, ArgumentTypeError, SnapshotError } from './errors.js'

/** True for an integer from `min` to `max`, both included. */
export function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A value as an error message shows it: JSON, cut to 40 characters; "nothing" for undefined. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = typeof value === 'bigint' ? `${value}n` : (JSON.stringify(value) ?? String(value))
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

// Readers of untrusted data (a snapshot): each returns the value or throws a `SnapshotError`
// naming `path`, the place of the value in the data.

export function readRecord(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new SnapshotError(path, 'must be an object')
  return value
}

export function readInteger(value: unknown, path: string, min: number, max: number): number {
  if (isIntegerIn(value, min, max)) return value
  throw new SnapshotError(path, `must be an integer from ${min} to ${max}, got ${show(value)}`)
}

export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value
  throw new SnapshotError(path, `must be true or false, got ${show(value)}`)
}

/** A tile of a grid this size. */
export function readPoint(
  value: unknown,
  path: string,
  grid: { width: number; height: number },
): Point {
  const p = readRecord(value, path)
  return {
    x: readInteger(p.x, `${path}.x`, 0, grid.width - 1),
    y: readInteger(p.y, `${path}.y`, 0, grid.height - 1),
  }
}

// Checks of arguments: each returns the value, or throws an `ArgumentTypeError` (the wrong type)
// or an `ArgumentRangeError` (or the `range` class given: the right type, out of range) naming
// the function and the argument. They allocate nothing unless they throw.

type RangeClass = new (fn: string, argument: string, value: unknown, allowed: string) => Error

/** What an integer argument accepts, in words. */
function integerWords(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) {
    return min === Number.NEGATIVE_INFINITY ? 'an integer' : `an integer of ${min} or more`
  }
  return `an integer from ${min} to ${max}`
}

/** An integer from `min` to `max`, both included. */
export function checkInteger(
  fn: string,
  argument: string,
  value: unknown,
  min: number,
  max: number,
  range: RangeClass = ArgumentRangeError,
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
  min: number,
  max: number,
): number {
  const words =
    max === Number.POSITIVE_INFINITY
      ? `a finite number of ${min} or more`
      : `a number from ${min} to ${max}`
  if (typeof value !== 'number') throw new ArgumentTypeError(fn, argument, value, words)
  if (!(value >= min && value <= max) || !Number.isFinite(value)) {
    throw new ArgumentRangeError(fn, argument, value, words)
  }
  return value
}

export function checkBoolean(fn: string, argument: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new ArgumentTypeError(fn, argument, value, 'true or false')
  return value
}

export function checkString(fn: string, argument: string, value: unknown, allowed: string): string {
  if (typeof value !== 'string') throw new ArgumentTypeError(fn, argument, value, allowed)
  return value
}

export function checkFunction(fn: string, argument: string, value: unknown, allowed: string): void {
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

/** An options argument: undefined (none) or an object. */
export function checkOptions(fn: string, value: unknown, allowed: string): Record<string, unknown> {
  if (value === undefined) return NO_OPTIONS
  return checkRecord(fn, 'options', value, allowed)
}

const NO_OPTIONS: Record<string, unknown> = Object.freeze({})

/** A point of integers, anywhere (the caller checks it against a map). */
export function checkPoint(fn: string, argument: string, value: unknown): Point {
  const point = checkRecord(fn, argument, value, 'a point {x, y} of integers')
  checkInteger(fn, `${argument}.x`, point.x, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
  checkInteger(fn, `${argument}.y`, point.y, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
  return point as unknown as Point
}

/**
 * An object holding event lists (a turn's events, or the part of them a call adds to): each of
 * `lists` must be an array. `allowed` says where such an object comes from.
 */
export function checkLists(
  fn: string,
  argument: string,
  value: unknown,
  lists: readonly string[],
  allowed: string,
): void {
  if (!isRecord(value)) throw new ArgumentTypeError(fn, argument, value, allowed)
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i] as string
    if (!Array.isArray(value[list])) {
      throw new ArgumentTypeError(fn, `${argument}.${list}`, value[list], `an array (${allowed})`)
    }
  }
}
