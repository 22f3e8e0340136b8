import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromAscii } from '../formats/ascii.js'
import { generateDungeon } from '../generate/generate.js'
import { isWalkable } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import { dijkstraMap } from './dijkstra-map.js'
import { findPath } from './find-path.js'
import { canStep, type StepRules } from './moves.js'

/** What a path costs under the rules: each step's cost times the cost of the tile entered. */
function pathCost(map: TileMap, path: readonly { x: number; y: number }[], rules: StepRules) {
  let total = 0
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1] as { x: number; y: number }
    const b = path[k] as { x: number; y: number }
    const dx = b.x - a.x
    const dy = b.y - a.y
    expect(Math.max(Math.abs(dx), Math.abs(dy))).toBe(1)
    if (rules.diagonal === false) expect(Math.abs(dx) + Math.abs(dy)).toBe(1)
    expect(canStep(map, a.x, a.y, dx, dy)).toBe(true)
    const cardinal = rules.cardinalCost ?? 1
    const step = dx !== 0 && dy !== 0 ? (rules.diagonalCost ?? cardinal) : cardinal
    total += step * (rules.costs ? (rules.costs[b.y * map.width + b.x] as number) : 1)
  }
  return total
}

describe('findPath', () => {
  it('finds a path exactly as long as the Dijkstra map says, on every algorithm', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALGORITHM_NAMES),
        fc.integer({ min: 0, max: 100_000 }),
        fc.nat(),
        fc.nat(),
        fc.record({
          diagonal: fc.boolean(),
          cardinalCost: fc.integer({ min: 1, max: 3 }),
          diagonalCost: fc.integer({ min: 1, max: 5 }),
          withCosts: fc.boolean(),
        }),
        (algorithm, seed, a, b, r) => {
          const d = generateDungeon({ algorithm, seed, width: 50, height: 30, roomShape: 'mixed' })
          const floor = [...d.tiles.keys()].filter((i) => isWalkable(d.tiles[i] as number))
          const at = (k: number) => {
            const i = floor[k % floor.length] as number
            return { x: i % d.width, y: Math.floor(i / d.width) }
          }
          const from = at(a)
          const to = at(b)
          const costs = r.withCosts
            ? d.tiles.map((t, i) => (t === 0 ? 0 : 1 + ((i * 7) % 4)))
            : undefined
          const rules: StepRules = {
            diagonal: r.diagonal,
            cardinalCost: r.cardinalCost,
            diagonalCost: r.diagonalCost,
            ...(costs ? { costs } : {}),
          }
          const distance = dijkstraMap(d, [from], rules)[to.y * d.width + to.x] as number
          const path = findPath(d, from, to, rules)
          if (distance === Infinity) {
            expect(path).toBeUndefined()
            return
          }
          expect(path?.[0]).toEqual(from)
          expect(path?.at(-1)).toEqual(to)
          expect(pathCost(d, path as { x: number; y: number }[], rules)).toBe(distance)
          // Deterministic: the same path again.
          expect(findPath(d, from, to, rules)).toEqual(path)
        },
      ),
      { numRuns: sized(300, 1500) },
    )
  })

  it('walks around a wall, keeps off corners, and says when there is no way', () => {
    const map = fromAscii(`
.....
.###.
.#...
.#.#.`)
    const path = findPath(map, { x: 0, y: 3 }, { x: 2, y: 3 })
    expect(path?.length).toBe(9)
    expect(findPath(map, { x: 0, y: 0 }, { x: 0, y: 0 })).toEqual([{ x: 0, y: 0 }])
    const shut = fromAscii(`
.#.
#..`)
    expect(findPath(shut, { x: 0, y: 0 }, { x: 2, y: 1 })).toBeUndefined()
    expect(findPath(shut, { x: 0, y: 0 }, { x: 1, y: 0 })).toBeUndefined()
  })

  it('refuses ends off the map', () => {
    expect(() => findPath(fromAscii('..'), { x: 0, y: 0 }, { x: 5, y: 0 })).toThrow(
      'findPath: to is not a tile of the 2×1 map',
    )
  })
})
