#!/usr/bin/env node
// The board as a process: `node dist/main.js`. Settings come from the environment:
//   PORT (default 8787), HOST (default 127.0.0.1), DATABASE_URL (a PostgreSQL server; absent:
//   PGlite in BOARD_DATA, default .board-data), BOARD_THREADS (verifier threads, default one a core),
//   BOARD_REPLAY_SECONDS (a replay's time budget, default 20), BOARD_SUBMISSIONS_PER_MINUTE and
//   BOARD_READS_PER_MINUTE (per address, default 30 and 600), BOARD_REQUEST_SECONDS (to send a
//   request, default 10), BOARD_MAX_CONNECTIONS (open at once, default 1000).
import { DataDirLockedError } from './db/data-dir-lock.js'
import { openDatabase } from './db/open-database.js'
import { type ConnectionLimits, createBoard, type RateLimits } from './http/board-app.js'
import { Verifier } from './verify/verifier.js'

const env = process.env

/** The whole number in the variable `name` from `least` to `most`, or undefined when unset. */
function whole(name: string, least: number, most: number): number | undefined {
  const given = env[name]
  if (given === undefined || given === '') return undefined
  const value = Number(given)
  if (!Number.isSafeInteger(value) || value < least || value > most) {
    console.error(
      `${name} must be a whole number from ${least} to ${most}, got ${JSON.stringify(given)}`,
    )
    process.exit(2)
  }
  return value
}

const port = whole('PORT', 0, 65_535) ?? 8787
const threads = whole('BOARD_THREADS', 1, 1024)
const replaySeconds = whole('BOARD_REPLAY_SECONDS', 1, 3600)
const rateLimits: RateLimits = {}
const submissions = whole('BOARD_SUBMISSIONS_PER_MINUTE', 1, Number.MAX_SAFE_INTEGER)
const reads = whole('BOARD_READS_PER_MINUTE', 1, Number.MAX_SAFE_INTEGER)
if (submissions !== undefined) rateLimits.submissions = submissions
if (reads !== undefined) rateLimits.reads = reads

const requestSeconds = whole('BOARD_REQUEST_SECONDS', 1, 3600)
const maxConnections = whole('BOARD_MAX_CONNECTIONS', 1, 1_000_000)
const connections: ConnectionLimits = {}
if (requestSeconds !== undefined) connections.requestMs = requestSeconds * 1000
if (maxConnections !== undefined) connections.connections = maxConnections

const db = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.BOARD_DATA ?? '.board-data' },
).catch((error: unknown) => {
  // Said plainly, without a stack: the operator's to act on.
  if (error instanceof DataDirLockedError) {
    console.error(`The board cannot start: ${error.message}.`)
    process.exit(1)
  }
  throw error
})
const verifier = new Verifier({
  ...(threads === undefined ? {} : { threads }),
  ...(replaySeconds === undefined ? {} : { budgetMs: replaySeconds * 1000 }),
})
const board = await createBoard({
  db,
  verifier,
  rateLimits,
  connections,
  logger: env.BOARD_LOG === '1',
})
const address = await board.listen({ port, host: env.HOST ?? '127.0.0.1' })
console.log(`Delve board on ${address} (${db.kind}, ${verifier.threads} verifier threads)`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await board.close()
    await verifier.close()
    await db.close()
    process.exit(0)
  })
}
