import type { RunRecord } from '@delve/run'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BoardProcess, startBoard, stopBoard } from '../src/process/board-process.js'
import { testPostgres } from './postgres-server.js'
import { divedRecord } from './records.js'
import { submitPatiently as submit } from './submit.js'

const server = await testPostgres()

interface Board {
  total: number
  rows: { id: number; won: boolean; depth: number; turns: number }[]
}

describe.skipIf(server.url === undefined)(
  `two board processes on one PostgreSQL server${server.reason ? ` (${server.reason})` : ''}`,
  () => {
    const boards: BoardProcess[] = []
    let records: RunRecord[] = []

    beforeAll(async () => {
      // Both start at once: the schema is brought up to date by one, then found by the other.
      boards.push(
        ...(await Promise.all([0, 1].map(() => startBoard({ DATABASE_URL: server.url ?? '' })))),
      )
      records = [0, 1, 2].map((waits) => divedRecord('two-boards', waits).record)
    })

    afterAll(async () => {
      for (const board of boards) await stopBoard(board, 'SIGTERM')
      server.stop()
    })

    it('each accepts and verifies; one run sent to both at once is stored once; both rank alike', async () => {
      const [a, b] = boards.map((board) => board.origin) as [string, string]
      const [r0, r1, r2] = records as [RunRecord, RunRecord, RunRecord]
      const answers = await Promise.all([
        submit(a, r0, 'Ann'),
        submit(b, r1, 'Bob'),
        submit(a, r2, 'Cy'),
        submit(b, r2, 'Di'),
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
      )) as [Board, Board]
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
  },
)
