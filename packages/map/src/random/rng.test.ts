import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { referenceRng } from '../../test/reference.js'
import { DungeonOptionsError } from '../errors.js'
import { createRng, randomSeed } from './rng.js'

const draw = (rng: { next(): number }, n: number) => Array.from({ length: n }, () => rng.next())

describe('createRng determinism', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw(createRng('delve'), 50)).toEqual(draw(createRng('delve'), 50))
  })

  it('treats the number 42 and the string "42" as one seed', () => {
    expect(createRng(42).seed).toBe('42')
    expect(draw(createRng(42), 20)).toEqual(draw(createRng('42'), 20))
  })

  it('gives different sequences for different seeds, even similar ones', () => {
    const seeds = ['a', 'b', 'ab', 'ba', 'a ', '0', '1', '01', '-0', '1.5']
    const firsts = seeds.map((s) => draw(createRng(s), 2).join(','))
    expect(new Set(firsts).size).toBe(seeds.length)
  })

  it('gives distinct opening pairs for the integer seeds 0 to 9999', () => {
    const pairs = new Set<string>()
    for (let s = 0; s < 10_000; s++) pairs.add(draw(createRng(s), 2).join(','))
    expect(pairs.size).toBe(10_000)
  })

  it('records the seed it was made from as a string', () => {
    expect(createRng('dungeon').seed).toBe('dungeon')
    expect(createRng(-7).seed).toBe('-7')
    expect(createRng(0.25).seed).toBe('0.25')
  })
})

describe('createRng golden values (cross-engine guard)', () => {
  // Computed with BigInt arithmetic by the independent reference, not by the package.
  const golden: [string | number, number[]][] = [
    ['delve', [2741765245, 1633431546, 2244348968, 2098176208, 1445580312]],
    [42, [2626566973, 1247484098, 2614520402, 2258495261, 801819658]],
    ['dûngeon🐉', [797752090, 1887195870, 2655925045, 211849499, 681136431]],
  ]

  it.each(golden)('seed %j opens with the fixed values', (seed, values) => {
    expect(draw(createRng(seed), values.length)).toEqual(values)
  })

  it.each(golden)(
    'the independent sfc32 + cyrb128 reimplementation agrees for seed %j',
    (seed, values) => {
      expect(draw(referenceRng(seed), values.length)).toEqual(values)
    },
  )

  it('matches the reference over long sequences of next, int, float and chance', () => {
    for (const seed of ['x', 'roguelike', 0, 123456789, -1, 'ключ']) {
      const ours = createRng(seed)
      const theirs = referenceRng(seed)
      for (let i = 0; i < 500; i++) {
        expect(ours.next()).toBe(theirs.next())
        expect(ours.int(0, 9)).toBe(theirs.int(0, 9))
        expect(ours.int(-1000, 2 ** 31)).toBe(theirs.int(-1000, 2 ** 31))
        expect(ours.float()).toBe(theirs.float())
        expect(ours.chance(0.3)).toBe(theirs.chance(0.3))
      }
    }
  })

  it('matches the reference for any seed (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 40, unit: 'binary' }),
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
        ),
        (seed) => {
          expect(draw(createRng(seed), 8)).toEqual(draw(referenceRng(seed), 8))
        },
      ),
      { numRuns: sized(250, 1000) },
    )
  })
})

describe('rng.next', () => {
  it('returns unsigned 32-bit integers', () => {
    for (const v of draw(createRng('range'), 10_000)) {
      expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true)
    }
  })
})

