import { DungeonOptionsError } from '@delve/map'

/**
 * An option of `createRun` (or a row of its tables) that cannot be used. A `RangeError`, with
 * `@delve/map`'s wording: the option (`tables.monsters[2].kinds[1]`), the value as given and what
 * is allowed.
 */
export class RunOptionsError extends DungeonOptionsError {
  constructor(option: string, value: unknown, allowed: string) {
    super(option, value, allowed)
    this.name = 'RunOptionsError'
  }
}
