/**
 * The package's errors for a value it cannot take. Each message names the function, the argument,
 * the value as given and what is allowed (`new PixelImage: width is -1; allowed: an integer from
 * 0 to 268435456.`); the fields carry the same for code, so a caller can reword it in its own
 * terms without reading the text. `@delve/phaser` throws the same two.
 */

/** An argument of the wrong type: a string where a number goes, null where an object does. */
export class ArgumentTypeError extends TypeError {
  /** The function or constructor called, as `fitCamera` or `new PixelImage`. */
  readonly fn: string
  /** The argument, or the part of it (`area.width`, `glyph[2]`). */
  readonly argument: string
  readonly value: unknown
  /** What the argument accepts, in words. */
  readonly allowed: string

  /** Any values: an error describes whatever it was handed. */
  constructor(fn: string, argument: string, value: unknown, allowed: string) {
    super(argumentMessage(fn, argument, value, allowed))
    this.name = 'ArgumentTypeError'
    this.fn = fn
    this.argument = argument
    this.value = value
    this.allowed = allowed
  }
}

/** An argument of the right type but outside what is allowed: a negative size, NaN, a glyph with no art. */
export class ArgumentRangeError extends RangeError {
  readonly fn: string
  readonly argument: string
  readonly value: unknown
  readonly allowed: string

  /** Any values: an error describes whatever it was handed. */
  constructor(fn: string, argument: string, value: unknown, allowed: string) {
    super(argumentMessage(fn, argument, value, allowed))
    this.name = 'ArgumentRangeError'
    this.fn = fn
    this.argument = argument
    this.value = value
    this.allowed = allowed
  }
}

function argumentMessage(fn: string, argument: string, value: unknown, allowed: string): string {
  return `${fn}: ${argument} is ${describeValue(value)}; allowed: ${allowed}.`
}

/**
 * A value as a message shows it: strings quoted (cut to 40 characters), numbers bare (NaN,
 * -Infinity), arrays and typed arrays with their length, other objects by their class.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const text = JSON.stringify(value)
    return text.length > 42 ? `${text.slice(0, 40)}…"` : text
  }
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value)
  if (typeof value === 'boolean' || value === null || value === undefined) return String(value)
  if (typeof value === 'function') return 'a function'
  if (typeof value === 'symbol') return 'a symbol'
  if (Array.isArray(value)) return `an array of ${value.length}`
  if (ArrayBuffer.isView(value)) {
    const length = (value as unknown as { length?: number }).length
    return `a ${value.constructor.name}${length === undefined ? '' : ` of ${length}`}`
  }
  const name = Object.getPrototypeOf(value)?.constructor?.name
  return name && name !== 'Object' ? `a ${name}` : 'an object'
}
