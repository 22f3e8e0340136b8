import {
  act,
  createRun,
  decodeLog,
  encodeLog,
  type RunRecord,
  recordRun,
  verifyRun,
} from '@delve/run'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { createBoard } from '../src/http/board-app.js'
import { BODY_LIMIT } from '../src/http/schemas.js'
import { Verifier } from '../src/verify/verifier.js'
import { divedRecord } from './records.js'
import { testDatabase } from './test-database.js'
import { testVerifier } from './test-verifier.js'

// A day whose run the diver ends in 200-280 turns, whatever it waited first: short replays.
const TODAY = '2026-11-23'
const DAILY = `daily-${TODAY}`

let db: Database
let verifier: Verifier
let board: FastifyInstance
// Two runs of the day's seed: the diver's, and the diver's after three turns waited.
let first: ReturnType<typeof divedRecord>
let second: ReturnType<typeof divedRecord>

beforeAll(async () => {
  db = await testDatabase()
  verifier = testVerifier()
  // Every request here comes from one address: its limits are the rate limit's tests' own.
  board = await createBoard({ db, verifier, today: () => TODAY, rateLimits: { submissions: 1000 } })
  first = divedRecord(DAILY)
  second = divedRecord(DAILY, 3)
})

afterAll(async () => {
  await board?.close()
  await db?.close()
})

const submit = (payload: object) => board.inject({ method: 'POST', url: '/api/runs', payload })
const get = (url: string) => board.inject({ method: 'GET', url })

/** The ranking rule, written out: won first, then deeper, then fewer turns, then sooner. */
const better = (a: Ranked, b: Ranked) =>
  Number(b.won) - Number(a.won) || b.depth - a.depth || a.turns - b.turns || a.id - b.id
interface Ranked {
  id: number
  won: boolean
  depth: number
  turns: number
}

