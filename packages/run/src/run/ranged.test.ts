import { setCharges, spawnItem } from '@delve/ecs'
import { type Point, Tile } from '@delve/map'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { playAs } from '../bot/play-as.js'
import { itemCode } from '../content/default-kinds.js'
import { DEFAULT_TABLES, type RunTables } from '../content/default-tables.js'
import { runChecksum } from '../replay/checksum.js'
import { recordRun, replayRun, verifyRun } from '../replay/replay-run.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { testHooks } from '../testing.js'
import { createRun } from './create-run.js'
import type { Run } from './run.js'

/** Gives the hero `count` items of the kind `name`, lying underfoot, and picks them up. */
function give(run: Run, name: string, count = 1): void {
  const at = run.playerPosition()
  for (let i = 0; i < count; i++) spawnItem(run.world, at, itemCode(name))
  expect(testHooks(run).pickUp().taken).toBe(true)
}

/** A wall tile in sight, inside the border, that a digging bolt aimed at it digs first. */
function wallInSight(run: Run): Point {
  const { width, height, tiles } = run.level
  const at = run.playerPosition()
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      if (tiles[i] !== Tile.Wall || run.vision.visible[i] !== 1) continue
      const d = (x - at.x) ** 2 + (y - at.y) ** 2
      if (d > 0 && d <= 16) return { x, y }
    }
  }
  throw new Error('no wall in sight')
}

/** Down to depth 2 as a player would: the stairs when known, else exploring for them. */
function goDown(run: Run): void {
  for (let turn = 0; turn < 3000 && run.depth === 1 && !run.dead; turn++) {
    if (run.onStairsDown()) act(run, { kind: 'descend' })
    else if (!act(run, { kind: 'travel', stairs: 'down' }).taken) {
      if (!act(run, { kind: 'explore' }).taken) act(run, { kind: 'wait' })
    }
  }
}

const index = (run: Run, kind: string) => run.inventory().findIndex((p) => p.kind === kind)

describe('the pack of a ranged hero', () => {
  it('lists thrown weapons as a stack and wands with their charges', () => {
    const run = createRun({ seed: 'ranged-pack' })
    give(run, 'dart', 5)
    give(run, 'wand of digging')
    expect(run.inventory().map((p) => p.label)).toEqual(['5 darts', 'a wand of digging (4)'])
    expect(run.inventory()[1]?.charges).toBe(4)
    expect(run.inventory()[0]?.charges).toBeNull()
    expect(run.inventory()[0]?.aim).toEqual({ targets: 'line', range: 6, radius: 0 })
  })

  it('throws one dart of the stack, which lands to be picked up again with the rest', () => {
    const run = createRun({ seed: 'ranged-throw' })
    give(run, 'dart', 3)
    const at = run.playerPosition()
    const { tiles, width } = run.level
    const step = [
      { x: 1, y: 0 },
      { x: -1, y: 0 },
      { x: 0, y: 1 },
      { x: 0, y: -1 },
    ].find((d) => tiles[(at.y + d.y) * width + at.x + d.x] !== Tile.Wall) as Point
    const target = { x: at.x + step.x, y: at.y + step.y }
    const report = testHooks(run).use(0, target)
    expect(report.taken).toBe(true)
    expect(report.messages[0]).toBe('You throw the dart.')
    expect(run.inventory()[0]?.label).toBe('2 darts')
    expect(run.items().filter((i) => i.x === target.x && i.y === target.y)).toHaveLength(1)
  })

  it('says an empty wand has no charges, and no turn passes', () => {
    const run = createRun({ seed: 'ranged-empty' })
    give(run, 'wand of lightning')
    setCharges(run.world, run.inventory()[0]?.item as number, 0)
    const turn = run.turn
    const report = testHooks(run).use(0, wallInSight(run))
    expect(report.taken).toBe(false)
    expect(report.messages).toEqual(['The wand of lightning has no charges left.'])
    expect(run.turn).toBe(turn)
  })
})

/** No monster placed nor wandering in: a walk down the stairs is never stopped by one. */
const QUIET: RunTables = {
  ...DEFAULT_TABLES,
  monsters: [{ from: 1, most: 0, kinds: ['rat'], hp: 0, power: 0 }],
  wanderers: null,
}

