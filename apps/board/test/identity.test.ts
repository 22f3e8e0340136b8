import { decodeLog, encodeLog, type LoggedInput, type RunRecord } from '@delve/run'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { createBoard } from '../src/http/board-app.js'
import type { Verifier } from '../src/verify/verifier.js'
import { divedRecord } from './records.js'
import { testDatabase } from './test-database.js'
import { testVerifier } from './test-verifier.js'

// A day and a seed whose runs the diver ends in 210-340 turns: short replays.
const TODAY = '2026-11-23'
const DAILY = `daily-${TODAY}`
const SEED = 'identity-16'

let db: Database
let verifier: Verifier
let board: FastifyInstance

beforeAll(async () => {
  db = await testDatabase()
  verifier = testVerifier()
  board = await createBoard({ db, verifier, today: () => TODAY, rateLimits: { submissions: 1000 } })
})

afterAll(async () => {
  await board?.close()
  await db?.close()
})

const submit = (payload: object) => board.inject({ method: 'POST', url: '/api/runs', payload })
const get = (url: string) => board.inject({ method: 'GET', url })

/** Each input written alone, its count spelt `prefix` + 1 where one may stand (`01w`, `w`…). */
function spelt(log: string, prefix: string): string {
  return decodeLog(log)
    .map((input: LoggedInput) => `${prefix}${encodeLog([input])}`)
    .join('')
}

/** Spellings of one log the codec reads as the same inputs. */
function respellings(log: string): string[] {
  // Counts spelt out (`3w` as `www`), a count of 1 written, with leading zeros.
  return [spelt(log, ''), spelt(log, '1'), spelt(log, '01'), spelt(log, '000001')]
}

describe("a run's identity", () => {
  it('is its inputs, not how its log is spelt: one row, the first name, 200 with its id', async () => {
    const { record } = divedRecord(DAILY)
    const first = await submit({ ...record, name: 'Ann' })
    expect(first.statusCode).toBe(201)
    const { id } = first.json()
    // What anyone can read back, re-spelt and sent again under other names.
    const stored = (await get(`/api/runs/${id}`)).json().record as RunRecord
    const spellings = respellings(stored.log)
    for (const log of spellings) expect(decodeLog(log)).toEqual(decodeLog(record.log))
    expect(new Set(spellings).size).toBe(spellings.length)
    for (const [n, log] of spellings.entries()) {
      const copy = await submit({ ...stored, log, name: `Copycat ${n}` })
      expect({ log: log.slice(0, 30), status: copy.statusCode }).toEqual({
        log: log.slice(0, 30),
        status: 200,
      })
      expect(copy.json()).toMatchObject({ id, duplicate: true, rank: 1 })
    }
    const day = (await get(`/api/boards/daily/${TODAY}`)).json()
    expect(day.total).toBe(1)
    expect(day.rows[0]).toMatchObject({ id, name: 'Ann' })
  })

  it('is its dungeon, not how its generator choice is spelt', async () => {
    const { record } = divedRecord(SEED)
    const first = await submit({ ...record, name: 'Bea', choice: {} })
    expect(first.statusCode).toBe(201)
    const { id } = first.json()
    // The full choice the game records, the preset named, one default field named: one dungeon.
    for (const choice of [record.choice, { preset: 'tcod' }, { width: 80 }, { height: 45 }]) {
      for (const log of [record.log, ...respellings(record.log).slice(0, 2)]) {
        const copy = await submit({ ...record, choice, log, name: 'Copycat' })
        expect({ choice, status: copy.statusCode }).toEqual({ choice, status: 200 })
        expect(copy.json()).toMatchObject({ id, duplicate: true })
      }
    }
    const seedBoard = (await get(`/api/boards/seed/${SEED}`)).json()
    expect(seedBoard.total).toBe(1)
    expect(seedBoard.rows[0].name).toBe('Bea')
  })

  it('tells two runs apart that end in the same world on the same turn', async () => {
    // Two waits then the diver, and three: other inputs, yet the same end (it happens).
    const two = divedRecord('killed-mid-stream', 2).record
    const three = divedRecord('killed-mid-stream', 3).record
    expect(two.log).not.toBe(three.log)
    expect({ checksum: two.checksum, turns: two.turns }).toEqual({
      checksum: three.checksum,
      turns: three.turns,
    })
    const answers = [
      await submit({ ...two, name: 'Two' }),
      await submit({ ...three, name: 'Three' }),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201])
    expect(answers[0]?.json().id).not.toBe(answers[1]?.json().id)
  })

  it('stores the log as the codec writes it, whatever spelling came first', async () => {
    const { record } = divedRecord(SEED, 2)
    const [log] = respellings(record.log) as [string]
    expect(log).not.toBe(record.log)
    const answer = await submit({ ...record, log, name: 'Cy' })
    expect(answer.statusCode).toBe(201)
    const stored = (await get(`/api/runs/${answer.json().id}`)).json().record
    expect(stored.log).toBe(record.log)
    // And the original spelling is the same run.
    const again = await submit({ ...record, name: 'Di' })
    expect(again.json()).toMatchObject({ id: answer.json().id, duplicate: true })
  })
})
