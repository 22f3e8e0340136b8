import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawCoin, drawInt, remainder } from './draw.js'
import { createRng } from './rng.js'

describe('drawInt and drawCoin', () => {
  it('give what rng.int and rng.chance give, draw for draw', () => {
    const ranges: [number, number][] = [
      [0, 0],
      [6, 10],
      [0, 73],
      [-5, 5],
      [0, 2 ** 31],
      [1, 2 ** 32],
      [3, 2 ** 32 + 1],
    ]
    for (const seed of ['a', 'b', 42]) {
      const a = createRng(seed)
      const b = createRng(seed)
      for (let k = 0; k < 2000; k++) {
        const [min, max] = ranges[k % ranges.length] as [number, number]
        expect(drawInt(a, min, max)).toBe(b.int(min, max))
        expect(drawCoin(a)).toBe(b.chance(0.5))
        expect(drawCoin(a)).toBe(b.chance())
      }
      // Both generators end in the same state.
      expect(a.next()).toBe(b.next())
    }
  })

  it('rejects the draws rng.int rejects (a span that does not divide 2³²)', () => {
    // With a span of 3 × 2³⁰, a quarter of the outputs are rejected: thousands of draws meet some.
    const a = createRng('reject')
    const b = createRng('reject')
    const max = 3 * 2 ** 30 - 1
    for (let k = 0; k < 4000; k++) expect(drawInt(a, 0, max)).toBe(b.int(0, max))
    expect(a.next()).toBe(b.next())
  })
})

describe('remainder', () => {
  it('is r % n for every r up to 2³² and n from 1', () => {
    const r = fc.oneof(
      fc.integer({ min: 0, max: 2 ** 32 }),
      fc.constantFrom(0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32),
    )
    const n = fc.oneof(
      fc.integer({ min: 1, max: 100 }),
      fc.integer({ min: 1, max: 2 ** 32 }),
      fc.constantFrom(2 ** 21 - 1, 2 ** 21, 2 ** 21 + 1, 3 * 2 ** 30),
    )
    fc.assert(
      fc.property(r, n, (r, n) => remainder(r, n) === r % n),
      { numRuns: 20000 },
    )
  })

  it('is r % n near the multiples of large divisors, where a quotient rounds closest', () => {
    for (let n = 2 ** 21 - 64; n < 2 ** 21; n++) {
      for (const k of [1, 2, Math.floor(2 ** 32 / n)]) {
        for (const r of [k * n - 1, k * n, k * n + 1]) {
          if (r <= 2 ** 32) expect(remainder(r, n)).toBe(r % n)
        }
      }
    }
  })
})
