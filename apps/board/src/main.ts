#!/usr/bin/env node
// The board as a process: `node dist/main.js`. Settings come from the environment:
//   PORT (default 8787), HOST (default 127.0.0.1), DATABASE_URL (a PostgreSQL server; absent:
//   PGlite in BOARD_DATA, default .board-data), BOARD_THREADS (verifier threads, default one a core).
import { openDatabase } from './db/open-database.js'
import { createBoard } from './http/board-app.js'
import { Verifier } from './verify/verifier.js'

const env = process.env
const port = Number(env.PORT ?? 8787)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(env.PORT)}`)
  process.exit(2)
}
const threads = env.BOARD_THREADS === undefined ? undefined : Number(env.BOARD_THREADS)
const db = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.BOARD_DATA ?? '.board-data' },
)
const verifier = new Verifier(threads === undefined ? {} : { threads })
const board = await createBoard({ db, verifier, logger: env.BOARD_LOG === '1' })
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
