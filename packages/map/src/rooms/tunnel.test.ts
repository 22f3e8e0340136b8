import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listingBresenham, orthogonalLine } from '../../test/reference.js'
import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { createTileMap, type TileMap } from '../grid/tile-map.js'
import { createRng } from '../random/rng.js'
import {
  bresenhamLine,
  carveBresenhamTunnel,
  carveHorizontal,
  carveLTunnel,
  carveTunnel,
  carveVertical,
} from './tunnel.js'

function floorSet(map: TileMap): Set<string> {
  const out = new Set<string>()
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      if (map.tiles[y * map.width + x] === Tile.Floor) out.add(`${x},${y}`)
    }
  }
  return out
}

/** Walks the L step by step: along the first axis to the corner, then along the second. */
function walkL(from: Point, to: Point, horizontalFirst: boolean): Set<string> {
  const out = new Set<string>()
  let { x, y } = from
  out.add(`${x},${y}`)
  const stepX = () => {
    while (x !== to.x) {
      x += Math.sign(to.x - x)
      out.add(`${x},${y}`)
    }
  }
  const stepY = () => {
    while (y !== to.y) {
      y += Math.sign(to.y - y)
      out.add(`${x},${y}`)
    }
  }
  if (horizontalFirst) {
    stepX()
    stepY()
  } else {
    stepY()
    stepX()
  }
  return out
}

function carve(from: Point, to: Point, horizontalFirst: boolean, width = 12, height = 10) {
  const map = createTileMap(width, height)
  carveLTunnel(map, from, to, horizontalFirst)
  return floorSet(map)
}

describe('carveLTunnel on a blank map', () => {
  const from = { x: 2, y: 2 }
  const to = { x: 7, y: 6 }

  it('horizontal first: along the start row to (to.x, from.y), then down the end column', () => {
    const tiles = carve(from, to, true)
    expect(tiles.size).toBe(5 + 4 + 1) // |dx| + |dy| + 1
    expect(tiles.has('7,2')).toBe(true) // the corner
    expect(tiles.has('2,6')).toBe(false) // the other corner stays rock
    for (let x = 2; x <= 7; x++) expect(tiles.has(`${x},2`)).toBe(true)
    for (let y = 2; y <= 6; y++) expect(tiles.has(`7,${y}`)).toBe(true)
  })

  it('vertical first: down the start column to (from.x, to.y), then along the end row', () => {
    const tiles = carve(from, to, false)
    expect(tiles.size).toBe(10)
    expect(tiles.has('2,6')).toBe(true)
    expect(tiles.has('7,2')).toBe(false)
    for (let y = 2; y <= 6; y++) expect(tiles.has(`2,${y}`)).toBe(true)
    for (let x = 2; x <= 7; x++) expect(tiles.has(`${x},6`)).toBe(true)
  })

  it('includes both endpoints', () => {
    for (const h of [true, false]) {
      const tiles = carve(from, to, h)
      expect(tiles.has('2,2') && tiles.has('7,6')).toBe(true)
    }
  })

  it('reversing the endpoints mirrors the orientation', () => {
    expect(carve(to, from, true)).toEqual(carve(from, to, false))
    expect(carve(to, from, false)).toEqual(carve(from, to, true))
    // Reversed, horizontal first runs along the row of `to` = (7, 6): the corner is (2, 6).
    expect(carve(to, from, true).has('2,6')).toBe(true)
  })

  it('works up and to the left as well as down and to the right', () => {
    const tiles = carve({ x: 9, y: 8 }, { x: 1, y: 0 }, true)
    expect(tiles).toEqual(walkL({ x: 9, y: 8 }, { x: 1, y: 0 }, true))
    expect(tiles.size).toBe(8 + 8 + 1)
    expect(tiles.has('1,8')).toBe(true)
  })

  it('is a straight line when the points share a row, whatever the orientation', () => {
    for (const h of [true, false]) {
      const tiles = carve({ x: 8, y: 4 }, { x: 3, y: 4 }, h)
      expect(tiles).toEqual(new Set(['3,4', '4,4', '5,4', '6,4', '7,4', '8,4']))
    }
  })

  it('is a straight line when the points share a column, whatever the orientation', () => {
    for (const h of [true, false]) {
      const tiles = carve({ x: 5, y: 1 }, { x: 5, y: 4 }, h)
      expect(tiles).toEqual(new Set(['5,1', '5,2', '5,3', '5,4']))
    }
  })

  it('is a single tile when from equals to', () => {
    for (const h of [true, false])
      expect(carve({ x: 4, y: 4 }, { x: 4, y: 4 }, h)).toEqual(new Set(['4,4']))
  })

  it('is clipped at the map edge without throwing or wrapping', () => {
    const from = { x: -3, y: 2 }
    const to = { x: 14, y: 12 }
    const inside = (key: string) => {
      const [x, y] = key.split(',').map(Number) as [number, number]
      return x >= 0 && x < 12 && y >= 0 && y < 10
    }
    for (const h of [true, false]) {
      const expected = new Set([...walkL(from, to, h)].filter(inside))
      expect(carve(from, to, h)).toEqual(expected)
    }
    // Horizontal first runs along row 2 from the left edge to x = 11, then its column is off the map.
    expect(carve(from, to, true).size).toBe(12)
  })

  it('carves exactly the stepwise L for any endpoints, clipped to the map (property)', () => {
    const coord = fc.integer({ min: -4, max: 20 })
    fc.assert(
      fc.property(coord, coord, coord, coord, fc.boolean(), (x1, y1, x2, y2, h) => {
        const from = { x: x1, y: y1 }
        const to = { x: x2, y: y2 }
        const map = createTileMap(16, 12)
        carveLTunnel(map, from, to, h)
        const expected = [...walkL(from, to, h)].filter((key) => {
          const [x, y] = key.split(',').map(Number) as [number, number]
          return x >= 0 && x < 16 && y >= 0 && y < 12
        })
        expect(floorSet(map)).toEqual(new Set(expected))
        if (expected.length === walkL(from, to, h).size) {
          expect(expected.length).toBe(Math.abs(x2 - x1) + Math.abs(y2 - y1) + 1)
        }
      }),
      { numRuns: sized(250, 1000) },
    )
  })
})

