import { ArgumentRangeError, describeValue } from '@delve/map'

// The package's errors. An argument it cannot take is an `ArgumentTypeError` (the wrong type) or
// an `ArgumentRangeError` (the right type, out of range), the classes every Delve package throws,
// defined once in `@delve/map` and re-exported here (so `instanceof` holds across packages): the
// message names the function, the argument, the value as given and what is allowed
// (`setIntent: dx is 2; allowed: -1, 0 or 1.`), and the fields carry the same for code.
// `EntityError` and `SpawnError` are range errors of their own kind; `SnapshotError` and
// `KindError` name the part of the data (a save, a kinds table) that is wrong.

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

export { ArgumentRangeError, ArgumentTypeError } from '@delve/map'
