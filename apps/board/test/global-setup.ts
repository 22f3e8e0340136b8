import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import type { Database, Sql } from '../src/db/database.js'
import { migrate } from '../src/db/migrations.js'
import { openDatabase } from '../src/db/open-database.js'
import { rekeyRuns } from '../src/db/rekey-runs.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder with the board's schema, made once: a board process's test copies it. */
    boardTemplate: string
    /** The same database dumped (`dumpDataDir`): a test file opens it in memory. */
    boardTemplateDump: string
  }
}

/**
 * Makes the board's database once for the whole run: PGlite's first start (its initdb, some 8
 * CPU-seconds) and the board's migrations, in memory, dumped; then the folder the board
 * processes' tests copy, opened by the board from that dump (some 2 CPU-seconds, where a first
 * start in a folder took 10 and a dump of it 2 more). The in-process tests load the dump into
 * memory (`test-database.ts`).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'delve-board-template-'))
  const raw = await PGlite.create()
  const sql = (on: Pick<PGlite, 'query'>): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await on.query<Row>(text, [...params])).rows
    },
  })
  const db: Database = {
    kind: 'pglite',
    ...sql(raw),
    transaction: (work) => raw.transaction((tx) => work(sql(tx))),
    close: () => raw.close(),
  }
  await migrate(db)
  await rekeyRuns(db)
  const load = await raw.dumpDataDir('none')
  await raw.close()
  const dump = join(root, 'data.tar')
  writeFileSync(dump, Buffer.from(await load.arrayBuffer()))
  const folder = join(root, 'data')
  await (await openDatabase({ dataDir: folder, load })).close()
  project.provide('boardTemplate', folder)
  project.provide('boardTemplateDump', dump)
  return () => rmSync(root, { recursive: true, force: true })
}
