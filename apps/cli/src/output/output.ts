import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs'
import { OutputError } from '../errors.js'

/** Where the command's output goes: standard output or the `--out` file. */
export interface Sink {
  /** Resolves when the text is handed over, so a slow reader holds the batch back. */
  write(text: string): void | Promise<void>
  close(): void
}

export function stdoutSink(stdout: (text: string) => void | Promise<void>): Sink {
  return { write: stdout, close: () => {} }
}

/** Creates or truncates `path`; a missing directory is not created (the error says so). */
export function fileSink(path: string): Sink {
  const fd = attempt(path, () => openSync(path, 'w'))
  return {
    write: (text) => {
      attempt(path, () => writeSync(fd, text))
    },
    close: () => attempt(path, () => closeSync(fd)),
  }
}

function attempt<T>(path: string, action: () => T): T {
  try {
    return action()
  } catch (error) {
    throw new OutputError(path, error)
  }
}

/** Writes `bytes` to `path` whole, replacing it; an `OutputError` names the file on failure. */
export function writeFile(path: string, bytes: Uint8Array): void {
  attempt(path, () => writeFileSync(path, bytes))
}
