import { type DungeonOptions, generateDungeon, PRESETS, resolveDungeonOptions } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { readUrlParams } from './url-params.js'

/** The library's own message for these options, so the tests follow its wording. */
function libraryMessage(options: Record<string, unknown>): string {
  try {
    resolveDungeonOptions(options as DungeonOptions)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`expected ${JSON.stringify(options)} to be refused`)
}

describe('readUrlParams', () => {
  it('gives the tcod defaults and no seed for an empty query', () => {
    const { request, notices } = readUrlParams('')
    expect(request).toEqual({
      preset: 'tcod',
      algorithm: 'rooms-and-corridors',
      width: PRESETS.tcod.width,
      height: PRESETS.tcod.height,
    })
    expect(notices).toEqual([])
  })

  it('reads every parameter it knows', () => {
    const { request, notices } = readUrlParams(
      '?seed=abc&preset=mcrogueface&algo=rooms-and-corridors&w=60&h=40',
    )
    expect(request).toEqual({
      preset: 'mcrogueface',
      algorithm: 'rooms-and-corridors',
      width: 60,
      height: 40,
      seed: 'abc',
    })
    expect(notices).toEqual([])
  })

  it('falls back to the preset size when only the preset is given', () => {
    const { request } = readUrlParams('?preset=mcrogueface')
    expect([request.width, request.height]).toEqual([50, 35])
  })

  it('describes an unknown preset in the library’s words and uses tcod', () => {
    const { request, notices } = readUrlParams('?preset=nope')
    expect(request.preset).toBe('tcod')
    expect(notices).toEqual([`${libraryMessage({ preset: 'nope' })} Using tcod.`])
    expect(notices[0]).toMatch(/preset.*"nope"/)
  })

  it('refuses a width that is not a number and keeps the other values', () => {
    const { request, notices } = readUrlParams('?preset=nope&w=abc&h=30')
    expect(request).toMatchObject({ preset: 'tcod', width: 80, height: 30 })
    expect(notices).toHaveLength(2)
    expect(notices[1]).toBe(`${libraryMessage({ width: 'abc' })} Using 80.`)
    expect(notices[1]).toMatch(/width.*"abc"/)
  })

  it('refuses fractional and out-of-range sizes', () => {
    expect(readUrlParams('?w=12.5').notices[0]).toMatch(/width.*12\.5.* Using 80\.$/)
    expect(readUrlParams('?h=99999').notices[0]).toMatch(/height.*99999.* Using 45\.$/)
    expect(readUrlParams('?h=').notices[0]).toMatch(/height.*""/)
  })

  it('refuses a map too small to hold a room, one side at a time', () => {
    const { request, notices } = readUrlParams('?w=3&h=2')
    expect([request.width, request.height]).toEqual([80, 45])
    expect(notices).toHaveLength(2)
    const text = notices.join('\n')
    expect(text).toMatch(/width.*3.* Using 80\./)
    expect(text).toMatch(/height.*2.* Using 45\./)
  })

  it('refuses an unknown algorithm', () => {
    const { request, notices } = readUrlParams('?algo=cellular')
    expect(request.algorithm).toBe('rooms-and-corridors')
    expect(notices[0]).toMatch(/algorithm.*"cellular".* Using rooms-and-corridors\.$/)
  })

  it('refuses an empty or overlong seed and draws a random one instead', () => {
    for (const seed of ['', 'x'.repeat(300)]) {
      const { request, notices } = readUrlParams(`?seed=${seed}`)
      expect(request.seed).toBeUndefined()
      expect(notices[0]).toMatch(/seed.* Using a random seed\.$/)
    }
  })

  it('decodes the seed and makes the same dungeon as the library given the same seed', () => {
    const { request } = readUrlParams('?seed=hello%20world')
    expect(request.seed).toBe('hello world')
    expect(generateDungeon(request).tiles).toEqual(generateDungeon({ seed: 'hello world' }).tiles)
  })
})
