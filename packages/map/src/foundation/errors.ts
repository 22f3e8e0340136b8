// The argument errors of every Delve package. An argument a function cannot take is an
// `ArgumentTypeError` (the wrong type) or an `ArgumentRangeError` (the right type, out of range):
// the message names the function, the argument, the value as given and what is allowed
// (`setIntent: dx is 2; allowed: -1, 0 or 1.`), and the fields carry the same for code, so a
// caller can reword it without reading the text. Defined once here, at the bottom of the layers,
// so an error from any package passes `instanceof` against the class any other re-exports.

/** An argument of the wrong type: a string where a number goes, null where a map does. */
export class ArgumentTypeError extends TypeError {
  /** The function called, as `playTurn` or `new PixelImage`. */
  readonly fn: string
  /** The argument, or the part of it (`at.x`, `options.capacity`, `input.kind`). */
  readonly argument: string
  readonly value: unknown
  /** What the argument accepts, in words. */
  readonly allowed: string

  /**
   * Any values: an error describes whatever it was handed. `shown` is how the message shows the
   * value when more than the value says it (`(9, 1), outside the 4×3 map`).
   */
  constructor(
    fn: string,
    argument: string,
    value: unknown,
    allowed: string,
    shown = describeValue(value),
  ) {
    super(argumentMessage(fn, argument, shown, allowed))
    this.name = 'ArgumentTypeError'
    this.fn = fn
    this.argument = argument
    this.value = value
    this.allowed = allowed
  }
}

/** An argument of the right type but out of range: NaN, a fraction, a size below 1, a wall. */
export class ArgumentRangeError extends RangeError {
  readonly fn: string
  readonly argument: string
  readonly value: unknown
  readonly allowed: string

  /** Any values, as `ArgumentTypeError`'s. */
  constructor(
    fn: string,
    argument: string,
    value: unknown,
    allowed: string,
    shown = describeValue(value),
  ) {
    super(argumentMessage(fn, argument, shown, allowed))
    this.name = 'ArgumentRangeError'
    this.fn = fn
    this.argument = argument
    this.value = value
    this.allowed = allowed
  }
}

function argumentMessage(fn: string, argument: string, shown: string, allowed: string): string {
  return `${fn}: ${argument} is ${shown}; allowed: ${allowed}.`
}

/**
 * A value as a message shows it: strings quoted (cut to 40 characters), numbers bare (NaN,
 * -Infinity), arrays and typed arrays with their length; a small plain object (a point, an input)
 * as JSON, other objects by their class. Any value: it never throws.
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
  if (isSmallRecord(value)) {
    const text = JSON.stringify(value)
    return text.length > 42 ? `${text.slice(0, 40)}…}` : text
  }
  const name = Object.getPrototypeOf(value)?.constructor?.name
  return name && name !== 'Object' ? `a ${name}` : 'an object'
}

/** A plain object of at most four fields, each a plain value: safe and short to show as JSON. */
function isSmallRecord(value: object): boolean {
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  const fields = Object.values(value)
  return (
    fields.length <= 4 &&
    fields.every(
      (field) =>
        field === null ||
        typeof field === 'string' ||
        typeof field === 'boolean' ||
        (typeof field === 'number' && Number.isFinite(field)),
    )
  )
}
