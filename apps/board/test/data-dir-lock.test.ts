import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE } from '../src/db/data-dir-lock.js'
import { openDatabase } from '../src/db/open-database.js'
import { templateCopy } from './test-database.js'

describe("the board's PGlite folder", () => {
  // One board process on a folder, a second refused: in faults.test.ts, on its board's folder.
  it('is opened once in one process too', async () => {
    const other = templateCopy()
    const db = await openDatabase({ dataDir: other.dataDir })
    try {
      await expect(openDatabase({ dataDir: other.dataDir })).rejects.toThrow(DataDirLockedError)
    } finally {
      await db.close()
      other.remove()
    }
  })

  it('is taken over from a process that is gone, and freed on close', async () => {
    const other = templateCopy()
    // A process that has ended: its id is no one's now (the lock a SIGKILL leaves).
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    })
    const pid = Number(gone.stdout.trim())
    writeFileSync(join(other.dataDir, LOCK_FILE), JSON.stringify({ pid, host: hostname() }))
    const db = await openDatabase({ dataDir: other.dataDir })
    expect(existsSync(join(other.dataDir, LOCK_FILE))).toBe(true)
    await db.close()
    expect(existsSync(join(other.dataDir, LOCK_FILE))).toBe(false)
    other.remove()
  })
})
