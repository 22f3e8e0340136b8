import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeMask, encodeMask } from './mask-codec.js'

describe('the mask codec', () => {
  it('gives back any mask, in the shorter form', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.nat(3), (bytes, spread) => {
        // Masks from scattered to blocky.
        const mask = bytes.map((b, i) => (spread === 0 ? b : (bytes[i >> spread] ?? 0)) & 1)
        const text = encodeMask(mask)
        expect(decodeMask(text, mask.length, 'mask')).toEqual(mask)
        expect(text.length).toBeLessThanOrEqual(Math.ceil(mask.length / 6) + 1)
      }),
      { numRuns: 2000 },
    )
  })
})
