import type { Database } from './database.js'
import { migrate } from './migrations.js'
import { openPglite } from './pglite-database.js'
import { openPostgres } from './postgres-database.js'
import { rekeyRuns } from './rekey-runs.js'

/** Where the board keeps its runs. */
export interface DatabasePlace {
  /** A PostgreSQL server (`postgres://…`); when absent, PGlite in `dataDir`. */
  url?: string
  /** PGlite's folder (default `.board-data`), or `memory://` for a database that is not kept. */
  dataDir?: string
  /**
   * A PGlite database to start from where `dataDir` is new: a dump of one (`dumpDataDir` of
   * `@electric-sql/pglite`), so that a test's database need not be made from nothing.
   */
  load?: Blob
}

export class DatabaseUrlError extends TypeError {
  override name = 'DatabaseUrlError'
}

/** Opens the board's database and brings its tables up to date (`migrate`). */
export async function openDatabase(place: DatabasePlace = {}): Promise<Database> {
  const { url } = place
  if (url !== undefined && !/^postgres(ql)?:\/\//.test(url)) {
    throw new DatabaseUrlError(
      `openDatabase: url must start with postgres:// or postgresql://, got ${JSON.stringify(url.slice(0, 40))}`,
    )
  }
  const db = url
    ? await openPostgres(url)
    : await openPglite(place.dataDir ?? '.board-data', place.load)
  try {
    await migrate(db)
    await rekeyRuns(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
