import { describe, expect, it } from 'vitest'
import { Tile } from './tile.js'
import {
  createTileMap,
  fillRect,
  inBounds,
  pointToIndex,
  setTile,
  type TileMap,
  tileAt,
} from './tile-map.js'

/** The floor tiles of a map as "x,y" strings, for readable comparisons. */
function floorSet(map: TileMap): string[] {
  const out: string[] = []
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++)
      if (map.tiles[y * map.width + x] === Tile.Floor) out.push(`${x},${y}`)
  }
  return out
}

function rectSet(x1: number, y1: number, x2: number, y2: number): string[] {
  const out: string[] = []
  for (let y = y1; y <= y2; y++) for (let x = x1; x <= x2; x++) out.push(`${x},${y}`)
  return out
}

describe('createTileMap', () => {
  it('makes a width × height map of walls', () => {
    const map = createTileMap(7, 3)
    expect(map.width).toBe(7)
    expect(map.height).toBe(3)
    expect(map.tiles).toHaveLength(21)
    expect(map.tiles.every((t) => t === Tile.Wall)).toBe(true)
  })
})

describe('inBounds, pointToIndex and tileAt', () => {
  const map = createTileMap(5, 4)
  map.tiles[2 * 5 + 3] = Tile.Floor // (3, 2)

  it('inBounds accepts 0 … width−1 and 0 … height−1 only', () => {
    expect(inBounds(map, 0, 0)).toBe(true)
    expect(inBounds(map, 4, 3)).toBe(true)
    expect(inBounds(map, 5, 0)).toBe(false)
    expect(inBounds(map, 0, 4)).toBe(false)
    expect(inBounds(map, -1, 0)).toBe(false)
    expect(inBounds(map, 0, -1)).toBe(false)
  })

  it('pointToIndex is row-major', () => {
    expect(pointToIndex(map, { x: 3, y: 2 })).toBe(13)
    expect(pointToIndex(map, { x: 0, y: 1 })).toBe(5)
  })

  it('tileAt reads row-major tiles', () => {
    expect(tileAt(map, 3, 2)).toBe(Tile.Floor)
    expect(tileAt(map, 2, 3)).toBe(Tile.Wall)
  })

  it.each([
    [-1, 0],
    [0, -1],
    [5, 0],
    [0, 4],
    [100, 100],
  ])('tileAt(%d, %d) outside the map is a wall', (x, y) => {
    const open = createTileMap(5, 4)
    open.tiles.fill(Tile.Floor)
    expect(tileAt(open, x, y)).toBe(Tile.Wall)
  })
})

describe('setTile', () => {
  it('sets one tile', () => {
    const map = createTileMap(5, 4)
    setTile(map, 4, 3, Tile.Door)
    expect(map.tiles[3 * 5 + 4]).toBe(Tile.Door)
    expect(map.tiles.filter((t) => t !== Tile.Wall)).toHaveLength(1)
  })

  it.each([
    [-1, 0],
    [0, -1],
    [5, 0],
    [0, 4],
    [5, 3],
  ])('ignores (%d, %d) outside the map, without wrapping to another row', (x, y) => {
    const map = createTileMap(5, 4)
    setTile(map, x, y, Tile.Floor)
    expect(floorSet(map)).toEqual([])
  })
})

describe('fillRect', () => {
  it('fills the inclusive rectangle x1..x2 × y1..y2', () => {
    const map = createTileMap(8, 6)
    fillRect(map, 2, 1, 4, 3, Tile.Floor)
    expect(floorSet(map)).toEqual(rectSet(2, 1, 4, 3))
    expect(floorSet(map)).toHaveLength(9)
  })

  it('fills a single tile when both corners are the same', () => {
    const map = createTileMap(8, 6)
    fillRect(map, 7, 5, 7, 5, Tile.Floor)
    expect(floorSet(map)).toEqual(['7,5'])
  })

  it('clips a rectangle that sticks out of every side', () => {
    const map = createTileMap(5, 4)
    fillRect(map, -3, -2, 9, 9, Tile.Floor)
    expect(floorSet(map)).toEqual(rectSet(0, 0, 4, 3))
  })

  it('clips at the top-left and the bottom-right corners', () => {
    const a = createTileMap(5, 4)
    fillRect(a, -2, -2, 1, 1, Tile.Floor)
    expect(floorSet(a)).toEqual(rectSet(0, 0, 1, 1))
    const b = createTileMap(5, 4)
    fillRect(b, 3, 2, 10, 10, Tile.Floor)
    expect(floorSet(b)).toEqual(rectSet(3, 2, 4, 3))
  })

  it.each([
    ['left of the map', -5, 0, -1, 3],
    ['right of the map', 5, 0, 8, 3],
    ['above the map', 0, -4, 4, -1],
    ['below the map', 0, 4, 4, 7],
    ['inverted x', 3, 0, 2, 3],
    ['inverted y', 0, 3, 4, 2],
  ])('fills nothing when the rectangle is %s', (_, x1, y1, x2, y2) => {
    const map = createTileMap(5, 4)
    fillRect(map, x1, y1, x2, y2, Tile.Floor)
    expect(floorSet(map)).toEqual([])
  })

  it('writes the given code', () => {
    const map = createTileMap(3, 3)
    fillRect(map, 0, 0, 2, 2, Tile.StairsDown)
    expect(map.tiles.every((t) => t === Tile.StairsDown)).toBe(true)
  })
})