describe('rock dug', () => {
  it('stays dug through a save, on the level here and on a level left behind', () => {
    const tables = QUIET
    const run = createRun({ seed: 'dig-save', tables })
    give(run, 'wand of digging')
    const wall = wallInSight(run)
    const tile = wall.y * run.level.width + wall.x
    expect(testHooks(run).use(index(run, 'wand of digging'), wall).taken).toBe(true)
    expect(run.level.tiles[tile]).toBe(Tile.Floor)
    expect(run.inventory()[0]?.label).toBe('a wand of digging (3)')
    const here = loadRun(saveRun(run), { tables })
    expect(here.level.tiles[tile]).toBe(Tile.Floor)
    expect(runChecksum(here)).toBe(runChecksum(run))
    // Down the stairs: depth 1 is kept with its dug rock, through a save too.
    goDown(run)
    expect(run.depth).toBe(2)
    expect(run.keptLevels()[0]?.dug).toContain(tile)
    const away = loadRun(saveRun(run), { tables })
    expect(away.keptLevels()).toEqual(run.keptLevels())
    expect(runChecksum(away)).toBe(runChecksum(run))
    for (const back of [run, away]) {
      expect(act(back, { kind: 'ascend' }).taken).toBe(true)
      expect(back.depth).toBe(1)
      expect(back.level.tiles[tile]).toBe(Tile.Floor)
    }
    expect(runChecksum(away)).toBe(runChecksum(run))
  })

  it('replays: a run that dug and left the level ends where its record says', () => {
    // Depth 1 strewn with wands of digging, so a run from its seed alone finds one.
    const tables: RunTables = {
      ...QUIET,
      items: [{ from: 1, items: 6, loot: ['wand of digging'] }],
    }
    const run = createRun({ seed: 'dig-replay', tables })
    for (let turn = 0; turn < 3000 && index(run, 'wand of digging') < 0; turn++) {
      if (!act(run, { kind: 'explore' }).taken) act(run, { kind: 'wait' })
    }
    expect(index(run, 'wand of digging')).toBeGreaterThanOrEqual(0)
    const wall = wallInSight(run)
    expect(testHooks(run).use(index(run, 'wand of digging'), wall).taken).toBe(true)
    goDown(run)
    expect(run.keptLevels()[0]?.dug?.length).toBeGreaterThan(0)
    const record = recordRun(run)
    const replayed = replayRun(record, { tables })
    expect(runChecksum(replayed)).toBe(record.checksum)
    expect(replayed.keptLevels()).toEqual(run.keptLevels())
    expect(verifyRun(record, { tables }).ok).toBe(true)
  })
})

describe('careful bot runs with darts, javelins and wands', () => {
  it('replay to their checksum, and a save taken anywhere plays on to the same end', () => {
    let ranged = 0
    const seed = fc.constantFrom(...Array.from({ length: 40 }, (_, i) => `ranged-bot-${i}`))
    fc.assert(
      fc.property(seed, fc.nat(), (runSeed, cut) => {
        const { run } = playAs('careful', runSeed, { maxTurns: 1500 })
        const used = run.stats.used ?? {}
        for (const name of ['dart', 'javelin', 'wand of lightning', 'wand of slowing']) {
          ranged += used[name] ?? 0
        }
        const record = recordRun(run)
        expect(verifyRun(record)).toMatchObject({ ok: true, turn: run.turn, depth: run.depth })
        const inputs = run.inputLog() ?? []
        const at = cut % (inputs.length + 1)
        const part = createRun({ seed: runSeed })
        for (const input of inputs.slice(0, at)) expect(act(part, input).taken).toBe(true)
        const loaded = loadRun(saveRun(part))
        expect(runChecksum(loaded)).toBe(runChecksum(part))
        for (const input of inputs.slice(at)) expect(act(loaded, input).taken).toBe(true)
        expect(runChecksum(loaded)).toBe(record.checksum)
        expect(loaded.end).toEqual(run.end)
      }),
      { numRuns: sized(3, 6), seed: 31 },
    )
    // The property is about the new content: the runs did throw and zap.
    expect(ranged).toBeGreaterThan(0)
  })
})
