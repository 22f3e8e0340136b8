import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { RunRecord } from '@delve/run'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BoardProcess, startBoard, stopBoard } from '../src/process/board-process.js'
import { testPostgres } from './postgres-server.js'
import { divedRecord } from './records.js'
import { submit, submitPatiently } from './submit.js'
import { templateCopy } from './test-database.js'

// A replay took longer than the default 20 s with two test runs sharing two cores (the board
// turned the run away as busy): these tests are about faults, so their boards wait 10 minutes.
const PATIENT = { BOARD_REPLAY_SECONDS: '600' }

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url))

/** What a submission got: its status and answer, or no answer at all (the process was gone). */
type Outcome =
  | { index: number; status: number; body: Answer; retryAfter: string | null }
  | { index: number; status: 'no answer' }

interface Answer {
  id?: number
  duplicate?: boolean
  message?: string
}

interface Board {
  total: number
  rows: { id: number; name: string }[]
}

/**
 * A seed the diver dies on within some 120 turns, whatever it waited first: short replays keep
 * these tests short, and the faults are the same whatever the runs' length.
 */
const SEED = 'fault-4'

let played: RunRecord[] | undefined

/** Eight distinct finished runs of `SEED`: the diver's, after 0 to 7 turns waited (played once). */
const runsOf = (): RunRecord[] => {
  played ??= Array.from({ length: 8 }, (_, waits) => divedRecord(SEED, waits).record)
  return played
}

/**
 * Sends `indices` of `records`, two at a time, in order (as players would, some at once); calls
 * `acknowledged` with the number of 2xx answers so far after each one.
 */
async function stream(
  origin: string,
  records: readonly RunRecord[],
  indices: readonly number[],
  acknowledged: (count: number) => void = () => {},
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  const queue = [...indices]
  let acks = 0
  const sender = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      try {
        const answer = await submit(origin, records[index] as RunRecord, `player ${index}`)
        const body = (await answer.json()) as Answer
        outcomes.push({
          index,
          status: answer.status,
          body,
          retryAfter: answer.headers.get('retry-after'),
        })
        if (answer.ok) acknowledged(++acks)
      } catch {
        outcomes.push({ index, status: 'no answer' })
      }
    }
  }
  await Promise.all([sender(), sender()])
  return outcomes.sort((a, b) => a.index - b.index)
}

/** The ids the board acknowledged, by record index. */
const idsOf = (outcomes: readonly Outcome[]) =>
  new Map(
    outcomes.flatMap((o) =>
      typeof o.status === 'number' && o.status < 300 ? [[o.index, o.body.id as number]] : [],
    ),
  )

async function boardOf(origin: string, seed: string): Promise<Board> {
  return (await (await fetch(`${origin}/api/boards/seed/${seed}?size=100`)).json()) as Board
}

/**
 * After the fault, every run sent again: each acknowledged one is found (200, its id), the rest
 * stored now; then the board holds each run once, and each acknowledged id under its name.
 */
async function expectAllOnce(
  origin: string,
  seed: string,
  records: readonly RunRecord[],
  acked: ReadonlyMap<number, number>,
) {
  const again = await stream(
    origin,
    records,
    records.map((_, index) => index),
  )
  for (const outcome of again) {
    expect(outcome.status === 200 || outcome.status === 201, JSON.stringify(outcome)).toBe(true)
    const before = acked.get(outcome.index)
    if (before !== undefined && typeof outcome.status === 'number') {
      expect(outcome).toMatchObject({ status: 200, body: { id: before, duplicate: true } })
    }
  }
  const board = await boardOf(origin, seed)
  expect(board.total).toBe(records.length)
  expect(new Set(board.rows.map((row) => row.id)).size).toBe(records.length)
  for (const [index, id] of acked) {
    expect(board.rows.find((row) => row.id === id)?.name).toBe(`player ${index}`)
  }
}

describe('a board process on its PGlite folder', () => {
  // The template's copy: the process opens a database made already, not a new one.
  const { dataDir, remove } = templateCopy()
  let board: BoardProcess | undefined

  afterAll(async () => {
    if (board) await stopBoard(board, 'SIGTERM')
    remove()
  })

  it('comes back on its folder after a kill mid-stream with every acknowledged run, none twice', async () => {
    const seed = SEED
    // The runs are played here while the board opens its database in its own process.
    const starting = startBoard({ BOARD_DATA: dataDir, ...PATIENT })
    const records = runsOf()
    board = await starting
    const killed = board
    // Killed with no warning once four runs are acknowledged, with others on their way.
    const first = await stream(
      killed.origin,
      records,
      records.map((_, index) => index),
      (acks) => {
        if (acks === 4) killed.process.kill('SIGKILL')
      },
    )
    await stopBoard(killed, 'SIGKILL')
    const acked = idsOf(first)
    expect(acked.size).toBeGreaterThanOrEqual(4)
    // A fresh database: every answer given was a new run stored.
    for (const outcome of first) expect([201, 'no answer']).toContain(outcome.status)

    board = await startBoard({ BOARD_DATA: dataDir, ...PATIENT })
    const after = await boardOf(board.origin, seed)
    for (const [index, id] of acked) {
      expect(after.rows.find((row) => row.id === id)?.name).toBe(`player ${index}`)
    }
    expect(new Set(after.rows.map((row) => row.id)).size).toBe(after.total)
    await expectAllOnce(board.origin, seed, records, acked)
  })

  it('is written by one board process: a second refuses to start, saying why', async () => {
    // The board that came back above, on the folder (started here when that test failed early).
    board ??= await startBoard({ BOARD_DATA: dataDir, ...PATIENT })
    const first = board
    const second = await secondBoard(dataDir)
    expect(second.code).toBe(1)
    expect(second.said).toMatch(
      new RegExp(
        `cannot start: the board's data folder .* is in use by process ${first.process.pid}`,
      ),
    )
    // The first still answers.
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200)
  })
})

