import {
  act,
  createRun,
  decodeLog,
  encodeLog,
  playOn,
  type RunRecord,
  recordRun,
  replayRun,
} from '@delve/run'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { createBoard } from '../src/http/board-app.js'
import { RANKED_CHOICE_MAX } from '../src/http/schemas.js'
import { countInputs, stairsAllowed } from '../src/verify/input-bound.js'
import type { Verifier } from '../src/verify/verifier.js'
import { testDatabase } from './test-database.js'
import { testVerifier } from './test-verifier.js'

let db: Database
let verifier: Verifier
let board: FastifyInstance

beforeAll(async () => {
  db = await testDatabase()
  verifier = testVerifier()
  board = await createBoard({ db, verifier, rateLimits: { submissions: 1000 } })
})

afterAll(async () => {
  await board?.close()
  await db?.close()
})

const submit = (payload: object) => board.inject({ method: 'POST', url: '/api/runs', payload })

/** A run of `seed` played by the diver to its first stairs down and taken: on depth 2. */
function onDepthTwo(seed: string) {
  const whole = createRun({ seed })
  // Its first stairs within 330 turns on the seeds below: the rest of the run is not needed.
  playOn('diver', whole, { maxTurns: 400 })
  const inputs = decodeLog(recordRun(whole).log)
  const down = inputs.findIndex((input) => input.kind === 'descend')
  const log = encodeLog(inputs.slice(0, down + 1))
  return replayRun({ version: recordRun(whole).version, seed, choice: whole.choice, log })
}

describe('a log that costs more than its turns say', () => {
  it('is refused before its replay when it takes the stairs past what its turns allow', async () => {
    const run = onDepthTwo('stairs-dance')
    // Up and down, a turn each, each a level left and another entered, until past the bound.
    let stairs = countInputs(run.inputLog() ?? []).stairs
    while (stairs <= stairsAllowed(run.turn)) {
      expect(act(run, { kind: 'ascend' }).taken).toBe(true)
      expect(act(run, { kind: 'descend' }).taken).toBe(true)
      stairs += 2
    }
    act(run, { kind: 'wait' })
    const record = recordRun(run)
    expect(countInputs(decodeLog(record.log)).stairs).toBeGreaterThan(stairsAllowed(record.turns))
    const answer = await submit({ ...record, name: 'Dancer' })
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ field: 'log' })
    expect(answer.json().message).toMatch(
      /refused before its replay: the log takes the stairs \d+ times in \d+ turns/,
    )
  })

  it('is refused before its replay when it holds more or fewer inputs of a turn than its turns', async () => {
    const run = onDepthTwo('inputs-past-turns')
    const record = recordRun(run)
    for (const log of [`${record.log}400000s`, `${record.log}s`, encodeLog([])]) {
      const answer = await submit({ ...record, log, name: 'Padder' })
      expect(answer.statusCode).toBe(422)
      expect(answer.json().message).toMatch(/refused before its replay: the log holds \d+ inputs/)
    }
  })

  it('counts the stairs among the inputs of a turn: a log with its stairs left out of its turns is refused', async () => {
    const run = onDepthTwo('stairs-are-turns')
    const record = recordRun(run)
    const counts = countInputs(decodeLog(record.log))
    expect(counts.stairs).toBe(1)
    expect(counts.turns).toBe(record.turns)
    const answer = await submit({ ...record, turns: record.turns - counts.stairs, name: 'Skipper' })
    expect(answer.statusCode).toBe(422)
    expect(answer.json().message).toMatch(
      `refused before its replay: the log holds ${record.turns} inputs that take a turn, and the record ${record.turns - 1} turns`,
    )
  })

  it('counts one turn for each input of a turn in every run the bots play', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 3 }), (n, waits) => {
        const run = createRun({ seed: `count-${n}` })
        for (let k = 0; k < waits; k++) act(run, { kind: 'wait' })
        playOn('diver', run, { maxTurns: 400 })
        const record: RunRecord = recordRun(run)
        const counts = countInputs(decodeLog(record.log))
        expect(counts.turns).toBe(record.turns)
        expect(counts.stairs).toBeLessThanOrEqual(stairsAllowed(record.turns))
      }),
      { numRuns: 8 },
    )
  })
})

describe('a generator choice outside what the board ranks', () => {
  it('is refused before any level is made, naming the field', async () => {
    const record = recordRun(createRun({ seed: 'big-choice' }))
    const cases: [object, string][] = [
      [{ width: 4096, height: 4096 }, 'choice.width'],
      [{ maxRooms: 100_000 }, 'choice.maxRooms'],
      [{ width: (RANKED_CHOICE_MAX.width ?? 0) + 1 }, 'choice.width'],
      [{ algorithm: 'caves', caveRounds: 17 }, 'choice.caveRounds'],
      [{ tiles: 3 }, 'choice.tiles'],
      [{ width: '80' }, 'choice.width'],
      [{ doors: 1 }, 'choice.doors'],
    ]
    for (const [choice, field] of cases) {
      const answer = await submit({ ...record, choice, name: 'Builder' })
      expect({ choice, status: answer.statusCode, field: answer.json().field }).toEqual({
        choice,
        status: 400,
        field,
      })
    }
  })

  it("is on a daily run anything but the day's default", async () => {
    const record = recordRun(createRun({ seed: 'daily-2026-03-01' }))
    const answer = await board.inject({
      method: 'POST',
      url: '/api/runs',
      payload: { ...record, choice: { algorithm: 'caves' }, name: 'Builder' },
    })
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toMatchObject({ field: 'choice' })
    expect(answer.json().message).toMatch(
      /default \(algorithm "rooms-and-corridors", got "caves"\)/,
    )
  })
})
