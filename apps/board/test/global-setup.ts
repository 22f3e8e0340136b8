import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/open-database.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder with the board's schema, made once: a board process's test copies it. */
    boardTemplate: string
    /** The same database dumped (`dumpDataDir`): a test file opens it in memory. */
    boardTemplateDump: string
  }
}

/**
 * Makes the board's database once for the whole run: PGlite's first start in a folder (its
 * initdb, some 10 CPU-seconds) and the migrations. Each test file copies the folder and opens
 * the copy (about a second), where each made its own before; an in-process test loads its dump
 * into memory (PGlite in memory, as before: a folder's writes are slower).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'delve-board-template-'))
  const folder = join(root, 'data')
  const db = await openDatabase({ dataDir: folder })
  await db.close()
  // Dumped from a PGlite of its own: the board's lock file is gone with the board's close.
  const raw = await PGlite.create(folder)
  const dump = join(root, 'data.tar')
  writeFileSync(dump, Buffer.from(await (await raw.dumpDataDir('none')).arrayBuffer()))
  await raw.close()
  project.provide('boardTemplate', folder)
  project.provide('boardTemplateDump', dump)
  return () => rmSync(root, { recursive: true, force: true })
}
