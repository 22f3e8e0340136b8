import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/open-database.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder with the board's schema, made once: each test file opens a copy. */
    boardTemplate: string
  }
}

/**
 * Makes the board's database once for the whole run: PGlite's first start in a folder (its
 * initdb, some 10 CPU-seconds) and the migrations. Each test file copies the folder and opens
 * the copy (about a second), where each made its own before.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'delve-board-template-'))
  const folder = join(root, 'data')
  const db = await openDatabase({ dataDir: folder })
  await db.close()
  project.provide('boardTemplate', folder)
  return () => rmSync(root, { recursive: true, force: true })
}
