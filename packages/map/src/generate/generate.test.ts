import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asRows } from '../../test/reference.js'
import { DungeonOptionsError } from '../errors.js'
import { isConnected } from '../grid/flood-fill.js'
import { isWalkable, Tile } from '../grid/tile.js'
import { MIN_ROOM_SIZE } from '../options/limits.js'
import type { DungeonOptions } from '../options/option-table.js'
import { PRESETS, type PresetName } from '../options/presets.js'
import { createRng } from '../random/rng.js'
import type { Dungeon } from './dungeon.js'
import { generateDungeon } from './generate.js'

const tilesOf = (d: Dungeon) => asRows(d.tiles, d.width)

describe('generateDungeon with the presets', () => {
  it('defaults to an 80×45 tcod map, row-major', () => {
    const d = generateDungeon({ seed: 1 })
    expect([d.width, d.height, d.tiles.length]).toEqual([80, 45, 80 * 45])
    expect(d.options.preset).toBe('tcod')
  })

  it('mcrogueface gives a 50×35 map', () => {
    const d = generateDungeon({ preset: 'mcrogueface', seed: 1 })
    expect([d.width, d.height, d.tiles.length]).toEqual([50, 35, 50 * 35])
  })

  const ranges: [PresetName, number, number, number][] = [
    // preset, smallest room, largest room, margin (x runs margin … W − w − 1 − margin)
    ['tcod', 6, 10, 0],
    ['mcrogueface', 6, 12, 1],
  ]

  it.each(ranges)(
    '%s: every room size and corner is in the tutorial’s range over 300 seeds',
    (preset, min, max, margin) => {
      const W = preset === 'tcod' ? 80 : 50
      const H = preset === 'tcod' ? 45 : 35
      for (let seed = 0; seed < 300; seed++) {
        for (const r of generateDungeon({ preset, seed }).rooms) {
          const w = r.x2 - r.x1
          const h = r.y2 - r.y1
          expect(w >= min && w <= max && h >= min && h <= max).toBe(true)
          expect(r.x1 >= margin && r.x1 <= W - w - 1 - margin).toBe(true)
          expect(r.y1 >= margin && r.y1 <= H - h - 1 - margin).toBe(true)
        }
      }
    },
  )

  it.each(ranges)(
    '%s: room sizes and corners reach both ends of their ranges',
    (preset, min, max, margin) => {
      const W = preset === 'tcod' ? 80 : 50
      const sizes = new Set<number>()
      let leftmost = Number.POSITIVE_INFINITY
      let rightmostGap = Number.POSITIVE_INFINITY // W − x2 − 1 − margin: 0 when a room touches its limit
      for (let seed = 0; seed < 300; seed++) {
        for (const r of generateDungeon({ preset, seed }).rooms) {
          sizes.add(r.x2 - r.x1)
          leftmost = Math.min(leftmost, r.x1)
          rightmostGap = Math.min(rightmostGap, W - r.x2 - 1 - margin)
        }
      }
      expect(Math.min(...sizes)).toBe(min)
      expect(Math.max(...sizes)).toBe(max)
      expect(leftmost).toBe(margin)
      expect(rightmostGap).toBe(0)
    },
  )

  it('starts the player at the centre of the first room, on the up stairs (on floor without)', () => {
    for (let seed = 0; seed < 50; seed++) {
      const d = generateDungeon({ seed })
      const first = d.rooms[0]
      expect(first).toBeDefined()
      expect(d.start).toEqual(first?.center)
      expect(d.tiles[d.start.y * d.width + d.start.x]).toBe(Tile.StairsUp)
      const bare = generateDungeon({ seed, stairs: false })
      expect(bare.tiles[d.start.y * d.width + d.start.x]).toBe(Tile.Floor)
    }
  })
})

