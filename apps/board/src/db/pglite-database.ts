import { PGlite } from '@electric-sql/pglite'
import type { Database } from './database.js'

/**
 * PostgreSQL in this process: kept in `dataDir` (a folder, made if missing), or in memory when
 * it is `memory://` (a test's). One process only may open a folder at a time.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir)
  return {
    kind: 'pglite',
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(text, [...params])).rows
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          async query<Row>(text: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(text, [...params])).rows
          },
        }),
      )
    },
    close: () => db.close(),
  }
}
