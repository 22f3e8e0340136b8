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
