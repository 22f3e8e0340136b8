import { defaultChoice } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { BoardClient, describeEnd, describeRow, ordinal } from './board-client.js'

describe('ordinal', () => {
  it('says 1st 2nd 3rd, 11th 12th 13th, 21st 22nd 23rd, 101st 111th', () => {
    const said = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 1002].map(ordinal)
    expect(said).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
      '1002nd',
    ])
  })
})

describe('describeRow', () => {
  it('names the player and the end, won or how it was lost', () => {
    const row = { rank: 1, id: 3, name: 'Ann', depth: 10, level: 6, turns: 1980, kills: 40 }
    expect(describeRow({ ...row, won: true, cause: 'escaped with the amulet of the deep' })).toBe(
      'Ann · won · depth 10 · level 6 · 1980 turns',
    )
    expect(describeRow({ ...row, won: false, cause: 'killed by an ogre on depth 9' })).toBe(
      'Ann · killed by an ogre on depth 9 · depth 10 · level 6 · 1980 turns',
    )
  })

  it('is the name, then what the panel writes after the name’s own isolate', () => {
    const row = { rank: 1, id: 3, depth: 2, level: 1, turns: 40, kills: 1, won: false }
    // A name that reads right to left: the row is the name and its end, in that order.
    const name = '\u05e9\u05e8\u05d4'
    const described = describeRow({ ...row, name, cause: 'killed by a rat on depth 2' })
    expect(described).toBe(
      `${name} · ${describeEnd({ ...row, name, cause: 'killed by a rat on depth 2' })}`,
    )
    expect(describeEnd({ ...row, name, cause: 'killed by a rat on depth 2' })).toBe(
      'killed by a rat on depth 2 · depth 2 · level 1 · 40 turns',
    )
  })
})

describe('BoardClient, reading what comes back (the board itself answers in the e2e test)', () => {
  const record = {
    version: 4,
    seed: 's',
    choice: defaultChoice(),
    log: '',
    checksum: '0',
    turns: 0,
  }
  const answering =
    (body: string, status: number, type = 'application/json'): typeof fetch =>
    async () =>
      new Response(body, { status, headers: { 'content-type': type } })

  it("gives a board's refusal in its own words", async () => {
    const client = new BoardClient(
      'api/',
      answering(
        JSON.stringify({ statusCode: 400, field: 'name', message: 'name: must not be empty' }),
        400,
      ),
    )
    expect(await client.submit(record, '')).toEqual({
      ok: false,
      unreachable: false,
      reason: 'name: must not be empty',
    })
  })

  it('says a server that answers no JSON, or a 5xx, is not a reachable board', async () => {
    expect(await new BoardClient('api/', answering('Not found', 404, 'text/plain')).run(1)).toEqual(
      {
        ok: false,
        unreachable: true,
        reason: 'no board answers there (404)',
      },
    )
    const broken = answering(JSON.stringify({ message: 'something broke' }), 500)
    expect(await new BoardClient('api/', broken).daily('2026-11-27')).toEqual({
      ok: false,
      unreachable: true,
      reason: 'no board answers there (500)',
    })
  })

  it("gives a busy board's own reason (503), the run kept to send again", async () => {
    const message = 'the board is busy (the replay took longer than 20 s); try again soon'
    const busy = answering(JSON.stringify({ statusCode: 503, field: 'log', message }), 503)
    expect(await new BoardClient('api/', busy).submit(record, 'Ann')).toEqual({
      ok: false,
      unreachable: true,
      reason: message,
    })
  })

  it('says no connection when the request fails, and never throws', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await new BoardClient('api/', failing).run(1)).toEqual({
      ok: false,
      unreachable: true,
      reason: 'no connection',
    })
  })

  it('asks the routes the board serves, the seed and day written into the address', async () => {
    const asked: string[] = []
    const client = new BoardClient('https://example.org/game/api/', async (url) => {
      asked.push(String(url))
      return new Response('{"rows":[]}', { status: 200 })
    })
    await client.daily('2026-11-27')
    await client.seed('a seed/with?odd#bits', '{}')
    await client.run(12)
    expect(asked).toEqual([
      'https://example.org/game/api/boards/daily/2026-11-27?size=10',
      'https://example.org/game/api/boards/seed/a%20seed%2Fwith%3Fodd%23bits?size=10&choice=%7B%7D',
      'https://example.org/game/api/runs/12',
    ])
  })
})
