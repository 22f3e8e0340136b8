import { describe, expect, it } from 'vitest'
import { resized } from './harness.js'
import { pairedRatios } from './stats.js'

const settings = { rounds: 15, warmupRounds: 3, minSampleMs: 40 }

describe('resized: the calls in a timed sample, from the warm-up', () => {
  it('sizes a sample for minSampleMs at the warm speed', () => {
    // Calibrated cold at 234 calls; warm, a call takes 9 µs: 40 ms is 4 445 calls.
    expect(resized(234, 0.009, settings)).toBe(4445)
    expect(resized(234, 0.009, settings) * 0.009).toBeGreaterThanOrEqual(40)
  })

  it('never makes a sample shorter than calibrated', () => {
    expect(resized(5000, 0.05, settings)).toBe(5000)
  })

  it('keeps the calibration when the warm-up timed nothing', () => {
    expect(resized(234, Number.POSITIVE_INFINITY, settings)).toBe(234)
    expect(resized(234, 0, settings)).toBe(234)
    expect(resized(234, Number.NaN, settings)).toBe(234)
  })

  it('caps a sample at 2^20 calls', () => {
    expect(resized(10, 1e-9, settings)).toBe(1 << 20)
  })
})

describe('pairedRatios: a ratio per round', () => {
  it('divides each round by its own reference, not by another round', () => {
    // A slow core doubles both sides of round 2: its ratio is unchanged.
    expect(
      pairedRatios([
        [3, 6, 3],
        [2, 4, 2],
      ]),
    ).toEqual([1.5, 1.5, 1.5])
  })

  it('refuses rounds that do not pair up', () => {
    expect(() => pairedRatios([[1, 2], [1]])).toThrow(RangeError)
    expect(() => pairedRatios([[1, 2], [1]])).toThrow(/2 rounds against 1/)
  })
})
