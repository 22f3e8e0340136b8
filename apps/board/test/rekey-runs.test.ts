import { decodeLog, encodeLog, type LoggedInput } from '@delve/run'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { rekeyRuns } from '../src/db/rekey-runs.js'
import { runKey, spellingKey } from '../src/db/run-key.js'
import { findRunBySpelling } from '../src/db/runs-table.js'
import { divedRecord } from './records.js'
import { testDatabase } from './test-database.js'

let db: Database

beforeAll(async () => {
  db = await testDatabase()
})

afterAll(async () => {
  await db?.close()
})

/** A row as the board stored runs before their keys were canonical: keyed by their spelling. */
async function oldRow(record: ReturnType<typeof divedRecord>['record'], name: string) {
  const version = record.version ?? 1
  const key = spellingKey({ ...record, version })
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO runs (key, version, seed, choice_key, choice, daily, log, checksum, name,
       won, depth, turns, level, kills, cause, story, canonical)
     VALUES ($1, $2, $3, '{}', '{}', null, $4, $5, $6, false, 1, $7, 1, 0, '', '', false)
     RETURNING id`,
    [key, version, record.seed, record.log, record.checksum, name, record.turns],
  )
  await db.query('INSERT INTO run_spellings (key, run_id) VALUES ($1, $2)', [key, row?.id])
  return { id: row?.id as number, key }
}

describe('the runs stored before run keys were canonical', () => {
  it('are given their run key once; a run stored under several spellings keeps its first row', async () => {
    const { record } = divedRecord('rekey')
    const other = divedRecord('rekey', 1).record
    const spelt = decodeLog(record.log)
      .map((input: LoggedInput) => `01${encodeLog([input])}`)
      .join('')
    const first = await oldRow(record, 'Ann')
    const copy = await oldRow({ ...record, log: spelt }, 'Copycat')
    const distinct = await oldRow(other, 'Bob')
    expect(await rekeyRuns(db)).toBe(3)
    const rows = await db.query<{ id: number; key: string; name: string; log: string }>(
      'SELECT id, key, name, log FROM runs ORDER BY id',
    )
    const version = record.version ?? 1
    expect(rows).toEqual([
      {
        id: first.id,
        key: runKey({ version, seed: 'rekey', choiceKey: '{}', log: record.log }),
        name: 'Ann',
        log: record.log,
      },
      {
        id: distinct.id,
        key: runKey({ version, seed: 'rekey', choiceKey: '{}', log: other.log }),
        name: 'Bob',
        log: other.log,
      },
    ])
    // Both spellings lead to the row kept; a second start has nothing to do.
    expect((await findRunBySpelling(db, copy.key))?.id).toBe(first.id)
    expect((await findRunBySpelling(db, first.key))?.id).toBe(first.id)
    expect(await rekeyRuns(db)).toBe(0)
  })
})
