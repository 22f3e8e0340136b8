// Saves made by the game's code before the run moved into this package (2026-11-26): they must
// still load to the same world, and play on to runs that replay from their seed.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  act,
  decodeLog,
  encodeLog,
  loadRun,
  ReplayError,
  type Run,
  type RunStats,
  recordRun,
  SaveError,
  verifyRun,
  worldChecksum,
} from '../src/index.js'

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

const SANDBOX = fixture('save-sandbox-2026-11-26.json')
const BSP = fixture('save-bsp-2026-11-26.json')
const WON = fixture('save-run-2026-11-26.json')
const CHECKSUMS: { bsp: string; sandbox: string; sandboxTurn: number } = JSON.parse(
  fixture('checksums-2026-11-26.json'),
)
const EXPECTED: {
  checksum: string
  turn: number
  depth: number
  hp: number
  inventory: string[]
  messages: string[]
  stats: RunStats
  log: string
} = JSON.parse(fixture('save-run-2026-11-26.expected.json'))

/** The figures a save is checked by. */
function figures(run: Run) {
  return {
    checksum: worldChecksum(run.world),
    turn: run.turn,
    depth: run.depth,
    hp: run.hp,
    inventory: run.inventory().map((item) => item.kind),
  }
}

/** The parts of a save's data the tests edit. */
interface SaveData {
  version: unknown
  inputs?: string
  log: string[]
  stats: { kills: number }
  snapshot: { entities: [{ health: { hp: number } }] }
}

/** The save's text with `edit` made to its data. */
function edited(text: string, edit: (data: SaveData) => void): string {
  const data = JSON.parse(text)
  edit(data)
  return JSON.stringify(data)
}

describe('saves from before the move load to the same run', () => {
  it('the mid-run save of the whole run: checksum, turn, depth, hp, pack, messages, stats, log', () => {
    const run = loadRun(WON)
    expect(figures(run)).toEqual({
      checksum: EXPECTED.checksum,
      turn: EXPECTED.turn,
      depth: EXPECTED.depth,
      hp: EXPECTED.hp,
      inventory: EXPECTED.inventory,
    })
    expect(run.messages().slice(-EXPECTED.messages.length)).toEqual(EXPECTED.messages)
    expect(run.stats).toEqual(EXPECTED.stats)
    expect(encodeLog(run.inputLog() ?? [])).toBe(EXPECTED.log)
    // It was saved on the turn the amulet was picked up: the run is won, and stays so.
    expect(run.end).toEqual({
      died: false,
      won: true,
      depth: 10,
      cause: 'took the amulet of the deep on depth 10',
    })
  })

  it('the save of the whole run replays from its seed to its checksum; it takes no more inputs', () => {
    const run = loadRun(WON)
    for (const input of [
      { kind: 'wait' },
      { kind: 'explore' },
      { kind: 'move', direction: 'up' },
    ] as const) {
      expect(act(run, input)).toMatchObject({ taken: false, refused: 'The run is over.' })
    }
    const record = recordRun(run)
    expect(record).toMatchObject({ checksum: EXPECTED.checksum, turns: EXPECTED.turn })
    expect(verifyRun(record)).toEqual({
      ok: true,
      end: 'won',
      turn: EXPECTED.turn,
      depth: EXPECTED.depth,
      level: 3,
      checksum: EXPECTED.checksum,
      cause: 'took the amulet of the deep on depth 10',
      stats: EXPECTED.stats,
    })
  })

  it('the bsp save: its checksum, turn and log, the same as its replay link', () => {
    const run = loadRun(BSP)
    expect(figures(run)).toEqual({
      checksum: CHECKSUMS.bsp,
      turn: 19,
      depth: 1,
      hp: 30,
      inventory: [],
    })
    expect(run.choice).toMatchObject({ algorithm: 'bsp', width: 60, height: 40 })
    expect(encodeLog(run.inputLog() ?? [])).toBe('2d3x5a3w3c3q')
    expect(run.stats).toEqual({
      steps: 19,
      dungeons: 1,
      turns: 19,
      kills: 0,
      killsByKind: {},
      used: {},
    })
    expect(verifyRun(recordRun(run))).toMatchObject({ ok: true, turn: 19, checksum: CHECKSUMS.bsp })
  })

  it('the bsp save, played on with act, still replays from its seed to the same checksum', () => {
    const run = loadRun(BSP)
    const saved = run.inputLog()?.length ?? 0
    const inputs = [
      { kind: 'explore' },
      { kind: 'explore' },
      { kind: 'explore' },
      { kind: 'wait' },
      { kind: 'explore' },
      { kind: 'explore' },
    ] as const
    for (const input of inputs) expect(act(run, input).taken).toBe(true)
    expect(run.turn).toBe(19 + inputs.length)
    const log = run.inputLog() ?? []
    expect(log.slice(0, saved)).toEqual(decodeLog('2d3x5a3w3c3q'))
    expect(log).toHaveLength(saved + inputs.length)
    const record = recordRun(run)
    expect(record.checksum).not.toBe(CHECKSUMS.bsp)
    expect(verifyRun(record)).toMatchObject({
      ok: true,
      end: 'playing',
      turn: run.turn,
      depth: 1,
      checksum: worldChecksum(run.world),
    })
  })

  it('the sandbox save: its checksum and turn, at depth 4; it plays on but has no replay', () => {
    const run = loadRun(SANDBOX)
    expect(figures(run)).toEqual({
      checksum: CHECKSUMS.sandbox,
      turn: CHECKSUMS.sandboxTurn,
      depth: 4,
      hp: 30,
      inventory: [],
    })
    expect(run.sandbox).toBe(true)
    expect(run.seenItems()).toEqual([[2707, ['confusion scroll']]])
    expect(run.inputLog()).toBeNull()
    expect(act(run, { kind: 'wait' }).taken).toBe(true)
    expect(run.turn).toBe(CHECKSUMS.sandboxTurn + 1)
    expect(() => recordRun(run)).toThrow(ReplayError)
  })
})

