// The package's checks of values it is handed: arguments (capacity, ids, sprites, kinds) and the
// untrusted data `restore` reads. One place, so every range is tested and described the same way.
// (The checks of a world and of its entities live with the world: `checkWorld`, `checkEntity`.)
import type { Point } from '@delve/map'
import { ArgumentTypeError, checkRecord, isIntegerIn, isRecord } from '@delve/map'
import { SnapshotError } from './errors.js'

// The argument checks shared by every Delve package, defined once in `@delve/map`.
export {
  checkBoolean,
  checkFunction,
  checkInteger,
  checkNumber,
  checkPoint,
  checkRecord,
  checkString,
  isIntegerIn,
  isRecord,
} from '@delve/map'

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

/** An options argument: undefined (none) or an object. */
export function checkOptions(fn: string, value: unknown, allowed: string): Record<string, unknown> {
  if (value === undefined) return NO_OPTIONS
  return checkRecord(fn, 'options', value, allowed)
}

const NO_OPTIONS: Record<string, unknown> = Object.freeze({})

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
