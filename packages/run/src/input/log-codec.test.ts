import { DIRECTIONS } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeLog, encodeLog } from './log-codec.js'
import { ReplayError } from './replay-error.js'
import type { LoggedInput } from './run-input.js'

const input: fc.Arbitrary<LoggedInput> = fc.oneof(
  fc.constantFrom(...DIRECTIONS).map((direction) => ({ kind: 'move', direction }) as LoggedInput),
  fc.constantFrom<LoggedInput>(
    { kind: 'wait' },
    { kind: 'pickup' },
    { kind: 'descend' },
    { kind: 'ascend' },
  ),
  fc.constantFrom(0, 1, 2).map((choice) => ({ kind: 'level-up', choice }) as LoggedInput),
  fc.record({ kind: fc.constant('drop' as const), index: fc.integer({ min: 0, max: 25 }) }),
  fc.record({ kind: fc.constant('wear' as const), index: fc.integer({ min: 0, max: 25 }) }),
  fc.record({ kind: fc.constant('use' as const), index: fc.integer({ min: 0, max: 25 }) }),
  fc.record({
    kind: fc.constant('use' as const),
    index: fc.integer({ min: 0, max: 25 }),
    target: fc.record({
      x: fc.integer({ min: 0, max: 4095 }),
      y: fc.integer({ min: 0, max: 4095 }),
    }),
  }),
)

describe('the input log codec', () => {
  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(fc.array(input, { maxLength: 200 }), (inputs) => {
        expect(decodeLog(encodeLog(inputs))).toEqual(inputs)
      }),
      { numRuns: 500 },
    )
  })

  it('is compact: a run of steps is a count and a letter, an aimed scroll a few characters', () => {
    const walk: LoggedInput[] = Array.from({ length: 40 }, () => ({
      kind: 'move',
      direction: 'right',
    }))
    expect(encodeLog(walk)).toBe('40d')
    const read: LoggedInput = { kind: 'use', index: 1, target: { x: 12, y: 7 } }
    expect(encodeLog([...walk, { kind: 'wait' }, read, { kind: 'descend' }])).toBe('40dsUb-12-7.v')
    expect(encodeLog([{ kind: 'ascend' }, { kind: 'ascend' }])).toBe('uu')
  })

  it('refuses anything else with a ReplayError, never another error', () => {
    for (const bad of [
      'Q',
      '3U',
      'Ub-1-2',
      'U',
      'Uz-',
      '0d',
      '2g',
      'x\u0000',
      '9999999d',
      '<script>',
    ]) {
      expect(() => decodeLog(bad), bad).toThrow(ReplayError)
    }
    expect(() => decodeLog(42)).toThrow(/not text/)
    expect(() => decodeLog('s'.repeat(5_000_000))).toThrow(/too long/)
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          decodeLog(text)
        } catch (error) {
          expect(error).toBeInstanceOf(ReplayError)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
