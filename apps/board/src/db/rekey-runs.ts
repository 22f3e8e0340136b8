import { decodeLog, encodeLog } from '@delve/run'
import type { Database } from './database.js'
import { runKey } from './run-key.js'

/**
 * Gives the rows stored before run keys were canonical (`canonical` false: their key was a hash
 * of the log as sent) their `runKey`, and their log as `encodeLog` writes it. Of several rows of
 * one run (the same run re-spelt, ranked again under other names), the first is kept and the
 * others' spellings point to it. Once, in one transaction, at the first start after the
 * migration (a row's log decodes in well under a millisecond).
 */
export async function rekeyRuns(db: Database): Promise<number> {
  return db.transaction(async (sql) => {
    const rows = await sql.query<{
      id: number
      version: number
      seed: string
      choiceKey: string
      log: string
    }>(
      `SELECT id, version, seed, choice_key AS "choiceKey", log FROM runs
        WHERE NOT canonical ORDER BY id FOR UPDATE`,
    )
    for (const row of rows) {
      const log = encodeLog(decodeLog(row.log))
      const key = runKey({ ...row, log })
      const [first] = await sql.query<{ id: number }>(
        'SELECT id FROM runs WHERE key = $1 AND id <> $2',
        [key, row.id],
      )
      if (first !== undefined && first.id < row.id) {
        await sql.query('UPDATE run_spellings SET run_id = $1 WHERE run_id = $2', [
          first.id,
          row.id,
        ])
        await sql.query('DELETE FROM runs WHERE id = $1', [row.id])
        continue
      }
      if (first !== undefined) {
        // A later row holds the key (stored canonical meanwhile): this earlier one is the first.
        await sql.query('UPDATE run_spellings SET run_id = $1 WHERE run_id = $2', [
          row.id,
          first.id,
        ])
        await sql.query('DELETE FROM runs WHERE id = $1', [first.id])
      }
      await sql.query('UPDATE runs SET key = $1, log = $2, canonical = true WHERE id = $3', [
        key,
        log,
        row.id,
      ])
    }
    return rows.length
  })
}
