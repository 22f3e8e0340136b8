import type { Sql } from '../db/database.js'

/** A count of requests in the current window of one key, and the milliseconds left in it. */
export interface Count {
  current: number
  ttl: number
}

/** Where the rate limit keeps its counts: this process's memory, or the database. */
export interface RateCounts {
  /** Counts one more request of `key` in its window of `windowMs` (a new one once it is over). */
  incr(key: string, windowMs: number): Promise<Count>
}

/** How often (in counts made) the windows that are over are cleared away. */
const SWEEP_EVERY = 1000

/** Counts kept in this process: enough where one process answers (PGlite's one writer). */
export class MemoryCounts implements RateCounts {
  private readonly windows = new Map<string, { count: number; start: number }>()
  private made = 0

  constructor(private readonly now: () => number = Date.now) {}

  async incr(key: string, windowMs: number): Promise<Count> {
    const now = this.now()
    if (++this.made % SWEEP_EVERY === 0) this.sweep(now, windowMs)
    let window = this.windows.get(key)
    if (window === undefined || window.start + windowMs <= now) {
      window = { count: 0, start: now }
      this.windows.set(key, window)
    }
    window.count++
    return { current: window.count, ttl: window.start + windowMs - now }
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, window] of this.windows) {
      if (window.start + windowMs <= now) this.windows.delete(key)
    }
  }
}

// The database's clock, in milliseconds: every board process counts by the same one.
const NOW_MS = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint'

/**
 * Counts kept in the database (the `rate_counts` table), so that several board processes behind
 * a balancer share them: an address gets the limit once, not once a process. One statement a
 * request, atomic under concurrent ones (an upsert on the key).
 */
export class DatabaseCounts implements RateCounts {
  private made = 0

  constructor(private readonly sql: Sql) {}

  async incr(key: string, windowMs: number): Promise<Count> {
    if (++this.made % SWEEP_EVERY === 0) {
      await this.sql.query(`DELETE FROM rate_counts WHERE started + $1 <= ${NOW_MS}`, [windowMs])
    }
    const [row] = await this.sql.query<{ count: number; ttl: string }>(
      `INSERT INTO rate_counts AS r (key, started, count) VALUES ($1, ${NOW_MS}, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.started + $2 <= ${NOW_MS} THEN 1 ELSE r.count + 1 END,
         started = CASE WHEN r.started + $2 <= ${NOW_MS} THEN ${NOW_MS} ELSE r.started END
       RETURNING count, (started + $2 - ${NOW_MS})::text AS ttl`,
      [key, windowMs],
    )
    return { current: row?.count ?? 1, ttl: Number(row?.ttl ?? windowMs) }
  }
}

/**
 * `counts` as `@fastify/rate-limit`'s store: one for every route (its `child` is itself), so
 * that the routes of a group share an address's count.
 */
export function rateStore(counts: RateCounts) {
  return class SharedStore {
    incr(key: string, done: (error: Error | null, count?: Count) => void, windowMs: number): void {
      counts.incr(key, windowMs).then(
        (count) => done(null, count),
        (error: Error) => done(error),
      )
    }

    child(): SharedStore {
      return this
    }
  }
}
