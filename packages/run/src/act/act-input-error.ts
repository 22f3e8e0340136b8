import { ArgumentTypeError } from '@delve/map'

/**
 * An input to `act` that is not a `RunInput`: an unknown kind or field, a direction or a stat
 * that does not exist, a pack index with no letter, a target off the level. An
 * `ArgumentTypeError` (a `TypeError`) of `act` naming the field, the value as given and what is
 * allowed. (An input that is a `RunInput` but cannot be carried out is no error: `act` says why
 * in `refused`.)
 */
export class ActInputError extends ArgumentTypeError {
  /** The field, as `input.kind`: the same as `argument`. */
  readonly field: string

  constructor(field: string, value: unknown, allowed: string) {
    super('act', field, value, allowed)
    this.name = 'ActInputError'
    this.field = field
    this.message = `act: invalid ${field}: ${shown(value)}. Allowed: ${allowed}.`
  }
}

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40))
  if (typeof value === 'object' && value !== null)
    return Array.isArray(value) ? 'an array' : 'an object'
  return String(value)
}
