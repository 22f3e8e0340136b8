import { describe, expect, it } from 'vitest'
import { readTestSize, sizedFor, TEST_SIZE, TEST_SIZES } from './size.js'

describe('the test size', () => {
  it('reads quick when DELVE_TEST_SIZE is unset or empty, and the two names as written', () => {
    expect(readTestSize(undefined)).toBe('quick')
    expect(readTestSize('')).toBe('quick')
    expect(readTestSize('quick')).toBe('quick')
    expect(readTestSize('deep')).toBe('deep')
    expect(TEST_SIZES).toContain(TEST_SIZE)
  })

  it('refuses any other value, naming the variable, the value and what is allowed', () => {
    for (const value of ['Deep', 'full', ' quick', '1']) {
      expect(() => readTestSize(value)).toThrow(RangeError)
      expect(() => readTestSize(value)).toThrow(`DELVE_TEST_SIZE is ${JSON.stringify(value)}`)
    }
  })

  it('gives the quick count at the quick size and the deep count at the deep size', () => {
    expect(sizedFor('quick', 3, 200)).toBe(3)
    expect(sizedFor('deep', 3, 200)).toBe(200)
    expect(sizedFor('deep', 7, 7)).toBe(7)
  })

  it('refuses counts that are not whole numbers from 1, or a deep count under the quick one', () => {
    expect(() => sizedFor('quick', 0, 10)).toThrow('sized: quick is 0')
    expect(() => sizedFor('quick', 1.5, 10)).toThrow(RangeError)
    expect(() => sizedFor('deep', 10, 9)).toThrow(
      'sized: deep is 9; allowed: a whole number from quick (10)',
    )
    expect(() => sizedFor('deep', 10, Number.NaN)).toThrow(RangeError)
  })
})
