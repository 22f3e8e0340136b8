// The package's errors. An argument it cannot take is an `ArgumentTypeError` (the wrong type) or
// an `ArgumentRangeError` (the right type, out of range), as in `@delve/art` and `@delve/phaser`:
// the message names the function, the argument, the value as given and what is allowed
// (`setIntent: dx is 2; allowed: -1, 0 or 1.`), and the fields carry the same for code.
// `EntityError` and `SpawnError` are range errors of their own kind; `SnapshotError` and
// `KindError` name the part of the data (a save, a kinds table) that is wrong.

/** An argument of the wrong type: a string where a number goes, null where a world does. */
export class ArgumentTypeError extends TypeError {
  /** The function called, as `playTurn`. */
  readonly fn: string
  /** The argument, or the part of it (`at.x`, `options.capacity`, `action.kind`). */
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

/**
 * An entity id that names no live entity of the world, or one that lacks what the call needs
 * (no `Position`, not a player, no hit points: the message then names the call to make first);
 * also the world's own sizes and options (a capacity, a level, an intent) out of range.
 */
export class EntityError extends ArgumentRangeError {
  /** Any values, as `ArgumentRangeError`'s. */
  constructor(
    fn: string,
    argument: string,
    value: unknown,
    allowed: string,
    shown = describeValue(value),
  ) {
    super(fn, argument, value, allowed, shown)
    this.name = 'EntityError'
  }
}

/** An entity that cannot be placed: outside the map, on a wall, on a blocker, or no room left. */
export class SpawnError extends ArgumentRangeError {
  /** Any values, as `ArgumentRangeError`'s. */
  constructor(
    fn: string,
    argument: string,
    value: unknown,
    allowed: string,
    shown = describeValue(value),
  ) {
    super(fn, argument, value, allowed, shown)
    this.name = 'SpawnError'
  }
}

/**
 * Thrown by `restore` for a snapshot it cannot trust (malformed, from another version, or
 * describing an impossible world), and by `snapshot` for a world it cannot store. `path` names
 * the offending part, e.g. `entities[3].position`; `fn` the function (`restore` or `snapshot`).
 */
export class SnapshotError extends TypeError {
  readonly path: string
  readonly fn: string
  /** Any text: it only names the part and the problem. */
  constructor(path: string, problem: string, fn = 'restore') {
    super(`${fn}: ${fn === 'restore' && path !== 'snapshot' ? 'snapshot ' : ''}${path}: ${problem}`)
    this.name = 'SnapshotError'
    this.path = path
    this.fn = fn
  }
}

/**
 * Thrown by `defineKinds` for a kinds table it cannot trust; `path` names the offending part,
 * e.g. `items[2].use.range`.
 */
export class KindError extends TypeError {
  readonly path: string
  /** Any text: it only names the part and the problem. */
  constructor(path: string, problem: string) {
    super(`defineKinds: kinds ${path}: ${problem}`)
    this.name = 'KindError'
    this.path = path
  }
}

function argumentMessage(fn: string, argument: string, shown: string, allowed: string): string {
  return `${fn}: ${argument} is ${shown}; allowed: ${allowed}.`
}

/**
 * A value as a message shows it, as `@delve/art` shows it: strings quoted (cut to 40
 * characters), numbers bare (NaN, -Infinity), arrays and typed arrays with their length; a small
 * plain object (a point, an action) as JSON, other objects by their class.
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