describe('carveHorizontal and carveVertical', () => {
  it('carve inclusive runs in either order', () => {
    const a = createTileMap(10, 10)
    carveHorizontal(a, 6, 2, 3)
    expect(floorSet(a)).toEqual(new Set(['2,3', '3,3', '4,3', '5,3', '6,3']))
    const b = createTileMap(10, 10)
    carveVertical(b, 7, 5, 1)
    expect(floorSet(b)).toEqual(new Set(['1,5', '1,6', '1,7']))
  })

  it('carve nothing when the whole run is off the map', () => {
    const map = createTileMap(10, 10)
    carveHorizontal(map, 0, 9, -1)
    carveHorizontal(map, 0, 9, 10)
    carveVertical(map, 0, 9, -1)
    carveVertical(map, 0, 9, 10)
    expect(floorSet(map).size).toBe(0)
  })
})

describe('bresenhamLine', () => {
  const pairs = (points: { x: number; y: number }[]) => points.map(({ x, y }) => [x, y])

  it('gives the McRogueFace listing’s points (its float error term) for any endpoints (property)', () => {
    const coord = fc.integer({ min: -30, max: 30 })
    fc.assert(
      fc.property(coord, coord, coord, coord, (x1, y1, x2, y2) => {
        expect(pairs(bresenhamLine({ x: x1, y: y1 }, { x: x2, y: y2 }))).toEqual(
          listingBresenham(x1, y1, x2, y2),
        )
      }),
      { numRuns: sized(500, 2000) },
    )
  })

  it('draws a known shallow line', () => {
    // dx = 5, dy = 2: the error term starts at 2.5 and the line steps down twice.
    expect(pairs(bresenhamLine({ x: 0, y: 0 }, { x: 5, y: 2 }))).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 2],
    ])
  })

  it('orthogonal: adds the minor-axis step before each diagonal move', () => {
    expect(pairs(bresenhamLine({ x: 0, y: 0 }, { x: 5, y: 2 }, true))).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
      [3, 1],
      [3, 2],
      [4, 2],
      [5, 2],
    ])
    // A steep line (y-major) moves diagonally from (0, 1) to (1, 2): the x step comes first.
    expect(pairs(bresenhamLine({ x: 0, y: 0 }, { x: 1, y: 2 }))).toEqual([
      [0, 0],
      [0, 1],
      [1, 2],
    ])
    expect(pairs(bresenhamLine({ x: 0, y: 0 }, { x: 1, y: 2 }, true))).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 2],
    ])
  })

  it('orthogonal: consecutive points share a side, start and end included (property)', () => {
    const coord = fc.integer({ min: -30, max: 30 })
    fc.assert(
      fc.property(coord, coord, coord, coord, (x1, y1, x2, y2) => {
        const points = bresenhamLine({ x: x1, y: y1 }, { x: x2, y: y2 }, true)
        expect(points[0]).toEqual({ x: x1, y: y1 })
        expect(points[points.length - 1]).toEqual({ x: x2, y: y2 })
        for (let i = 1; i < points.length; i++) {
          const a = points[i - 1] as { x: number; y: number }
          const b = points[i] as { x: number; y: number }
          expect(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)).toBe(1)
        }
        // Exactly |dx| + |dy| steps: no tile twice, no detour.
        expect(points.length).toBe(Math.abs(x2 - x1) + Math.abs(y2 - y1) + 1)
        expect(pairs(points)).toEqual(orthogonalLine(x1, y1, x2, y2))
      }),
      { numRuns: sized(500, 2000) },
    )
  })
})

