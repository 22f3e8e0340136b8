import {
  type DungeonOptions,
  generateDungeon,
  MAX_MAP_SIZE,
  resolveDungeonOptions,
} from '@delve/map'
import { defaultChoice, MAX_DEPTH, MAX_RUN_SEED_LENGTH } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { queryFor, readUrlParams } from './url-params.js'

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
  it('gives the tcod defaults, no seed and nothing named for an empty query', () => {
    const params = readUrlParams('')
    expect(params.choice).toEqual({
      preset: 'tcod',
      algorithm: 'rooms-and-corridors',
      width: 80,
      height: 45,
      maxRooms: 30,
      roomMinSize: 6,
      roomMaxSize: 10,
      margin: 0,
      roomShape: 'rect',
      tunnel: 'l',
      padding: 0,
      iterations: 4,
      bspMinLeafSize: 7,
      caveFill: 45,
      caveRounds: 4,
      caveBirth: 5,
      caveSurvival: 4,
      caveConnect: 'tunnels',
      mazeWinding: 30,
      mazeExtraConnectors: 5,
      drunkardFloor: 40,
      doors: false,
    })
    expect(params.seed).toBeUndefined()
    expect(params.given.size).toBe(0)
    expect(params.notices).toEqual([])
  })

  it('reads every parameter it knows and ignores the rest', () => {
    const params = readUrlParams(
      '?seed=abc&preset=mcrogueface&algo=bsp&w=60&h=40&shape=circle&tunnel=bresenham&padding=2&depth=3&map=/m.tmj&sandbox&x=1',
    )
    expect(params.choice).toEqual({
      preset: 'mcrogueface',
      algorithm: 'bsp',
      width: 60,
      height: 40,
      maxRooms: 8,
      roomMinSize: 6,
      roomMaxSize: 12,
      margin: 1,
      roomShape: 'circle',
      tunnel: 'bresenham',
      padding: 2,
      iterations: 4,
      bspMinLeafSize: 7,
      caveFill: 45,
      caveRounds: 4,
      caveBirth: 5,
      caveSurvival: 4,
      caveConnect: 'tunnels',
      mazeWinding: 30,
      mazeExtraConnectors: 5,
      drunkardFloor: 40,
      doors: false,
    })
    expect([params.seed, params.depth, params.map]).toEqual(['abc', 3, '/m.tmj'])
    expect(params.given.size).toBe(11)
    expect(params.notices).toEqual([])
  })

  it('falls back to the preset size when only the preset is given', () => {
    const { choice } = readUrlParams('?preset=mcrogueface')
    expect([choice.width, choice.height]).toEqual([50, 35])
  })

  it('describes an unknown name in the library’s words and uses the default', () => {
    const { choice, notices } = readUrlParams('?preset=nope&shape=hexagon')
    expect(choice.preset).toBe('tcod')
    expect(choice.roomShape).toBe('rect')
    expect(notices).toEqual([
      `${libraryMessage({ preset: 'nope' })} Using tcod.`,
      `${libraryMessage({ roomShape: 'hexagon' })} Using rect.`,
    ])
  })

  it('uses the default for a size that is not a number, and keeps the other values', () => {
    const { choice, notices } = readUrlParams('?preset=nope&w=abc&h=30')
    expect(choice).toMatchObject({ preset: 'tcod', width: 80, height: 30 })
    expect(notices[1]).toBe(`${libraryMessage({ width: 'abc' })} Using 80.`)
  })

  it('brings an out-of-range or fractional number to the nearest valid value', () => {
    const huge = readUrlParams('?w=99999')
    expect(huge.choice.width).toBe(MAX_MAP_SIZE)
    expect(huge.notices).toEqual([`${libraryMessage({ width: 99999 })} Using ${MAX_MAP_SIZE}.`])
    expect(readUrlParams('?h=12.4').choice.height).toBe(12)
    expect(readUrlParams('?w=2').choice.width).toBe(4)
    expect(readUrlParams('?padding=-3').choice.padding).toBe(0)
    expect(readUrlParams('?padding=500').choice.padding).toBe(80)
    expect(readUrlParams('?h=').notices[0]).toMatch(/height.*"".* Using 45\.$/)
  })

  it('checks the depth the same way', () => {
    expect(readUrlParams('?depth=0&sandbox')).toMatchObject({ depth: 1 })
    expect(readUrlParams('?depth=5000&sandbox')).toMatchObject({ depth: MAX_DEPTH })
    const bad = readUrlParams('?depth=deep&sandbox')
    expect(bad.depth).toBe(1)
    expect(bad.notices[0]).toMatch(
      /^Invalid depth: "deep"\. Allowed: an integer from 1 to 999\. Using 1\.$/,
    )
  })

  it('refuses an empty or overlong seed and draws a random one instead', () => {
    for (const seed of ['', 'x'.repeat(MAX_RUN_SEED_LENGTH + 1)]) {
      const { seed: kept, notices } = readUrlParams(`?seed=${seed}`)
      expect(kept).toBeUndefined()
      expect(notices[0]).toMatch(/^Invalid seed.* Using a random seed\.$/)
    }
    expect(readUrlParams(`?seed=${'x'.repeat(MAX_RUN_SEED_LENGTH)}`).notices).toEqual([])
  })

  it('decodes the seed and makes the same dungeon as the library given the same seed', () => {
    const { seed, choice } = readUrlParams('?seed=hello%20world')
    expect(seed).toBe('hello world')
    const ours = generateDungeon({ ...choice, seed: seed as string })
    expect(ours.tiles).toEqual(generateDungeon({ seed: 'hello world' }).tiles)
  })
})

