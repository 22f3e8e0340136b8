/** Thrown when an entity cannot be placed: outside the map, on a wall, on a blocker, or no room left. */
export class SpawnError extends RangeError {
  constructor(message: string) {
    super(message)
    this.name = 'SpawnError'
  }
}

/** Thrown for an entity id that does not exist in the world, or an argument out of its range. */
export class EntityError extends RangeError {
  constructor(message: string) {
    super(message)
    this.name = 'EntityError'
  }
}

/**
 * Thrown by `restore` for a snapshot it cannot trust (malformed, from another version, or
 * describing an impossible world), and by `snapshot` for a world it cannot store. `path` names
 * the offending part, e.g. `entities[3].position`.
 */
export class SnapshotError extends TypeError {
  readonly path: string
  constructor(path: string, problem: string) {
    super(`snapshot ${path}: ${problem}`)
    this.name = 'SnapshotError'
    this.path = path
  }
}

/**
 * Thrown by `defineKinds` for a kinds table it cannot trust; `path` names the offending part,
 * e.g. `items[2].use.range`.
 */
export class KindError extends TypeError {
  readonly path: string
  constructor(path: string, problem: string) {
    super(`kinds ${path}: ${problem}`)
    this.name = 'KindError'
    this.path = path
  }
}
