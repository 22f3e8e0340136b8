import { describe, expect, it } from 'vitest'
import {
  DatabaseUnavailableError,
  isDatabaseGone,
  unavailableOr,
} from '../src/db/database-unavailable.js'

/** An error as node-postgres or Node's sockets give one: a message and maybe a code. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), { code })

describe('a database error', () => {
  it('means the database is gone when the server or the socket says so', () => {
    for (const gone of [
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('the database system is shutting down', '57P03'),
      failure('connection failure', '08006'),
      failure('sorry, too many clients already', '53300'),
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('read ECONNRESET', 'ECONNRESET'),
      failure('Connection terminated unexpectedly'),
      failure('timeout exceeded when trying to connect'),
      new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseGone(gone), gone.message).toBe(true)
      const wrapped = unavailableOr(gone)
      expect(wrapped).toBeInstanceOf(DatabaseUnavailableError)
      expect((wrapped as Error).cause).toBe(gone)
    }
  })

  it('is left as it is when the SQL or the data was at fault', () => {
    for (const wrong of [
      failure('relation "runs" does not exist', '42P01'),
      failure('duplicate key value violates unique constraint "runs_key_key"', '23505'),
      failure('invalid input syntax for type date: "2026-02-30"', '22008'),
      new TypeError('Cannot read properties of undefined'),
      'not an error',
    ]) {
      expect(isDatabaseGone(wrong)).toBe(false)
      expect(unavailableOr(wrong)).toBe(wrong)
    }
  })
})
