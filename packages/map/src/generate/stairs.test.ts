import { describe, expect, it } from 'vitest'
import { withStairs } from '../../test/reference.js'
import { fromAscii, toAscii } from '../formats/ascii.js'
import { Tile } from '../grid/tile.js'
import { createRng } from '../random/rng.js'
import { RectangularRoom } from '../rooms/room.js'
import { generateDungeon } from './generate.js'
import { placeStairs } from './stairs.js'

describe('placeStairs', () => {
  it('puts < at the first room’s centre and > at the last’s', () => {
    const map = fromAscii(`
##########
#...######
#...#....#
#........#
##########`)
    const rooms = [new RectangularRoom(0, 0, 4, 4), new RectangularRoom(4, 1, 5, 3)]
    expect(placeStairs(map, rooms)).toEqual({
      stairsUp: { x: 2, y: 2 },
      stairsDown: { x: 6, y: 2 },
    })
    expect(toAscii(map)).toBe(
      ['##########', '#...######', '#.<.#.>..#', '#........#', '##########'].join('\n'),
    )
  })

  it('with one room, puts > on the floor tile farthest from <, the first in reading order on a tie', () => {
    const map = fromAscii(`
#######
#.....#
#.....#
#.....#
#######`)
    // Centre (3, 2); the four corners are all 3 steps away: (1, 1) comes first.
    expect(placeStairs(map, [new RectangularRoom(0, 0, 6, 4)])).toEqual({
      stairsUp: { x: 3, y: 2 },
      stairsDown: { x: 1, y: 1 },
    })
    expect(toAscii(map).split('\n')[1]).toBe('#>....#')
  })

  it('follows the floor, not the straight line, to find the farthest tile', () => {
    const map = fromAscii(`
#######
#.....#
#####.#
#.....#
#######`)
    // A room whose centre is (1, 1): the far end of the bend, (1, 3), is 10 steps away.
    expect(placeStairs(map, [new RectangularRoom(0, 0, 2, 2)])?.stairsDown).toEqual({ x: 1, y: 3 })
  })

  it('gives no down stairs when the up stairs’ tile is the only floor, and nothing without rooms', () => {
    const map = fromAscii(`
###
#.#
###`)
    expect(placeStairs(map, [new RectangularRoom(0, 0, 2, 2)])).toEqual({
      stairsUp: { x: 1, y: 1 },
    })
    expect(placeStairs(map, [])).toBeUndefined()
  })

  it('without rooms, puts < on the start given and > on the tile farthest from it', () => {
    const map = fromAscii(`
#######
#.....#
#.###.#
#.#####
#######`)
    expect(placeStairs(map, [], { x: 5, y: 2 })).toEqual({
      stairsUp: { x: 5, y: 2 },
      stairsDown: { x: 1, y: 3 },
    })
    expect(toAscii(map).split('\n').slice(2, 4)).toEqual(['#.###<#', '#>#####'])
    // A start on rock or off the map gives none, as no rooms and no start do.
    expect(placeStairs(fromAscii('#.#'), [], { x: 0, y: 0 })).toBeUndefined()
    expect(placeStairs(fromAscii('#.#'), [], { x: 5, y: 0 })).toBeUndefined()
    expect(placeStairs(fromAscii('#.#'), [], { x: 1, y: 0 })).toEqual({ stairsUp: { x: 1, y: 0 } })
  })

  it('draws nothing from the rng: a dungeon’s rng ends where the stairs-free one’s does', () => {
    const a = createRng('same')
    const b = createRng('same')
    generateDungeon({ rng: a })
    generateDungeon({ rng: b, stairs: false })
    expect(a.next()).toBe(b.next())
  })
})

describe('stairs in generated dungeons', () => {
  it('match the reference placement, single-room dungeons included', () => {
    let single = 0
    for (let seed = 0; seed < 300; seed++) {
      // Small maps with big rooms: many end with one room.
      const options = { width: 24, height: 16, roomMinSize: 5, roomMaxSize: 12, seed }
      const bare = generateDungeon({ ...options, stairs: false })
      const d = generateDungeon(options)
      const expected = withStairs(bare.tiles, bare.width, bare.rooms)
      expect(d.tiles).toEqual(expected.tiles)
      expect([d.stairsUp, d.stairsDown]).toEqual([expected.up, expected.down])
      if (d.rooms.length === 1) single++
    }
    expect(single).toBeGreaterThan(20)
  })

  it('are never on a wall or on the same tile, and up is the start', () => {
    for (let seed = 0; seed < 200; seed++) {
      for (const algorithm of ['rooms-and-corridors', 'bsp'] as const) {
        const d = generateDungeon({ seed, algorithm, width: 20, height: 14, roomMinSize: 3 })
        const up = d.stairsUp as { x: number; y: number }
        const down = d.stairsDown as { x: number; y: number }
        expect(up).toEqual(d.start)
        expect(d.tiles[up.y * d.width + up.x]).toBe(Tile.StairsUp)
        expect(d.tiles[down.y * d.width + down.x]).toBe(Tile.StairsDown)
        expect(down).not.toEqual(up)
      }
    }
  })

  it('a one-room circle dungeon still gets both stairs', () => {
    for (let seed = 0; seed < 50; seed++) {
      const d = generateDungeon({ algorithm: 'bsp', iterations: 0, roomShape: 'circle', seed })
      expect(d.rooms).toHaveLength(1)
      expect(d.stairsDown).toBeDefined()
      expect(d.stairsDown).not.toEqual(d.stairsUp)
    }
  })
})
