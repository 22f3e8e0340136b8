import { utcDay } from '@delve/run'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import type { Database } from '../db/database.js'
import type { Verifier } from '../verify/verifier.js'
import { answerError, logToStderr, type ServerErrorLog } from './answer-error.js'
import { readJsonBodies } from './json-body.js'
import { DatabaseCounts, MemoryCounts, type RateCounts, rateStore } from './rate-counts.js'
import { readRoutes } from './read-routes.js'
import { BODY_LIMIT } from './schemas.js'
import { submitRoute } from './submit-route.js'

/** Requests an address may make a minute. */
export interface RateLimits {
  /** Submissions (default 30). */
  submissions?: number
  /** Every other request: boards, runs, health, addresses with no route (default 600). */
  reads?: number
}

/** How long a client may take and how many may be connected at once. */
export interface ConnectionLimits {
  /** Milliseconds to send a whole request, headers and body (default 10 000). */
  requestMs?: number
  /** Connections open at once; past it a new one is closed at once (default 1 000). */
  connections?: number
}

export interface BoardOptions {
  db: Database
  verifier: Verifier
  /** Today's UTC day, YYYY-MM-DD: the last day a daily run may be of (default: the clock's). */
  today?: () => string
  rateLimits?: RateLimits
  /**
   * Where the rate limit counts (default: the database when it is PostgreSQL, shared by every
   * board process on it; this process's memory with PGlite, which has one process).
   */
  rateCounts?: RateCounts
  connections?: ConnectionLimits
  /** Fastify's logger, every request (default off). */
  logger?: boolean
  /** Where a 5xx's error and stack go, logger or not (default: standard error). */
  serverErrors?: ServerErrorLog
}

/** The rate limit's group of a request: its route's, else reads (unknown addresses too). */
const groupOf = (request: FastifyRequest) =>
  (request.routeOptions.config as { limitGroup?: string } | undefined)?.limitGroup ?? 'reads'

/**
 * The board's HTTP server, not yet listening: `await board.listen({ port })`, or
 * `board.inject(…)` in a test. Every score on it is what the server's own replay found.
 */
export async function createBoard(options: BoardOptions): Promise<FastifyInstance> {
  const { db, verifier } = options
  const today = options.today ?? (() => utcDay(Date.now()))
  const limits = { submissions: 30, reads: 600, ...options.rateLimits }
  const requestMs = options.connections?.requestMs ?? 10_000
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // A slow client is cut off: the whole request within requestMs, looked at every second.
    requestTimeout: requestMs,
    http: { headersTimeout: requestMs, connectionsCheckingInterval: 1000 },
    keepAliveTimeout: 5_000,
    // A seed in the address may be 237 characters, each up to 12 once escaped.
    routerOptions: { maxParamLength: 4096 },
    // Types as sent: "7" is not 7, [7] is not 7, null is not 0. Extra fields of a body are
    // dropped (a client's claims are never read); defaults are not filled in.
    ajv: { customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: true } },
  })
  app.server.maxConnections = options.connections?.connections ?? 1000
  readJsonBodies(app)
  await app.register(cors, { origin: true })
  const counts =
    options.rateCounts ?? (db.kind === 'postgres' ? new DatabaseCounts(db) : new MemoryCounts())
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    store: rateStore(counts),
    // The address as the socket gives it (no X-Forwarded-For: a client cannot pose as many),
    // counted once across every route of its group.
    keyGenerator: (request) => `${groupOf(request)}:${request.ip}`,
    max: (request) => (groupOf(request) === 'submissions' ? limits.submissions : limits.reads),
  })
  app.setErrorHandler(answerError(options.serverErrors ?? logToStderr))
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `no route ${request.method} ${request.url.slice(0, 100)}`,
    })
  })
  submitRoute(app, db, verifier, today)
  readRoutes(app, db, verifier, today)
  return app
}
