import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromAscii, toAscii } from '../formats/ascii.js'
import { floodFill, isConnected } from './flood-fill.js'
import { joinRegions } from './join-regions.js'
import { labelRegions, largestRegion } from './regions.js'
import { isWalkable, Tile } from './tile.js'

describe('labelRegions', () => {
  it('numbers regions by their first tile in reading order, with their sizes', () => {
    const map = fromAscii(`
#######
#..#..#
#.##.<#
###.###
#######`)
    const { labels, sizes, count } = labelRegions(map)
    expect(count).toBe(3)
    expect(sizes).toEqual([0, 3, 4, 1])
    expect(labels[1 * 7 + 1]).toBe(1)
    expect(labels[2 * 7 + 5]).toBe(2)
    expect(labels[3 * 7 + 3]).toBe(3)
    expect(labels[0]).toBe(0)
    expect(largestRegion({ labels, sizes, count })).toBe(2)
  })

  it('takes walkable tiles on the map’s edge, and a map with none has no region', () => {
    expect(labelRegions(fromAscii('..#\n#..')).count).toBe(1)
    expect(labelRegions(fromAscii('.#\n#.')).count).toBe(2)
    const none = labelRegions(fromAscii('##\n##'))
    expect([none.count, largestRegion(none)]).toEqual([0, 0])
  })

  it('agrees with floodFill on random maps', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 48, maxLength: 48 }), (cells) => {
        const map = fromAscii(
          Array.from({ length: 6 }, (_, y) =>
            cells
              .slice(y * 8, y * 8 + 8)
              .map((open) => (open ? '.' : '#'))
              .join(''),
          ).join('\n'),
        )
        const { labels, sizes } = labelRegions(map)
        const wrong: number[] = []
        for (let i = 0; i < map.tiles.length; i++) {
          if (!isWalkable(map.tiles[i] as number)) continue
          const reached = floodFill(map, { x: i % 8, y: Math.floor(i / 8) })
          let n = 0
          for (let j = 0; j < reached.length; j++) {
            n += reached[j] as number
            if ((reached[j] === 1) !== (labels[j] === labels[i])) wrong.push(j)
          }
          if (sizes[labels[i] as number] !== n) wrong.push(i)
        }
        expect(wrong).toEqual([])
      }),
      { numRuns: 200 },
    )
  })
})

describe('joinRegions', () => {
  it('digs the shortest tunnel through rock to each region, inside the area only', () => {
    const map = fromAscii(`
##########
#...######
#...##.###
#...######
##########
######..##
##########`)
    const regions = labelRegions(map)
    const joined = joinRegions(map, regions, largestRegion(regions), { x1: 1, y1: 1, x2: 8, y2: 5 })
    expect(joined).toBe(2)
    expect(isConnected(map, { x: 1, y: 1 })).toBe(true)
    // Region 2 (6, 2) is two rock tiles away; region 3 (6, 5) four from the largest and four
    // through region 2, which the search reaches first.
    expect(toAscii(map)).toBe(
      [
        '##########',
        '#...######',
        '#......###',
        '#...##.###',
        '######.###',
        '######..##',
        '##########',
      ].join('\n'),
    )
  })

  it('refuses an area touching the map’s edge, and joins nothing when there is one region', () => {
    const map = fromAscii('####\n#..#\n####')
    const regions = labelRegions(map)
    expect(() => joinRegions(map, regions, 1, { x1: 0, y1: 1, x2: 2, y2: 1 })).toThrow(RangeError)
    expect(joinRegions(map, regions, 1, { x1: 1, y1: 1, x2: 2, y2: 1 })).toBe(0)
    expect(map.tiles.filter((t) => t === Tile.Floor)).toHaveLength(2)
  })
})
