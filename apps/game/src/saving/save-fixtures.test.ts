// Saves the game wrote into the browser's storage. Those of 2026-11-26 (version 1 of the rules,
// before the way out and the kept levels), of 2026-11-27 (version 2, before time cost anything)
// of 2026-11-28 (version 3, before the monsters and the ranged play), of 2026-11-29 (version 4,
// before the vaults), of 2026-11-30 (version 5, before called monsters stopped giving
// experience), of 2026-12-01 (version 6, before rooms and corridors and BSP levels were made
// round their vaults), of 2026-12-02 (version 7, before the stairs cost a turn), of 2026-12-06
// (version 8, before healing scaled with the hero) and of 2026-12-07 (version 9, before the cave
// spider) are refused, saying which version they are; those of 2026-12-08 (version 10, made by
// packages/run/test/fixtures/make-fixtures.mjs) come back.
import { runChecksum, SAVE_VERSION } from '@delve/run'
import { describe, expect, it } from 'vitest'
import checksumsJson from '../../../../packages/run/test/fixtures/checksums-2026-12-08.json?raw'
import bspV1 from '../../../../packages/run/test/fixtures/save-bsp-2026-11-26.json?raw'
import bspSave from '../../../../packages/run/test/fixtures/save-bsp-2026-12-08.json?raw'
import expectedJson from '../../../../packages/run/test/fixtures/save-climb-2026-12-08.expected.json?raw'
import climbSave from '../../../../packages/run/test/fixtures/save-climb-2026-12-08.json?raw'
import wonV1 from '../../../../packages/run/test/fixtures/save-run-2026-11-26.json?raw'
import sandboxV1 from '../../../../packages/run/test/fixtures/save-sandbox-2026-11-26.json?raw'
import sandboxSave from '../../../../packages/run/test/fixtures/save-sandbox-2026-12-08.json?raw'
import { readUrlParams } from '../params/url-params.js'
import { SAVE_KEY, SaveSlot } from './run-save.js'
import { planStartup } from './startup.js'

const CHECKSUMS = JSON.parse(checksumsJson) as {
  bsp: string
  bspTurn: number
  bspDepth: number
  sandbox: string
  sandboxTurn: number
}
const EXPECTED = JSON.parse(expectedJson) as {
  checksum: string
  turn: number
  depth: number
  levelsKept: number[]
}

/** A slot over storage holding `text` under the game's key. */
function slotWith(text: string): SaveSlot {
  const items = new Map([[SAVE_KEY, text]])
  return new SaveSlot({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  })
}

const FIXTURES = '../../../../packages/run/test/fixtures'
/** The saves of earlier versions the game wrote, by path (the current version's are imported). */
const EARLIER_SAVES: Record<string, string> = import.meta.glob(
  '../../../../packages/run/test/fixtures/save-{climb,bsp,sandbox}-2026-*.json',
  { query: '?raw', import: 'default', eager: true },
)

const refused = (version: number) =>
  `the save is of version ${version}; this game reads saves of version ${SAVE_VERSION}`
const VERSION_1 = refused(1)

describe('the save slot and the saves of version 10 (2026-12-08)', () => {
  it('brings each back, the same run as when it was saved, the levels left behind too', () => {
    const cases = [
      [climbSave, EXPECTED.checksum, EXPECTED.turn, EXPECTED.depth],
      [bspSave, CHECKSUMS.bsp, CHECKSUMS.bspTurn, CHECKSUMS.bspDepth],
      [sandboxSave, CHECKSUMS.sandbox, CHECKSUMS.sandboxTurn, 4],
    ] as const
    for (const [text, checksum, turn, depth] of cases) {
      const loaded = slotWith(text).load()
      expect(loaded.kind).toBe('run')
      if (loaded.kind !== 'run') continue
      const { run } = loaded
      expect([runChecksum(run), run.turn, run.depth]).toEqual([checksum, turn, depth])
    }
    const climbing = slotWith(climbSave).load()
    expect(climbing.kind === 'run' && climbing.run.levelsKept).toEqual(EXPECTED.levelsKept)
  })

  it('reports a save of another version as unreadable, naming the version, and throws nothing', () => {
    const other = JSON.stringify({ ...JSON.parse(bspSave), version: SAVE_VERSION + 1 })
    expect(slotWith(other).load()).toEqual({
      kind: 'unreadable',
      reason: refused(SAVE_VERSION + 1),
    })
  })
})

for (const [version, day] of [
  [9, '2026-12-07'],
  [8, '2026-12-06'],
  [7, '2026-12-02'],
  [6, '2026-12-01'],
  [5, '2026-11-30'],
  [4, '2026-11-29'],
  [3, '2026-11-28'],
  [2, '2026-11-27'],
] as const) {
  describe(`the saves of version ${version} (${day})`, () => {
    it(`are unreadable, each naming version ${version} and this one`, () => {
      for (const kind of ['climb', 'bsp', 'sandbox']) {
        const text = EARLIER_SAVES[`${FIXTURES}/save-${kind}-${day}.json`]
        expect(text, `${kind} of ${day}`).toBeDefined()
        expect(slotWith(text as string).load()).toEqual({
          kind: 'unreadable',
          reason: refused(version),
        })
      }
    })
  })
}

describe('the saves of version 1 (2026-11-26)', () => {
  it('are unreadable, each naming version 1 and this one', () => {
    for (const text of [wonV1, bspV1, sandboxV1]) {
      expect(slotWith(text).load()).toEqual({ kind: 'unreadable', reason: VERSION_1 })
    }
  })

  it('tell the player at startup, in a sentence, and a new run begins', () => {
    const { plan, notices } = planStartup(readUrlParams(''), slotWith(wonV1).load())
    expect(plan.kind).toBe('generate')
    expect(notices).toEqual([`Your saved run could not be read and was replaced: ${VERSION_1}.`])
  })
})
