import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { RunRecord } from '@delve/run'
import { Piscina } from 'piscina'
import type { Verification } from './verify-worker.js'

/** How the verifier's pool is sized and how long a replay may take. */
export interface VerifierOptions {
  /** Worker threads (default: one per core the machine offers). */
  threads?: number
  /** Milliseconds a replay may take before it is stopped and the run refused (default 20 000). */
  budgetMs?: number
  /** Replays waiting for a thread at most (default 1 000); past it a submission is turned away. */
  queue?: number
}

/** The replays are waiting past `queue`: the board is too busy for now. */
export class VerifierBusyError extends Error {
  override name = 'VerifierBusyError'
}

/** A replay ran past its budget and was stopped. */
export class VerifierTimeoutError extends Error {
  override name = 'VerifierTimeoutError'
}

// The compiled worker entry (see verify-entry.cts), found from this file in src/verify or in
// dist/verify alike.
export const VERIFY_WORKER = fileURLToPath(
  new URL('../../dist/verify/verify-entry.cjs', import.meta.url),
)

/**
 * Replays submitted records on worker threads, never on the request loop: a replay of a long
 * run takes tens of milliseconds and would hold every other request up.
 */
export class Verifier {
  readonly threads: number
  readonly budgetMs: number
  private readonly pool: Piscina<RunRecord, Verification>

  constructor(options: VerifierOptions = {}) {
    this.threads = options.threads ?? availableParallelism()
    this.budgetMs = options.budgetMs ?? 20_000
    for (const [name, value] of Object.entries({
      threads: this.threads,
      budgetMs: this.budgetMs,
      queue: options.queue ?? 1000,
    })) {
      if (!Number.isSafeInteger(value) || value < 1) {
        throw new RangeError(`Verifier: ${name} must be a whole number from 1, got ${value}`)
      }
    }
    this.pool = new Piscina({
      filename: VERIFY_WORKER,
      minThreads: this.threads,
      maxThreads: this.threads,
      maxQueue: options.queue ?? 1000,
    })
  }

  /** What the replay of `record` finds; a `VerifierBusyError` or `VerifierTimeoutError` when it cannot say. */
  async verify(record: RunRecord): Promise<Verification> {
    if (this.pool.queueSize >= this.pool.options.maxQueue) {
      throw new VerifierBusyError(`${this.pool.queueSize} replays are waiting`)
    }
    try {
      return await this.pool.run(record, { signal: AbortSignal.timeout(this.budgetMs) })
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') {
        throw new VerifierTimeoutError(`the replay took longer than ${this.budgetMs / 1000} s`)
      }
      throw error
    }
  }

  close(): Promise<void> {
    return this.pool.destroy()
  }
}
