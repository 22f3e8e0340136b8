import { dailyDay, MAX_RUN_SEED_LENGTH, seedError } from '@delve/run'

/** A request field that is the right type but not an allowed value: a 4xx naming it. */
export class FieldError extends Error {
  override name = 'FieldError'
  constructor(
    readonly field: string,
    message: string,
    readonly status = 400,
  ) {
    super(`${field}: ${message}`)
  }
}

/** Characters a player name is made of at most. */
export const NAME_MAX = 24

/** The first day a daily run can be of. */
export const FIRST_DAY = '2026-01-01'

/** A player's name, trimmed: 1 to `NAME_MAX` characters, none of them a control character. */
export function checkName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length === 0) throw new FieldError('name', 'must not be empty')
  if ([...trimmed].length > NAME_MAX) {
    throw new FieldError(
      'name',
      `must be at most ${NAME_MAX} characters, got ${[...trimmed].length}`,
    )
  }
  // Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
  if (/[\p{Cc}\u2028\u2029]/u.test(trimmed)) {
    throw new FieldError('name', 'must not contain control characters (tabs, line breaks…)')
  }
  return trimmed
}

/** A run seed as the game takes one: 1 to `MAX_RUN_SEED_LENGTH` characters. */
export function checkSeed(seed: string, field = 'seed'): string {
  const error = seedError(seed)
  if (error)
    throw new FieldError(field, `must be 1 to ${MAX_RUN_SEED_LENGTH} characters (${error.message})`)
  return seed
}

/** A day of the daily run, YYYY-MM-DD, from `FIRST_DAY` to `today`. */
export function checkDay(day: string, today: string, field = 'date'): string {
  // A day that does not exist (2026-02-30) does not come back from Date as written.
  const time = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new FieldError(
      field,
      `must be a day written YYYY-MM-DD, got ${JSON.stringify(day.slice(0, 20))}`,
    )
  }
  if (day < FIRST_DAY || day > today) {
    throw new FieldError(field, `must be a day from ${FIRST_DAY} to ${today}, got ${day}`)
  }
  return day
}

/** The day of a daily seed checked against `today`, or null for any other seed. */
export function dailyOf(seed: string, today: string): string | null {
  const day = dailyDay(seed)
  return day === undefined ? null : checkDay(day, today, 'seed')
}
