import type { RunRecord } from '@delve/run'

/** A line of a board, as the board sends it. */
export interface BoardRow {
  rank: number
  id: number
  name: string
  won: boolean
  depth: number
  turns: number
  level: number
  kills: number
  cause: string
}

/** A page of a board. */
export interface BoardPage {
  kind: 'daily' | 'seed'
  seed: string
  total: number
  rows: BoardRow[]
}

/** Which board a run went on. */
export type BoardPlace =
  | { kind: 'daily'; date: string }
  | { kind: 'seed'; seed: string; choice: string }

/** The board's answer to a submission. */
export interface Submitted {
  id: number
  rank: number
  duplicate: boolean
  board: BoardPlace
}

/** A stored run: the record to watch it again, and who played it. */
export interface BoardRun {
  id: number
  name: string
  record: RunRecord
}

/**
 * What a request came to: the answer, the board's refusal in its own words, or that the board
 * could not be reached (no board running, no network, no answer in time).
 */
export type BoardAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; unreachable: boolean; reason: string }

/** How long the game waits for an answer before it says the board cannot be reached. */
export const BOARD_TIMEOUT_MS = 15_000

/**
 * How long the game waits for the answer to a submission: longer than the board gives a replay
 * (20 s unless its `BOARD_REPLAY_SECONDS` says otherwise), so a run the board is still checking
 * is not reported unreachable, then found stored when sent again.
 */
export const SUBMIT_TIMEOUT_MS = 30_000

/**
 * The board's API (`apps/board`) from the game: every call resolves, never throws, and nothing
 * in the game waits on it.
 */
export class BoardClient {
  constructor(
    /** The API's address, ending in `/` (`https://host/path/api/`). */
    private readonly base: string,
    private readonly send: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  submit(record: RunRecord, name: string): Promise<BoardAnswer<Submitted>> {
    return this.ask<Submitted>(
      'runs',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...record, version: record.version ?? 1, name }),
      },
      SUBMIT_TIMEOUT_MS,
    )
  }

  daily(date: string, size = 10): Promise<BoardAnswer<BoardPage>> {
    return this.ask<BoardPage>(`boards/daily/${encodeURIComponent(date)}?size=${size}`)
  }

  seed(seed: string, choice: string, size = 10): Promise<BoardAnswer<BoardPage>> {
    const query = new URLSearchParams({ size: String(size), choice })
    return this.ask<BoardPage>(`boards/seed/${encodeURIComponent(seed)}?${query}`)
  }

  run(id: number): Promise<BoardAnswer<BoardRun>> {
    return this.ask<BoardRun>(`runs/${id}`)
  }

  private async ask<T>(
    path: string,
    init: RequestInit = {},
    waitMs = BOARD_TIMEOUT_MS,
  ): Promise<BoardAnswer<T>> {
    let response: Response
    try {
      response = await this.send(`${this.base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(waitMs),
      })
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'no answer in time'
          : 'no connection'
      return { ok: false, unreachable: true, reason: why }
    }
    const body = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null
    if (response.ok && body !== null) return { ok: true, value: body }
    // A board answers as JSON with a message: its refusals, and (503) why it is too busy or
    // without its database, the run to be sent again. Anything else is not a board.
    const said = body !== null && typeof body.message === 'string' ? body.message : undefined
    if (said !== undefined && response.status < 500) {
      return { ok: false, unreachable: false, reason: said }
    }
    if (said !== undefined && response.status === 503) {
      return { ok: false, unreachable: true, reason: said }
    }
    if (response.status === 429) {
      const wait = response.headers.get('retry-after')
      return {
        ok: false,
        unreachable: false,
        reason: `too many submissions from here${wait ? `: try again in ${wait} s` : ''}`,
      }
    }
    return { ok: false, unreachable: true, reason: `no board answers there (${response.status})` }
  }
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

/** "Ann · won · depth 10 · level 6 · 1980 turns" or "Bob · depth 7 · killed by a dire wolf on depth 7". */
export function describeRow(row: BoardRow): string {
  return `${row.name} · ${describeEnd(row)}`
}

/** What a row says after the player's name: "won · depth 10 · level 6 · 1980 turns". */
export function describeEnd(row: BoardRow): string {
  const end = row.won ? 'won' : row.cause
  return `${end} · depth ${row.depth} · level ${row.level} · ${row.turns} turns`
}
