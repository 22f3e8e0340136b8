// Replay links the game wrote. Those of 2026-11-26 (no version: version 1 of the rules), the won
// run of 2026-11-27 (version 2, before time cost anything) and of 2026-11-28 (version 3, before
// the monsters and the ranged play), of 2026-11-29 (version 4, before the vaults) and of 2026-11-30
// (version 5, before the balance), of 2026-12-01 (version 6, before rooms and corridors and BSP
// levels were made round their vaults), of 2026-12-02 (version 7, before the stairs cost a
// turn), of 2026-12-06 (version 8, before healing scaled with the hero) and of 2026-12-07
// (version 9, before the cave spider) are refused, saying so; the won run of 2026-12-08 (version 10;
// its link as the game writes it, made by packages/run/test/fixtures/make-fixtures.mjs), read as
// a player's browser reads it, verifies to the run it records, and a tampered copy is refused
// where it diverged.
import type { Direction } from '@delve/map'
import {
  applyInput,
  decodeLog,
  encodeLog,
  type LoggedInput,
  RUN_VERSION,
  type RunRecord,
  type RunVerdict,
  replayRun,
  runChecksum,
  verifyRun,
} from '@delve/run'
import { testHooks } from '@delve/run/testing'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import wonV2Link from '../../../../packages/run/test/fixtures/link-2026-11-27.txt?raw'
import wonV3Link from '../../../../packages/run/test/fixtures/link-2026-11-28.txt?raw'
import wonV4Link from '../../../../packages/run/test/fixtures/link-2026-11-29.txt?raw'
import wonV5Link from '../../../../packages/run/test/fixtures/link-2026-11-30.txt?raw'
import wonV6Link from '../../../../packages/run/test/fixtures/link-2026-12-01.txt?raw'
import wonV7Link from '../../../../packages/run/test/fixtures/link-2026-12-02.txt?raw'
import wonV8Link from '../../../../packages/run/test/fixtures/link-2026-12-06.txt?raw'
import wonV9Link from '../../../../packages/run/test/fixtures/link-2026-12-07.txt?raw'
import wonLink from '../../../../packages/run/test/fixtures/link-2026-12-08.txt?raw'
import recordJson from '../../../../packages/run/test/fixtures/record-2026-12-08.json?raw'
import oldLink from '../../../../packages/run/test/fixtures/replay-link-2026-11-26.txt?raw'
import oldBspLink from '../../../../packages/run/test/fixtures/replay-link-bsp-2026-11-26.txt?raw'
import { Playback, tryPlayback } from './playback.js'
import { readReplayLink, replayQuery } from './replay-link.js'

const { record: WON, verdict: VERDICT } = JSON.parse(recordJson) as {
  record: RunRecord
  verdict: RunVerdict & { ok: true }
}
const TURNS = WON.turns

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
  if (verdict.ok) {
    // Some changed moves leave the run as it was (move 8 497 of version 7's won run, turned up:
    // the same world on the same turn); then a straight replay of the tampered log must end in the
    // recorded world too, or verifyRun took a run that went elsewhere.
    const replayed = replayRun(tampered)
    expect({ turn: replayed.turn, checksum: runChecksum(replayed) }).toEqual({
      turn: record.turns,
      checksum: record.checksum,
    })
    return
  }
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

describe('replay links of version 1 (2026-11-26), 2 (2026-11-27), 3 (2026-11-28) and 4 (2026-11-29)', () => {
  const reason = `the replay is of version 1; this game plays version ${RUN_VERSION}`

  it.each([
    [2, wonV2Link],
    [3, wonV3Link],
    [4, wonV4Link],
    [5, wonV5Link],
    [6, wonV6Link],
    [7, wonV7Link],
    [8, wonV8Link],
    [9, wonV9Link],
  ])(
    'the won link of version %i reads as such, and is refused by verifyRun and the page',
    (version, link) => {
      const record = readReplayLink(link)
      expect(record.version).toBe(version)
      const refused = `the replay is of version ${version}; this game plays version ${RUN_VERSION}`
      expect(verifyRun(record)).toEqual({ ok: false, reason: refused })
      expect(tryPlayback(() => readReplayLink(link))).toEqual({ refused })
    },
  )

  it('read as version 1 (they carry no version), and refused by verifyRun, saying so', () => {
    for (const link of [oldLink, oldBspLink]) {
      const record = readReplayLink(link)
      expect(record.version).toBe(1)
      expect(verifyRun(record)).toEqual({ ok: false, reason })
    }
  })

  it('refused by the page with the same sentence, never a crash', () => {
    for (const link of [oldLink, oldBspLink]) {
      expect(tryPlayback(() => readReplayLink(link))).toEqual({ refused: reason })
    }
  })

  it('a version that is not a number is refused as the link is read', () => {
    const link = `${wonLink.trim().replace(`v=${RUN_VERSION}`, 'v=two')}`
    expect(() => readReplayLink(link)).toThrow('the replay\'s version "two" is not a number')
  })
})

