// @delve/board: daily and seeded runs, ranked only after the server has replayed them.

export { DataDirLockedError, LOCK_FILE, lockDataDir } from './db/data-dir-lock.js'
export type { Database, Sql } from './db/database.js'
export { DatabaseUnavailableError, isDatabaseGone } from './db/database-unavailable.js'
export { MIGRATIONS, migrate } from './db/migrations.js'
export { type DatabasePlace, DatabaseUrlError, openDatabase } from './db/open-database.js'
export { rekeyRuns } from './db/rekey-runs.js'
export { runKey, spellingKey } from './db/run-key.js'
export type { BoardRow, NewRun, StoredRun } from './db/runs-table.js'
export type { ServerErrorLog } from './http/answer-error.js'
export {
  type BoardOptions,
  type ConnectionLimits,
  createBoard,
  type RateLimits,
} from './http/board-app.js'
export {
  checkDay,
  checkName,
  checkSeed,
  checkText,
  FIRST_DAY,
  FieldError,
  NAME_MAX,
  SEED_MAX,
} from './http/fields.js'
export { JSON_DEPTH_MAX } from './http/json-body.js'
export { DatabaseCounts, MemoryCounts, type RateCounts } from './http/rate-counts.js'
export { BODY_LIMIT, MAX_LOG, MAX_TURNS, PAGE_MAX, RANKED_CHOICE_MAX } from './http/schemas.js'
export {
  boundError,
  countInputs,
  FREE_STAIRS,
  stairsAllowed,
  TURNS_A_STAIR,
} from './verify/input-bound.js'
export {
  Verifier,
  VerifierBusyError,
  type VerifierOptions,
  VerifierTimeoutError,
} from './verify/verifier.js'
export type { Verification } from './verify/verify-worker.js'
