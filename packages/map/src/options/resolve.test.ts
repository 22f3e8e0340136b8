import { describe, expect, it } from 'vitest'
import { DungeonOptionsError } from '../errors.js'
import { createRng } from '../random/rng.js'
import { ALGORITHM_NAMES } from './choices.js'
import { MAX_MAP_SIZE, MAX_ROOM_ATTEMPTS, MIN_ROOM_SIZE } from './limits.js'
import type { DungeonOptions } from './option-table.js'
import { PRESET_NAMES, PRESETS } from './presets.js'
import { resolveDungeonOptions } from './resolve.js'

describe('preset defaults (DESIGN.md table)', () => {
  it('tcod: 80×45, rooms 6–10, 30 attempts, no margin', () => {
    expect(resolveDungeonOptions({ preset: 'tcod' })).toEqual({
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
      stairs: true,
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
  })

  it('mcrogueface: 50×35, rooms 6–12, 8 attempts, margin 1', () => {
    expect(resolveDungeonOptions({ preset: 'mcrogueface' })).toEqual({
      preset: 'mcrogueface',
      algorithm: 'rooms-and-corridors',
      width: 50,
      height: 35,
      maxRooms: 8,
      roomMinSize: 6,
      roomMaxSize: 12,
      margin: 1,
      roomShape: 'rect',
      tunnel: 'l',
      padding: 0,
      stairs: true,
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
  })

  it('tcod is the default preset', () => {
    expect(resolveDungeonOptions()).toEqual(resolveDungeonOptions({ preset: 'tcod' }))
    expect(resolveDungeonOptions({})).toEqual(resolveDungeonOptions({ preset: 'tcod' }))
  })

  it('lists its names and constants', () => {
    expect(PRESET_NAMES).toEqual(['tcod', 'mcrogueface'])
    expect(ALGORITHM_NAMES).toContain('rooms-and-corridors')
    expect(Object.isFrozen(PRESETS) && Object.isFrozen(PRESETS.tcod)).toBe(true)
    expect(MIN_ROOM_SIZE).toBe(3)
  })
})

/** Options with `given`'s values under the keys of `order`, in that order, each read noted in `reads`. */
function watchedOptions(
  given: Record<string, unknown>,
  order: readonly string[],
  reads: string[],
): DungeonOptions {
  const options = {}
  for (const key of order) {
    Object.defineProperty(options, key, {
      enumerable: true,
      get: () => {
        reads.push(key)
        return given[key]
      },
    })
  }
  return options as DungeonOptions
}

describe('overrides', () => {
  it('replace single defaults and keep the rest of the preset', () => {
    expect(resolveDungeonOptions({ preset: 'mcrogueface', width: 60, maxRooms: 20 })).toMatchObject(
      {
        width: 60,
        height: 35,
        maxRooms: 20,
        roomMinSize: 6,
        roomMaxSize: 12,
        margin: 1,
      },
    )
  })

  it('accept every size at the edges of the allowed ranges', () => {
    expect(resolveDungeonOptions({ width: 4, height: 4 })).toMatchObject({
      roomMinSize: 3,
      roomMaxSize: 3,
    })
    expect(resolveDungeonOptions({ preset: 'mcrogueface', width: 6, height: 6 })).toMatchObject({
      roomMinSize: 3,
      roomMaxSize: 3,
    })
    expect(resolveDungeonOptions({ width: MAX_MAP_SIZE, height: MAX_MAP_SIZE })).toMatchObject({
      width: MAX_MAP_SIZE,
    })
    expect(resolveDungeonOptions({ maxRooms: 1 }).maxRooms).toBe(1)
    expect(resolveDungeonOptions({ maxRooms: MAX_ROOM_ATTEMPTS }).maxRooms).toBe(MAX_ROOM_ATTEMPTS)
    expect(resolveDungeonOptions({ roomMinSize: 3, roomMaxSize: 44 })).toMatchObject({
      roomMinSize: 3,
      roomMaxSize: 44,
    })
  })

  it('shrink the default room sizes to fit a small map instead of failing', () => {
    // tcod on 8×8: the largest room is 7 (x runs 0 … 8−7−1).
    expect(resolveDungeonOptions({ width: 8, height: 8 })).toMatchObject({
      roomMinSize: 6,
      roomMaxSize: 7,
    })
    // mcrogueface on 7×20: the largest room is 7−1−2 = 4.
    expect(resolveDungeonOptions({ preset: 'mcrogueface', width: 7, height: 20 })).toMatchObject({
      roomMinSize: 4,
      roomMaxSize: 4,
    })
  })

  it('raise the default roomMaxSize to a given roomMinSize above it', () => {
    expect(resolveDungeonOptions({ roomMinSize: 15 })).toMatchObject({
      roomMinSize: 15,
      roomMaxSize: 15,
    })
  })

  it('take the new options and echo them', () => {
    expect(
      resolveDungeonOptions({
        algorithm: 'bsp',
        roomShape: 'mixed',
        tunnel: 'bresenham',
        padding: 3,
        stairs: false,
        iterations: 0,
        bspMinLeafSize: 12,
      }),
    ).toMatchObject({
      algorithm: 'bsp',
      roomShape: 'mixed',
      tunnel: 'bresenham',
      padding: 3,
      stairs: false,
      iterations: 0,
      bspMinLeafSize: 12,
    })
    expect(resolveDungeonOptions({ padding: 80 }).padding).toBe(80)
    expect(resolveDungeonOptions({ iterations: 16 }).iterations).toBe(16)
  })

  it('default the BSP leaf to the cookbook’s 6, or the smallest room + 1 when that is more', () => {
    expect(resolveDungeonOptions({ roomMinSize: 3 }).bspMinLeafSize).toBe(6)
    expect(resolveDungeonOptions({ roomMinSize: 5 }).bspMinLeafSize).toBe(6)
    expect(resolveDungeonOptions({ roomMinSize: 9 }).bspMinLeafSize).toBe(10)
  })

  it('treat an option given as undefined as not given', () => {
    expect(resolveDungeonOptions({ width: undefined, seed: undefined, stairs: undefined })).toEqual(
      resolveDungeonOptions(),
    )
  })

  it('read the same options the same way whatever their order, call after call', () => {
    const reads: string[] = []
    const given = { width: 60, height: 40, maxRooms: 12, roomMinSize: 5 }
    const watched = (order: string[]) => watchedOptions(given, order, reads)
    const orders = [
      ['width', 'height', 'maxRooms', 'roomMinSize'],
      ['roomMinSize', 'maxRooms', 'height', 'width'],
      ['width', 'height', 'maxRooms', 'roomMinSize'],
      ['height', 'width', 'roomMinSize', 'maxRooms'],
    ]
    const expected = resolveDungeonOptions({ width: 60, height: 40, maxRooms: 12, roomMinSize: 5 })
    for (const order of orders) {
      reads.length = 0
      expect(resolveDungeonOptions(watched(order))).toEqual(expected)
      // Each value read once, in the object's key order.
      expect(reads).toEqual(order)
    }
    expect(() => resolveDungeonOptions({ width: 60, widht: 40 } as DungeonOptions)).toThrow(/widht/)
  })

  it('leave `vaults` to the vault options wherever it stands, with it or without, call after call', () => {
    const reads: string[] = []
    const given = { width: 60, height: 40, vaults: { list: [] } }
    const watched = (order: string[]) => watchedOptions(given, order, reads)
    const orders = [
      ['width', 'height'],
      ['vaults', 'width', 'height'],
      ['width', 'vaults', 'height'],
      ['width', 'height', 'vaults'],
      ['width', 'height'],
      ['height', 'vaults', 'width'],
    ]
    const expected = resolveDungeonOptions({ width: 60, height: 40 })
    for (const order of orders) {
      reads.length = 0
      expect(resolveDungeonOptions(watched(order))).toEqual(expected)
      expect(reads).toEqual(order.filter((key) => key !== 'vaults'))
    }
    // A misspelt name is still refused beside `vaults`, after or before it.
    const vaults = { list: [], count: 0 }
    expect(() => resolveDungeonOptions({ width: 60, vaults, widht: 40 } as DungeonOptions)).toThrow(
      /widht/,
    )
    expect(() => resolveDungeonOptions({ vaults, widht: 40 } as DungeonOptions)).toThrow(/widht/)
    expect(resolveDungeonOptions({ vaults })).toEqual(resolveDungeonOptions())
  })

  it('take seed and rng without putting them in the resolved options', () => {
    expect(resolveDungeonOptions({ seed: 'x' })).not.toHaveProperty('seed')
    expect(resolveDungeonOptions({ rng: createRng('x') })).not.toHaveProperty('rng')
  })
})

interface BadCase {
  name: string
  options: unknown
  option: string
  /** Text the message must contain: the allowed range or list. */
  allowed: string
}

const badCases: BadCase[] = [
  { name: 'NaN width', options: { width: Number.NaN }, option: 'width', allowed: 'from 4 to 4096' },
  {
    name: 'Infinity height',
    options: { height: Number.POSITIVE_INFINITY },
    option: 'height',
    allowed: 'from 4 to 4096',
  },
  {
    name: '-Infinity maxRooms',
    options: { maxRooms: Number.NEGATIVE_INFINITY },
    option: 'maxRooms',
    allowed: 'from 1 to 100000',
  },
  {
    name: 'non-integer width',
    options: { width: 40.5 },
    option: 'width',
    allowed: 'from 4 to 4096',
  },
  {
    name: 'non-integer roomMinSize',
    options: { roomMinSize: 6.5 },
    option: 'roomMinSize',
    allowed: 'from 3 to 44',
  },
  { name: 'zero width', options: { width: 0 }, option: 'width', allowed: 'from 4 to 4096' },
  { name: 'negative height', options: { height: -5 }, option: 'height', allowed: 'from 4 to 4096' },
  {
    name: 'zero roomMinSize',
    options: { roomMinSize: 0 },
    option: 'roomMinSize',
    allowed: 'from 3 to 44',
  },
  {
    name: 'negative roomMaxSize',
    options: { roomMaxSize: -1 },
    option: 'roomMaxSize',
    allowed: 'from 6 to 44',
  },
  {
    name: 'roomMinSize above roomMaxSize',
    options: { roomMinSize: 8, roomMaxSize: 7 },
    option: 'roomMaxSize',
    allowed: 'from 8 to 44',
  },
  {
    name: 'roomMaxSize too big for the tcod map (44 is the most on 80×45)',
    options: { roomMaxSize: 45 },
    option: 'roomMaxSize',
    allowed: 'from 6 to 44',
  },
  {
    name: 'roomMaxSize too big for the mcrogueface map (its margin leaves 32)',
    options: { preset: 'mcrogueface', roomMaxSize: 33 },
    option: 'roomMaxSize',
    allowed: 'from 6 to 32',
  },
  {
    name: 'roomMinSize too big for a custom map',
    options: { width: 10, height: 30, roomMinSize: 10 },
    option: 'roomMinSize',
    allowed: 'from 3 to 9',
  },
  {
    name: 'a tcod map too narrow to hold a room',
    options: { width: 3 },
    option: 'width',
    allowed: 'from 4 to 4096',
  },
  {
    name: 'an mcrogueface map too short to hold a room',
    options: { preset: 'mcrogueface', height: 5 },
    option: 'height',
    allowed: 'from 6 to 4096',
  },
  {
    name: 'width above MAX_MAP_SIZE',
    options: { width: MAX_MAP_SIZE + 1 },
    option: 'width',
    allowed: 'from 4 to 4096',
  },
  {
    name: 'height far above MAX_MAP_SIZE',
    options: { height: 1e9 },
    option: 'height',
    allowed: 'from 4 to 4096',
  },
  {
    name: 'zero maxRooms',
    options: { maxRooms: 0 },
    option: 'maxRooms',
    allowed: 'from 1 to 100000',
  },
  {
    name: 'negative maxRooms',
    options: { maxRooms: -3 },
    option: 'maxRooms',
    allowed: 'from 1 to 100000',
  },
  {
    name: 'huge maxRooms',
    options: { maxRooms: MAX_ROOM_ATTEMPTS + 1 },
    option: 'maxRooms',
    allowed: 'from 1 to 100000',
  },
  {
    name: 'unknown preset',
    options: { preset: 'nethack' },
    option: 'preset',
    allowed: '"tcod", "mcrogueface"',
  },
  {
    name: 'unknown algorithm',
    options: { algorithm: 'no-such-algorithm' },
    option: 'algorithm',
    allowed: '"rooms-and-corridors"',
  },
  { name: 'a string width', options: { width: '80' }, option: 'width', allowed: 'from 4 to 4096' },
  { name: 'a bigint width', options: { width: 80n }, option: 'width', allowed: 'from 4 to 4096' },
  {
    name: 'an object seed',
    options: { seed: {} },
    option: 'seed',
    allowed: 'a string of 1 to 256 characters, or a finite number',
  },
  { name: 'an empty seed', options: { seed: '' }, option: 'seed', allowed: 'a string of 1 to 256' },
  { name: 'a NaN seed', options: { seed: Number.NaN }, option: 'seed', allowed: 'a finite number' },
  {
    name: 'an unknown option key',
    options: { rooms: 5 },
    option: 'option name',
    allowed:
      'preset, algorithm, width, height, maxRooms, roomMinSize, roomMaxSize, margin, seed, rng',
  },
  {
    name: 'a negative margin',
    options: { margin: -1 },
    option: 'margin',
    allowed: 'from 0 to 1023',
  },
  { name: 'a fractional margin', options: { margin: 0.5 }, option: 'margin', allowed: 'from 0' },
  {
    name: 'a margin the map cannot hold a room inside',
    options: { margin: 30 },
    option: 'height',
    allowed: 'from 64 to 4096',
  },
  {
    name: 'seed together with rng',
    options: { seed: 'x', rng: createRng('x') },
    option: 'seed',
    allowed: 'no seed when an rng is given',
  },
  {
    name: 'an rng that is not an Rng',
    options: { rng: { next: () => 0 } },
    option: 'rng',
    allowed: 'an Rng made by createRng',
  },
  { name: 'a null rng', options: { rng: null }, option: 'rng', allowed: 'an Rng' },
  { name: 'null options', options: null, option: 'options', allowed: 'an object' },
  // The options the shapes-and-BSP issue added, and null given for an option.
  { name: 'a null seed', options: { seed: null }, option: 'seed', allowed: 'a finite number' },
  { name: 'a null width', options: { width: null }, option: 'width', allowed: 'from 4 to 4096' },
  { name: 'a null preset', options: { preset: null }, option: 'preset', allowed: '"tcod"' },
  {
    name: 'an unknown algorithm in capitals',
    options: { algorithm: 'BSP' },
    option: 'algorithm',
    allowed: 'one of "rooms-and-corridors", "bsp"',
  },
  {
    name: 'an unknown room shape',
    options: { roomShape: 'hexagon' },
    option: 'roomShape',
    allowed: 'one of "rect", "circle", "mixed"',
  },
  {
    name: 'a numeric room shape',
    options: { roomShape: 1 },
    option: 'roomShape',
    allowed: '"rect"',
  },
  {
    name: 'an unknown tunnel style',
    options: { tunnel: 'diagonal' },
    option: 'tunnel',
    allowed: 'one of "l", "bresenham", "mixed"',
  },
  { name: 'an upper-case tunnel', options: { tunnel: 'L' }, option: 'tunnel', allowed: '"l"' },
  {
    name: 'a negative padding',
    options: { padding: -1 },
    option: 'padding',
    allowed: 'from 0 to 80',
  },
  { name: 'a NaN padding', options: { padding: Number.NaN }, option: 'padding', allowed: 'from 0' },
  { name: 'a fractional padding', options: { padding: 1.5 }, option: 'padding', allowed: 'from 0' },
  {
    name: 'a padding longer than the map',
    options: { width: 30, height: 20, padding: 31 },
    option: 'padding',
    allowed: 'from 0 to 30',
  },
  { name: 'a string padding', options: { padding: '2' }, option: 'padding', allowed: 'from 0' },
  {
    name: 'stairs as a string',
    options: { stairs: 'yes' },
    option: 'stairs',
    allowed: 'true or false',
  },
  {
    name: 'stairs as a number',
    options: { stairs: 1 },
    option: 'stairs',
    allowed: 'true or false',
  },
  {
    name: 'negative iterations',
    options: { algorithm: 'bsp', iterations: -1 },
    option: 'iterations',
    allowed: 'from 0 to 16',
  },
  {
    name: 'absurd iterations',
    options: { algorithm: 'bsp', iterations: 1000 },
    option: 'iterations',
    allowed: 'from 0 to 16',
  },
  {
    name: 'fractional iterations',
    options: { iterations: 2.5 },
    option: 'iterations',
    allowed: 'from 0 to 16',
  },
  {
    name: 'Infinity iterations',
    options: { iterations: Number.POSITIVE_INFINITY },
    option: 'iterations',
    allowed: 'from 0 to 16',
  },
  {
    name: 'a leaf too small for the smallest room',
    options: { algorithm: 'bsp', bspMinLeafSize: 6 },
    option: 'bspMinLeafSize',
    allowed: 'from 7 to 4096',
  },
  {
    name: 'a leaf too small for a custom room size',
    options: { algorithm: 'bsp', roomMinSize: 9, bspMinLeafSize: 9 },
    option: 'bspMinLeafSize',
    allowed: 'from 10 to 4096',
  },
  {
    name: 'a leaf above MAX_MAP_SIZE',
    options: { bspMinLeafSize: 5000 },
    option: 'bspMinLeafSize',
    allowed: 'from 7 to 4096',
  },
  {
    name: 'a BSP map too small to hold a room',
    options: { algorithm: 'bsp', width: 3 },
    option: 'width',
    allowed: 'from 4 to 4096',
  },
  {
    name: 'BSP rooms that cannot fit the map',
    options: { algorithm: 'bsp', width: 20, height: 12, roomMinSize: 12 },
    option: 'roomMinSize',
    allowed: 'from 3 to 11',
  },
  {
    name: 'an object width',
    options: { width: { value: 80 } },
    option: 'width',
    allowed: 'from 4',
  },
  {
    name: 'a boolean maxRooms',
    options: { maxRooms: true },
    option: 'maxRooms',
    allowed: 'from 1',
  },
  {
    name: 'a misspelt option',
    options: { roomshape: 'circle' },
    option: 'option name',
    allowed: 'roomShape, tunnel, padding, stairs, iterations, bspMinLeafSize',
  },
  { name: 'an array of options', options: [], option: 'options', allowed: 'an object' },
  // The options the caves-and-mazes issue added.
  {
    name: 'an unknown algorithm',
    options: { algorithm: 'cellular' },
    option: 'algorithm',
    allowed: 'one of "rooms-and-corridors", "bsp", "caves", "rooms-and-mazes", "drunkard"',
  },
  {
    name: 'a cave fill over 100',
    options: { caveFill: 101 },
    option: 'caveFill',
    allowed: 'from 0 to 100',
  },
  {
    name: 'a negative cave fill',
    options: { caveFill: -1 },
    option: 'caveFill',
    allowed: 'from 0 to 100',
  },
  {
    name: 'a fractional cave fill',
    options: { caveFill: 44.5 },
    option: 'caveFill',
    allowed: 'from 0',
  },
  {
    name: 'too many cave rounds',
    options: { caveRounds: 17 },
    option: 'caveRounds',
    allowed: 'from 0 to 16',
  },
  {
    name: 'a string of cave rounds',
    options: { caveRounds: '4' },
    option: 'caveRounds',
    allowed: 'from 0 to 16',
  },
  {
    name: 'a birth count of 9',
    options: { caveBirth: 9 },
    option: 'caveBirth',
    allowed: 'from 0 to 8',
  },
  {
    name: 'a negative survival count',
    options: { caveSurvival: -1 },
    option: 'caveSurvival',
    allowed: 'from 0 to 8',
  },
  {
    name: 'an unknown way to join caves',
    options: { caveConnect: 'bridges' },
    option: 'caveConnect',
    allowed: 'one of "tunnels", "largest"',
  },
  {
    name: 'a null way to join caves',
    options: { caveConnect: null },
    option: 'caveConnect',
    allowed: '"tunnels"',
  },
  {
    name: 'a winding over 100',
    options: { mazeWinding: 150 },
    option: 'mazeWinding',
    allowed: 'from 0 to 100',
  },
  {
    name: 'a NaN winding',
    options: { mazeWinding: Number.NaN },
    option: 'mazeWinding',
    allowed: 'from 0 to 100',
  },
  {
    name: 'a negative extra-connector chance',
    options: { mazeExtraConnectors: -5 },
    option: 'mazeExtraConnectors',
    allowed: 'from 0 to 100',
  },
  {
    name: 'a drunkard floor of 0',
    options: { drunkardFloor: 0 },
    option: 'drunkardFloor',
    allowed: 'from 1 to 100',
  },
  {
    name: 'a drunkard floor over 100',
    options: { drunkardFloor: 101 },
    option: 'drunkardFloor',
    allowed: 'from 1 to 100',
  },
  {
    name: 'doors as a string',
    options: { doors: 'yes' },
    option: 'doors',
    allowed: 'true or false',
  },
  { name: 'doors as null', options: { doors: null }, option: 'doors', allowed: 'true or false' },
]

/**
 * Seeds are checked when the generator is made, so a bad seed only surfaces through the
 * generator; everything else already through resolveDungeonOptions.
 */
function resolveWithSeed(options: unknown): void {
  const resolved = resolveDungeonOptions(options as DungeonOptions)
  const seed = (options as DungeonOptions).seed
  if (seed !== undefined && !(options as DungeonOptions).rng) createRng(seed)
  expect(resolved).toBeDefined()
}

describe('invalid options', () => {
  it.each(badCases)('$name → DungeonOptionsError for $option', ({ options, option, allowed }) => {
    let error: unknown
    try {
      resolveWithSeed(options)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DungeonOptionsError)
    expect(error).toBeInstanceOf(RangeError)
    const e = error as DungeonOptionsError
    expect(e.name).toBe('DungeonOptionsError')
    expect(e.option).toBe(option)
    expect(e.message).toContain(`Invalid ${option}:`)
    expect(e.message).toContain(allowed)
  })

  it('names the value given, quoted when it is a string', () => {
    expect(() => resolveDungeonOptions({ width: 0 })).toThrow(
      'Invalid width: 0. Allowed: an integer from 4 to 4096.',
    )
    expect(() => resolveDungeonOptions({ width: '80' as unknown as number })).toThrow(
      'Invalid width: "80".',
    )
    expect(() => resolveDungeonOptions({ maxRooms: Number.NaN })).toThrow('Invalid maxRooms: NaN.')
    expect(() => resolveDungeonOptions({ width: 12n as unknown as number })).toThrow(
      'Invalid width: 12n.',
    )
    expect(() => resolveDungeonOptions({ preset: 'x' as 'tcod' })).toThrow(
      'Invalid preset: "x". Allowed: one of "tcod", "mcrogueface".',
    )
  })

  it('describes non-primitive values by kind', () => {
    expect(() => createRng({} as unknown as string)).toThrow('Invalid seed: an object.')
    expect(() => createRng([] as unknown as string)).toThrow('Invalid seed: an array.')
    expect(() => resolveDungeonOptions({ rng: (() => 1) as never })).toThrow(
      'Invalid rng: a function.',
    )
  })

  it('keeps the offending value on the error', () => {
    try {
      resolveDungeonOptions({ roomMaxSize: 99 })
      expect.unreachable()
    } catch (e) {
      expect((e as DungeonOptionsError).value).toBe(99)
    }
  })

  it('blames the width first when both sides are too small', () => {
    expect(() => resolveDungeonOptions({ width: 2, height: 2 })).toThrow('Invalid width: 2.')
  })
})
