import type { Sql } from './database.js'

/** A verified run as the board stores it: what the replay said, and the record it came from. */
export interface NewRun {
  /** `runKey` of the run: every spelling of one run is one row. */
  key: string
  /** `spellingKey` of the record as it was sent: found again without a replay. */
  spelling: string
  version: number
  seed: string
  /** The choice's named fields as JSON, '{}' for the defaults. */
  choiceKey: string
  /** The whole generator choice as JSON, for the replay. */
  choice: string
  /** The day of a daily run (YYYY-MM-DD), else null. */
  daily: string | null
  log: string
  checksum: string
  name: string
  won: boolean
  depth: number
  turns: number
  level: number
  kills: number
  cause: string
  story: string
}

/** A run read back: what was stored, its id and when it came (UTC, ISO 8601). */
export interface StoredRun extends Omit<NewRun, 'spelling'> {
  id: number
  submitted: string
}

/** A line of a board. */
export interface BoardRow {
  rank: number
  id: number
  name: string
  won: boolean
  depth: number
  turns: number
  level: number
  kills: number
  cause: string
}

/** The ranking, best first: won, then deeper, then fewer turns, then sooner submitted. */
const RANKED = 'won DESC, depth DESC, turns, id'

/**
 * Stores `run` unless a run of the same key is stored: its id either way, and which it was. Its
 * spelling is kept for that id either way.
 */
export async function insertRun(sql: Sql, run: NewRun): Promise<{ id: number; inserted: boolean }> {
  const found = await insertOnce(sql, run)
  await sql.query(
    'INSERT INTO run_spellings (key, run_id) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [run.spelling, found.id],
  )
  return found
}

async function insertOnce(sql: Sql, run: NewRun): Promise<{ id: number; inserted: boolean }> {
  const added = await sql.query<{ id: number }>(
    `INSERT INTO runs (key, version, seed, choice_key, choice, daily, log, checksum, name,
       won, depth, turns, level, kills, cause, story, canonical)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, true)
     ON CONFLICT (key) DO NOTHING RETURNING id`,
    [
      run.key,
      run.version,
      run.seed,
      run.choiceKey,
      run.choice,
      run.daily,
      run.log,
      run.checksum,
      run.name,
      run.won,
      run.depth,
      run.turns,
      run.level,
      run.kills,
      run.cause,
      run.story,
    ],
  )
  if (added[0]) return { id: added[0].id, inserted: true }
  const kept = await findRunByKey(sql, run.key)
  if (!kept) throw new Error(`insertRun: run ${run.key} neither stored nor found`)
  return { id: kept.id, inserted: false }
}

const COLUMNS = `id, key, version, seed, choice_key AS "choiceKey", choice, daily::text AS daily,
  log, checksum, name, won, depth, turns, level, kills, cause, story,
  to_char(submitted AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted`

export async function findRun(sql: Sql, id: number): Promise<StoredRun | undefined> {
  return (await sql.query<StoredRun>(`SELECT ${COLUMNS} FROM runs WHERE id = $1`, [id]))[0]
}

export async function findRunByKey(sql: Sql, key: string): Promise<StoredRun | undefined> {
  return (await sql.query<StoredRun>(`SELECT ${COLUMNS} FROM runs WHERE key = $1`, [key]))[0]
}

/** The run a record spelt as `spelling` was stored as, if one was. */
export async function findRunBySpelling(
  sql: Sql,
  spelling: string,
): Promise<StoredRun | undefined> {
  const rows = await sql.query<StoredRun>(
    `SELECT ${COLUMNS} FROM runs WHERE id = (SELECT run_id FROM run_spellings WHERE key = $1)`,
    [spelling],
  )
  return rows[0]
}

/** The place of run `id` on its board (1 for the best), counted now. */
export async function rankOf(sql: Sql, id: number): Promise<number> {
  const rows = await sql.query<{ rank: number }>(
    `SELECT count(other.id)::integer + 1 AS rank
       FROM runs me JOIN runs other
         ON other.seed = me.seed AND other.choice_key = me.choice_key
        AND (other.won::integer, other.depth, -other.turns, -other.id)
          > (me.won::integer, me.depth, -me.turns, -me.id)
      WHERE me.id = $1`,
    [id],
  )
  return rows[0]?.rank ?? 1
}

/** One page of the board of `seed` and `choiceKey`: `size` rows after the first `offset`. */
export async function boardPage(
  sql: Sql,
  seed: string,
  choiceKey: string,
  offset: number,
  size: number,
): Promise<{ total: number; rows: BoardRow[] }> {
  const [count] = await sql.query<{ total: number }>(
    'SELECT count(*)::integer AS total FROM runs WHERE seed = $1 AND choice_key = $2',
    [seed, choiceKey],
  )
  const rows = await sql.query<Omit<BoardRow, 'rank'>>(
    `SELECT id, name, won, depth, turns, level, kills, cause FROM runs
      WHERE seed = $1 AND choice_key = $2 ORDER BY ${RANKED} LIMIT $3 OFFSET $4`,
    [seed, choiceKey, size, offset],
  )
  return {
    total: count?.total ?? 0,
    rows: rows.map((row, n) => ({ rank: offset + n + 1, ...row })),
  }
}
