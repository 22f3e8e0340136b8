import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bellmanFord } from '../../test/path-reference.js'
import { fromAscii } from '../formats/ascii.js'
import { generateDungeon } from '../generate/generate.js'
import type { Point } from '../grid/point.js'
import { isWalkable, Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import { dijkstraMap } from './dijkstra-map.js'
import { boundedSpread, closedBorder, spread4, spread8 } from './unit-spread.js'

/** Runs one of the spreads from `goals` (deduplicated, walkable only), as dijkstraMap seeds it. */
function run(
  map: TileMap,
  goals: readonly Point[],
  how: 'fast' | 'bounded',
  diagonal: boolean,
  maxDistance = Number.POSITIVE_INFINITY,
): Float64Array {
  const { width, height, tiles } = map
  const dist = new Float64Array(width * height).fill(Number.POSITIVE_INFINITY)
  const queue = new Int32Array(width * height)
  let count = 0
  for (const g of goals) {
    const i = g.y * width + g.x
    if (dist[i] === 0 || !isWalkable(tiles[i] as number)) continue
    dist[i] = 0
    queue[count++] = i
  }
  if (how === 'bounded') {
    boundedSpread(tiles, width, height, diagonal, queue, count, dist, maxDistance)
  } else if (diagonal) {
    spread8(tiles, width, queue, count, dist, maxDistance)
  } else {
    spread4(tiles, width, queue, count, dist, maxDistance)
  }
  return dist
}

const unitRules = (diagonal: boolean) => ({ diagonal, cardinalCost: 1, diagonalCost: 1 })
const sourcesOf = (map: TileMap, goals: readonly Point[]) =>
  new Map(goals.map((g) => [g.y * map.width + g.x, 0]))

/** Up to `n` goals on walkable tiles, picked by `picks` (indices into the walkable tiles). */
function goalsOn(map: TileMap, picks: readonly number[]): Point[] {
  const floor: number[] = []
  map.tiles.forEach((t, i) => {
    if (isWalkable(t)) floor.push(i)
  })
  return picks.map((p) => {
    const i = floor[p % floor.length] as number
    return { x: i % map.width, y: Math.floor(i / map.width) }
  })
}

describe('unit-cost breadth-first spreads', () => {
  it('the fast loops equal the bounded loop and Bellman–Ford on every algorithm, 4 and 8 neighbours, 1–4 goals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (algorithm, seed, picks, diagonal) => {
          const d = generateDungeon({ algorithm, seed, width: 44, height: 26, roomShape: 'mixed' })
          expect(closedBorder(d.tiles, d.width, d.height)).toBe(true)
          const goals = goalsOn(d, picks)
          const fast = run(d, goals, 'fast', diagonal)
          expect(fast).toEqual(run(d, goals, 'bounded', diagonal))
          expect(fast).toEqual(bellmanFord(d, sourcesOf(d, goals), unitRules(diagonal)))
          expect(dijkstraMap(d, goals, { diagonal })).toEqual(fast)
        },
      ),
      { numRuns: sized(60, 300) },
    )
  })

  it('the fast loops stop at maxDistance exactly as the bounded loop does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 100_000 }),
        fc.nat(),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (algorithm, seed, pick, max, diagonal) => {
          const d = generateDungeon({ algorithm, seed, width: 40, height: 24 })
          const goals = goalsOn(d, [pick])
          const whole = run(d, goals, 'bounded', diagonal)
          const cut = run(d, goals, 'fast', diagonal, max)
          expect(cut).toEqual(run(d, goals, 'bounded', diagonal, max))
          whole.forEach((v, i) => {
            expect(cut[i]).toBe(v <= max ? v : Number.POSITIVE_INFINITY)
          })
        },
      ),
      { numRuns: sized(40, 200) },
    )
  })

  it('on random maps walled round, the fast loops equal Bellman–Ford (doors and stairs walkable, corners cut only past an open side)', () => {
    const scene = fc
      .record({
        width: fc.integer({ min: 1, max: 16 }),
        height: fc.integer({ min: 1, max: 12 }),
        wallChance: fc.integer({ min: 0, max: 70 }),
        bits: fc.array(fc.nat(99), { minLength: 192, maxLength: 192 }),
        picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        diagonal: fc.boolean(),
      })
      .map((s) => {
        const tiles = new Uint8Array(s.width * s.height)
        for (let i = 0; i < tiles.length; i++) {
          const x = i % s.width
          const y = Math.floor(i / s.width)
          const edge = x === 0 || y === 0 || x === s.width - 1 || y === s.height - 1
          const bit = s.bits[i] as number
          tiles[i] = edge || bit < s.wallChance ? Tile.Wall : 1 + (bit % 4)
        }
        return { map: { width: s.width, height: s.height, tiles }, ...s }
      })
    fc.assert(
      fc.property(scene, ({ map, picks, diagonal }) => {
        expect(closedBorder(map.tiles, map.width, map.height)).toBe(true)
        if (!map.tiles.some(isWalkable)) return
        const goals = goalsOn(map, picks)
        expect(run(map, goals, 'fast', diagonal)).toEqual(
          bellmanFord(map, sourcesOf(map, goals), unitRules(diagonal)),
        )
      }),
      { numRuns: sized(500, 2000) },
    )
  })

  it('knows a closed border from an open one', () => {
    expect(closedBorder(fromAscii('###\n#.#\n###').tiles, 3, 3)).toBe(true)
    expect(closedBorder(fromAscii('###\n#..\n###').tiles, 3, 3)).toBe(false)
    expect(closedBorder(fromAscii('#.#\n#.#\n###').tiles, 3, 3)).toBe(false)
    expect(closedBorder(fromAscii('###\n#.#\n#>#').tiles, 3, 3)).toBe(false)
    expect(closedBorder(fromAscii('.').tiles, 1, 1)).toBe(false)
    expect(closedBorder(fromAscii('#').tiles, 1, 1)).toBe(true)
  })

  it('dijkstraMap on a map with an open border still reaches its edge', () => {
    const map = fromAscii('...\n.#.\n...')
    expect([...dijkstraMap(map, [{ x: 0, y: 0 }])]).toEqual([0, 1, 2, 1, Infinity, 2, 2, 2, 3])
    expect([...dijkstraMap(map, [{ x: 0, y: 0 }], { diagonal: false })]).toEqual([
      0,
      1,
      2,
      1,
      Infinity,
      3,
      2,
      3,
      4,
    ])
  })
})
