import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { DatabaseUnavailableError } from '../db/database-unavailable.js'
import { FieldError } from './fields.js'

/** Seconds a client is asked to wait when the board is busy or its database out of reach. */
export const RETRY_AFTER = '5'

/** Where a 5xx's error goes, with its stack, whether or not requests are logged. */
export type ServerErrorLog = (error: Error, request: FastifyRequest) => void

/** Writes a 5xx's request line and error, stack and cause included, to standard error. */
export const logToStderr: ServerErrorLog = (error, request) => {
  const cause = error.cause instanceof Error ? `\ncaused by: ${error.cause.stack}` : ''
  process.stderr.write(
    `${new Date().toISOString()} ${request.method} ${request.url.slice(0, 200)} failed: ${error.stack}${cause}\n`,
  )
}

/** Every refusal as JSON naming the field: `{ statusCode, error, field, message }`. */
export function answerError(log: ServerErrorLog) {
  return (
    error: FastifyError | FieldError | DatabaseUnavailableError,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (error instanceof DatabaseUnavailableError) {
      // Nothing in the request was wrong: the same request may be sent again once the database
      // is back (a run already stored is then found by its key, not stored twice).
      log(error, request)
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
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 500) log(error, request)
    const field = error.validation?.[0]
      ? fieldOf(error.validationContext ?? '', error.validation[0])
      : undefined
    return reply.code(status).send({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      ...(field === undefined ? {} : { field }),
      message:
        status >= 500 ? 'the board failed to answer; the error is in its log' : error.message,
    })
  }
}

/** The field a schema error is about: its path in the body, the query or the address. */
function fieldOf(
  context: string,
  issue: { instancePath: string; params: Record<string, unknown>; propertyName?: string },
): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
  const named = issue.params.missingProperty ?? issue.params.additionalProperty
  // A name refused by `propertyNames`: the field is that name.
  const extra = issue.propertyName ?? issue.params.propertyName
  if (typeof extra === 'string') return path ? `${path}.${extra}` : extra
  return path || (typeof named === 'string' ? named : context)
}
