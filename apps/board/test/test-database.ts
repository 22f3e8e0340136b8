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

/**
 * The board's database for a test file, PGlite in memory, real and empty: the run's template
 * loaded (`global-setup.ts`) and brought up to date as the board opens its own.
 */
export async function testDatabase(): Promise<Database> {
  const load = new Blob([readFileSync(inject('boardTemplateDump'))])
  return openDatabase({ dataDir: 'memory://', load })
}