describe('a submitted run', () => {
  it('is replayed, and stored as the replay says, never as the request claims', async () => {
    expect(first.record.checksum).not.toBe(second.record.checksum)
    // Claims beside the record are not part of a submission: dropped, never stored.
    const answer = await submit({ ...first.record, name: 'Ann', won: true, depth: 10 })
    expect(answer.statusCode).toBe(201)
    const { id, rank, duplicate, board: place } = answer.json()
    expect({ rank, duplicate, place }).toEqual({
      rank: 1,
      duplicate: false,
      place: { kind: 'daily', date: TODAY },
    })
    const stored = (await get(`/api/runs/${id}`)).json()
    const { run } = first
    expect(stored).toMatchObject({
      id,
      name: 'Ann',
      seed: DAILY,
      daily: TODAY,
      won: run.won,
      depth: run.deepest,
      turns: run.turn,
      level: run.character().level,
      kills: run.stats.kills,
      cause: run.end?.cause,
      rank: 1,
    })
    expect(stored.story).toContain(`Daily run: ${TODAY}`)
    expect(stored.story).toContain(`The hero ${run.end?.cause}.`)
    expect(stored.record).toEqual(first.record)
    expect(verifyRun(stored.record as RunRecord)).toMatchObject({ ok: true, turn: run.turn })
  })

  it('is one run however often it is sent: the first name stays', async () => {
    const again = await submit({ ...first.record, name: 'Eve' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ duplicate: true, rank: 1 })
    const board = (await get(`/api/boards/daily/${TODAY}`)).json()
    expect(board.total).toBe(1)
    expect(board.rows[0].name).toBe('Ann')
  })

  it('is refused, naming the field, when its log plays to another end', async () => {
    const { record } = second
    const refusals: [object, number, string, RegExp][] = [
      // A forged end: the log is real, the checksum another run's.
      [{ checksum: first.record.checksum }, 422, 'checksum', /ended elsewhere/],
      // More turns claimed than the log's inputs take: refused without a replay.
      [
        { turns: record.turns + 7 },
        422,
        'log',
        /refused before its replay: the log holds \d+ inputs that take a turn, and the record \d+ turns/,
      ],
      // The first half of its inputs (cut between two: a cut inside one is unreadable, below).
      [{ log: halfLog(record.log) }, 422, 'log', /ended elsewhere|refused/],
      [
        { log: record.log.slice(0, Math.floor(record.log.length / 2)) },
        422,
        'log',
        /does not check out/,
      ],
      [{ log: `${record.log}..` }, 422, 'log', /does not check out/],
      [{ log: '%%%' }, 422, 'log', /does not check out/],
      [{ version: 3 }, 422, 'version', /runs of version \d+, not 3$/],
      [{ seed: 'another seed' }, 422, 'log', /does not check out/],
      [{ choice: { algorithm: 'spirals' } }, 400, 'choice.algorithm', /allowed values/],
      [{ choice: { width: 90 } }, 422, 'choice', /daily run .* default \(width 80, got 90\)/],
      // The known log with another end claimed: found as sent before, refused without a replay.
      [{ ...first.record, turns: first.record.turns + 1 }, 422, 'checksum', /not to the end/],
      [{ ...first.record, checksum: record.checksum }, 422, 'checksum', /not to the end/],
    ]
    for (const [change, status, field, message] of refusals) {
      const answer = await submit({ ...record, name: 'Mallory', ...change })
      expect({ change, status: answer.statusCode }).toEqual({ change, status })
      expect(answer.json().field).toBe(field)
      expect(answer.json().message).toMatch(message)
    }
    expect((await get(`/api/boards/daily/${TODAY}`)).json().total).toBe(1)
  })

  it('keeps a name with SQL or HTML in it as text, and ranks the second run by the rule', async () => {
    const name = "<i>');DROP TABLE runs;--"
    const answer = await submit({ ...second.record, name: `  ${name} ` })
    expect(answer.statusCode).toBe(201)
    const board = (await get(`/api/boards/daily/${TODAY}`)).json()
    const expected = board.rows.map(({ id, won, depth, turns }: Ranked) => ({
      id,
      won,
      depth,
      turns,
    }))
    expect(board.rows.map((row: Ranked) => row.id)).toEqual(
      [...expected].sort(better).map((row: Ranked) => row.id),
    )
    const mine = board.rows.find((row: { id: number }) => row.id === answer.json().id)
    expect(mine.name).toBe(name)
    expect(mine.rank).toBe(answer.json().rank)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
  })

  it('refuses a run that has not ended', async () => {
    const run = createRun({ seed: 'board-alive' })
    act(run, { kind: 'wait' })
    const answer = await submit({ ...recordRun(run), name: 'Ann' })
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({
      field: 'log',
      message: expect.stringMatching(/not ended/),
    })
  })

  it('refuses a bad name, seed or body with a 4xx naming the field', async () => {
    const { record } = second
    const cases: [object, number, string, RegExp][] = [
      [{ name: '' }, 400, 'name', /must not be empty/],
      [{ name: '   ' }, 400, 'name', /must not be empty/],
      [{ name: 'x'.repeat(25) }, 400, 'name', /at most 24 characters, got 25/],
      [{ name: 'a\tb' }, 400, 'name', /control characters/],
      [{ name: 'a\u2028b' }, 400, 'name', /control characters/],
      [{ name: { first: 'Ann' } }, 400, 'name', /must be string/],
      [{ seed: 'x'.repeat(300) }, 400, 'seed', /must NOT have more than/],
      [{ seed: '' }, 400, 'seed', /must NOT have fewer than 1/],
      [{ seed: 'daily-2026-11-24' }, 400, 'seed', /from 2026-01-01 to 2026-11-23, got 2026-11-24/],
      [{ seed: 'daily-2026-02-30' }, 400, 'seed', /YYYY-MM-DD/],
      [{ turns: -1 }, 400, 'turns', /must be >= 0/],
      [{ turns: 1e9 }, 400, 'turns', /must be <= 200000/],
      [{ checksum: 'zz' }, 400, 'checksum', /must match pattern/],
      [{ log: undefined }, 400, 'log', /must have required property 'log'/],
    ]
    for (const [change, status, field, message] of cases) {
      const answer = await submit({ ...record, name: 'Ann', ...change })
      expect({ change, status: answer.statusCode }).toEqual({ change, status })
      expect({ change, field: answer.json().field }).toEqual({ change, field })
      expect(answer.json().message).toMatch(message)
    }
    const huge = await submit({ ...record, name: 'Ann', log: 'a'.repeat(BODY_LIMIT) })
    expect(huge.statusCode).toBe(413)
  })
})

