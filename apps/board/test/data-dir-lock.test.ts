import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE } from '../src/db/data-dir-lock.js'
import { openDatabase } from '../src/db/open-database.js'
import { type BoardProcess, startBoard, stopBoard } from '../src/process/board-process.js'
import { templateCopy } from './test-database.js'

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url))

/** Runs a second board process on `dataDir`: its exit code and what it said. */
function secondBoard(dataDir: string): Promise<{ code: number | null; said: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: '0', BOARD_THREADS: '1', BOARD_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    child.stdout.on('data', (chunk) => {
      said += chunk
      // It listens: it should not have; stop it.
      if (/on http/.test(said)) child.kill('SIGTERM')
    })
    child.stderr.on('data', (chunk) => {
      said += chunk
    })
    child.once('exit', (code) => resolve({ code, said }))
  })
}

describe("the board's PGlite folder", () => {
  const copy = templateCopy()
  let first: BoardProcess | undefined

  afterAll(async () => {
    if (first) await stopBoard(first, 'SIGTERM')
    copy.remove()
  })

  it('is written by one board process: a second refuses to start, saying why', async () => {
    first = await startBoard({ BOARD_DATA: copy.dataDir })
    const second = await secondBoard(copy.dataDir)
    expect(second.code).toBe(1)
    expect(second.said).toMatch(
      new RegExp(
        `cannot start: the board's data folder .* is in use by process ${first.process.pid}`,
      ),
    )
    // The first still answers.
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200)
  })

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