describe('generateDungeon keys', () => {
  it('lists the stairs it has, and vaults only when they were asked for, last', () => {
    const base = ['width', 'height', 'tiles', 'rooms', 'start', 'seed', 'options', 'reproducible']
    const vaults = { list: [], count: 0 }
    for (const algorithm of ['rooms-and-corridors', 'caves'] as const) {
      for (const stairs of [true, false]) {
        const keys = stairs ? [...base, 'stairsUp', 'stairsDown'] : base
        const options = { algorithm, seed: 5, stairs }
        expect(Object.keys(generateDungeon(options))).toEqual(keys)
        expect(Object.keys(generateDungeon({ ...options, vaults }))).toEqual([...keys, 'vaults'])
      }
    }
  })
})

describe('generateDungeon seeds', () => {
  it('records the seed it was given, as a string', () => {
    expect(generateDungeon({ seed: 'cave' }).seed).toBe('cave')
    expect(generateDungeon({ seed: 42 }).seed).toBe('42')
  })

  it('draws and records a fresh seed when none is given, which replays the same map', () => {
    const d = generateDungeon()
    expect(d.seed).toMatch(/^[0-9a-z]{8}$/)
    expect(tilesOf(generateDungeon({ seed: d.seed }))).toBe(tilesOf(d))
    expect(generateDungeon().seed).not.toBe(d.seed)
  })

  it('same seed ⇒ identical tiles, rooms and start', () => {
    for (const preset of ['tcod', 'mcrogueface'] as const) {
      const a = generateDungeon({ preset, seed: 'same' })
      const b = generateDungeon({ preset, seed: 'same' })
      expect(tilesOf(a)).toBe(tilesOf(b))
      expect(a.rooms).toEqual(b.rooms)
      expect(a.start).toEqual(b.start)
      expect(a.tiles).not.toBe(b.tiles) // separate buffers
    }
  })

  it('42 and "42" give the same dungeon', () => {
    expect(tilesOf(generateDungeon({ seed: 42 }))).toBe(tilesOf(generateDungeon({ seed: '42' })))
  })

  it('different seeds ⇒ different maps', () => {
    const maps = new Set<string>()
    for (let seed = 0; seed < 200; seed++) maps.add(tilesOf(generateDungeon({ seed })))
    expect(maps.size).toBe(200)
  })

  it('draws from a given rng, and records that rng’s seed', () => {
    const d = generateDungeon({ rng: createRng('shared') })
    expect(d.seed).toBe('shared')
    expect(tilesOf(d)).toBe(tilesOf(generateDungeon({ seed: 'shared' })))
  })

  it('advances a given rng, so successive levels differ', () => {
    const rng = createRng('levels')
    const first = generateDungeon({ rng })
    const second = generateDungeon({ rng })
    expect(tilesOf(second)).not.toBe(tilesOf(first))
    expect(rng.next()).not.toBe(createRng('levels').next())
  })

  it('throws DungeonOptionsError for a bad seed', () => {
    expect(() => generateDungeon({ seed: '' })).toThrow(DungeonOptionsError)
    expect(() => generateDungeon({ seed: Number.NaN })).toThrow(DungeonOptionsError)
  })

  it('throws before generating when an option is invalid', () => {
    expect(() => generateDungeon({ width: 2 })).toThrow(DungeonOptionsError)
    expect(() => generateDungeon({ colour: 'red' } as DungeonOptions)).toThrow(DungeonOptionsError)
  })
})

