// The package's checks of values it is handed: arguments (capacity, ids, sprites, kinds) and the
// untrusted data `restore` reads. One place, so every range is tested and described the same way.
import type { Point } from '@delve/map'
import { SnapshotError } from './errors.js'

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
