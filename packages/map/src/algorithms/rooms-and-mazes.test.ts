import { describe, expect, it } from 'vitest'
import { toAscii } from '../formats/ascii.js'
import { generateDungeon } from '../generate/generate.js'
import { countWalkable, floodFill, isConnected } from '../grid/flood-fill.js'
import { labelRegions } from '../grid/regions.js'
import { isWalkable, Tile } from '../grid/tile.js'
import { createTileMap, type TileMap } from '../grid/tile-map.js'
import { connectRegions } from '../maze/connect-regions.js'
import { removeDeadEnds } from '../maze/dead-ends.js'
import { growMazes } from '../maze/grow-maze.js'
import { cellTile, createMazeGrid, markCells } from '../maze/maze-grid.js'
import { createRng } from '../random/rng.js'

/** A W × H map with a few rooms carved on the maze grid (corners at even steps). */
function withRooms(W: number, H: number, rooms: [number, number, number, number][]) {
  const map = createTileMap(W, H)
  const area = { x1: 1, y1: 1, x2: W - 2, y2: H - 2 }
  const grid = createMazeGrid(map, area)
  rooms.forEach(([x, y, w, h], i) => {
    for (let row = y + 1; row < y + h; row++)
      map.tiles.fill(Tile.Floor, row * W + x + 1, row * W + x + w)
    markCells(grid, x + 1, y + 1, x + w - 1, y + h - 1, i + 1)
  })
  return { map, area, grid }
}

/** Dead ends filled the slow way: again and again until no floor tile outside a room has < 2 ways. */
function naiveDeadEnds(map: TileMap, isRoom: (i: number) => boolean): Uint8Array {
  const tiles = map.tiles.slice()
  const W = map.width
  for (let changed = true; changed; ) {
    changed = false
    for (let i = 0; i < tiles.length; i++) {
      if (tiles[i] !== Tile.Floor || isRoom(i)) continue
      const ways = [i - W, i + 1, i + W, i - 1].filter((n) => isWalkable(tiles[n] ?? 0)).length
      if (ways <= 1) {
        tiles[i] = Tile.Wall
        changed = true
      }
    }
  }
  return tiles
}

describe('growMazes', () => {
  it('carves every cell, each maze a tree (one passage fewer than cells), nothing outside', () => {
    for (let seed = 0; seed < 30; seed++) {
      const W = 21 + (seed % 7)
      const H = 15 + (seed % 4)
      const { map, grid } = withRooms(W, H, [[2, 2, 6, 4]])
      const end = growMazes(map, grid, 2, seed * 3, createRng(seed))
      expect(end).toBeGreaterThan(2)
      const cells = new Map<number, number>()
      for (let k = 0; k < grid.regions.length; k++) {
        const r = grid.regions[k] as number
        if (r < 0) continue
        expect(r).toBeGreaterThan(0)
        expect(map.tiles[cellTile(grid, k)]).toBe(Tile.Floor)
        if (r >= 2) cells.set(r, (cells.get(r) ?? 0) + 1)
      }
      // Passages: the floor tiles between two cells of the same maze.
      const passages = new Map<number, number>()
      for (let k = 0; k < grid.regions.length; k++) {
        const r = grid.regions[k] as number
        if (r < 2) continue
        const t = cellTile(grid, k)
        if (grid.regions[k + 1] === r && map.tiles[t + 1] === Tile.Floor)
          passages.set(r, (passages.get(r) ?? 0) + 1)
        if (grid.regions[k + grid.stride] === r && map.tiles[t + W] === Tile.Floor)
          passages.set(r, (passages.get(r) ?? 0) + 1)
      }
      for (const [r, n] of cells) expect(passages.get(r) ?? 0).toBe(n - 1)
      // The border and the spare last column or row (even areas) stay rock.
      for (let x = 0; x < W; x++) expect(map.tiles[x]).toBe(Tile.Wall)
    }
  })

  it('runs straight with winding 0 and turns at every cell it can with 100', () => {
    const straight = withRooms(41, 21, [])
    growMazes(straight.map, straight.grid, 1, 0, createRng(1))
    const twisty = withRooms(41, 21, [])
    growMazes(twisty.map, twisty.grid, 1, 100, createRng(1))
    // Straight runs: the first row is one long passage.
    expect(toAscii(straight.map).split('\n')[1]).toBe(`#${'.'.repeat(39)}#`)
    expect(toAscii(twisty.map).split('\n')[1]).not.toBe(`#${'.'.repeat(39)}#`)
  })
})