describe('rng.int', () => {
  it('stays within min … max and hits both ends', () => {
    const rng = createRng('dice')
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(1, 6)
      expect(v).toBeGreaterThanOrEqual(1)
      expect(v).toBeLessThanOrEqual(6)
      seen.add(v)
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('handles negative ranges and a single value', () => {
    const rng = createRng('neg')
    const seen = new Set<number>()
    for (let i = 0; i < 500; i++) seen.add(rng.int(-2, 1))
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1])
    for (let i = 0; i < 10; i++) expect(rng.int(5, 5)).toBe(5)
  })

  it('accepts a span of exactly 2^32', () => {
    const v = createRng('wide').int(0, 2 ** 32 - 1)
    expect(v >= 0 && v < 2 ** 32).toBe(true)
  })

  it('is roughly uniform (each of 10 values within 20% of its share over 20 000 draws)', () => {
    const rng = createRng('uniform')
    const counts = new Uint32Array(10)
    for (let i = 0; i < 20_000; i++) {
      const v = rng.int(0, 9)
      counts[v] = (counts[v] ?? 0) + 1
    }
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(400)
  })

  it.each([
    [1.5, 3],
    [0, 2.5],
    [5, 1],
    [Number.NaN, 1],
    [0, Number.POSITIVE_INFINITY],
    [0, 2 ** 32],
    [2 ** 53, 2 ** 53 + 2],
  ])('rejects int(%d, %d) with a RangeError', (min, max) => {
    expect(() => createRng('bad').int(min, max)).toThrow(RangeError)
  })

  it('stays in range for any valid bounds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (min, spanMinusOne, seed) => {
          const v = createRng(seed).int(min, min + spanMinusOne)
          expect(Number.isInteger(v)).toBe(true)
          expect(v).toBeGreaterThanOrEqual(min)
          expect(v).toBeLessThanOrEqual(min + spanMinusOne)
        },
      ),
      { numRuns: sized(250, 1000) },
    )
  })
})

describe('rng.float, rng.chance and rng.pick', () => {
  it('float is in [0, 1)', () => {
    const rng = createRng('float')
    for (let i = 0; i < 10_000; i++) {
      const f = rng.float()
      expect(f >= 0 && f < 1).toBe(true)
    }
  })

  it('chance() is a fair coin over 20 000 flips (within 2%)', () => {
    const rng = createRng('coin')
    let heads = 0
    for (let i = 0; i < 20_000; i++) if (rng.chance()) heads++
    expect(Math.abs(heads / 20_000 - 0.5)).toBeLessThan(0.02)
  })

  it('chance(p) follows p', () => {
    const rng = createRng('biased')
    let hits = 0
    for (let i = 0; i < 20_000; i++) if (rng.chance(0.2)) hits++
    expect(Math.abs(hits / 20_000 - 0.2)).toBeLessThan(0.02)
  })

  it('chance(0) never happens and chance(1) always does', () => {
    const rng = createRng('edges')
    for (let i = 0; i < 1000; i++) {
      expect(rng.chance(0)).toBe(false)
      expect(rng.chance(1)).toBe(true)
    }
  })

  it('pick returns every element sooner or later, and throws on an empty array', () => {
    const rng = createRng('pick')
    const seen = new Set<string>()
    for (let i = 0; i < 200; i++) seen.add(rng.pick(['a', 'b', 'c']))
    expect([...seen].sort()).toEqual(['a', 'b', 'c'])
    expect(() => rng.pick([])).toThrow(RangeError)
  })
})

describe('bad seeds', () => {
  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['the empty string', ''],
    ['a string over 256 characters', 'x'.repeat(257)],
    ['an object', {}],
    ['an array', [1]],
    ['a boolean', true],
    ['null (only a missing seed draws a fresh one)', null],
  ])('rejects %s with a DungeonOptionsError naming the seed', (_, seed) => {
    const call = () => createRng(seed as unknown as string)
    expect(call).toThrow(DungeonOptionsError)
    expect(call).toThrow(
      /Invalid seed: .*Allowed: a string of 1 to 256 characters, or a finite number/,
    )
  })

  it('accepts a 256-character seed', () => {
    expect(createRng('x'.repeat(256)).seed).toHaveLength(256)
  })
})

describe('randomSeed', () => {
  it('gives 8 base-36 characters', () => {
    for (let i = 0; i < 100; i++) expect(randomSeed()).toMatch(/^[0-9a-z]{8}$/)
  })

  it('differs between calls', () => {
    const seeds = new Set(Array.from({ length: 100 }, () => randomSeed()))
    expect(seeds.size).toBe(100)
  })

  it('is what createRng records when no seed is given, and replays the same sequence', () => {
    const rng = createRng()
    expect(rng.seed).toMatch(/^[0-9a-z]{8}$/)
    expect(draw(createRng(rng.seed), 10)).toEqual(draw(rng, 10))
  })
})
