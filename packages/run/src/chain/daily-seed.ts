/**
 * The seed of the day's run: the same for every player on a UTC day ("daily-2026-11-23"), so a
 * daily run is the same dungeon for everyone that day.
 */
export function dailySeed(day: string): string {
  return `daily-${day}`
}

/** The UTC day of `time` (milliseconds since 1970) as YYYY-MM-DD. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** The day a seed is the daily seed of, or undefined for any other seed. */
export function dailyDay(seed: string): string | undefined {
  return /^daily-(\d{4}-\d{2}-\d{2})$/.exec(seed)?.[1]
}
