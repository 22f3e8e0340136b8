// @delve/board: daily and seeded runs, ranked only after the server has replayed them.
export type { Database, Sql } from './db/database.js'
export { DatabaseUnavailableError, isDatabaseGone } from './db/database-unavailable.js'
export { MIGRATIONS, migrate } from './db/migrations.js'
export { type DatabasePlace, DatabaseUrlError, openDatabase } from './db/open-database.js'
export type { BoardRow, NewRun, StoredRun } from './db/runs-table.js'
export { type BoardOptions, createBoard, type RateLimits, runKey } from './http/board-app.js'
export { checkDay, checkName, checkSeed, FIRST_DAY, FieldError, NAME_MAX } from './http/fields.js'
export { BODY_LIMIT, MAX_LOG, MAX_TURNS, PAGE_MAX } from './http/schemas.js'
export {
  Verifier,
  VerifierBusyError,
  type VerifierOptions,
  VerifierTimeoutError,
} from './verify/verifier.js'
export type { Verification } from './verify/verify-worker.js'
