import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Point } from './point.js'
import { Tile } from './tile.js'
import { createTileMap, type TileMap } from './tile-map.js'
import { carveHorizontal, carveLTunnel, carveVertical } from './tunnel.js'

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
      { numRuns: 1000 },
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
