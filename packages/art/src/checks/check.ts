import { ArgumentRangeError, ArgumentTypeError } from './errors.js'

// The package's checks of what it is handed: each returns the value, or throws an
// `ArgumentTypeError` (the wrong type) or an `ArgumentRangeError` (the right type, out of range)
// naming the function and the argument. All but the colour's are the ones every Delve package
// makes, defined once in `@delve/map`.
export {
  checkBoolean,
  checkInteger,
  checkRecord as checkObject,
  checkString,
  checkTileMap,
} from '@delve/map'

const RGBA = 'a colour 0xRRGGBBAA, an integer from 0 to 4294967295'

/** A colour as 0xRRGGBBAA. */
export function checkRgba(fn: string, argument: string, value: unknown): number {
  if (typeof value !== 'number') throw new ArgumentTypeError(fn, argument, value, RGBA)
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw new ArgumentRangeError(fn, argument, value, RGBA)
  }
  return value
}
