import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bellmanFord } from '../../test/path-reference.js'
import { fromAscii } from '../formats/ascii.js'
import { generateDungeon } from '../generate/generate.js'
import { breadthFirst } from '../grid/search.js'
import { isWalkable, Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import { dijkstraMap } from './dijkstra-map.js'
import { distanceMap } from './distance-map.js'

/** A random map of walls and floor, random tile costs (0: impassable) and random goals. */
const scene = fc
  .record({
    width: fc.integer({ min: 1, max: 14 }),
    height: fc.integer({ min: 1, max: 12 }),
    wallChance: fc.integer({ min: 0, max: 60 }),
    seedBits: fc.array(fc.nat(99), { minLength: 168, maxLength: 168 }),
    costBits: fc.array(fc.nat(6), { minLength: 168, maxLength: 168 }),
    goals: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    diagonal: fc.boolean(),
    cardinalCost: fc.integer({ min: 1, max: 3 }),
    diagonalCost: fc.integer({ min: 1, max: 5 }),
    withCosts: fc.boolean(),
  })
  .map((s) => {
    const size = s.width * s.height
    const tiles = new Uint8Array(size)
    for (let i = 0; i < size; i++) {
      tiles[i] =
        (s.seedBits[i] as number) < s.wallChance ? Tile.Wall : i % 7 === 3 ? Tile.Door : Tile.Floor
    }
    const map: TileMap = { width: s.width, height: s.height, tiles }
    const costs = s.withCosts ? Uint8Array.from(s.costBits.slice(0, size)) : undefined
    const goals = s.goals.map((g) => ({ x: g % s.width, y: Math.floor(g / s.width) % s.height }))
    const rules = {
      diagonal: s.diagonal,
      cardinalCost: s.cardinalCost,
      diagonalCost: s.diagonalCost,
      ...(costs ? { costs } : {}),
    }
    return { map, goals, rules }
  })

const sourcesOf = (map: TileMap, goals: readonly { x: number; y: number }[]) =>
  new Map(goals.map((g) => [g.y * map.width + g.x, 0]))

describe('dijkstraMap', () => {
  it('equals brute-force Bellman–Ford on random maps, costs, step costs and goals', () => {
    fc.assert(
      fc.property(scene, ({ map, goals, rules }) => {
        expect(dijkstraMap(map, goals, rules)).toEqual(
          bellmanFord(map, sourcesOf(map, goals), rules),
        )
      }),
      { numRuns: sized(600, 3000) },
    )
  })

  it('with several goals, is the least of the single-goal maps', () => {
    fc.assert(
      fc.property(scene, ({ map, goals, rules }) => {
        const together = dijkstraMap(map, goals, rules)
        const apart = goals.map((g) => dijkstraMap(map, [g], rules))
        together.forEach((d, i) => {
          expect(d).toBe(Math.min(...apart.map((a) => a[i] as number)))
        })
      }),
      { numRuns: sized(250, 1000) },
    )
  })

  it('stops at maxDistance: nearer tiles keep their distance, farther ones are Infinity', () => {
    fc.assert(
      fc.property(scene, fc.integer({ min: 0, max: 12 }), ({ map, goals, rules }, max) => {
        const whole = dijkstraMap(map, goals, rules)
        const cut = dijkstraMap(map, goals, { ...rules, maxDistance: max })
        whole.forEach((d, i) => {
          expect(cut[i]).toBe(d <= max ? d : Number.POSITIVE_INFINITY)
        })
      }),
      { numRuns: sized(250, 1000) },
    )
  })

  it('with 4 neighbours and unit costs, equals breadth-first search, on every algorithm', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 100_000 }),
        (algorithm, seed) => {
          const d = generateDungeon({ algorithm, seed, width: 50, height: 30 })
          const bfs = new Float64Array(d.width * d.height).fill(Number.POSITIVE_INFINITY)
          breadthFirst(
            d,
            d.start,
            (i) => isWalkable(d.tiles[i] as number),
            (i, n) => {
              bfs[i] = n
              return undefined
            },
          )
          expect(dijkstraMap(d, [d.start], { diagonal: false })).toEqual(bfs)
          expect([...distanceMap(d, d.start)]).toEqual(
            [...bfs].map((v) => (v === Infinity ? -1 : v)),
          )
        },
      ),
      { numRuns: sized(60, 300) },
    )
  })

  it('with 8 neighbours on every algorithm equals Bellman–Ford, goals at both stairs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 100_000 }),
        (algorithm, seed) => {
          const d = generateDungeon({ algorithm, seed, width: 40, height: 24, roomShape: 'mixed' })
          const goals = [d.stairsUp, d.stairsDown].filter((p) => p !== undefined)
          const rules = { diagonal: true, cardinalCost: 1, diagonalCost: 1 }
          expect(dijkstraMap(d, goals, rules)).toEqual(bellmanFord(d, sourcesOf(d, goals), rules))
        },
      ),
      { numRuns: sized(40, 150) },
    )
  })

  it('does not step diagonally between two walls touching at a corner', () => {
    const map = fromAscii(`
.#
#.`)
    expect([...dijkstraMap(map, [{ x: 0, y: 0 }])]).toEqual([0, Infinity, Infinity, Infinity])
    const open = fromAscii(`
..
#.`)
    expect([...dijkstraMap(open, [{ x: 0, y: 0 }])]).toEqual([0, 1, Infinity, 1])
  })

  it('ignores goals on walls and impassable tiles, and writes into a given array', () => {
    const map = fromAscii('#...')
    const out = new Float64Array(4).fill(7)
    expect(dijkstraMap(map, [{ x: 0, y: 0 }], { out })).toBe(out)
    expect([...out]).toEqual([Infinity, Infinity, Infinity, Infinity])
    const costs = new Uint8Array([1, 0, 1, 1])
    expect([
      ...dijkstraMap(
        map,
        [
          { x: 1, y: 0 },
          { x: 3, y: 0 },
        ],
        { costs },
      ),
    ]).toEqual([Infinity, Infinity, 1, 0])
  })

  it('refuses bad goals and options with the allowed range', () => {
    const map = fromAscii('...')
    expect(() => dijkstraMap(map, [{ x: 3, y: 0 }])).toThrow(
      'dijkstraMap: goals[0] is not a tile of the 3×1 map',
    )
    expect(() => dijkstraMap(map, [], { diagonalCost: 1.5 })).toThrow(
      'dijkstraMap: diagonalCost is 1.5; allowed: a positive integer',
    )
    expect(() => dijkstraMap(map, [], { cardinalCost: 0 })).toThrow(RangeError)
    expect(() => dijkstraMap(map, [], { costs: new Uint8Array(2) })).toThrow(
      'costs must be an array of 3 numbers',
    )
    expect(() => dijkstraMap(map, [], { costs: [1, 0.5, 1] })).toThrow('costs[1] is 0.5')
    expect(() => dijkstraMap(map, [], { maxDistance: -1 })).toThrow('maxDistance is -1')
    expect(() => dijkstraMap(map, [], { out: new Float64Array(2) })).toThrow(
      'out must be a Float64Array of 3 cells',
    )
  })
})