describe('connectRegions and removeDeadEnds', () => {
  it('join every room and maze, and leave no dead end but what the slow way leaves', () => {
    for (let seed = 0; seed < 40; seed++) {
      const rooms: [number, number, number, number][] = [
        [2, 2, 6, 4],
        [12, 6, 8, 6],
        [22, 2, 4, 10],
        [4, 10, 2, 2],
      ]
      const { map, grid } = withRooms(33, 19, rooms)
      const end = growMazes(map, grid, rooms.length + 1, 30, createRng(seed))
      connectRegions(map, grid, end - 1, seed % 3 === 0 ? 0 : 25, createRng(`c${seed}`))
      // The first room's centre: rooms are never filled in.
      const start = { x: 5, y: 4 }
      expect(isConnected(map, start)).toBe(true)
      const isRoom = (i: number) =>
        rooms.some(([x, y, w, h]) => {
          const tx = i % map.width
          const ty = Math.floor(i / map.width)
          return tx > x && tx < x + w && ty > y && ty < y + h
        })
      const expected = naiveDeadEnds(map, isRoom)
      removeDeadEnds(map, grid, rooms.length)
      expect(toAscii(map)).toBe(toAscii({ ...map, tiles: expected }))
      expect(isConnected(map, start)).toBe(true)
    }
  })

  it('with no extra openings, opens exactly one fewer connector than there are regions', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { map, grid } = withRooms(31, 21, [
        [2, 2, 6, 6],
        [16, 10, 10, 8],
      ])
      const end = growMazes(map, grid, 3, 30, createRng(seed))
      const before = countWalkable(map)
      connectRegions(map, grid, end - 1, 0, createRng(seed))
      expect(countWalkable(map) - before).toBe(end - 2)
      // A tree of regions: no loop, so filling the dead ends leaves the rooms and the paths between.
      removeDeadEnds(map, grid, 2)
      expect(labelRegions(map).count).toBe(1)
    }
  })
})

describe('rooms-and-mazes dungeons', () => {
  it('reports rooms on the maze grid, starts in the first, and has corridors between them', () => {
    const d = generateDungeon({ algorithm: 'rooms-and-mazes', seed: 'mazes' })
    expect(d.rooms.length).toBeGreaterThan(3)
    for (const r of d.rooms) {
      expect([r.x1 % 2, r.y1 % 2, r.width % 2, r.height % 2]).toEqual([0, 0, 0, 0])
    }
    expect(d.start).toEqual(d.rooms[0]?.center)
    expect(isConnected(d, d.start)).toBe(true)
  })

  it('with rooms of odd size only (3 … 3), makes them one tile smaller', () => {
    const d = generateDungeon({
      algorithm: 'rooms-and-mazes',
      roomMinSize: 3,
      roomMaxSize: 3,
      seed: 1,
    })
    expect(d.rooms.every((r) => r.width === 2 && r.height === 2)).toBe(true)
    expect(isConnected(d, d.start)).toBe(true)
  })

  it('gives a lone one-tile room the tile beside it, so both stairs fit', () => {
    for (const [width, height] of [
      [4, 4],
      [5, 5],
      [30, 20],
    ]) {
      const d = generateDungeon({
        algorithm: 'rooms-and-mazes',
        width,
        height,
        maxRooms: 1,
        roomMinSize: 3,
        roomMaxSize: 3,
        mazeExtraConnectors: 0,
        seed: 2,
      })
      expect(countWalkable(d)).toBeGreaterThanOrEqual(2)
      expect(d.stairsDown).toBeDefined()
      expect(d.stairsDown).not.toEqual(d.stairsUp)
    }
  })

  it('is connected and quick enough at 1000 × 1000, with doors', () => {
    const d = generateDungeon({
      algorithm: 'rooms-and-mazes',
      width: 1000,
      height: 1000,
      maxRooms: 8333,
      doors: true,
      seed: 1,
    })
    expect(d.rooms.length).toBeGreaterThan(1000)
    const reached = floodFill(d, d.start)
    expect(reached.reduce((a, b) => a + b, 0)).toBe(countWalkable(d))
    expect(d.rooms.some((r) => r.doors.length > 1)).toBe(true)
  })
})
