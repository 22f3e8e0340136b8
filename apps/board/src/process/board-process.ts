import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

// The built entry point, from this file as source (src/process) or built (dist/process).
const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url))

/** A board process (`node dist/main.js`) and the address it listens on. */
export interface BoardProcess {
  process: ChildProcess
  origin: string
}

/**
 * Starts the built board as its own process on a free port, with `env` added to this one's
 * (`DATABASE_URL` or `BOARD_DATA`, and any other setting of the README's; one verifier thread
 * unless `BOARD_THREADS` says otherwise); resolves once it listens. For tests, benches and
 * anything that supervises boards (`@delve/board/process`).
 */
export async function startBoard(env: Record<string, string>): Promise<BoardProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', BOARD_THREADS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let said = ''
  child.stdout?.setEncoding('utf8')
  // Read on after the first line too (a for-await loop would close the pipe when left).
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      said += chunk
      const origin = /on (http:\/\/[\d.]+:\d+)/.exec(said)?.[1]
      if (origin) resolve({ process: child, origin })
    })
    child.once('exit', (code) =>
      reject(new Error(`the board stopped before it listened (exit ${code}): ${said}`)),
    )
  })
}

/** Stops `board` with `signal` and waits until it has exited. */
export async function stopBoard(board: BoardProcess, signal: NodeJS.Signals): Promise<void> {
  if (board.process.exitCode !== null || board.process.signalCode !== null) return
  const exited = once(board.process, 'exit')
  board.process.kill(signal)
  await exited
}
