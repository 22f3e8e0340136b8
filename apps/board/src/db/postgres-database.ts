import pg from 'pg'
import type { Database, Sql } from './database.js'

/** A pool of connections to the PostgreSQL server at `url` (`postgres://user:password@host/db`). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // Fail here, with the server's own words, rather than at the first request.
  await pool.query('SELECT 1')
  const on = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await client.query(text, [...params])).rows as Row[]
    },
  })
  return {
    kind: 'postgres',
    query: on(pool).query,
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(on(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
