import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonErrorAt } from './json-position.js'

describe('jsonErrorAt', () => {
  it('is −1 for any JSON that JSON.stringify writes, spaced or not', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, spaced) => {
        expect(jsonErrorAt(JSON.stringify(value, null, spaced ? 2 : undefined))).toBe(-1)
      }),
    )
  })

  it.each([
    ['{\n  "layers": [,]\n}', 15],
    ['{"a" 1}', 5],
    ['[1, 2', 5],
    ['', 0],
    ['{"a": tru}', 6],
    ['[1] 2', 4],
    ['"tab\there"', 4],
    ['"bad \\q escape"', 5],
    ['01', 1],
  ])('points at the first character that cannot be read in %j', (text, at) => {
    expect(jsonErrorAt(text)).toBe(at)
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  it('agrees with JSON.parse on which strings are JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json().map((j) => j.slice(0, -1)),
        ),
        (text) => {
          let valid = true
          try {
            JSON.parse(text)
          } catch {
            valid = false
          }
          expect(jsonErrorAt(text) === -1).toBe(valid)
        },
      ),
    )
  })
})