describe('carveBresenhamTunnel and carveTunnel', () => {
  it('carves the orthogonal line, clipped to the map', () => {
    const map = createTileMap(6, 4)
    carveBresenhamTunnel(map, { x: -2, y: 0 }, { x: 7, y: 3 })
    const expected = orthogonalLine(-2, 0, 7, 3)
      .filter(([x, y]) => x >= 0 && x < 6 && y >= 0 && y < 4)
      .map(([x, y]) => `${x},${y}`)
    expect(floorSet(map)).toEqual(new Set(expected))
  })

  it('l: one coin for the orientation, the same one carveLTunnel takes', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const map = createTileMap(12, 10)
      const rng = createRng(seed)
      carveTunnel(map, { x: 1, y: 1 }, { x: 9, y: 8 }, 'l', rng)
      const again = createRng(seed)
      const expected = createTileMap(12, 10)
      carveLTunnel(expected, { x: 1, y: 1 }, { x: 9, y: 8 }, again.chance(0.5))
      expect(map.tiles).toEqual(expected.tiles)
      expect(rng.next()).toBe(again.next())
    }
  })

  it('bresenham: draws nothing from the rng', () => {
    const rng = createRng('line')
    carveTunnel(createTileMap(12, 10), { x: 1, y: 1 }, { x: 9, y: 8 }, 'bresenham', rng)
    expect(rng.next()).toBe(createRng('line').next())
  })

  it('mixed: a first coin picks the line (true) or an L (then its own coin)', () => {
    let lines = 0
    for (let seed = 0; seed < 200; seed++) {
      const map = createTileMap(12, 10)
      carveTunnel(map, { x: 1, y: 1 }, { x: 9, y: 8 }, 'mixed', createRng(seed))
      const probe = createRng(seed)
      const expected = createTileMap(12, 10)
      if (probe.chance(0.5)) {
        lines++
        carveBresenhamTunnel(expected, { x: 1, y: 1 }, { x: 9, y: 8 })
      } else {
        carveLTunnel(expected, { x: 1, y: 1 }, { x: 9, y: 8 }, probe.chance(0.5))
      }
      expect(map.tiles).toEqual(expected.tiles)
    }
    expect(lines).toBeGreaterThan(70)
    expect(lines).toBeLessThan(130)
  })
})

describe('carveVertical clipping', () => {
  it('clips a column that runs off both ends, and ignores one off the map', () => {
    const map = createTileMap(3, 4)
    carveVertical(map, -5, 9, 1)
    carveVertical(map, 0, 3, 3)
    carveVertical(map, 0, 3, -1)
    expect(floorSet(map)).toEqual(new Set(['1,0', '1,1', '1,2', '1,3']))
  })
})
