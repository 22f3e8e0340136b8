// Replay links the game wrote before the run moved into @delve/run (2026-11-26): read as a
// player's browser reads them, they must still verify to the run they record.
import type { Direction } from '@delve/map'
import {
  applyInput,
  decodeLog,
  encodeLog,
  type LoggedInput,
  type RunRecord,
  replayRun,
  verifyRun,
  worldChecksum,
} from '@delve/run'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import checksumsJson from '../../../../packages/run/test/fixtures/checksums-2026-11-26.json?raw'
import wonJson from '../../../../packages/run/test/fixtures/replay-link-2026-11-26.json?raw'
import wonLink from '../../../../packages/run/test/fixtures/replay-link-2026-11-26.txt?raw'
import bspLink from '../../../../packages/run/test/fixtures/replay-link-bsp-2026-11-26.txt?raw'
import { Playback } from './playback.js'
import { readReplayLink, replayQuery } from './replay-link.js'

const WON = JSON.parse(wonJson) as RunRecord & {
  end: { depth: number; turns: number; kills: number; level: number; end: string }
  stats: Record<string, unknown>
  depth: number
}
const CHECKSUMS = JSON.parse(checksumsJson) as { bsp: string; whole: string }

const DIRECTIONS: readonly Direction[] = [
  'up',
  'up-right',
  'right',
  'down-right',
  'down',
  'down-left',
  'left',
  'up-left',
]

/** `inputs` with the `i`-th replaced by `input`. */
function replaced(inputs: readonly LoggedInput[], i: number, input: LoggedInput): LoggedInput[] {
  return inputs.map((old, j) => (j === i ? input : old))
}

/** The link with its log replaced by `inputs`, as a tampering player would write it. */
function withLog(link: string, inputs: readonly LoggedInput[]): string {
  return link.trim().replace(/replay=.*$/, `replay=${encodeLog(inputs)}`)
}

/**
 * Where a replay of `record` with input `i` changed to `changed` must be refused: at that input
 * and the turn the run had reached, when the run refuses the changed input there (a wall); null
 * when the run takes it (a legal step elsewhere), and the replay goes wrong later.
 */
function refusedAt(record: RunRecord, i: number, changed: LoggedInput) {
  const before = replayRun({ ...record, log: decodeLog(record.log).slice(0, i) })
  const turn = before.turn
  return applyInput(before, changed) ? null : { input: i + 1, turn }
}

/** Checks a link with move `i` changed to `direction`: never ok, refused where it diverged. */
function checkTampered(link: string, i: number, direction: Direction): void {
  const record = readReplayLink(link)
  const inputs = decodeLog(record.log)
  const changed: LoggedInput = { kind: 'move', direction }
  const tampered = readReplayLink(withLog(link, replaced(inputs, i, changed)))
  const verdict = verifyRun(tampered)
  expect(verdict.ok).toBe(false)
  if (verdict.ok) return
  const at = refusedAt(record, i, changed)
  if (at) {
    expect({ input: verdict.input, turn: verdict.turn }).toEqual(at)
    expect(verdict.reason).toBe(
      `the replay went elsewhere: input ${at.input} (move) was refused on turn ${at.turn}`,
    )
  } else if (verdict.input !== undefined) {
    // Taken, so the run went elsewhere: a later input is refused there.
    expect(verdict.input).toBeGreaterThan(i + 1)
    expect(verdict.reason).toMatch(/^the replay went elsewhere: input \d+ \([\w-]+\) was refused/)
  } else {
    expect(verdict.reason).toMatch(/^the replay ended elsewhere than the run it records/)
  }
}

/** The indices of the log's moves. */
const movesOf = (log: string) =>
  decodeLog(log).flatMap((input, i) => (input.kind === 'move' ? [i] : []))

describe('replay links from before the move', () => {
  it('the won run: read as the game reads it, it verifies: won at depth 10 in 587 turns', () => {
    const record = readReplayLink(wonLink)
    expect(record).toEqual({
      version: 1,
      seed: WON.seed,
      choice: WON.choice,
      log: WON.log,
      checksum: CHECKSUMS.whole,
      turns: 587,
    })
    // The game still writes the same link for it, with the check links carry now.
    expect(replayQuery(record).replace(/&check=[0-9a-f]+/, '')).toBe(wonLink.trim())
    expect(verifyRun(record)).toEqual({
      ok: true,
      end: 'won',
      turn: 587,
      depth: 10,
      level: WON.end.level,
      checksum: CHECKSUMS.whole,
      cause: 'took the amulet of the deep on depth 10',
      stats: WON.stats,
    })
    expect(WON.end).toMatchObject({ depth: 10, turns: 587, kills: 15, end: 'won' })
  })

  it('the bsp run: verifies to its checksum after 19 turns, at depth 1, still playing', () => {
    const record = readReplayLink(bspLink)
    expect(record.choice).toMatchObject({ algorithm: 'bsp', width: 60, height: 40 })
    expect(replayQuery(record).replace(/&check=[0-9a-f]+/, '')).toBe(bspLink.trim())
    expect(verifyRun(record)).toMatchObject({
      ok: true,
      end: 'playing',
      turn: 19,
      depth: 1,
      checksum: CHECKSUMS.bsp,
    })
  })

  it('the page plays both back to the same end', () => {
    for (const link of [wonLink, bspLink]) {
      const playback = new Playback(readReplayLink(link))
      playback.toEnd()
      expect(playback.verdict?.same).toBe(true)
    }
  })
})