/** Runs a second board process on `dataDir`: its exit code and what it said. */
function secondBoard(dataDir: string): Promise<{ code: number | null; said: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: '0', BOARD_THREADS: '1', BOARD_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    child.stdout.on('data', (chunk) => {
      said += chunk
      // It listens: it should not have; stop it.
      if (/on http/.test(said)) child.kill('SIGTERM')
    })
    child.stderr.on('data', (chunk) => {
      said += chunk
    })
    child.once('exit', (code) => resolve({ code, said }))
  })
}

// One server for both tests on it: each made server is a PostgreSQL initdb and start.
const server = await testPostgres()
const cannot =
  server.reason ??
  (server.crash ? undefined : 'BOARD_TEST_DATABASE_URL is a server these tests cannot stop')

interface Ranked {
  total: number
  rows: { id: number; won: boolean; depth: number; turns: number }[]
}

describe.skipIf(server.url === undefined)(
  `board processes on one PostgreSQL server${server.reason ? ` (${server.reason})` : ''}`,
  () => {
    const boards: BoardProcess[] = []

    beforeAll(async () => {
      // Both start at once: the schema is brought up to date by one, then found by the other.
      boards.push(
        ...(await Promise.all(
          [0, 1].map(() => startBoard({ DATABASE_URL: server.url ?? '', ...PATIENT })),
        )),
      )
    })

    afterAll(async () => {
      for (const board of boards) await stopBoard(board, 'SIGTERM')
      server.stop()
    })

    it('each accepts and verifies; one run sent to both at once is stored once; both rank alike', async () => {
      const [a, b] = boards.map((board) => board.origin) as [string, string]
      const [r0, r1, r2] = [0, 1, 2].map((waits) => divedRecord('two-boards', waits).record) as [
        RunRecord,
        RunRecord,
        RunRecord,
      ]
      const answers = await Promise.all([
        submitPatiently(a, r0, 'Ann'),
        submitPatiently(b, r1, 'Bob'),
        submitPatiently(a, r2, 'Cy'),
        submitPatiently(b, r2, 'Di'),
      ])
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { id: number }[]
      expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([201, 201])
      // The same log: one of the two inserted it, the other found it.
      expect(
        answers
          .slice(2)
          .map((answer) => answer.status)
          .sort(),
      ).toEqual([200, 201])
      expect(bodies[2]?.id).toBe(bodies[3]?.id)
      const [fromA, fromB] = (await Promise.all(
        [a, b].map(async (origin) => (await fetch(`${origin}/api/boards/seed/two-boards`)).json()),
      )) as [Ranked, Ranked]
      expect(fromA.total).toBe(3)
      expect(fromB).toEqual(fromA)
      const order = [...fromA.rows].sort(
        (x, y) =>
          Number(y.won) - Number(x.won) || y.depth - x.depth || x.turns - y.turns || x.id - y.id,
      )
      expect(fromA.rows).toEqual(order)
      const health = await (await fetch(`${b}/api/health`)).json()
      expect(health).toMatchObject({ ok: true, database: 'postgres', runs: 3 })
    })

    it.skipIf(cannot !== undefined)(
      `gets 503s with Retry-After and a message while the server is down, and loses nothing acknowledged${cannot ? ` (skipped: ${cannot})` : ''}`,
      async () => {
        const seed = SEED
        const records = runsOf()
        const { origin } = boards[0] as BoardProcess
        let crashed: Promise<void> | undefined
        // The server stops as a crash would once three runs are acknowledged, others on their way.
        const first = await stream(origin, records, [0, 1, 2, 3, 4], (acks) => {
          if (acks === 3) crashed = server.crash?.()
        })
        await crashed
        expect(idsOf(first).size).toBeGreaterThanOrEqual(3)
        // While it is down, new runs and reads are all turned away the same way.
        const down = await stream(origin, records, [5, 6])
        const reads = await Promise.all(
          [`/api/boards/seed/${seed}`, '/api/health'].map((path) => fetch(`${origin}${path}`)),
        )
        for (const outcome of [...first, ...down]) {
          expect([200, 201, 503], JSON.stringify(outcome)).toContain(outcome.status)
          if (outcome.status === 503) {
            expect(outcome.retryAfter).toBe('5')
            expect(outcome.body.message).toMatch(/the database cannot be reached/)
          }
        }
        expect(down.map((outcome) => outcome.status)).toEqual([503, 503])
        expect(reads.map((answer) => answer.status)).toEqual([503, 503])
        expect(reads.map((answer) => answer.headers.get('retry-after'))).toEqual(['5', '5'])

        await server.restart?.()
        await expectAllOnce(origin, seed, records, idsOf(first))
      },
    )
  },
)
