import { createHash } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import { dailySeed, RUN_VERSION, type RunRecord, utcDay } from '@delve/run'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { Database } from '../db/database.js'
import { DatabaseUnavailableError } from '../db/database-unavailable.js'
import { boardPage, findRun, findRunByKey, insertRun, rankOf } from '../db/runs-table.js'
import { type Verifier, VerifierBusyError, VerifierTimeoutError } from '../verify/verifier.js'
import type { Verification } from '../verify/verify-worker.js'
import { checkDay, checkName, checkSeed, dailyOf, FieldError } from './fields.js'
import { BODY_LIMIT, pageSchema, runIdSchema, submissionSchema } from './schemas.js'

/** Requests an address may make a minute. */
export interface RateLimits {
  /** Submissions (default 30). */
  submissions?: number
  /** Reads of boards, runs and health (default 600). */
  reads?: number
}

export interface BoardOptions {
  db: Database
  verifier: Verifier
  /** Today's UTC day, YYYY-MM-DD: the last day a daily run may be of (default: the clock's). */
  today?: () => string
  rateLimits?: RateLimits
  /** Fastify's logger (default off). */
  logger?: boolean
}

interface Submission extends RunRecord {
  version: number
  name: string
}

interface PageQuery {
  page: number
  size: number
  choice: string
}

/**
 * The board's HTTP server, not yet listening: `await board.listen({ port })`, or
 * `board.inject(…)` in a test. Every score on it is what the server's own replay found.
 */
export async function createBoard(options: BoardOptions): Promise<FastifyInstance> {
  const { db, verifier } = options
  const today = options.today ?? (() => utcDay(Date.now()))
  const limits = { submissions: 30, reads: 600, ...options.rateLimits }
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // A seed in the address may be 243 characters, each up to 9 once escaped.
    routerOptions: { maxParamLength: 4096 },
  })
  await app.register(cors, { origin: true })
  await app.register(rateLimit, { global: false })
  app.setErrorHandler(answerError)
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } })

  app.get('/api/health', { config: perMinute(limits.reads) }, async () => {
    const [row] = await db.query<{ runs: number }>('SELECT count(*)::integer AS runs FROM runs')
    return { ok: true, database: db.kind, threads: verifier.threads, runs: row?.runs ?? 0 }
  })

  app.post(
    '/api/runs',
    { schema: { body: submissionSchema }, config: perMinute(limits.submissions) },
    async (request, reply) => {
      const body = request.body as Submission
      const name = checkName(body.name)
      checkSeed(body.seed)
      if (body.version !== RUN_VERSION) {
        throw new FieldError(
          'version',
          `this board replays runs of version ${RUN_VERSION}, not ${body.version}`,
          422,
        )
      }
      const daily = dailyOf(body.seed, today())
      const record: RunRecord = {
        version: body.version,
        seed: body.seed,
        choice: body.choice,
        log: body.log,
        checksum: body.checksum,
        turns: body.turns,
      }
      const key = runKey(record)
      const known = await findRunByKey(db, key)
      if (known) {
        if (known.checksum !== record.checksum || known.turns !== record.turns) {
          throw new FieldError('checksum', claimedElsewhere(known), 422)
        }
        return {
          id: known.id,
          rank: await rankOf(db, known.id),
          duplicate: true,
          ...placeOf(known),
        }
      }
      const found = await verify(verifier, record)
      if (found.end === 'playing') {
        throw new FieldError(
          'log',
          `the run has not ended (alive on turn ${found.turns}): a board ranks runs won or lost`,
          422,
        )
      }
      if (daily !== null && found.choiceKey !== '{}') {
        throw new FieldError(
          'choice',
          "a daily run is the day's dungeon as it comes: its generator choice must be the default",
          422,
        )
      }
      const run = {
        key,
        version: record.version ?? 1,
        seed: record.seed,
        choiceKey: found.choiceKey,
        choice: JSON.stringify(record.choice),
        daily,
        log: record.log as string,
        checksum: found.checksum,
        name,
        won: found.end === 'won',
        depth: found.depth,
        turns: found.turns,
        level: found.level,
        kills: found.kills,
        cause: found.cause,
        story: found.story,
      }
      const { id, inserted } = await insertRun(db, run)
      reply.code(inserted ? 201 : 200)
      return { id, rank: await rankOf(db, id), duplicate: !inserted, ...placeOf(run) }
    },
  )

  app.get(
    '/api/boards/daily/:date',
    { schema: { querystring: pageSchema }, config: perMinute(limits.reads) },
    async (request) => {
      const date = checkDay((request.params as { date: string }).date, today())
      const { page, size } = request.query as PageQuery
      const seed = dailySeed(date)
      const found = await boardPage(db, seed, '{}', (page - 1) * size, size)
      return { kind: 'daily', date, seed, choice: '{}', page, size, ...found }
    },
  )

  app.get(
    '/api/boards/seed/:seed',
    { schema: { querystring: pageSchema }, config: perMinute(limits.reads) },
    async (request) => {
      const seed = checkSeed((request.params as { seed: string }).seed)
      const { page, size, choice } = request.query as PageQuery
      const found = await boardPage(db, seed, choice, (page - 1) * size, size)
      return { kind: 'seed', seed, choice, page, size, ...found }
    },
  )

  app.get(
    '/api/runs/:id',
    { schema: { params: runIdSchema }, config: perMinute(limits.reads) },
    async (request, reply) => {
      const { id } = request.params as { id: number }
      const run = await findRun(db, id)
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
    },
  )

  return app
}

