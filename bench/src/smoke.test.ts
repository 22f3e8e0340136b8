import { createRng, generateDungeon } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { buildCrowd, checkAgreement } from './ecs-bench.js'
import { naiveRoomsAndCorridors, tightRoomsAndCorridors } from './map-references.js'
import { report, runBenchmarks, SMOKE } from './run.js'

describe('benchmark references compute what Delve computes', () => {
  it.each([
    [80, 45, 30],
    [200, 200, 333],
  ])('the tight and naive references carve Delve’s tiles at %i×%i', (width, height, attempts) => {
    for (const seed of [1, 2, 3]) {
      const options = { width, height, maxRooms: attempts, stairs: false, seed }
      const delve = generateDungeon(options).tiles
      expect(tightRoomsAndCorridors(width, height, attempts, 6, 10, createRng(seed))).toEqual(delve)
      expect(naiveRoomsAndCorridors(width, height, attempts, 6, 10, createRng(seed))).toEqual(delve)
    }
  })

  it('the raw and array-of-objects steps end where Delve’s step does', () => {
    expect(() =>
      checkAgreement(buildCrowd({ entities: 400, size: 40, passerEvery: 4 }), 12),
    ).not.toThrow()
  })

  it('notices when the worlds disagree', () => {
    const crowd = buildCrowd({ entities: 50, size: 30, passerEvery: 4 })
    crowd.raw.x[7] = (crowd.raw.x[7] as number) + 1
    expect(() => checkAgreement(crowd, 1)).toThrow(/differ/)
  })
})

describe('the harness, on tiny sizes', () => {
  it('runs every contender and reports every target', () => {
    const run = runBenchmarks({ ...SMOKE, log: () => {} })
    for (const group of run.groups) {
      for (const result of group.results) {
        expect(result.time.median, `${group.title}: ${result.name}`).toBeGreaterThan(0)
        expect(Number.isFinite(result.ratio)).toBe(true)
      }
      expect(group.results.find((r) => r.name === group.reference)?.ratio).toBe(1)
    }
    expect(run.groups.map((g) => g.results.length)).toEqual([7, 7, 4])
    expect(run.verdicts.map((v) => v.target)).toHaveLength(4)
    const text = report(run, 'smoke', SMOKE.settings, '')
    expect(text).toMatch(/^# Benchmarks/)
    expect(text.match(/\| (PASS|MISS) \|/g)).toHaveLength(4)
  })
})
