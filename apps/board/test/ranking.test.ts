import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { boardPage, insertRun, type NewRun, rankOf } from '../src/db/runs-table.js'
import { testDatabase } from './test-database.js'

let db: Database

beforeAll(async () => {
  db = await testDatabase()
})

afterAll(async () => {
  await db?.close()
})

/** A stored run's ranked figures; the rest is filler. */
interface Ends {
  won: boolean
  depth: number
  turns: number
  /** Which of two seeds' boards it is on. */
  seed: 'a' | 'b'
}

const row = (ends: Ends, n: number): NewRun => ({
  key: `key-${n}`,
  spelling: `spelling-${n}`,
  version: 4,
  seed: ends.seed,
  choiceKey: '{}',
  choice: '{}',
  daily: null,
  log: '',
  checksum: '0000000000000000',
  name: `player ${n}`,
  won: ends.won,
  depth: ends.depth,
  turns: ends.turns,
  level: 1,
  kills: 0,
  cause: '',
  story: '',
})

const ends = fc.record({
  won: fc.boolean(),
  depth: fc.integer({ min: 1, max: 10 }),
  // Few distinct values, so ties in everything but the id come often.
  turns: fc.integer({ min: 0, max: 6 }),
  seed: fc.constantFrom('a' as const, 'b' as const),
})

describe('the ranking', () => {
  it('is won, then deeper, then fewer turns, then sooner, by pages and by rank, per board', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(ends, { maxLength: 24 }),
        fc.integer({ min: 1, max: 7 }),
        async (runs, size) => {
          await db.query('TRUNCATE runs, run_spellings RESTART IDENTITY')
          const stored: (Ends & { id: number })[] = []
          for (const [n, run] of runs.entries()) {
            const { id, inserted } = await insertRun(db, row(run, n))
            expect(inserted).toBe(true)
            stored.push({ ...run, id })
          }
          for (const seed of ['a', 'b'] as const) {
            // The rule written out, over the runs as inserted: the reference.
            const expected = stored
              .filter((run) => run.seed === seed)
              .sort(
                (x, y) =>
                  Number(y.won) - Number(x.won) ||
                  y.depth - x.depth ||
                  x.turns - y.turns ||
                  x.id - y.id,
              )
              .map((run) => run.id)
            const paged: number[] = []
            for (let page = 0; page * size < expected.length + size; page++) {
              const found = await boardPage(db, seed, '{}', page * size, size)
              expect(found.total).toBe(expected.length)
              expect(found.rows.map((line) => line.rank)).toEqual(
                found.rows.map((_, n) => page * size + n + 1),
              )
              paged.push(...found.rows.map((line) => line.id))
            }
            expect(paged).toEqual(expected)
            for (const [place, id] of expected.entries()) {
              expect(await rankOf(db, id)).toBe(place + 1)
            }
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('stores a run once: a second insert of its key gives the first id', async () => {
    await db.query('TRUNCATE runs, run_spellings RESTART IDENTITY')
    const run = row({ won: true, depth: 10, turns: 3, seed: 'a' }, 1)
    const first = await insertRun(db, run)
    const again = await insertRun(db, { ...run, name: 'someone else' })
    expect(again).toEqual({ id: first.id, inserted: false })
    expect(await db.query('SELECT name FROM runs')).toEqual([{ name: 'player 1' }])
  })
})
