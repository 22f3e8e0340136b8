import { describe, expect, it } from 'vitest'
import { DungeonOptionsError, VaultError } from './errors.js'
import { resolveDungeonOptions } from './options/resolve.js'

describe('DungeonOptionsError', () => {
  it('is a RangeError named DungeonOptionsError', () => {
    const e = new DungeonOptionsError('width', 0, 'an integer from 4 to 4096')
    expect(e).toBeInstanceOf(RangeError)
    expect(e).toBeInstanceOf(Error)
    expect(e.name).toBe('DungeonOptionsError')
  })

  it('carries the option and the value, and names both and what is allowed in the message', () => {
    const e = new DungeonOptionsError('width', 0, 'an integer from 4 to 4096')
    expect(e.option).toBe('width')
    expect(e.value).toBe(0)
    expect(e.message).toBe('Invalid width: 0. Allowed: an integer from 4 to 4096.')
  })

  it('carries the allowed range of an integer option, matching its message', () => {
    const refusal = (options: object) => {
      try {
        resolveDungeonOptions(options)
      } catch (error) {
        return error as DungeonOptionsError
      }
      throw new Error('accepted')
    }
    expect(refusal({ width: 99999 }).range).toEqual({ min: 4, max: 4096 })
    expect(refusal({ preset: 'mcrogueface', height: 2 }).range).toEqual({ min: 6, max: 4096 })
    expect(refusal({ roomMinSize: 8, roomMaxSize: 7 }).range).toEqual({ min: 8, max: 44 })
    expect(refusal({ preset: 'nethack' }).range).toBeUndefined()
  })

  it.each([
    ['"80"', '80'],
    ['NaN', Number.NaN],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['true', true],
    ['12n', 12n],
    ['null', null],
    ['undefined', undefined],
    ['an array', [1, 2]],
    ['an object', { a: 1 }],
    ['a function', () => 0],
    ['a symbol', Symbol('s')],
  ])('describes the value as %s', (described, value) => {
    expect(new DungeonOptionsError('x', value, 'y').message).toBe(
      `Invalid x: ${described}. Allowed: y.`,
    )
  })
})

describe('VaultError', () => {
  it('is a SyntaxError named VaultError', () => {
    const e = new VaultError('a.vault', 3, 7, '?', 'a glyph with a meaning')
    expect(e).toBeInstanceOf(SyntaxError)
    expect(e).toBeInstanceOf(Error)
    expect(e.name).toBe('VaultError')
  })

  it('carries where and what, and says them as a compiler would: file:line:column', () => {
    const e = new VaultError('a.vault', 3, 7, '?', 'a glyph with a meaning')
    expect([e.file, e.line, e.column, e.found, e.expected]).toEqual([
      'a.vault',
      3,
      7,
      '?',
      'a glyph with a meaning',
    ])
    expect(e.message).toBe('a.vault:3:7: found "?", expected a glyph with a meaning')
  })

  it('says "nothing" for nothing found, and quotes what was found as JSON', () => {
    expect(new VaultError('f', 1, 1, '', 'ENDMAP').message).toBe(
      'f:1:1: found nothing, expected ENDMAP',
    )
    expect(new VaultError('f', 1, 1, '\t"', 'x').message).toBe('f:1:1: found "\\t\\"", expected x')
  })
})