describe('tampered links from before the move', () => {
  // Each case replays a run twice, making its level each time: seconds on a busy machine.
  it('any move of the bsp link changed: refused where it diverged', { timeout: 120_000 }, () => {
    const inputs = decodeLog(readReplayLink(bspLink).log)
    for (const i of movesOf(readReplayLink(bspLink).log)) {
      for (const direction of DIRECTIONS) {
        const input = inputs[i]
        if (input?.kind === 'move' && input.direction !== direction) {
          checkTampered(bspLink, i, direction)
        }
      }
    }
  })

  it('a move of the won link changed: refused where it diverged', { timeout: 120_000 }, () => {
    const moves = movesOf(WON.log)
    const inputs = decodeLog(WON.log)
    fc.assert(
      fc.property(fc.constantFrom(...moves), fc.constantFrom(...DIRECTIONS), (i, direction) => {
        fc.pre((inputs[i] as { direction: Direction }).direction !== direction)
        checkTampered(wonLink, i, direction)
      }),
      { numRuns: 12 },
    )
  })

  it('a step into a wall slipped in: refused at that input, on that turn', () => {
    // The first move of the won log that, turned another way, walks into a wall.
    const record = readReplayLink(wonLink)
    const inputs = decodeLog(record.log)
    let found: { i: number; direction: Direction; input: number; turn: number } | undefined
    for (const i of movesOf(record.log)) {
      for (const direction of DIRECTIONS) {
        const at = refusedAt(record, i, { kind: 'move', direction })
        if (at) found = { i, direction, ...at }
        if (found) break
      }
      if (found) break
    }
    expect(found).toBeDefined()
    const { i, direction, input, turn } = found as NonNullable<typeof found>
    expect(input).toBe(i + 1)
    const tampered = withLog(wonLink, replaced(inputs, i, { kind: 'move', direction }))
    expect(verifyRun(readReplayLink(tampered))).toEqual({
      ok: false,
      reason: `the replay went elsewhere: input ${input} (move) was refused on turn ${turn}`,
      input,
      turn,
    })
    // Each input before it took a turn, but for the descents and level-up choices among them.
    const free = inputs.slice(0, i).filter((x) => x.kind === 'descend' || x.kind === 'level-up')
    expect(turn).toBe(i - free.length)
  })

  it('another count of turns, or another checksum: refused, ended elsewhere, on the true turn', () => {
    const link = wonLink.trim()
    for (const [edit, turns, sum] of [
      [link.replace('turns=587', 'turns=588'), 588, CHECKSUMS.whole],
      [link.replace('turns=587', 'turns=500'), 500, CHECKSUMS.whole],
      [link.replace(/sum=[0-9a-f]{16}/, 'sum=0123456789abcdef'), 587, '0123456789abcdef'],
    ] as const) {
      expect(verifyRun(readReplayLink(edit))).toEqual({
        ok: false,
        reason:
          `the replay ended elsewhere than the run it records: turn 587 (recorded ${turns}), ` +
          `checksum ${CHECKSUMS.whole} (recorded ${sum})`,
        turn: 587,
      })
    }
  })
})

describe('the page and verifyRun agree on a tampered link', () => {
  it('another count of turns: the page says it ended elsewhere too', () => {
    const playback = new Playback(readReplayLink(wonLink.trim().replace('turns=587', 'turns=588')))
    playback.toEnd()
    expect(playback.turn).toBe(587)
    expect(playback.verdict).toEqual({
      same: false,
      text:
        'This replay ended elsewhere than the run it records (turn 587, depth 10, 15 kills): ' +
        'a rule changed, or the link was altered.',
    })
  })

  it('inputs after the run was won: refused by both', () => {
    // A record made past the win (not by the game, whose run takes nothing then), checksum and all.
    const run = replayRun(readReplayLink(wonLink))
    run.wait()
    const record: RunRecord = {
      ...readReplayLink(wonLink),
      log: `${WON.log}s`,
      checksum: worldChecksum(run.world),
      turns: run.turn,
    }
    expect(verifyRun(record)).toMatchObject({ ok: false, input: 599, turn: 587 })
    const playback = new Playback(record)
    playback.toEnd()
    expect(playback.verdict?.same).toBe(false)
    expect(playback.verdict?.text).toMatch(/input 599 \(wait\) was refused on turn 587\./)
  })
})
