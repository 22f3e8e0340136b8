import { CHOICE_KEYS, dailySeed, type RunRecord } from '@delve/run'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.js'
import { boardPage, findRun, rankOf } from '../db/runs-table.js'
import type { Verifier } from '../verify/verifier.js'
import { checkDay, checkSeed, checkText, FieldError } from './fields.js'
import { placeOf } from './place.js'
import { dateSchema, PAGE_MAX, pageSchema, runIdSchema, seedSchema } from './schemas.js'

interface PageQuery {
  page?: string
  size?: string
  choice?: string
}

/** The page and size a board's query asks for (1 and 20 when absent). */
function pageOf(query: PageQuery): { page: number; size: number } {
  const page = Number(query.page ?? 1)
  const size = Number(query.size ?? 20)
  if (size > PAGE_MAX) {
    throw new FieldError('size', `must be a whole number from 1 to ${PAGE_MAX}, got ${size}`)
  }
  return { page, size }
}

/**
 * A seed board's `?choice=`: a JSON object of the choice's named fields, as a submission's
 * answer gives them; its fields put in the table's order, so that their order does not matter.
 */
function choiceKeyOf(text: string | undefined): string {
  if (text === undefined) return '{}'
  checkText(text, 'choice')
  let choice: unknown
  try {
    choice = JSON.parse(text)
  } catch {
    throw new FieldError('choice', 'must be a JSON object of generator options')
  }
  if (typeof choice !== 'object' || choice === null || Array.isArray(choice)) {
    throw new FieldError('choice', 'must be a JSON object of generator options')
  }
  const given = choice as Record<string, unknown>
  const unknown = Object.keys(given).find(
    (key) => !(CHOICE_KEYS as readonly string[]).includes(key),
  )
  if (unknown !== undefined) {
    throw new FieldError('choice', `has no option ${JSON.stringify(unknown.slice(0, 40))}`)
  }
  const ordered: Record<string, unknown> = {}
  for (const key of CHOICE_KEYS) {
    const value = given[key]
    if (value === undefined) continue
    if (typeof value === 'object' && value !== null) {
      throw new FieldError('choice', `${key} must be a number, a name or true or false`)
    }
    ordered[key] = value
  }
  return JSON.stringify(ordered)
}

/** The reads: the daily and seed boards, one run, the board's health. */
export function readRoutes(
  app: FastifyInstance,
  db: Database,
  verifier: Verifier,
  today: () => string,
): void {
  app.get('/api/health', async () => {
    const [row] = await db.query<{ runs: number }>('SELECT count(*)::integer AS runs FROM runs')
    return { ok: true, database: db.kind, threads: verifier.threads, runs: row?.runs ?? 0 }
  })

  app.get(
    '/api/boards/daily/:date',
    { schema: { params: dateSchema, querystring: pageSchema } },
    async (request) => {
      const date = checkDay(checkText((request.params as { date: string }).date, 'date'), today())
      const { page, size } = pageOf(request.query as PageQuery)
      const seed = dailySeed(date)
      const found = await boardPage(db, seed, '{}', (page - 1) * size, size)
      return { kind: 'daily', date, seed, choice: '{}', page, size, ...found }
    },
  )

  app.get(
    '/api/boards/seed/:seed',
    { schema: { params: seedSchema, querystring: pageSchema } },
    async (request) => {
      const seed = checkSeed((request.params as { seed: string }).seed)
      const query = request.query as PageQuery
      const { page, size } = pageOf(query)
      const choice = choiceKeyOf(query.choice)
      const found = await boardPage(db, seed, choice, (page - 1) * size, size)
      return { kind: 'seed', seed, choice, page, size, ...found }
    },
  )

  app.get('/api/runs/:id', { schema: { params: runIdSchema } }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id)
    const run = id <= 2_147_483_647 ? await findRun(db, id) : undefined
    if (!run) {
      reply.code(404)
      return { statusCode: 404, error: 'Not Found', field: 'id', message: `id: no run ${id}` }
    }
    const choice = JSON.parse(run.choice) as RunRecord['choice']
    return {
      id: run.id,
      name: run.name,
      seed: run.seed,
      daily: run.daily,
      choice,
      won: run.won,
      depth: run.depth,
      turns: run.turns,
      level: run.level,
      kills: run.kills,
      cause: run.cause,
      story: run.story,
      submitted: run.submitted,
      rank: await rankOf(db, run.id),
      ...placeOf(run),
      record: {
        version: run.version,
        seed: run.seed,
        choice,
        log: run.log,
        checksum: run.checksum,
        turns: run.turns,
      },
    }
  })
}
