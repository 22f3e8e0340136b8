import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromAscii } from '../formats/ascii.js'
import { distanceMap, farthestReachable } from '../path/distance-map.js'
import { countWalkable, floodFill, isConnected, reachableCount } from './flood-fill.js'

/** The reached tiles drawn as a map: `*` reached, otherwise the original character. */
function reachedPicture(text: string, start: { x: number; y: number }): string {
  const map = fromAscii(text)
  const reached = floodFill(map, start)
  const rows = text.trim().split('\n')
  return rows
    .map((row, y) => [...row].map((ch, x) => (reached[y * map.width + x] ? '*' : ch)).join(''))
    .join('\n')
}

describe('floodFill', () => {
  it('reaches every walkable tile of a connected map, doors and stairs included', () => {
    const text = `
#######
#..+..#
#.###<#
#..>..#
#######`
    expect(reachedPicture(text, { x: 1, y: 1 })).toBe(
      ['#######', '#*****#', '#*###*#', '#*****#', '#######'].join('\n'),
    )
  })

  it('stops at walls: a separate room is not reached', () => {
    const text = `
#########
#..#....#
#..#....#
#########`
    expect(reachedPicture(text, { x: 1, y: 1 })).toBe(
      ['#########', '#**#....#', '#**#....#', '#########'].join('\n'),
    )
  })

  it('moves orthogonally only: diagonal neighbours are not connected', () => {
    const text = `
#####
#.###
##.##
#####`
    expect(reachedPicture(text, { x: 1, y: 1 })).toBe(
      ['#####', '#*###', '##.##', '#####'].join('\n'),
    )
  })

  it('does not wrap from the end of one row to the start of the next', () => {
    // (1, 0) and (0, 1) are neighbours in the row-major array but not on the map.
    const map = fromAscii('#.\n.#')
    expect([...floodFill(map, { x: 1, y: 0 })]).toEqual([0, 1, 0, 0])
    expect([...floodFill(map, { x: 0, y: 1 })]).toEqual([0, 0, 1, 0])
  })

  it('reaches nothing from a wall', () => {
    const map = fromAscii('#..\n...')
    expect(floodFill(map, { x: 0, y: 0 }).every((r) => r === 0)).toBe(true)
  })

  it('reaches nothing from outside the map', () => {
    const map = fromAscii('...\n...')
    for (const start of [
      { x: -1, y: 0 },
      { x: 3, y: 0 },
      { x: 0, y: 2 },
    ]) {
      expect(floodFill(map, start).every((r) => r === 0)).toBe(true)
    }
  })

  it('fills an open map from a corner', () => {
    const map = fromAscii('....\n....\n....')
    expect(floodFill(map, { x: 3, y: 2 }).every((r) => r === 1)).toBe(true)
  })
})

describe('countWalkable', () => {
  it('counts floor, doors and stairs but not walls', () => {
    expect(countWalkable(fromAscii('#.+<>#\n######'))).toBe(4)
    expect(countWalkable(fromAscii('###'))).toBe(0)
  })
})

describe('isConnected', () => {
  it('is true when every walkable tile is reachable', () => {
    const map = fromAscii(`
######
#..#.#
#....#
######`)
    expect(isConnected(map, { x: 1, y: 1 })).toBe(true)
    expect(isConnected(map, { x: 4, y: 1 })).toBe(true)
  })

  it('is false when some walkable tile is cut off', () => {
    const map = fromAscii(`
######
#..#.#
#..#.#
######`)
    expect(isConnected(map, { x: 1, y: 1 })).toBe(false)
    expect(isConnected(map, { x: 4, y: 1 })).toBe(false)
  })

  it('is false when a lone stair is cut off', () => {
    expect(isConnected(fromAscii('#..#>#'), { x: 1, y: 0 })).toBe(false)
  })

  it('is false from a wall on a map with floor', () => {
    expect(isConnected(fromAscii('#..'), { x: 0, y: 0 })).toBe(false)
  })
})

describe('reachableCount, distanceMap and farthestReachable', () => {
  const text = `
#########
#..#....#
#..+.##.#
#####...#
#.#######
#########`

  it('count what the flood fill reaches', () => {
    const map = fromAscii(text)
    expect(reachableCount(map, { x: 1, y: 1 })).toBe(14)
    expect(reachableCount(map, { x: 1, y: 4 })).toBe(1)
    expect(reachableCount(map, { x: 0, y: 0 })).toBe(0)
    expect(reachableCount(map, { x: -1, y: 3 })).toBe(0)
  })

  it('measures orthogonal steps over walkable tiles, −1 elsewhere', () => {
    const map = fromAscii(text)
    const d = distanceMap(map, { x: 1, y: 1 })
    const at = (x: number, y: number) => d[y * map.width + x]
    expect([at(1, 1), at(2, 1), at(2, 2), at(3, 2), at(4, 1), at(7, 3)]).toEqual([
      0, 1, 2, 3, 5, 10,
    ])
    expect([at(0, 0), at(1, 4), at(5, 2)]).toEqual([-1, -1, -1])
    expect(distanceMap(map, { x: 0, y: 0 }).every((v) => v === -1)).toBe(true)
  })

  it('finds the farthest tile, the first in reading order on a tie', () => {
    const map = fromAscii(text)
    // The far end of the corridor: (5, 3) is 12 steps away, round by (7, 1) and (7, 3).
    expect(farthestReachable(map, { x: 1, y: 1 })).toEqual({ x: 5, y: 3 })
    expect(farthestReachable(map, { x: 1, y: 4 })).toEqual({ x: 1, y: 4 })
    expect(farthestReachable(map, { x: 0, y: 0 })).toBeUndefined()
    const open = fromAscii('.....\n.....\n.....')
    expect(farthestReachable(open, { x: 2, y: 1 })).toEqual({ x: 0, y: 0 })
  })
})

describe('farthestReachable', () => {
  it('is the reachable tile with the largest distance, the lowest index on a tie', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 63, maxLength: 63 }),
        fc.nat(62),
        (cells, from) => {
          const text = Array.from({ length: 7 }, (_, y) =>
            cells
              .slice(y * 9, y * 9 + 9)
              .map((open) => (open ? '.' : '#'))
              .join(''),
          ).join('\n')
          const map = fromAscii(text)
          const start = { x: from % 9, y: Math.floor(from / 9) }
          const d = distanceMap(map, start)
          const far = farthestReachable(map, start)
          if (d[from] === -1) {
            expect(far).toBeUndefined()
          } else {
            const best = d.indexOf(Math.max(...d))
            expect(far).toEqual({ x: best % 9, y: Math.floor(best / 9) })
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})
