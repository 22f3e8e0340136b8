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

/**
 * Thrown for a mistake in a vault, a `.vault` file's text or a Tiled vault: where it is (the
 * file, and the 1-based line and column: in a Tiled vault the cell's row and column in its
 * `vault` layer, or 1 and 1 for a map property), the text found there and what was expected.
 * The message is `file:line:column: found "…", expected …` (`found nothing` for a missing
 * value or line), as compilers word theirs, so editors can jump to it.
 */
export class VaultError extends SyntaxError {
  /** The file's name as given to the parser, or `<text>` when none was. */
  readonly file: string
  readonly line: number
  readonly column: number
  /** The text found, as it stood (a glyph, a word, a value); empty for nothing at all. */
  readonly found: string
  /** What should have been there, in words. */
  readonly expected: string

  constructor(file: string, line: number, column: number, found: string, expected: string) {
    const shown = found === '' ? 'nothing' : JSON.stringify(found)
    super(`${file}:${line}:${column}: found ${shown}, expected ${expected}`)
    this.name = 'VaultError'
    this.file = file
    this.line = line
    this.column = column
    this.found = found
    this.expected = expected
  }
}
