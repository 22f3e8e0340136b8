import { isAlive } from '@delve/ecs'
import { isWalkable } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { act, stopWalking } from '../act/act.js'
import { DEFAULT_TABLES, DEFAULT_WANDERERS, type RunTables } from '../content/default-tables.js'
import { RunOptionsError } from '../content/run-options-error.js'
import { runRules } from '../content/run-rules.js'
import type { RunInput } from '../input/run-input.js'
import { runChecksum } from '../replay/checksum.js'
import { recordRun, replayRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { wanderIn } from './wanderers.js'

/** Wanderers every turn, three alive at most: the spawner at work on every turn it can. */
const BUSY: RunTables = { ...DEFAULT_TABLES, wanderers: [{ from: 1, every: 1, most: 3 }] }

const INPUTS: readonly RunInput[] = [
  { kind: 'explore' },
  { kind: 'wait' },
  { kind: 'rest' },
  { kind: 'move', direction: 'up' },
  { kind: 'move', direction: 'right' },
]

/** Plays `inputs` on `run`, checking each wanderer as it arrives; returns how many came. */
function playChecked(run: Run, inputs: readonly RunInput[], most: number): number {
  let came = 0
  for (const input of inputs) {
    if (run.end) break
    const before = new Set(run.monsterIdsNow())
    const { Position } = run.world.components
    const tileOf = (eid: number) =>
      (Position.y[eid] as number) * run.level.width + (Position.x[eid] as number)
    const player = run.playerPosition()
    act(run, input)
    const wanderers = run.clocksNow().wanderers
    expect(wanderers.length).toBeLessThanOrEqual(most)
    for (const eid of wanderers) expect(isAlive(run.world, eid)).toBe(true)
    // A wanderer arrives after the monsters' moves: free means no one living stands there then
    // (a tile a monster left in the turn is free, as seed 4u1p88h1b9 shows on its third step).
    const taken = new Set<number>()
    for (const eid of before) if (isAlive(run.world, eid)) taken.add(tileOf(eid))
    for (const eid of run.monsterIdsNow()) {
      if (before.has(eid)) continue
      came++
      const tile = tileOf(eid)
      expect(isWalkable(run.level.tiles[tile] as number)).toBe(true)
      expect(run.vision.visible[tile]).toBe(0)
      expect(taken.has(tile)).toBe(false)
      taken.add(tile)
      const here = run.playerPosition()
      expect(tile).not.toBe(here.y * run.level.width + here.x)
      expect(tile).not.toBe(player.y * run.level.width + player.x)
    }
  }
  return came
}

const seeds = fc.stringMatching(/^[a-z0-9]{1,10}$/)
const inputs = fc.array(fc.constantFrom(...INPUTS), { minLength: 20, maxLength: 80 })

/**
 * Turns alone, no walk: after a load, explore can take another way than the run never saved
 * once wanderers have come, as what a walk remembers is not in the save (a known gap).
 */
const turns = fc.array(
  fc.constantFrom<RunInput>(
    { kind: 'wait' },
    { kind: 'move', direction: 'up' },
    { kind: 'move', direction: 'right' },
    { kind: 'move', direction: 'down' },
    { kind: 'move', direction: 'left' },
  ),
  { minLength: 20, maxLength: 80 },
)

describe('wandering monsters', () => {
  it('are the default table: one in 150 turns (2 alive), 120 from 4 (3), 100 from 7 (4)', () => {
    expect(DEFAULT_WANDERERS).toEqual([
      { from: 1, every: 150, most: 2 },
      { from: 4, every: 120, most: 3 },
      { from: 7, every: 100, most: 4 },
    ])
  })

  it('arrive out of sight, on free walkable tiles, never more alive than the table allows', () => {
    let came = 0
    fc.assert(
      fc.property(seeds, inputs, (seed, list) => {
        came += playChecked(createRun({ seed, tables: BUSY }), list, 3)
      }),
      { numRuns: 12 },
    )
    expect(came).toBeGreaterThan(0)
  })

  it('come while the hero rests: a quiet level fills up to its most', () => {
    const run = createRun({ seed: 'resting', tables: BUSY, goal: null })
    for (let n = 0; n < 60 && !run.end; n++) act(run, { kind: 'wait' })
    expect(run.clocksNow().wanderers.length).toBeGreaterThan(0)
  })

  it('do not come with the table off, and none comes when enough live', () => {
    for (const wanderers of [null, []]) {
      const run = createRun({ seed: 'quiet', tables: { ...DEFAULT_TABLES, wanderers } })
      expect(run.rules.wanderers).toBeNull()
      const count = run.monsterIdsNow().length
      for (let n = 0; n < 300 && !run.end; n++) act(run, { kind: 'wait' })
      expect(run.monsterIdsNow().length).toBe(count)
    }
    const run = createRun({ seed: 'full', tables: BUSY })
    expect(wanderIn(run.world, run.rules, run.levelSeed, 1, 3, run.player)).toBe(0)
  })

  it('the same seed and inputs give the same run: replays and checksums agree', () => {
    fc.assert(
      fc.property(seeds, inputs, (seed, list) => {
        const run = createRun({ seed, tables: BUSY })
        for (const input of list) if (!run.end) act(run, input)
        const again = replayRun(recordRun(run), { tables: BUSY })
        expect(runChecksum(again)).toBe(runChecksum(run))
        expect(again.clocksNow()).toEqual(run.clocksNow())
      }),
      { numRuns: 8 },
    )
  })

  it('a run saved and loaded mid-way goes on as the one never saved', () => {
    fc.assert(
      fc.property(seeds, inputs, turns, (seed, first, then) => {
        const run = createRun({ seed, tables: BUSY })
        for (const input of first) if (!run.end) act(run, input)
        // A save holds no walk under way (a game stops it): both go on from a standstill.
        stopWalking(run)
        const loaded = loadRun(saveRun(run), { tables: BUSY })
        expect(runChecksum(loaded)).toBe(runChecksum(run))
        for (const input of then) {
          if (run.end) break
          expect(act(loaded, input).lines).toEqual(act(run, input).lines)
        }
        expect(runChecksum(loaded)).toBe(runChecksum(run))
        expect(loaded.clocksNow()).toEqual(run.clocksNow())
      }),
      { numRuns: 8 },
    )
  })
})

describe('the wanderer table is checked', () => {
  const withRows = (rows: unknown) => () =>
    runRules({ tables: { ...DEFAULT_TABLES, wanderers: rows as never } })

  it.each([
    ['tables.wanderers', 'often'],
    ['tables.wanderers[0].from', [{ from: 2, every: 10, most: 1 }]],
    ['tables.wanderers[0].every', [{ from: 1, every: 0, most: 1 }]],
    ['tables.wanderers[0].most', [{ from: 1, every: 10, most: -1 }]],
    ['tables.wanderers[1].from', [DEFAULT_WANDERERS[0], { from: 1, every: 10, most: 1 }]],
  ])('a bad %s is a RunOptionsError naming it', (field, rows) => {
    expect(withRows(rows)).toThrow(RunOptionsError)
    expect(withRows(rows)).toThrow(`Invalid ${field}:`)
  })
})
