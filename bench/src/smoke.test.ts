import { createRng, generateDungeon } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { actInputs, checkActAgreement } from './act-bench.js'
import { buildCrowd, checkAgreement } from './ecs-bench.js'
import {
  checkFovAgreement,
  DELVE_FOV_REPEATED,
  dungeonScene,
  fovGroup,
  repeatedScene,
} from './fov-bench.js'
import { naiveRoomsAndCorridors, tightRoomsAndCorridors } from './map-references.js'
import { checkPathAgreement } from './path-bench.js'
import { loadGame } from './replay-bench.js'
import { report, runBenchmarks, SMOKE } from './run.js'

describe('benchmark references compute what Delve computes', () => {
  it.each([
    [80, 45, 30],
    [200, 200, 333],
  ])(
    'the tight and naive references make Delve’s tiles, stairs included, at %i×%i',
    (width, height, attempts) => {
      for (const seed of [1, 2, 3]) {
        const options = { width, height, maxRooms: attempts, seed }
        const delve = generateDungeon(options).tiles
        expect(delve.includes(3) && delve.includes(4)).toBe(true)
        expect(tightRoomsAndCorridors(width, height, attempts, 6, 10, createRng(seed))).toEqual(
          delve,
        )
        expect(naiveRoomsAndCorridors(width, height, attempts, 6, 10, createRng(seed))).toEqual(
          delve,
        )
      }
    },
  )

  it('the tight reference places the down stairs of a one-room map as Delve does', () => {
    let single = 0
    for (let seed = 0; seed < 200; seed++) {
      const options = { width: 24, height: 16, maxRooms: 3, roomMinSize: 5, roomMaxSize: 12, seed }
      const d = generateDungeon(options)
      if (d.rooms.length === 1) single++
      expect(tightRoomsAndCorridors(24, 16, 3, 5, 12, createRng(seed))).toEqual(d.tiles)
    }
    expect(single).toBeGreaterThan(10)
  })

  it.each([
    [{ width: 80, height: 45, attempts: 30 }, 8],
    [{ width: 80, height: 45, attempts: 30 }, 0],
    [{ width: 300, height: 200, attempts: 400 }, 8],
  ])('the published port sees what computeFov sees (%o, radius %i)', (size, radius) => {
    expect(() => checkFovAgreement(dungeonScene(size), radius)).not.toThrow()
  })

  it.each([
    { width: 80, height: 45, attempts: 30 },
    { width: 200, height: 150, attempts: 200 },
  ])(
    'the tight breadth-first references give dijkstraMap’s distances, 8 and 4 neighbours (%o)',
    (size) => {
      expect(() => checkPathAgreement(size)).not.toThrow()
    },
  )

  it('times the views on the map a repeated scene repeats in its own group, beside its own', () => {
    const small = dungeonScene({ width: 40, height: 30, attempts: 12 })
    const big = repeatedScene(small, 130, 100)
    expect(big.repeats).toBe(small)
    const names = (scene: typeof small) => fovGroup(scene, 8).cases.map((c) => c.name)
    expect(names(big)).toContain(DELVE_FOV_REPEATED)
    expect(names(small)).not.toContain(DELVE_FOV_REPEATED)
  })

  it('a repeated scene looks from the same places in the same surroundings', () => {
    const small = dungeonScene({ width: 40, height: 30, attempts: 12 })
    const big = repeatedScene(small, 130, 100)
    small.origins.forEach((o, i) => {
      const b = big.origins[i] as { x: number; y: number }
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, -1],
        [5, 3],
      ] as const) {
        const inSmall = small.map.tiles[((o.y + dy + 30) % 30) * 40 + ((o.x + dx + 40) % 40)]
        expect(big.map.tiles[(b.y + dy) * 130 + b.x + dx]).toBe(inSmall)
      }
    })
  })

  it('the raw and array-of-objects steps end where Delve’s step does', () => {
    expect(() =>
      checkAgreement(buildCrowd({ entities: 400, size: 40, passerEvery: 4 }), 12),
    ).not.toThrow()
  })

  it('act and playTurn alone end every level of the fixed inputs in the same world', async () => {
    const game = await loadGame()
    const runs = actInputs(game, 300)
    const inputs = runs.flatMap((r) => r.levels.flat())
    expect(runs.flatMap((r) => r.levels).length).toBeGreaterThan(1)
    expect(inputs.some((input) => input.kind !== 'move')).toBe(true)
    expect(inputs.some((input) => input.kind === 'descend')).toBe(false)
    expect(() => checkActAgreement(game, runs)).not.toThrow()
    // A wait in place of the first step on the ECS side ends elsewhere, and is noticed.
    expect(() => checkActAgreement(game, runs, 0)).toThrow(/differ/)
  })

  it('notices when the worlds disagree', () => {
    const crowd = buildCrowd({ entities: 50, size: 30, passerEvery: 4 })
    crowd.raw.x[7] = (crowd.raw.x[7] as number) + 1
    expect(() => checkAgreement(crowd, 1)).toThrow(/differ/)
  })
})

describe('the harness, on tiny sizes', () => {
  it('runs every contender and reports every target', async () => {
    const run = runBenchmarks({ ...SMOKE, game: await loadGame(), log: () => {} })
    for (const group of run.groups) {
      for (const result of group.results) {
        expect(result.time.median, `${group.title}: ${result.name}`).toBeGreaterThan(0)
        expect(Number.isFinite(result.ratio)).toBe(true)
      }
      expect(group.results.find((r) => r.name === group.reference)?.ratio).toBe(1)
    }
    // Maps (2 sizes), caves and mazes (2 sizes, 2 groups each), sight (3, the repeated map's with
    // the views on the map it repeats), paths (1 size: 8 and 4 neighbours), the hunt and the turn
    // with items, crowds (1), auto-explore (1 size), vaults (1 size: five algorithms with and
    // without; reading them), verifyRun, act against playTurn.
    expect(run.groups.map((g) => g.results.length)).toEqual([
      7, 7, 5, 6, 5, 6, 4, 4, 5, 6, 3, 2, 2, 4, 6, 10, 1, 2, 2,
    ])
    // 10 as before (paths: rot.js, 8 and 4 neighbours), 4 per caves-and-mazes size, connectivity,
    // the turn with items, auto-explore (5: a game in progress, a walk to a far frontier, the
    // first step after the explored tiles changed, after a tenth of the level was learnt at once,
    // a travel), vaults (5 algorithms at 1 size, and reading them), verifyRun, act.
    expect(run.verdicts.map((v) => v.target)).toHaveLength(34)
    expect(run.verdicts.some((v) => v.target.startsWith('one exploreStep at'))).toBe(true)
    expect(run.verdicts.some((v) => v.target.includes('items on'))).toBe(true)
    const text = report(run, 'smoke', SMOKE.settings, '')
    expect(text).toMatch(/^# Benchmarks/)
    expect(text.match(/\| (PASS|MISS) \|/g)).toHaveLength(34)
    // Delve's new generators are connected in every map surveyed; rot.js's counts are reported.
    const connected = run.verdicts.find((v) => v.target.startsWith('every map of the later'))
    expect(connected?.pass).toBe(true)
    expect(connected?.measured).toMatch(/Cellular \+ connect \d+\/\d+/)
  })
})
