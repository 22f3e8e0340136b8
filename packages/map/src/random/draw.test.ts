import { describe, expect, it } from 'vitest'
import { drawCoin, drawInt } from './draw.js'
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
