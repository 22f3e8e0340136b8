import type { TileMap } from '@delve/map'
import { ArgumentRangeError, ArgumentTypeError } from './errors.js'

// The package's checks of what it is handed: each returns the value, or throws an
// `ArgumentTypeError` (the wrong type) or an `ArgumentRangeError` (the right type, out of range)
// naming the function and the argument.

/** What an integer argument accepts, in words. */
function integerWords(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) return `an integer of ${min} or more`
  if (min === Number.NEGATIVE_INFINITY) return 'an integer'
  return `an integer from ${min} to ${max}`
}

/** An integer from `min` to `max`, both included (unbounded with ±Infinity). */
export function checkInteger(
  fn: string,
  argument: string,
  value: unknown,
  min: number = Number.NEGATIVE_INFINITY,
  max: number = Number.POSITIVE_INFINITY,
): number {
  if (typeof value !== 'number') {
    throw new ArgumentTypeError(fn, argument, value, integerWords(min, max))
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ArgumentRangeError(fn, argument, value, integerWords(min, max))
  }
  return value
}

export function checkString(fn: string, argument: string, value: unknown): string {
  if (typeof value !== 'string') throw new ArgumentTypeError(fn, argument, value, 'a string')
  return value
}

export function checkBoolean(fn: string, argument: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new ArgumentTypeError(fn, argument, value, 'true or false')
  return value
}

const RGBA = 'a colour 0xRRGGBBAA, an integer from 0 to 4294967295'

/** A colour as 0xRRGGBBAA. */
export function checkRgba(fn: string, argument: string, value: unknown): number {
  if (typeof value !== 'number') throw new ArgumentTypeError(fn, argument, value, RGBA)
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw new ArgumentRangeError(fn, argument, value, RGBA)
  }
  return value
}

/** A plain object (not null, not an array). */
export function checkObject(
  fn: string,
  argument: string,
  value: unknown,
  allowed: string,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ArgumentTypeError(fn, argument, value, allowed)
  }
  return value as Record<string, unknown>
}

const TILE_MAP = 'a TileMap of @delve/map: { width, height, tiles: Uint8Array of width × height }'

/** A `@delve/map` tile map whose tiles fill it exactly. */
export function checkTileMap(fn: string, argument: string, value: unknown): TileMap {
  const map = checkObject(fn, argument, value, TILE_MAP)
  const width = checkInteger(fn, `${argument}.width`, map.width, 0)
  const height = checkInteger(fn, `${argument}.height`, map.height, 0)
  if (!(map.tiles instanceof Uint8Array)) {
    throw new ArgumentTypeError(
      fn,
      `${argument}.tiles`,
      map.tiles,
      `a Uint8Array of ${width} × ${height}`,
    )
  }
  if (map.tiles.length !== width * height) {
    throw new ArgumentRangeError(
      fn,
      `${argument}.tiles`,
      map.tiles,
      `a Uint8Array of ${width} × ${height} = ${width * height}`,
    )
  }
  return map as unknown as TileMap
}
