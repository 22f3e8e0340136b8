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

/**
 * The longest seed the board takes: the longest the game can play to its last level
 * (`@delve/run`'s `MAX_RUN_SEED_LENGTH`, the one bound, so the two never disagree).
 */
export const SEED_MAX = MAX_RUN_SEED_LENGTH

// Characters no name shows as what they are: controls (C0, DEL, C1), formats (bidi overrides,
// zero-width spaces and joiners), private use, lone surrogates, unassigned code points, line and
// paragraph separators, the replacement character (text that was not UTF-8) and the default-
// ignorable ones drawn as nothing (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0), but for
// the variation selectors that pick an emoji's look.
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\uFFFD]|(?![\uFE0E\uFE0F])\p{Default_Ignorable_Code_Point}/u

/** The first character of `text` matched by `pattern`, as U+XXXX, or undefined. */
function codeOf(text: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(text)?.[0]
  if (found === undefined) return undefined
  return `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * A player's name, trimmed: 1 to `NAME_MAX` characters, each one that shows (no control,
 * format, bidi-override or invisible character).
 */
export function checkName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length === 0) throw new FieldError('name', 'must not be empty')
  if ([...trimmed].length > NAME_MAX) {
    throw new FieldError(
      'name',
      `must be at most ${NAME_MAX} characters, got ${[...trimmed].length}`,
    )
  }
  const hidden = codeOf(trimmed, HIDDEN)
  if (hidden !== undefined) {
    throw new FieldError(
      'name',
      `must not contain control characters (tabs, line breaks…) or characters that do not show (bidi overrides, zero-width or filler characters): found ${hidden}`,
    )
  }
  return trimmed
}

/**
 * Text the database can keep as it is: no NUL (PostgreSQL's text has none) and no lone
 * surrogate (not Unicode, so not UTF-8).
 */
export function checkText(text: string, field: string): string {
  if (text.includes('\0')) throw new FieldError(field, 'must not contain NUL (U+0000)')
  if (/\p{Cs}/u.test(text)) {
    throw new FieldError(field, 'must be Unicode text (it holds a lone surrogate)')
  }
  return text
}

/** A run seed the game can play to its last level: 1 to `SEED_MAX` characters of text. */
export function checkSeed(seed: string, field = 'seed'): string {
  checkText(seed, field)
  const error = seedError(seed)
  if (error || seed.length > SEED_MAX) {
    const why = error ? ` (${error.message})` : `, got ${seed.length}`
    throw new FieldError(
      field,
      `must be 1 to ${SEED_MAX} characters, so that the seeds of its deeper levels fit${why}`,
    )
  }
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
