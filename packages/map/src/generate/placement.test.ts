import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DungeonOptionsError } from '../errors.js'
import { fromAscii } from '../formats/ascii.js'
import type { Point } from '../grid/point.js'
import { isWalkable, Tile } from '../grid/tile.js'
import { createRng } from '../random/rng.js'
import { generateDungeon } from './generate.js'
import { placeSpawns, randomFloor } from './placement.js'

const key = (p: Point) => `${p.x},${p.y}`

describe('randomFloor', () => {
  const map = fromAscii(`
######
#.<>+#
#..#.#
######`)

  it('picks floor and doors, never walls or stairs, each about equally often', () => {
    const seen = new Map<string, number>()
    const rng = createRng('floor')
    for (let i = 0; i < 6000; i++) {
      const p = randomFloor(map, rng) as Point
      seen.set(key(p), (seen.get(key(p)) ?? 0) + 1)
    }
    expect([...seen.keys()].sort()).toEqual(['1,1', '1,2', '2,2', '4,1', '4,2'])
    for (const n of seen.values()) expect(Math.abs(n - 1200)).toBeLessThan(150)
  })

  it('leaves out the excluded tiles, and returns undefined when nothing is left', () => {
    const rng = createRng('x')
    const exclude = [
      { x: 1, y: 1 },
      { x: 1, y: 2 },
      { x: 2, y: 2 },
      { x: 4, y: 1 },
    ]
    for (let i = 0; i < 20; i++) expect(randomFloor(map, rng, exclude)).toEqual({ x: 4, y: 2 })
    expect(randomFloor(map, rng, [...exclude, { x: 4, y: 2 }])).toBeUndefined()
    expect(randomFloor(fromAscii('###\n#<#\n###'), rng)).toBeUndefined()
  })

  it('is deterministic for an rng state and makes exactly one draw', () => {
    const d = generateDungeon({ seed: 'rf' })
    const a = createRng('pick')
    const b = createRng('pick')
    expect(randomFloor(d, a)).toEqual(randomFloor(d, b))
    const c = createRng('pick')
    c.next()
    expect(a.next()).toBe(c.next())
  })
})

describe('placeSpawns', () => {
  it('returns distinct walkable non-stairs tiles at least minDistance (Chebyshev) from the start', () => {
    for (let seed = 0; seed < 50; seed++) {
      const d = generateDungeon({ seed })
      for (const minDistance of [0, 1, 2, 5]) {
        const spawns = placeSpawns(d, createRng(seed), 12, { minDistance })
        expect(spawns).toHaveLength(12)
        expect(new Set(spawns.map(key)).size).toBe(12)
        for (const p of spawns) {
          const code = d.tiles[p.y * d.width + p.x] as number
          expect(isWalkable(code) && code !== Tile.StairsUp && code !== Tile.StairsDown).toBe(true)
          const far = Math.max(Math.abs(p.x - d.start.x), Math.abs(p.y - d.start.y))
          expect(far).toBeGreaterThanOrEqual(Math.max(1, minDistance))
        }
      }
    }
  })

  it('defaults to a distance of 2: nothing on the eight tiles around the start', () => {
    const map = { ...fromAscii('.....\n.....\n.....\n.....\n.....'), start: { x: 2, y: 2 } }
    const all = placeSpawns(map, createRng(1), 100)
    expect(all).toHaveLength(16) // the 5 × 5 square minus the 3 × 3 around the start
    expect(all.every((p) => Math.max(Math.abs(p.x - 2), Math.abs(p.y - 2)) === 2)).toBe(true)
    expect(placeSpawns(map, createRng(1), 100, { minDistance: 0 })).toHaveLength(24)
  })

  it('returns fewer when the map runs out, without hanging, and none for a count of 0', () => {
    const d = generateDungeon({
      seed: 'full',
      width: 12,
      height: 10,
      roomMinSize: 3,
      roomMaxSize: 4,
    })
    const all = placeSpawns(d, createRng(0), 10_000, { minDistance: 0 })
    const floor = [...d.tiles].filter((t) => t === Tile.Floor).length
    expect(all).toHaveLength(floor)
    expect(placeSpawns(d, createRng(0), 0)).toEqual([])
  })

  it('skips excluded tiles', () => {
    const d = generateDungeon({ seed: 'ex' })
    const first = placeSpawns(d, createRng('a'), 20)
    const second = placeSpawns(d, createRng('a'), 20, { exclude: first })
    const taken = new Set(first.map(key))
    expect(second.some((p) => taken.has(key(p)))).toBe(false)
  })

  it('is a partial Fisher–Yates shuffle of the candidates in reading order', () => {
    const map = { ...fromAscii('#....#\n#....#'), start: { x: 0, y: 0 } }
    const candidates: Point[] = []
    for (let y = 0; y < 2; y++) for (let x = 1; x < 5; x++) candidates.push({ x, y })
    const rng = createRng('fy')
    const expected: Point[] = []
    for (let i = 0; i < 5; i++) {
      const j = rng.int(i, candidates.length - 1)
      ;[candidates[i], candidates[j]] = [candidates[j] as Point, candidates[i] as Point]
      expected.push(candidates[i] as Point)
    }
    expect(placeSpawns(map, createRng('fy'), 5, { minDistance: 0 })).toEqual(expected)
  })

  it('the same rng state gives the same tiles; a different one other tiles (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, count) => {
        const d = generateDungeon({ seed, preset: 'mcrogueface' })
        expect(placeSpawns(d, createRng(seed), count)).toEqual(
          placeSpawns(d, createRng(seed), count),
        )
      }),
      { numRuns: 200 },
    )
    const d = generateDungeon({ seed: 'vary' })
    expect(placeSpawns(d, createRng(1), 10)).not.toEqual(placeSpawns(d, createRng(2), 10))
  })

  it.each([
    [-1, {}, 'count'],
    [1.5, {}, 'count'],
    [Number.NaN, {}, 'count'],
    [3, { minDistance: -1 }, 'minDistance'],
    [3, { minDistance: 0.5 }, 'minDistance'],
    [3, { minDistance: Number.POSITIVE_INFINITY }, 'minDistance'],
  ])('refuses count %s with %j (%s)', (count, options, option) => {
    const d = generateDungeon({ seed: 1 })
    expect(() => placeSpawns(d, createRng(1), count, options)).toThrow(DungeonOptionsError)
    expect(() => placeSpawns(d, createRng(1), count, options)).toThrow(`Invalid ${option}:`)
  })
})
