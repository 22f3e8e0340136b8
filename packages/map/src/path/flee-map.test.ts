import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bellmanFord } from '../../test/path-reference.js'
import { fromAscii } from '../formats/ascii.js'
import { generateDungeon } from '../generate/generate.js'
import { isWalkable } from '../grid/tile.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import { dijkstraMap } from './dijkstra-map.js'
import { stepDownhill } from './downhill.js'
import { fleeMap } from './flee-map.js'

describe('fleeMap', () => {
  it('is the rescan of the scaled distances: Bellman–Ford from every tile at its start value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(-1.2, -1.6, -3),
        fc.boolean(),
        (algorithm, seed, factor, diagonal) => {
          const d = generateDungeon({ algorithm, seed, width: 36, height: 22 })
          const rules = { diagonal, cardinalCost: 1, diagonalCost: 1 }
          const toward = dijkstraMap(d, [d.start], rules)
          const starts = new Map<number, number>()
          toward.forEach((v, i) => {
            if (Number.isFinite(v)) starts.set(i, Math.round(factor * v))
          })
          expect(fleeMap(d, toward, { ...rules, factor })).toEqual(bellmanFord(d, starts, rules))
        },
      ),
      { numRuns: sized(50, 200) },
    )
  })

  it('leads out of the room the long way round instead of into the nearest dead end', () => {
    // The threat @ stands in the room with the monster m, near the only way out (north, then a
    // long corridor east). Stepping as far from @ as one step goes, m would back into the room's
    // far corner; the flee map sends it past @ and out along the corridor instead.
    const map = fromAscii(
      `
##################################
###.............................##
###.##############################
#......###########################
#.@.m..###########################
#......###########################
##################################`,
      '@m',
    )
    const [threat] = map.marks['@'] ?? []
    const [monster] = map.marks.m ?? []
    const toward = dijkstraMap(map, [threat as { x: number; y: number }])
    const flee = fleeMap(map, toward)
    let at = monster as { x: number; y: number }
    for (let steps = 0; steps < 60; steps++) {
      const next = stepDownhill(map, flee, at)
      if (!next) break
      at = next
    }
    // Greedy (downhill on the negated distances) ends in the room's corner, a few steps away.
    const away = toward.map((v) => -v)
    let greedy = monster as { x: number; y: number }
    for (let next = stepDownhill(map, away, greedy); next; next = stepDownhill(map, away, greedy)) {
      greedy = next
    }
    expect(greedy.y).toBeGreaterThan(2)
    expect(toward[greedy.y * map.width + greedy.x]).toBeLessThan(6)
    // The flee map's walk ended far along the corridor instead.
    expect(toward[at.y * map.width + at.x]).toBeGreaterThan(20)
    expect(at.y).toBe(1)
  })

  it('keeps unreachable tiles unreachable and refuses a factor that is not negative', () => {
    const map = fromAscii('..#.')
    const toward = dijkstraMap(map, [{ x: 0, y: 0 }])
    expect([...fleeMap(map, toward)]).toEqual([0, -1, Infinity, Infinity])
    expect(() => fleeMap(map, toward, { factor: 1 })).toThrow(
      'factor is 1; allowed: a negative number',
    )
    expect(isWalkable(map.tiles[3] as number)).toBe(true)
  })
})

describe('stepDownhill', () => {
  it('walks a Dijkstra map to the goal in exactly as many steps as the distance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 100_000 }),
        fc.nat(),
        (algorithm, seed, pick) => {
          const d = generateDungeon({ algorithm, seed, width: 50, height: 30, roomShape: 'mixed' })
          const goal = d.stairsDown ?? d.start
          const map = dijkstraMap(d, [goal])
          const reachable = [...map.keys()].filter((i) => Number.isFinite(map[i]))
          const i = reachable[pick % reachable.length] as number
          let at = { x: i % d.width, y: Math.floor(i / d.width) }
          let steps = 0
          for (let next = stepDownhill(d, map, at); next; next = stepDownhill(d, map, at)) {
            expect(map[next.y * d.width + next.x]).toBe((map[at.y * d.width + at.x] as number) - 1)
            at = next
            steps++
          }
          expect(at).toEqual(goal)
          expect(steps).toBe(map[i])
        },
      ),
      { numRuns: sized(125, 500) },
    )
  })

  it('breaks ties clockwise from north, and stops at the bottom', () => {
    const map = fromAscii(`
...
...
...`)
    const values = new Float64Array([1, 1, 1, 1, 5, 1, 1, 1, 1])
    expect(stepDownhill(map, values, { x: 1, y: 1 })).toEqual({ x: 1, y: 0 })
    values[1] = 2
    expect(stepDownhill(map, values, { x: 1, y: 1 })).toEqual({ x: 2, y: 0 })
    expect(stepDownhill(map, values, { x: 2, y: 0 })).toBeUndefined()
    expect(stepDownhill(map, values, { x: 1, y: 1 }, { diagonal: false })).toEqual({ x: 2, y: 1 })
  })
})