describe('saves that are not as written', () => {
  it('refuses a save of another version with a SaveError naming the version', () => {
    for (const [version, shown] of [
      [2, '2'],
      [0, '0'],
      ['1', '"1"'],
      [null, 'null'],
    ] as const) {
      const text = edited(WON, (data) => {
        data.version = version
      })
      expect(() => loadRun(text)).toThrow(SaveError)
      expect(() => loadRun(text)).toThrow(`the save is version ${shown}, not 1`)
    }
    expect(() => loadRun(BSP.slice(0, BSP.length >> 1))).toThrow(
      new SaveError('the save is not JSON'),
    )
  })

  it('refuses hit points beyond what the hero can have', () => {
    for (const hp of [0, -1, 51, 99]) {
      const text = edited(WON, (data) => {
        data.snapshot.entities[0].health.hp = hp
      })
      expect(() => loadRun(text)).toThrow(
        `snapshot entities[0].health.hp: must be an integer from 1 to 50, got ${hp}`,
      )
    }
  })

  it('loads hit points changed within reach, and the replay from its seed finds them out', () => {
    const run = loadRun(
      edited(BSP, (data) => {
        data.snapshot.entities[0].health.hp = 12
      }),
    )
    expect(run.hp).toBe(12)
    const verdict = verifyRun(recordRun(run))
    expect(verdict).toEqual({
      ok: false,
      reason:
        'the replay ended elsewhere than the run it records: turn 19 (recorded 19), ' +
        `checksum ${CHECKSUMS.bsp} (recorded ${worldChecksum(run.world)})`,
      turn: 19,
    })
  })

  it('loads a log cut short between two entries, and the replay ends elsewhere, earlier', () => {
    const text = edited(WON, (data) => {
      data.inputs = EXPECTED.log.slice(0, EXPECTED.log.length >> 1)
    })
    const run = loadRun(text)
    expect(worldChecksum(run.world)).toBe(EXPECTED.checksum)
    const verdict = verifyRun(recordRun(run))
    expect(verdict.ok).toBe(false)
    if (verdict.ok) return
    expect(verdict.input).toBeUndefined()
    expect(verdict.turn).toBeLessThan(EXPECTED.turn)
    expect(verdict.reason).toMatch(/^the replay ended elsewhere .*\(recorded 499\)/)
  })

  it('refuses a log cut in the middle of an entry, saying where', () => {
    const cut = EXPECTED.log.indexOf('Ub-50') + 4
    const text = edited(WON, (data) => {
      data.inputs = EXPECTED.log.slice(0, cut)
    })
    expect(() => loadRun(text)).toThrow(
      new SaveError(`inputs: the replay log has "U" at character ${cut - 3}`),
    )
  })

  it('a save without its log loads and plays, but cannot be replayed', () => {
    const run = loadRun(
      edited(BSP, (data) => {
        delete data.inputs
      }),
    )
    expect(worldChecksum(run.world)).toBe(CHECKSUMS.bsp)
    expect(() => recordRun(run)).toThrow(/cannot be replayed/)
  })

  it('edited tallies and messages load as written: the replay reports the true tallies', () => {
    const run = loadRun(
      edited(WON, (data) => {
        data.stats.kills = 99
        data.log = data.log.slice(0, 3)
      }),
    )
    expect(run.stats.kills).toBe(99)
    expect(run.messages()).toHaveLength(3)
    // Neither is part of the world's checksum: the record verifies, with the replay's own figures.
    const verdict = verifyRun(recordRun(run))
    expect(verdict).toMatchObject({ ok: true, checksum: EXPECTED.checksum })
    expect(verdict.ok && verdict.stats.kills).toBe(EXPECTED.stats.kills)
  })
})
