import { ArgumentRangeError, checkInteger, checkString } from '@delve/map'

/**
 * The seed of the day's run: the same for every player on a UTC day ("daily-2026-11-23"), so a
 * daily run is the same dungeon for everyone that day.
 */
export function dailySeed(day: string): string {
  checkString('dailySeed', 'day', day)
  if (!isDay(day)) throw new ArgumentRangeError('dailySeed', 'day', day, 'a UTC day YYYY-MM-DD')
  return `daily-${day}`
}

/** The UTC day of `time` (milliseconds since 1970) as YYYY-MM-DD. */
export function utcDay(time: number): string {
  checkInteger('utcDay', 'time', time, -MAX_TIME, MAX_TIME)
  return new Date(time).toISOString().slice(0, 10)
}

/** The day a seed is the daily seed of, or undefined for any other seed. */
export function dailyDay(seed: string): string | undefined {
  checkString('dailyDay', 'seed', seed)
  return /^daily-(\d{4}-\d{2}-\d{2})$/.exec(seed)?.[1]
}

/** The most milliseconds from 1970 a `Date` holds, either way. */
const MAX_TIME = 8.64e15

/** A real day written YYYY-MM-DD (not 2026-13-45, not 2026-02-30). */
function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const time = Date.parse(`${day}T00:00:00Z`)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day
}
