import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BitPool } from './bit-pool.js'
import { createRng, type Rng } from './rng.js'

/** An Rng whose draws are `values`, in turn. */
function drawsOf(values: number[]): Rng {
  const rng = createRng(1)
  let i = 0
  return { ...rng, next: () => values[i++ % values.length] as number }
}

describe('BitPool', () => {
  it('takes the fewest bits that hold the range, low bits first, and drops a short rest', () => {
    // 0b101_1100011 = 7 bits of 99, then 5: two percents from one draw.
    const bits = new BitPool(drawsOf([99 | (5 << 7), 42]))
    expect(bits.below(100)).toBe(99)
    expect(bits.below(100)).toBe(5)
    // Coins: the next 1-bit values of the same draw (all 0 now).
    expect(bits.below(2)).toBe(0)
    const fresh = new BitPool(drawsOf([0xffff_ffff, 7]))
    // 127 four times (28 bits), refused each time; 4 bits left are too few: a new draw.
    expect(fresh.below(100)).toBe(7)
  })

  it('gives n = 1 without a draw', () => {
    let draws = 0
    const rng = { ...createRng(1), next: () => ++draws }
    const bits = new BitPool(rng)
    expect([bits.below(1), bits.below(1)]).toEqual([0, 0])
    expect(draws).toBe(0)
  })

  it('stays within 0 … n − 1 and is uniform', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer(), (n, seed) => {
        const bits = new BitPool(createRng(seed))
        for (let i = 0; i < 50; i++) {
          const v = bits.below(n)
          expect(Number.isInteger(v) && v >= 0 && v < n).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
    const bits = new BitPool(createRng('uniform'))
    const counts = new Array<number>(3).fill(0)
    for (let i = 0; i < 30_000; i++) {
      const v = bits.below(3)
      counts[v] = (counts[v] as number) + 1
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400)
  })
})
