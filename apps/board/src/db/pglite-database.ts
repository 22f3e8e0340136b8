import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './data-dir-lock.js'
import type { Database } from './database.js'

/**
 * PostgreSQL in this process: kept in `dataDir` (a folder, made if missing), or in memory when
 * it is `memory://` (a test's). The folder is locked while open (`lockDataDir`): a second board
 * process on it refuses to start. `load`: a dump to start a new folder from.
 */
export async function openPglite(dataDir: string, load?: Blob): Promise<Database> {
  const release = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir)
  let db: PGlite
  try {
    db = await PGlite.create(load ? { dataDir, loadDataDir: load } : { dataDir })
  } catch (error) {
    release()
    throw error
  }
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
    async close() {
      try {
        await db.close()
      } finally {
        release()
      }
    },
  }
}
