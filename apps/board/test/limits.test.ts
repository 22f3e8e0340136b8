import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { createBoard } from '../src/http/board-app.js'
import { DatabaseCounts } from '../src/http/rate-counts.js'
import type { Verifier } from '../src/verify/verifier.js'
import { testDatabase } from './test-database.js'
import { testVerifier } from './test-verifier.js'

let db: Database
let verifier: Verifier
const boards: FastifyInstance[] = []

beforeAll(async () => {
  db = await testDatabase()
  verifier = testVerifier()
})

afterAll(async () => {
  for (const board of boards) await board.close()
  await db?.close()
})

async function board(options: Omit<Parameters<typeof createBoard>[0], 'db' | 'verifier'>) {
  const made = await createBoard({ db, verifier, ...options })
  boards.push(made)
  return made
}

const statuses = async (app: FastifyInstance, urls: string[], remoteAddress = '10.0.0.1') => {
  const found: number[] = []
  for (const url of urls)
    found.push((await app.inject({ method: 'GET', url, remoteAddress })).statusCode)
  return found
}

describe('the rate limit', () => {
  it("counts an address's reads once across every route, unknown ones too", async () => {
    const app = await board({ rateLimits: { reads: 4 } })
    const urls = ['/api/health', '/api/boards/seed/abc', '/api/runs/1', '/nowhere', '/api/health']
    expect(await statuses(app, urls)).toEqual([200, 200, 404, 404, 429])
    // Unknown addresses alone are limited too.
    const other = await board({ rateLimits: { reads: 2 } })
    expect(await statuses(other, ['/a', '/b', '/c'], '10.0.0.9')).toEqual([404, 404, 429])
    // Another address has its own count.
    expect(await statuses(app, ['/api/health'], '10.0.0.2')).toEqual([200])
  })

  it('holds across board processes that share the database', async () => {
    // Two boards counting in one database, as processes behind a balancer would.
    const shared = new DatabaseCounts(db)
    const a = await board({ rateLimits: { reads: 3 }, rateCounts: shared })
    const b = await board({ rateLimits: { reads: 3 }, rateCounts: new DatabaseCounts(db) })
    const seen = [
      ...(await statuses(a, ['/api/health'], '10.1.0.1')),
      ...(await statuses(b, ['/api/health'], '10.1.0.1')),
      ...(await statuses(a, ['/api/health'], '10.1.0.1')),
      ...(await statuses(b, ['/api/health'], '10.1.0.1')),
    ]
    expect(seen).toEqual([200, 200, 200, 429])
  })
})

/** A board listening on loopback, and sockets to it. */
async function listening(connections: { requestMs?: number; connections?: number }) {
  const app = await board({ connections })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const open = async (): Promise<Socket> => {
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    return socket
  }
  return { app, open }
}

/** Everything `socket` receives until it is closed. */
function untilClosed(socket: Socket): Promise<string> {
  let got = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    got += chunk
  })
  socket.on('error', () => {})
  return new Promise((resolve) => socket.once('close', () => resolve(got)))
}

describe("the board's connections", () => {
  // The bound is for a board that never cuts it off (a hang), not a measure of time.
  it('cut off a body sent too slowly', { timeout: 60_000 }, async () => {
    const { open } = await listening({ requestMs: 1000 })
    const socket = await open()
    const closed = untilClosed(socket)
    // Headers, then one byte of a body of a hundred, and nothing more.
    socket.write(
      'POST /api/runs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    )
    const said = await closed
    expect(said).toMatch(/^HTTP\/1\.1 408|^$/)
  })

  it('are capped: past the cap a new one is closed at once', { timeout: 60_000 }, async () => {
    const { open } = await listening({ connections: 2 })
    const held = [await open(), await open()]
    const third = await open()
    expect(await untilClosed(third)).toBe('')
    // The two held are served.
    const [first] = held as [Socket]
    const answer = untilClosed(first)
    first.end('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(await answer).toMatch(/^HTTP\/1\.1 200/)
    for (const socket of held) socket.destroy()
  })
})