/**
 * A run's identity: its version, seed, choice (keys sorted) and log. Checksum and turns follow
 * from them, so they are not part of it.
 */
export function runKey(record: RunRecord): string {
  const choice = JSON.stringify(record.choice, Object.keys(record.choice).sort())
  return createHash('sha256')
    .update(JSON.stringify([record.version ?? 1, record.seed, choice, record.log]))
    .digest('hex')
}

/** The board a run is on. */
function placeOf(run: { daily: string | null; seed: string; choiceKey: string }) {
  return {
    board:
      run.daily !== null
        ? { kind: 'daily', date: run.daily }
        : { kind: 'seed', seed: run.seed, choice: run.choiceKey },
  }
}

function claimedElsewhere(known: { turns: number; checksum: string }): string {
  return (
    `this input log was replayed to turn ${known.turns} and checksum ${known.checksum}, ` +
    'not to the end the submission claims'
  )
}

/** The replay's verdict, a refusal naming what went wrong as a `FieldError`. */
async function verify(
  verifier: Verifier,
  record: RunRecord,
): Promise<Extract<Verification, { ok: true }>> {
  let found: Verification
  try {
    found = await verifier.verify(record)
  } catch (error) {
    // Too many waiting, or out of time: nothing against the run (a busy machine is slow).
    if (error instanceof VerifierBusyError || error instanceof VerifierTimeoutError) {
      throw new FieldError('log', `the board is busy (${error.message}); try again soon`, 503)
    }
    throw error
  }
  if (found.ok) return found
  const where = found.input !== undefined ? ` (input ${found.input}, turn ${found.turn})` : ''
  // A log that plays to another turn was cut or changed; one that plays to the claimed turn with
  // another world claims a false end.
  const field =
    found.input === undefined && found.turn === record.turns && /ended elsewhere/.test(found.reason)
      ? 'checksum'
      : /level cannot be made/.test(found.reason)
        ? 'choice'
        : 'log'
  throw new FieldError(field, `the run does not check out: ${found.reason}${where}`, 422)
}

/** Seconds a client is asked to wait when the board is busy or its database out of reach. */
const RETRY_AFTER = '5'

/** Every refusal as JSON naming the field: `{ statusCode, error, field, message }`. */
function answerError(
  error: FastifyError | FieldError | DatabaseUnavailableError,
  _request: unknown,
  reply: import('fastify').FastifyReply,
) {
  if (error instanceof DatabaseUnavailableError) {
    // Nothing in the request was wrong: the same request may be sent again once the database is
    // back (a run already stored is then found by its key, not stored twice).
    reply.log.warn(error)
    reply.header('retry-after', RETRY_AFTER)
    return reply.code(503).send({
      statusCode: 503,
      error: STATUS_CODES[503],
      message: `${error.message}; try again in ${RETRY_AFTER} s`,
    })
  }
  if (error instanceof FieldError) {
    if (error.status === 503) reply.header('retry-after', RETRY_AFTER)
    return reply.code(error.status).send({
      statusCode: error.status,
      error: STATUS_CODES[error.status],
      field: error.field,
      message: error.message,
    })
  }
  const status = error.statusCode ?? 500
  if (status >= 500) reply.log.error(error)
  const field = error.validation?.[0]
    ? fieldOf(error.validationContext ?? '', error.validation[0])
    : undefined
  return reply.code(status).send({
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    ...(field === undefined ? {} : { field }),
    message: status >= 500 ? 'the board failed to answer; the error is in its log' : error.message,
  })
}

/** The field a schema error is about: its path in the body, the query or the address. */
function fieldOf(
  context: string,
  issue: { instancePath: string; params: Record<string, unknown> },
): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty
  return path || (typeof missing === 'string' ? missing : context)
}