describe('generateDungeon options echo', () => {
  it('returns the resolved options, frozen', () => {
    const d = generateDungeon({ preset: 'mcrogueface', width: 60, seed: 's' })
    expect(d.options).toEqual({
      preset: 'mcrogueface',
      algorithm: 'rooms-and-corridors',
      width: 60,
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
    expect(Object.isFrozen(d.options)).toBe(true)
  })

  it('can be passed back with the seed to make the same dungeon again', () => {
    const d = generateDungeon({ preset: 'mcrogueface', width: 44, roomMaxSize: 9, seed: 'again' })
    const again = generateDungeon({ ...d.options, seed: d.seed })
    expect(again.tiles).toEqual(d.tiles)
    expect(again.options).toEqual(d.options)
  })

  it('shares one frozen options object between dungeons asked for with the same options', () => {
    const a = generateDungeon({ width: 60, maxRooms: 12, seed: 'share-a' })
    const b = generateDungeon({ maxRooms: 12, width: 60, seed: 'share-b' })
    const c = generateDungeon({ width: 60, maxRooms: 12, rng: createRng('share-c') })
    expect(b.options).toBe(a.options)
    expect(c.options).toBe(a.options)
    // Anything else resolves afresh, and what was remembered does not leak into it.
    const d = generateDungeon({ width: 60, maxRooms: 13, seed: 'share-a' })
    expect(d.options).not.toBe(a.options)
    expect(d.options.maxRooms).toBe(13)
    expect(generateDungeon({ width: 60, seed: 'share-a' }).options.maxRooms).toBe(30)
    expect(a.options.maxRooms).toBe(12)
    expect(Object.isFrozen(a.options)).toBe(true)
  })

  it('still checks the seed and the generator when the other options are the last ones', () => {
    generateDungeon({ width: 60, seed: 'first' })
    expect(() => generateDungeon({ width: 60, seed: '' })).toThrow(DungeonOptionsError)
    expect(() => generateDungeon({ width: 60, seed: 'x', rng: createRng('x') })).toThrow(
      DungeonOptionsError,
    )
    expect(() => generateDungeon({ width: 60, rng: null as never })).toThrow(DungeonOptionsError)
    // A refused set is not remembered: the next call with it is refused too.
    expect(() => generateDungeon({ width: 2, seed: 'small' })).toThrow(DungeonOptionsError)
    expect(() => generateDungeon({ width: 2, seed: 'small' })).toThrow(DungeonOptionsError)
  })

  it('takes a margin that overrides the preset’s', () => {
    const d = generateDungeon({ margin: 3, seed: 'margin' })
    expect(d.options.margin).toBe(3)
    for (const room of d.rooms) {
      expect(Math.min(room.x1, room.y1)).toBeGreaterThanOrEqual(3)
      expect(d.width - 1 - room.x2).toBeGreaterThanOrEqual(3)
      expect(d.height - 1 - room.y2).toBeGreaterThanOrEqual(3)
    }
  })

  it('matches the map it describes', () => {
    const d = generateDungeon({ width: 33, height: 21, seed: 3 })
    expect([d.options.width, d.options.height]).toEqual([d.width, d.height])
  })
})

// ---------------------------------------------------------------------------------------------
// Properties over random seeds, presets and sizes.
// ---------------------------------------------------------------------------------------------

const seedArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 24 }),
  fc.string({ minLength: 1, maxLength: 12, unit: 'binary' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Valid option sets: any preset, width 10–120, height 10–80, room sizes that fit. */
const optionsArb: fc.Arbitrary<DungeonOptions & { preset: PresetName; seed: string | number }> = fc
  .record({
    preset: fc.constantFrom<PresetName>('tcod', 'mcrogueface'),
    width: fc.integer({ min: 10, max: 120 }),
    height: fc.integer({ min: 10, max: 80 }),
  })
  .chain(({ preset, width, height }) => {
    const largest = Math.min(width, height) - 1 - 2 * PRESETS[preset].margin
    return fc.integer({ min: MIN_ROOM_SIZE, max: largest }).chain((roomMinSize) =>
      fc.record({
        preset: fc.constant(preset),
        width: fc.constant(width),
        height: fc.constant(height),
        roomMinSize: fc.constant(roomMinSize),
        roomMaxSize: fc.integer({ min: roomMinSize, max: largest }),
        maxRooms: fc.integer({ min: 1, max: 60 }),
        seed: seedArb,
      }),
    )
  })

/** Dungeons per property: a thousand at the deep size, 250 at the quick one. */
const RUNS = { numRuns: sized(250, 1000) }

function forEveryDungeon(check: (d: Dungeon, o: DungeonOptions) => void): void {
  fc.assert(
    fc.property(optionsArb, (o) => check(generateDungeon(o), o)),
    RUNS,
  )
}

describe('properties of every generated dungeon', () => {
  it('every room lies inside the map, inside the preset’s margin', () => {
    forEveryDungeon((d) => {
      const m = d.options.margin
      for (const r of d.rooms) {
        expect(r.x1).toBeGreaterThanOrEqual(m)
        expect(r.y1).toBeGreaterThanOrEqual(m)
        expect(r.x2).toBeLessThanOrEqual(d.width - 1 - m)
        expect(r.y2).toBeLessThanOrEqual(d.height - 1 - m)
        expect(r.x2 - r.x1).toBeGreaterThanOrEqual(d.options.roomMinSize)
        expect(r.x2 - r.x1).toBeLessThanOrEqual(d.options.roomMaxSize)
        expect(r.y2 - r.y1).toBeGreaterThanOrEqual(d.options.roomMinSize)
        expect(r.y2 - r.y1).toBeLessThanOrEqual(d.options.roomMaxSize)
      }
      expect(d.rooms.length).toBeGreaterThanOrEqual(1)
      expect(d.rooms.length).toBeLessThanOrEqual(d.options.maxRooms)
    })
  })

  it('rooms never intersect one another (inclusive test)', () => {
    forEveryDungeon((d) => {
      for (let i = 0; i < d.rooms.length; i++) {
        for (let j = i + 1; j < d.rooms.length; j++) {
          const a = d.rooms[i]
          const b = d.rooms[j]
          if (a && b) expect(a.intersects(b)).toBe(false)
        }
      }
    })
  })

  it('every room’s inner area is walkable (floor, or the stairs)', () => {
    forEveryDungeon((d) => {
      let notFloor = 0
      for (const r of d.rooms) {
        const { x1, y1, x2, y2 } = r.inner
        for (let y = y1; y <= y2; y++) {
          for (let x = x1; x <= x2; x++)
            if (!isWalkable(d.tiles[y * d.width + x] as number)) notFloor++
        }
      }
      expect(notFloor).toBe(0)
    })
  })

  it('every border tile is a wall', () => {
    forEveryDungeon((d) => {
      const { width: W, height: H, tiles } = d
      const border: number[] = []
      for (let x = 0; x < W; x++) border.push(tiles[x] as number, tiles[(H - 1) * W + x] as number)
      for (let y = 0; y < H; y++)
        border.push(tiles[y * W] as number, tiles[y * W + W - 1] as number)
      expect(border.every((t) => t === Tile.Wall)).toBe(true)
    })
  })

  it('every floor tile is reachable from the start', () => {
    forEveryDungeon((d) => {
      expect(isConnected(d, d.start)).toBe(true)
    })
  })

  it('the start is walkable and is the first room’s centre', () => {
    forEveryDungeon((d) => {
      expect(isWalkable(d.tiles[d.start.y * d.width + d.start.x] as number)).toBe(true)
      expect(d.start).toEqual(d.rooms[0]?.center)
    })
  })

  it('tiles are only Wall or Floor but for the two stairs, and the size matches the options', () => {
    forEveryDungeon((d, o) => {
      expect(d.tiles.length).toBe(d.width * d.height)
      expect([d.width, d.height]).toEqual([o.width, o.height])
      const up = d.stairsUp as { x: number; y: number }
      const down = d.stairsDown as { x: number; y: number }
      const stairs = Array.from(d.tiles.keys()).filter((i) => (d.tiles[i] as number) > Tile.Floor)
      expect(stairs).toEqual(
        [up.y * d.width + up.x, down.y * d.width + down.x].sort((a, b) => a - b),
      )
      expect(d.tiles[up.y * d.width + up.x]).toBe(Tile.StairsUp)
      expect(d.tiles[down.y * d.width + down.x]).toBe(Tile.StairsDown)
    })
  })

  it('the same options give the same map', () => {
    fc.assert(
      fc.property(optionsArb, (o) => {
        expect(tilesOf(generateDungeon(o))).toBe(tilesOf(generateDungeon(o)))
      }),
      RUNS,
    )
  })
})
