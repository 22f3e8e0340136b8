// Saves and records of the versions of the rules. Version 1 (2026-11-26, made by the game's
// code before the run moved into this package), version 2 (2026-11-27, before time cost
// anything), version 3 (2026-11-28, before the monsters and the ranged play) and version 4
// (2026-11-29, before the vaults), version 5 (2026-11-30, before called monsters stopped
// giving experience and the depth table was retuned), version 6 (2026-12-01, before rooms and
// corridors and BSP levels were made round their vaults), version 7 (2026-12-02, before the
// stairs cost a turn), version 8 (2026-12-06, before healing scaled with the hero and a turn's
// story was told in order) and version 9 (2026-12-07, before the cave spider): refused, saying
// which version they are.
// Version 10 (2026-12-08, made by `fixtures/make-fixtures.mjs 2026-12-08`): they must load to the
// same world, and play on to runs that replay from their seed.
import { readFileSync } from 'node:fs'
import { Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'
import {
  act,
  DEFAULT_VAULTS,
  decodeLog,
  encodeLog,
  loadRun,
  ReplayError,
  RUN_VERSION,
  type Run,
  type RunRecord,
  type RunStats,
  type RunVerdict,
  recordRun,
  replayRun,
  runChecksum,
  SAVE_VERSION,
  SaveError,
  verifyRun,
} from '../src/index.js'

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

const V1 = {
  saves: [
    fixture('save-run-2026-11-26.json'),
    fixture('save-bsp-2026-11-26.json'),
    fixture('save-sandbox-2026-11-26.json'),
  ],
  record: JSON.parse(fixture('replay-link-2026-11-26.json')) as RunRecord,
}

/**
 * An earlier version's saves (the climb, BSP and sandbox ones, and the vault one from version 5 on)
 * and its won record, made on `day`.
 */
function earlier(day: string, vault: boolean) {
  const kinds = ['climb', 'bsp', 'sandbox', ...(vault ? ['vault'] : [])]
  return {
    saves: kinds.map((kind) => fixture(`save-${kind}-${day}.json`)),
    record: JSON.parse(fixture(`record-${day}.json`)).record as RunRecord,
  }
}

/** Versions 2 to 9, each with the day its fixtures were made. */
const EARLIER = (
  [
    [2, '2026-11-27'],
    [3, '2026-11-28'],
    [4, '2026-11-29'],
    [5, '2026-11-30'],
    [6, '2026-12-01'],
    [7, '2026-12-02'],
    [8, '2026-12-06'],
    [9, '2026-12-07'],
  ] as const
).map(([version, day]) => ({ version, day, ...earlier(day, version >= 5) }))

const CLIMB = fixture('save-climb-2026-12-08.json')
const BSP = fixture('save-bsp-2026-12-08.json')
const SANDBOX = fixture('save-sandbox-2026-12-08.json')
const VAULT = fixture('save-vault-2026-12-08.json')
/** The content the vault save was played with: two vaults forced on every level. */
const VAULT_CONTENT = {
  vaults: { ...DEFAULT_VAULTS, force: ['choice_of_three', 'small_treasury'] },
}
const WON: { record: RunRecord; verdict: RunVerdict } = JSON.parse(
  fixture('record-2026-12-08.json'),
)
const CHECKSUMS: {
  vault: string
  vaultTurn: number
  vaultLog: string
  whole: string
  bsp: string
  bspTurn: number
  bspDepth: number
  bspLog: string
  sandbox: string
  sandboxTurn: number
} = JSON.parse(fixture('checksums-2026-12-08.json'))
const EXPECTED: {
  checksum: string
  turn: number
  depth: number
  hp: number
  inventory: string[]
  levelsKept: number[]
  messages: string[]
  stats: RunStats
  log: string
} = JSON.parse(fixture('save-climb-2026-12-08.expected.json'))

/** The figures a save is checked by. */
function figures(run: Run) {
  return {
    checksum: runChecksum(run),
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

describe('saves and records of earlier versions are refused, saying so', () => {
  it('the versions read and played now are 10', () => {
    expect([SAVE_VERSION, RUN_VERSION]).toEqual([10, 10])
  })

  it.each([
    [1, V1.saves] as const,
    ...EARLIER.map(({ version, saves }) => [version, saves] as const),
  ])('each save of version %i: a SaveError naming its version and this one', (version, saves) => {
    for (const text of saves) {
      expect(() => loadRun(text)).toThrow(
        new SaveError(
          `the save is of version ${version}; this game reads saves of version ${SAVE_VERSION}`,
        ),
      )
    }
  })

  it('the record of 2026-11-26 (no version: 1), and one that says 1: refused by verifyRun', () => {
    const reason = `the replay is of version 1; this game plays version ${RUN_VERSION}`
    expect(V1.record.version).toBeUndefined()
    expect(verifyRun(V1.record)).toEqual({ ok: false, reason })
    expect(verifyRun({ ...V1.record, version: 1 })).toEqual({ ok: false, reason })
    expect(() => replayRun(V1.record)).toThrow(new ReplayError(reason))
  })

  it.each(EARLIER.map(({ version, day, record }) => [version, day, record] as const))(
    'the won record of version %i (%s): refused by verifyRun and replayRun',
    (version, _, record) => {
      const reason = `the replay is of version ${version}; this game plays version ${RUN_VERSION}`
      expect(record.version).toBe(version)
      expect(verifyRun(record)).toEqual({ ok: false, reason })
      expect(() => replayRun(record)).toThrow(new ReplayError(reason))
    },
  )
})

describe('the won run of version 10', () => {
  it('verifies: climbed out with the amulet, on depth 1', () => {
    expect(WON.record.version).toBe(10)
    expect(verifyRun(WON.record)).toEqual(WON.verdict)
    expect(WON.verdict).toMatchObject({
      ok: true,
      end: 'won',
      depth: 1,
      cause: 'escaped with the amulet of the deep',
      checksum: CHECKSUMS.whole,
    })
  })
})

describe('saves of version 10 load to the same run', () => {
  it('the vault save: an offering taken, the others caged; the treasury opened; it replays', () => {
    const run = loadRun(VAULT, VAULT_CONTENT)
    expect(figures(run)).toMatchObject({ checksum: CHECKSUMS.vault, turn: CHECKSUMS.vaultTurn })
    expect(run.cagedNow()).toEqual([0])
    expect(run.vaults().map((v) => [v.name, v.caged])).toEqual([
      ['choice_of_three', true],
      ['small_treasury', false],
    ])
    const lock = run.level.vaults?.[1]?.locks[0]
    expect(lock && run.level.tiles[lock.y * run.level.width + lock.x]).toBe(Tile.Floor)
    expect(encodeLog(run.inputLog() ?? [])).toBe(CHECKSUMS.vaultLog)
    expect(verifyRun(recordRun(run), VAULT_CONTENT)).toMatchObject({
      ok: true,
      checksum: CHECKSUMS.vault,
    })
    // Without the vaults it was played with, it is not the same run.
    expect(() => loadRun(VAULT)).toThrow(SaveError)
  })

  it('the save taken on the way out: checksum, turn, depth, hp, pack, levels kept, messages, log', () => {
    const run = loadRun(CLIMB)
    expect(figures(run)).toEqual({
      checksum: EXPECTED.checksum,
      turn: EXPECTED.turn,
      depth: EXPECTED.depth,
      hp: EXPECTED.hp,
      inventory: EXPECTED.inventory,
    })
    expect(run.levelsKept).toEqual(EXPECTED.levelsKept)
    expect(run.messages().slice(-EXPECTED.messages.length)).toEqual(EXPECTED.messages)
    expect(run.stats).toEqual(EXPECTED.stats)
    expect(encodeLog(run.inputLog() ?? [])).toBe(EXPECTED.log)
    expect(run).toMatchObject({ carryingGoal: true, climbing: true, won: false, end: null })
    expect(verifyRun(recordRun(run))).toMatchObject({
      ok: true,
      end: 'playing',
      turn: EXPECTED.turn,
      checksum: EXPECTED.checksum,
    })
  })

  it('the save taken on the way out, played on with the rest of the log: the won run', () => {
    const run = loadRun(CLIMB)
    const all = decodeLog(WON.record.log)
    const saved = run.inputLog()?.length ?? 0
    expect(all.slice(0, saved)).toEqual(run.inputLog())
    for (const input of all.slice(saved)) expect(act(run, input).taken).toBe(true)
    expect(run.end).toEqual({
      died: false,
      won: true,
      depth: 1,
      cause: 'escaped with the amulet of the deep',
    })
    expect(recordRun(run)).toEqual(WON.record)
  })

  it('the bsp save: every level bsp, as its explicit choice says; level 1 kept', () => {
    const run = loadRun(BSP)
    expect(figures(run)).toMatchObject({
      checksum: CHECKSUMS.bsp,
      turn: CHECKSUMS.bspTurn,
      depth: CHECKSUMS.bspDepth,
    })
    expect(run.choice).toMatchObject({ algorithm: 'bsp', width: 60, height: 40 })
    expect(run.levelChoice).toEqual(run.choice)
    expect(run.levelsKept).toEqual([1])
    expect(encodeLog(run.inputLog() ?? [])).toBe(CHECKSUMS.bspLog)
    expect(verifyRun(recordRun(run))).toMatchObject({ ok: true, checksum: CHECKSUMS.bsp })
    // Played on, it still replays from its seed to where it is.
    for (let walk = 0; walk < 4; walk++) act(run, { kind: 'explore' })
    expect(verifyRun(recordRun(run))).toMatchObject({ ok: true, checksum: runChecksum(run) })
  })

  it('the sandbox save: its checksum and turn, at depth 4; it plays on but has no replay', () => {
    const run = loadRun(SANDBOX)
    expect(figures(run)).toMatchObject({
      checksum: CHECKSUMS.sandbox,
      turn: CHECKSUMS.sandboxTurn,
      depth: 4,
    })
    expect(run.sandbox).toBe(true)
    expect(run.inputLog()).toBeNull()
    expect(act(run, { kind: 'wait' }).taken).toBe(true)
    expect(() => recordRun(run)).toThrow(ReplayError)
  })
})

describe('saves that are not as written', () => {
  it('refuses a save of another version with a SaveError naming the version', () => {
    for (const [version, shown] of [
      [5, '5'],
      [4, '4'],
      [0, '0'],
      ['6', '"6"'],
      [null, 'null'],
    ] as const) {
      const text = edited(CLIMB, (data) => {
        data.version = version
      })
      expect(() => loadRun(text)).toThrow(SaveError)
      expect(() => loadRun(text)).toThrow(
        `the save is of version ${shown}; this game reads saves of version ${SAVE_VERSION}`,
      )
    }
    expect(() => loadRun(BSP.slice(0, BSP.length >> 1))).toThrow(
      new SaveError('the save is not JSON'),
    )
  })

  it('refuses hit points beyond what the hero can have', () => {
    const max = JSON.parse(CLIMB).snapshot.entities[0].health.max as number
    for (const hp of [0, -1, max + 1, max + 29]) {
      const text = edited(CLIMB, (data) => {
        data.snapshot.entities[0].health.hp = hp
      })
      expect(() => loadRun(text)).toThrow(
        `snapshot entities[0].health.hp: must be an integer from 1 to ${max}, got ${hp}`,
      )
    }
  })

  it('loads hit points changed within reach, and the replay from its seed finds them out', () => {
    const run = loadRun(
      edited(CLIMB, (data) => {
        data.snapshot.entities[0].health.hp = 12
      }),
    )
    expect(run.hp).toBe(12)
    const verdict = verifyRun(recordRun(run))
    expect(verdict).toEqual({
      ok: false,
      reason:
        `the replay ended elsewhere than the run it records: turn ${EXPECTED.turn} ` +
        `(recorded ${EXPECTED.turn}), checksum ${EXPECTED.checksum} (recorded ${runChecksum(run)})`,
      turn: EXPECTED.turn,
    })
  })

  it('loads a log cut short between two entries, and the replay ends elsewhere, earlier', () => {
    const text = edited(CLIMB, (data) => {
      const inputs = decodeLog(EXPECTED.log)
      data.inputs = encodeLog(inputs.slice(0, inputs.length >> 1))
    })
    const run = loadRun(text)
    expect(runChecksum(run)).toBe(EXPECTED.checksum)
    const verdict = verifyRun(recordRun(run))
    expect(verdict.ok).toBe(false)
    if (verdict.ok) return
    expect(verdict.input).toBeUndefined()
    expect(verdict.turn).toBeLessThan(EXPECTED.turn)
    expect(verdict.reason).toMatch(
      new RegExp(`^the replay ended elsewhere .*\\(recorded ${EXPECTED.turn}\\)`),
    )
  })

  it('refuses a log cut in the middle of an entry, saying where', () => {
    // The first use of an item (`Ub`, or `Ub-45-12.` aimed), cut after its U.
    const at = EXPECTED.log.search(/U[a-z]/)
    expect(at).toBeGreaterThan(0)
    const cut = at + 1
    const text = edited(CLIMB, (data) => {
      data.inputs = EXPECTED.log.slice(0, cut)
    })
    expect(() => loadRun(text)).toThrow(
      new SaveError(`inputs: the replay log has "U" at character ${at + 1}`),
    )
  })

  it('a save without its log loads and plays, but cannot be replayed', () => {
    const run = loadRun(
      edited(BSP, (data) => {
        delete data.inputs
      }),
    )
    expect(runChecksum(run)).toBe(CHECKSUMS.bsp)
    expect(() => recordRun(run)).toThrow(/cannot be replayed/)
  })

  it('edited tallies and messages load as written: the replay reports the true tallies', () => {
    const run = loadRun(
      edited(CLIMB, (data) => {
        data.stats.kills = 99
        data.log = data.log.slice(0, 3)
      }),
    )
    expect(run.stats.kills).toBe(99)
    expect(run.messages()).toHaveLength(3)
    // Neither is part of the run's checksum: the record verifies, with the replay's own figures.
    const verdict = verifyRun(recordRun(run))
    expect(verdict).toMatchObject({ ok: true, checksum: EXPECTED.checksum })
    expect(verdict.ok && verdict.stats.kills).toBe(EXPECTED.stats.kills)
  })
})
