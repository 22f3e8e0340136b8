import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/** Another live process holds the data folder: this one must not write to it. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

/** The lock's file, in the folder it guards. */
export const LOCK_FILE = 'board.lock'

/** Whether process `pid` of this machine is alive (signal 0 asks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it is there, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The folders this process holds (a second `openDatabase` of one is refused too). */
const held = new Set<string>()

/**
 * Takes the board's lock on the PGlite folder `dataDir`: a file holding this process's id and
 * machine, made only if it is not there (`wx`, atomic), removed by `release`. A second board on
 * the folder is refused with a `DataDirLockedError` saying which process holds it: two writers
 * would hand out the same ids and lose each other's runs. A lock left by a process that is gone
 * (killed, the machine restarted) is taken over; one held on another machine (a shared folder)
 * cannot be judged from here, and is refused with the file to delete once it is known stale.
 * Tools that lock by modification time wait out a stale period after every crash instead.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, LOCK_FILE)
  const mine = JSON.stringify({ pid: process.pid, host: hostname() })
  if (held.has(file)) {
    throw new DataDirLockedError(
      `the board's data folder ${dataDir} is already open in this process (pid ${process.pid})`,
    )
  }
  for (let tries = 0; ; tries++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, mine)
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 2) throw error
    }
    const holder = readHolder(file)
    const here = holder?.host === hostname()
    if (holder !== undefined && here && !alive(holder.pid)) {
      // Gone: its lock is stale.
      rmSync(file, { force: true })
      continue
    }
    const who =
      holder === undefined
        ? 'a process that is still writing its lock'
        : `process ${holder.pid} on ${holder.host}`
    throw new DataDirLockedError(
      `the board's data folder ${dataDir} is in use by ${who}: one board process at a time may ` +
        `write a PGlite folder (two would hand out the same ids and lose runs). Stop it, or use ` +
        `another BOARD_DATA, or DATABASE_URL for several boards${here ? '' : `; if that process is gone, delete ${file}`}`,
    )
  }
  held.add(file)
  return () => {
    held.delete(file)
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true })
  }
}

function readHolder(file: string): { pid: number; host: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown }
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { pid: parsed.pid, host: parsed.host }
    }
  } catch {
    // Empty (being written) or not the board's: unknown.
  }
  return undefined
}