// Each replays the whole run (about 11 000 turns, 22 flights of stairs): seconds on a busy machine.
describe('the won run of version 10 (2026-12-08)', () => {
  it('read as the game reads it, it verifies: out of the dungeon with the amulet', () => {
    const record = readReplayLink(wonLink)
    expect(record).toEqual(WON)
    // The game still writes the same link for it, with the check links carry now.
    expect(replayQuery(record).replace(/&check=[0-9a-f]+/, '')).toBe(wonLink.trim())
    expect(verifyRun(record)).toEqual(VERDICT)
    expect(VERDICT).toMatchObject({
      ok: true,
      end: 'won',
      depth: 1,
      cause: 'escaped with the amulet of the deep',
    })
  })

  it('the page plays it back to the same end', () => {
    const playback = new Playback(readReplayLink(wonLink))
    playback.toEnd()
    expect(playback.verdict?.same).toBe(true)
    expect(playback.run.levelsKept).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(playback.run.end).toMatchObject({ won: true, depth: 1 })
  })
})

describe('tampered links', () => {
  it('a move of the won link changed: refused where it diverged', () => {
    const moves = movesOf(WON.log)
    const inputs = decodeLog(WON.log)
    fc.assert(
      fc.property(fc.constantFrom(...moves), fc.constantFrom(...DIRECTIONS), (i, direction) => {
        fc.pre((inputs[i] as { direction: Direction }).direction !== direction)
        checkTampered(wonLink, i, direction)
      }),
      // Each run replays the tampered run, to its refusal or its end (seconds each): three find
      // a comparison of the inputs that stopped checking moves (every move is a candidate).
      // The move found to leave version 7's won run as it was is always among the cases.
      { numRuns: sized(3, 12), examples: [[8497, 'up']] },
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
    // Each input before it took a turn, but for the stairs and level-up choices among them.
    const free = inputs
      .slice(0, i)
      .filter((x) => x.kind === 'descend' || x.kind === 'ascend' || x.kind === 'level-up')
    expect(turn).toBe(i - free.length)
  })

  it('another count of turns, or another checksum: refused, ended elsewhere, on the true turn', () => {
    const link = wonLink.trim()
    const sum = WON.checksum
    for (const [edit, turns, claimed] of [
      [link.replace(`turns=${TURNS}`, `turns=${TURNS + 1}`), TURNS + 1, sum],
      [link.replace(`turns=${TURNS}`, 'turns=500'), 500, sum],
      [link.replace(/sum=[0-9a-f]{16}/, 'sum=0123456789abcdef'), TURNS, '0123456789abcdef'],
    ] as const) {
      expect(verifyRun(readReplayLink(edit))).toEqual({
        ok: false,
        reason:
          `the replay ended elsewhere than the run it records: turn ${TURNS} (recorded ${turns}), ` +
          `checksum ${sum} (recorded ${claimed})`,
        turn: TURNS,
      })
    }
  })
})

describe('the page and verifyRun agree on a tampered link', () => {
  it('another count of turns: the page says it ended elsewhere too', () => {
    const edited = wonLink.trim().replace(`turns=${TURNS}`, `turns=${TURNS + 1}`)
    const playback = new Playback(readReplayLink(edited))
    playback.toEnd()
    expect(playback.turn).toBe(TURNS)
    const kills = VERDICT.stats.kills
    expect(playback.verdict).toEqual({
      same: false,
      text:
        `This replay ended elsewhere than the run it records (turn ${TURNS}, depth 1, ${kills} kills): ` +
        'a rule changed, or the link was altered.',
    })
  })

  it('inputs after the run was won: refused by both', () => {
    // A record made past the win (not by the game, whose run takes nothing then), checksum and all.
    const run = replayRun(readReplayLink(wonLink))
    testHooks(run).wait()
    const record: RunRecord = {
      ...readReplayLink(wonLink),
      log: `${WON.log}s`,
      checksum: runChecksum(run),
      turns: run.turn,
    }
    const after = decodeLog(WON.log).length + 1
    expect(verifyRun(record)).toMatchObject({ ok: false, input: after, turn: TURNS })
    const playback = new Playback(record)
    playback.toEnd()
    expect(playback.verdict?.same).toBe(false)
    expect(playback.verdict?.text).toContain(`input ${after} (wait) was refused on turn ${TURNS}.`)
  })
})
