/**
 * Thrown for an option outside its allowed range or of the wrong type. The message names the
 * option, the value given and what is allowed; the fields carry the same for code.
 */
export class DungeonOptionsError extends RangeError {
  readonly option: string
  readonly value: unknown
  /** For an integer option, its allowed range, so a caller can clamp to the nearest value. */
  readonly range?: { min: number; max: number }

  constructor(
    option: string,
    value: unknown,
    allowed: string,
    range?: { min: number; max: number },
  ) {
    super(`Invalid ${option}: ${describe(value)}. Allowed: ${allowed}.`)
    this.name = 'DungeonOptionsError'
    this.option = option
    this.value = value
    if (range) this.range = range
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null || value === undefined) return String(value)
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
