import pg from 'pg'
import type { Database, Sql } from './database.js'
import { isDatabaseGone, unavailableOr } from './database-unavailable.js'

/** How long the board waits for a connection, and for a query's answer, before it gives up. */
const CONNECT_MS = 5_000
const QUERY_MS = 15_000

/**
 * A pool of connections to the PostgreSQL server at `url` (`postgres://user:password@host/db`).
 * When the server goes away every query fails soon with a `DatabaseUnavailableError` (never
 * hangs), and the pool makes new connections once it is back.
 */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_MS,
    query_timeout: QUERY_MS,
    keepAlive: true,
  })
  // An idle connection the server closes (a restart, a fast shutdown) is reported here; the pool
  // drops it. Unheard, the event would end the process.
  pool.on('error', () => {})
  // Fail here, with the server's own words, rather than at the first request.
  await pool.query('SELECT 1')
  const on = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      try {
        return (await client.query(text, [...params])).rows as Row[]
      } catch (error) {
        throw unavailableOr(error)
      }
    },
  })
  return {
    kind: 'postgres',
    query: on(pool).query,
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailableOr(error)
      })
      // The connection may break between two statements, with no query to tell: heard here.
      const broke = () => {}
      client.on('error', broke)
      let lost = false
      try {
        await client.query('BEGIN')
        const result = await work(on(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        lost = isDatabaseGone(error)
        if (!lost) await client.query('ROLLBACK').catch(() => {})
        throw unavailableOr(error)
      } finally {
        client.off('error', broke)
        // A broken connection is dropped, not handed to the next request.
        client.release(lost)
      }
    },
    close: () => pool.end(),
  }
}
