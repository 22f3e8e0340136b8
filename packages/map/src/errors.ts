import { describeValue } from './check.js'

/**
 * Thrown for an option outside its allowed range or of the wrong type. The message names the
 * option, the value given and what is allowed; the fields carry the same for code, so a caller
 * can reword it in its own terms (a command-line flag, a form field) without reading the text.
 */
export class DungeonOptionsError extends RangeError {
  readonly option: string
  readonly value: unknown
  /** What the option accepts, in words: `an integer from 4 to 4096`, `one of "rect", "circle"`. */
  readonly allowed: string
  /** For an integer option, its allowed range, so a caller can clamp to the nearest value. */
  readonly range?: { min: number; max: number }

  constructor(
    option: string,
    value: unknown,
    allowed: string,
    range?: { min: number; max: number },
  ) {
    super(`Invalid ${option}: ${describeValue(value)}. Allowed: ${allowed}.`)
    this.name = 'DungeonOptionsError'
    this.option = option
    this.value = value
    this.allowed = allowed
    if (range) this.range = range
  }
}
