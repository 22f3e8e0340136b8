import { MAX_RUN_SEED_LENGTH } from '@delve/run'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { createBoard } from '../src/http/board-app.js'
import { SEED_MAX } from '../src/http/fields.js'
import type { Verifier } from '../src/verify/verifier.js'
import { divedRecord } from './records.js'
import { testDatabase } from './test-database.js'
import { testVerifier } from './test-verifier.js'

let db: Database
let verifier: Verifier
let board: FastifyInstance
let record: ReturnType<typeof divedRecord>['record']
const failures: [Error, string][] = []

beforeAll(async () => {
  db = await testDatabase()
  verifier = testVerifier()
  board = await createBoard({
    db,
    verifier,
    rateLimits: { submissions: 1000, reads: 1000 },
    serverErrors: (error, request: FastifyRequest) => failures.push([error, request.url]),
  })
  record = divedRecord('hostile').record
})

afterAll(async () => {
  await board?.close()
  await db?.close()
})

const post = (payload: string | object | Buffer) =>
  board.inject({
    method: 'POST',
    url: '/api/runs',
    headers: { 'content-type': 'application/json' },
    payload,
  })
const get = (url: string) => board.inject({ method: 'GET', url })

/** Expects a 400 naming `field`; never a 5xx. */
async function expectRefused(
  answer: Promise<{ statusCode: number; json: () => { field?: string } }>,
  field: string,
  what: unknown,
) {
  const got = await answer
  expect({ what, status: got.statusCode, field: got.json().field }).toEqual({
    what,
    status: 400,
    field,
  })
}

describe('a request made to break the board', () => {
  it('gets a 400, not a 500, for a choice nested 10 000 deep', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    const body = JSON.stringify({ ...record, name: 'Deep', choice: '§' }).replace('"§"', deep)
    await expectRefused(post(body), 'choice', 'nested choice')
    const wide = `[${'['.repeat(5000)}${']'.repeat(5000)}]`
    await expectRefused(post(`{"name":${wide}}`), 'name', 'nested name')
  })

  it('refuses NUL and text that is not UTF-8 with 400 naming the field', async () => {
    for (const field of ['name', 'seed', 'log'] as const) {
      const value = `${field === 'name' ? 'An' : record[field]}\u0000`
      await expectRefused(post({ ...record, name: 'Ann', [field]: value }), field, field)
      // A lone surrogate: not Unicode.
      await expectRefused(
        post({ ...record, name: 'Ann', [field]: `${value.slice(0, -1)}\ud800` }),
        field,
        `${field} surrogate`,
      )
    }
    const text = JSON.stringify({ ...record, name: 'A§B' })
    const [before, after] = text.split('§') as [string, string]
    const bytes = Buffer.concat([
      Buffer.from(before),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(after),
    ])
    await expectRefused(post(bytes), 'name', 'invalid UTF-8')
    await expectRefused(get('/api/boards/seed/a%00b'), 'seed', 'NUL in the address')
    await expectRefused(get('/api/boards/seed/abc?choice=%00'), 'choice', 'NUL in the query')
    const bad = await get('/api/boards/seed/%FF')
    expect(bad.statusCode).toBe(400)
  })

  it('refuses names with control, bidi-override or invisible characters', async () => {
    for (const name of [
      'Ann\u202Egnp.exe',
      'A\u200Bnn',
      '\u3164',
      'A\u3164B',
      'A\u2066B',
      '\u115F',
      'A\u00ADB',
      'A\uFFFDB',
      'A\u0085B',
    ]) {
      await expectRefused(post({ ...record, name }), 'name', name)
    }
    // What shows is taken: accents, other scripts, emoji with their look chosen.
    const answer = await post({ ...record, name: 'Zoë 李 ❤️' })
    expect(answer.statusCode).toBe(201)
  })

  it('refuses seeds the game cannot play to their last level, naming seed', async () => {
    // The game's own bound, the one source: the board takes every seed the game plays.
    expect(SEED_MAX).toBe(MAX_RUN_SEED_LENGTH)
    const longest = divedRecord('s'.repeat(MAX_RUN_SEED_LENGTH)).record
    expect((await post({ ...longest, name: 'Ann' })).statusCode).toBe(201)
    for (const length of [SEED_MAX + 1, 240, 243]) {
      await expectRefused(
        post({ ...record, seed: 'a'.repeat(length), name: 'Ann' }),
        'seed',
        length,
      )
      await expectRefused(get(`/api/boards/seed/${'a'.repeat(length)}`), 'seed', length)
    }
  })

  it('refuses values of the wrong type rather than reading them as another', async () => {
    const cases: [object, string][] = [
      [{ version: '7' }, 'version'],
      [{ version: [7] }, 'version'],
      [{ version: 7.5 }, 'version'],
      [{ name: 123 }, 'name'],
      [{ name: ['Ann'] }, 'name'],
      [{ turns: null }, 'turns'],
      [{ turns: '12' }, 'turns'],
      [{ turns: true }, 'turns'],
      [{ choice: [] }, 'choice'],
      [{ choice: null }, 'choice'],
      [{ seed: 5 }, 'seed'],
    ]
    for (const [change, field] of cases) {
      await expectRefused(post({ ...record, name: 'Ann', ...change }), field, change)
    }
    for (const url of [
      '/api/runs/0x10',
      '/api/runs/1e3',
      '/api/runs/010',
      '/api/runs/+5',
      '/api/runs/1.0',
    ]) {
      await expectRefused(get(url), 'id', url)
    }
    for (const query of ['page=0x2', 'page=1&page=2', 'size=1e1', 'size=+5']) {
      const field = query.startsWith('page') ? 'page' : 'size'
      await expectRefused(get(`/api/boards/seed/abc?${query}`), field, query)
    }
    await expectRefused(get('/api/boards/seed/abc?choice=[1]'), 'choice', 'choice array')
    await expectRefused(get('/api/boards/seed/abc?choice={"width":{"a":1}}'), 'choice', 'nested')
  })

  it('has answered all of the above without a 5xx', () => {
    expect(failures).toEqual([])
  })

  it('logs a 5xx with its stack, whatever the request log says', async () => {
    const broken: Database = {
      ...db,
      query: async () => {
        throw new Error('the disk is on fire')
      },
    }
    const seen: [Error, string][] = []
    const failing = await createBoard({
      db: broken,
      verifier,
      logger: false,
      serverErrors: (error, request) => seen.push([error, request.url]),
    })
    try {
      const answer = await failing.inject({ method: 'GET', url: '/api/health' })
      expect(answer.statusCode).toBe(500)
      expect(answer.json().message).toMatch(/in its log/)
      expect(seen).toHaveLength(1)
      expect(seen[0]?.[1]).toBe('/api/health')
      expect(seen[0]?.[0].stack).toMatch(/the disk is on fire\n\s+at /)
    } finally {
      await failing.close()
    }
  })
})