describe('the boards and runs read', () => {
  it('pages a board, and refuses days, seeds, pages and ids out of range by name', async () => {
    const all = (await get(`/api/boards/daily/${TODAY}`)).json()
    expect(all.total).toBe(2)
    const page2 = (await get(`/api/boards/daily/${TODAY}?page=2&size=1`)).json()
    expect(page2.rows).toEqual([all.rows[1]])
    expect(page2.rows[0].rank).toBe(2)
    expect((await get(`/api/boards/daily/${TODAY}?page=3&size=1`)).json().rows).toEqual([])
    const bySeed = (await get(`/api/boards/seed/${DAILY}`)).json()
    expect(bySeed.rows).toEqual(all.rows)
    const cases: [string, number, string][] = [
      ['/api/boards/daily/2026-13-01', 400, 'date'],
      ['/api/boards/daily/2025-12-31', 400, 'date'],
      ['/api/boards/daily/2026-11-24', 400, 'date'],
      [`/api/boards/seed/${'x'.repeat(300)}`, 400, 'seed'],
      [`/api/boards/daily/${TODAY}?size=0`, 400, 'size'],
      [`/api/boards/daily/${TODAY}?size=101`, 400, 'size'],
      [`/api/boards/daily/${TODAY}?page=0`, 400, 'page'],
      ['/api/runs/abc', 400, 'id'],
      ['/api/runs/0', 400, 'id'],
      ['/api/runs/99999', 404, 'id'],
    ]
    for (const [url, status, field] of cases) {
      const answer = await get(url)
      expect({ url, status: answer.statusCode, field: answer.json().field }).toEqual({
        url,
        status,
        field,
      })
      expect(answer.json().message).toMatch(new RegExp(field))
    }
  })

  it('says it is healthy, on which database, with how many runs', async () => {
    expect((await get('/api/health')).json()).toEqual({
      ok: true,
      database: 'pglite',
      threads: 1,
      runs: 2,
    })
  })
})

describe('the rate limit', () => {
  it('turns an address away with 429 and Retry-After past its submissions a minute', async () => {
    const limited = await createBoard({
      db,
      verifier,
      today: () => TODAY,
      rateLimits: { submissions: 2 },
    })
    try {
      const send = () =>
        limited.inject({
          method: 'POST',
          url: '/api/runs',
          payload: { ...first.record, name: 'Ann' },
        })
      expect((await send()).statusCode).toBe(200)
      expect((await send()).statusCode).toBe(200)
      const third = await send()
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
      // Another address is not held back.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/runs',
        payload: { ...first.record, name: 'Ann' },
        remoteAddress: '10.0.0.2',
      })
      expect(other.statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

/** A log's first half of inputs, encoded again. */
function halfLog(log: string): string {
  const inputs = decodeLog(log)
  return encodeLog(inputs.slice(0, Math.floor(inputs.length / 2)))
}

describe('a replay out of time', () => {
  it('is a busy board, 503 with Retry-After, and the run is not refused or stored', async () => {
    // A budget no replay meets: the verdict never comes in time.
    const slow = new Verifier({ threads: 1, budgetMs: 1 })
    const busy = await createBoard({ db, verifier: slow, today: () => TODAY })
    try {
      const fresh = divedRecord(DAILY, 5)
      const answer = await busy.inject({
        method: 'POST',
        url: '/api/runs',
        payload: { ...fresh.record, name: 'Eve' },
      })
      expect(answer.statusCode).toBe(503)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
      expect(answer.json().field).toBe('log')
      expect(answer.json().message).toMatch(/busy .*longer than 0\.001 s.*try again/)
      // Sent again to a board with time to replay it, it is taken.
      expect((await submit({ ...fresh.record, name: 'Eve' })).statusCode).toBe(201)
    } finally {
      await busy.close()
      await slow.close()
    }
  })
})
