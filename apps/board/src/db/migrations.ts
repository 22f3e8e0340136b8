import type { Database } from './database.js'

/**
 * The schema, one step a release, never edited once shipped: a new column is a new step. Each
 * runs once, in order, recorded in `board_migrations`.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE runs (
    id serial PRIMARY KEY,
    -- The run's identity: a hash of its version, seed, choice and input log. The same log
    -- submitted twice is one run.
    key text NOT NULL UNIQUE,
    version integer NOT NULL,
    seed text NOT NULL,
    -- The generator choice's named fields as JSON ('{}' for the defaults): a board is a seed
    -- and a choice, as two choices of one seed are two dungeons.
    choice_key text NOT NULL,
    choice text NOT NULL,
    -- The day of a daily run, else null.
    daily date,
    log text NOT NULL,
    checksum text NOT NULL,
    name text NOT NULL,
    -- What the server's replay says, never what the client claimed.
    won boolean NOT NULL,
    depth integer NOT NULL,
    turns integer NOT NULL,
    level integer NOT NULL,
    kills integer NOT NULL,
    cause text NOT NULL,
    story text NOT NULL,
    submitted timestamptz NOT NULL DEFAULT now()
  )`,
  // The ranking's order, per board.
  `CREATE INDEX runs_board ON runs (seed, choice_key, won DESC, depth DESC, turns, id)`,
  // A run's key becomes the canonical one (`runKey`: the log re-encoded, the choice resolved);
  // the rows stored before keep their key, a spelling's, until `rekeyRuns` has replaced it.
  `ALTER TABLE runs ADD COLUMN canonical boolean NOT NULL DEFAULT false`,
  // Every spelling of a run seen (`spellingKey`: the record as it was sent), so that a run sent
  // again as it was is found without a replay. The keys of the rows stored before are theirs.
  `CREATE TABLE run_spellings (key text PRIMARY KEY, run_id integer NOT NULL REFERENCES runs (id))`,
  `INSERT INTO run_spellings (key, run_id) SELECT key, id FROM runs`,
  // The rate limit's counts, shared by every board process on the database.
  `CREATE TABLE rate_counts (key text PRIMARY KEY, started bigint NOT NULL, count integer NOT NULL)`,
]

/** Any fixed number: the lock that lets one process at a time bring the schema up to date. */
const MIGRATION_LOCK = 0x64656c76

/**
 * Brings the schema up to date. Several board processes may start at once against one
 * server: an advisory lock held for the transaction makes them take turns.
 */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await sql.query('CREATE TABLE IF NOT EXISTS board_migrations (step integer PRIMARY KEY)')
    const done = await sql.query<{ step: number }>('SELECT step FROM board_migrations')
    const applied = new Set(done.map((row) => row.step))
    for (const [step, text] of MIGRATIONS.entries()) {
      if (applied.has(step)) continue
      await sql.query(text)
      await sql.query('INSERT INTO board_migrations (step) VALUES ($1)', [step])
    }
  })
}
