import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { Database } from '../src/db/database.js'
import { openDatabase } from '../src/db/open-database.js'

/** A new folder holding a copy of the run's template database (see `global-setup.ts`). */
export function templateCopy(): { dataDir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'delve-board-test-'))
  const dataDir = join(root, 'data')
  cpSync(inject('boardTemplate'), dataDir, { recursive: true })
  return { dataDir, remove: () => rmSync(root, { recursive: true, force: true }) }
}

// The one in-memory database of the test process, opened on first use: the test files run one
// after another in one process (`isolate: false` in vitest.config.ts) and share it.
const SHARED = Symbol.for('delve.board.testDatabase')
const held = globalThis as { [SHARED]?: Promise<Database> }

/**
 * The board's database for a test file, PGlite in memory, real and empty: the run's template
 * loaded (`global-setup.ts`) and brought up to date as the board opens its own, once a process;
 * each file gets it with every table emptied and its ids started again, as a new one would be.
 * Its `close` leaves it open for the next file (it goes with the process).
 */
export async function testDatabase(): Promise<Database> {
  held[SHARED] ??= openDatabase({
    dataDir: 'memory://',
    load: new Blob([readFileSync(inject('boardTemplateDump'))]),
  })
  const db = await held[SHARED]
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = 'public' AND tablename <> 'board_migrations'`,
  )
  await db.query(`TRUNCATE ${tables.map((table) => table.name).join(', ')} RESTART IDENTITY`)
  return { ...db, close: async () => {} }
}