describe('queryFor', () => {
  it('names the seed and only what differs from the preset, so common links stay short', () => {
    expect(queryFor({ runSeed: 'abc', depth: 1, choice: defaultChoice() })).toBe('?seed=abc')
    expect(queryFor({ runSeed: 'abc', depth: 1, choice: defaultChoice('mcrogueface') })).toBe(
      '?seed=abc&preset=mcrogueface',
    )
  })

  it('writes fov=off only while fog of war is off in the sandbox, and reads it back', () => {
    const address = { runSeed: 'abc', depth: 1, choice: defaultChoice(), sandbox: true }
    expect(queryFor({ ...address, fov: true })).toBe('?seed=abc&sandbox')
    expect(queryFor({ ...address, fov: false })).toBe('?seed=abc&fov=off&sandbox')
    expect(readUrlParams('?seed=abc&fov=off&sandbox')).toMatchObject({
      seed: 'abc',
      fov: false,
      sandbox: true,
    })
    expect(readUrlParams('?fov=on&sandbox').fov).toBe(true)
    expect(readUrlParams('?fov=on').fov).toBeUndefined()
    expect(readUrlParams('?seed=abc').fov).toBeUndefined()
  })

  it('refuses an fov that is neither on nor off, and keeps fog of war on', () => {
    const params = readUrlParams('?seed=abc&fov=maybe')
    expect(params.fov).toBeUndefined()
    expect(params.notices).toEqual(['Invalid fov: "maybe". Allowed: on or off. Using on.'])
  })

  it('reads back as exactly the same level', () => {
    const address = {
      runSeed: 'a b/c',
      depth: 4,
      sandbox: true,
      map: '/maps/x.tmj',
      choice: { ...defaultChoice('mcrogueface'), algorithm: 'bsp' as const, width: 70, padding: 1 },
    }
    const params = readUrlParams(queryFor(address))
    expect(params).toMatchObject({
      seed: 'a b/c',
      depth: 4,
      map: '/maps/x.tmj',
      choice: address.choice,
      sandbox: true,
    })
    expect(params.notices).toEqual([])
  })

  it('opens a run unless the address names the sandbox: a run starts at depth 1 in the dark', () => {
    const run = readUrlParams('?seed=abc&depth=50&fov=off')
    expect(run).toMatchObject({ seed: 'abc', sandbox: false })
    expect(run.depth).toBeUndefined()
    expect(run.fov).toBeUndefined()
    expect(run.notices).toEqual([])
    expect(run.sandboxOnly).toBe(
      'depth=50 and fov=off are for the sandbox (add sandbox to the address): a run starts at depth 1 in the dark.',
    )
    expect([...run.given]).toEqual(['seed'])
    expect(readUrlParams('?seed=abc&depth=50&sandbox=on')).toMatchObject({
      depth: 50,
      sandbox: true,
    })
    expect(readUrlParams('?seed=abc&sandbox=off&depth=2').depth).toBeUndefined()
    // A run's link names neither depth nor fog, whatever the run's depth.
    expect(queryFor({ runSeed: 'abc', depth: 7, choice: defaultChoice(), fov: false })).toBe(
      '?seed=abc',
    )
    expect(readUrlParams('?sandbox=maybe').notices).toEqual([
      'Invalid sandbox: "maybe". Allowed: on or off. Playing a run.',
    ])
  })
})
