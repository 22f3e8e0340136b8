/**
 * The database cannot be reached for now (the server is stopped, restarting or out of
 * connections, or a connection broke mid-query): nothing is wrong with the request, so the board
 * answers 503 with `Retry-After`. A write that broke this way may or may not have been stored; a
 * run sent again is found by its key, never stored twice.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

// SQLSTATE classes and codes that mean the server went away, not that the SQL was wrong:
// 08 connection exceptions, 57P01–57P03 shutting down or starting up, 53300 too many connections.
const SERVER_GONE = /^(08...|57P0[123]|53300)$/
// What Node's sockets say when the server is not there or the connection broke.
const SOCKET_GONE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// What node-postgres says itself when a connection ends or times out.
const DRIVER_GONE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/

/** Whether `error`, thrown by the database driver, means the database is out of reach. */
export function isDatabaseGone(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error instanceof DatabaseUnavailableError) return true
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (SERVER_GONE.test(code) || SOCKET_GONE.has(code))) return true
  // A connection tried on several addresses (localhost: ::1 and 127.0.0.1) fails with them all.
  if (error instanceof AggregateError && error.errors.some(isDatabaseGone)) return true
  return DRIVER_GONE.test(error.message)
}

/** `error` as a `DatabaseUnavailableError` when it means the database is out of reach, else as is. */
export function unavailableOr(error: unknown): unknown {
  if (!isDatabaseGone(error) || error instanceof DatabaseUnavailableError) return error
  const said = error instanceof Error ? error.message || (error as { code?: string }).code : ''
  return new DatabaseUnavailableError(`the database cannot be reached (${said})`, {
    cause: error,
  })
}
