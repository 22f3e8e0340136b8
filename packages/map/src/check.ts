/**
 * The package's input checks: plain predicates (from the foundation), so each caller throws the
 * error of its own kind (a `DungeonOptionsError` for options, a `RangeError` naming the file for a
 * Tiled map).
 */
export { isIntegerIn, isRecord } from './foundation/guards.js'

/** A value as an option's error shows it: strings quoted, numbers bare, anything else by kind. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null || value === undefined) return String(value)
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
