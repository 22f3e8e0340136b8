import { describe, expect, it } from 'vitest'
import { fromAscii, toAscii } from '../formats/ascii.js'
import { isConnected } from '../grid/flood-fill.js'
import { Tile } from '../grid/tile.js'
import { createRng } from '../random/rng.js'
import { RectangularRoom } from '../rooms/room.js'
import { oriented, VAULT_ORIENTATIONS } from '../vaults/orient.js'
import { parseVaults } from '../vaults/parse.js'
import type { Vault } from '../vaults/vault.js'
import { joinEntrances, placeKey } from './join.js'
import { findSpot, Site } from './site.js'
import { stamp, unstamp } from './stamp.js'

const vault = (text: string) => parseVaults(text)[0] as Vault
const BLOCK = vault('NAME: block\nMAP\n##\n@#\nENDMAP')
const PILLAR = vault('NAME: pillar\nPLACE: room\nMAP\n#\nENDMAP')
const BEACON = vault('NAME: beacon\nPLACE: edge\nROTATE: yes\nMAP\n#.#\n#@#\nENDMAP')

function site(text: string, rooms: RectangularRoom[] = [], start = { x: 1, y: 1 }, seed = 1) {
  return new Site(fromAscii(text), rooms, start, createRng(seed))
}

describe('findSpot', () => {
  it('puts a float vault where it and a ring around it are rock, and only there', () => {
    // Rock for a 2×2 box and its ring only at the right.
    const s = site(`
##########
#.....####
#.....####
#.....####
#.....####
##########`)
    const seen = new Set<string>()
    for (let seed = 0; seed < 40; seed++) {
      const spot = findSpot(new Site(s.map, [], s.start, createRng(seed)), oriented(BLOCK, 0))
      seen.add(`${spot?.x},${spot?.y}`)
    }
    // Columns 6 … 9 are rock: the box at x 7 has its ring there; any row inside the border.
    expect([...seen].sort()).toEqual(['7,1', '7,2', '7,3'])
  })

  it('finds nothing when no rock is wide enough, without looping', () => {
    const s = site(`
########
#......#
#.####.#
#......#
########`)
    expect(findSpot(s, oriented(BLOCK, 0))).toBeUndefined()
  })

  it('keeps a vault off another vault’s box', () => {
    const s = site(`
##########
#....#####
#....#####
#....#####
#....#####
##########`)
    // The only rock block: taken by a box already there.
    s.addBox({ x: 6, y: 2, width: 2, height: 2, glyphs: '####' })
    expect(findSpot(s, oriented(BLOCK, 0))).toBeUndefined()
  })

  it('puts a room vault inside a room with floor all round it, never on the start', () => {
    const room = new RectangularRoom(0, 0, 6, 4)
    const s = site(
      `
#######
#.....#
#.....#
#.....#
#######`,
      [room],
      { x: 2, y: 2 },
    )
    const seen = new Set<string>()
    for (let seed = 0; seed < 40; seed++) {
      const spot = findSpot(new Site(s.map, [room], s.start, createRng(seed)), oriented(PILLAR, 0))
      seen.add(`${spot?.x},${spot?.y}`)
    }
    // Inside the floor 1 … 5 × 1 … 3 with a ring: x 2 … 4, y 2; the start (2, 2) is kept out of
    // the box and its ring alike.
    expect([...seen].sort()).toEqual(['4,2'])
  })

  it('puts an edge vault against the border its top row faces after turning', () => {
    const rock = `${'#'.repeat(12)}\n`.repeat(10).trim()
    const sides = VAULT_ORIENTATIONS.map((o, i) => {
      const spot = findSpot(site(rock), oriented(BEACON, i)) as { x: number; y: number }
      const turned = oriented(BEACON, i)
      return {
        rotation: o.rotation,
        north: spot.y === 1,
        east: spot.x + turned.width === 11,
        south: spot.y + turned.height === 9,
        west: spot.x === 1,
      }
    })
    for (const side of sides) {
      const against = { 0: side.north, 90: side.east, 180: side.south, 270: side.west }[
        side.rotation
      ]
      expect(against, `turned ${side.rotation}`).toBe(true)
    }
  })
})

describe('stamp and unstamp', () => {
  it('draws the glyphs and takes them back exactly', () => {
    const s = site(`
#######
#.....#
#.....#
#.....#
#######`)
    const before = toAscii(s.map)
    const [lock] = parseVaults(
      'NAME: l\nKEY: k\nLOCK: L\nMONSTER: o = orc\nMAP\n#####\n@L.o#\n#####\nENDMAP',
    )
    const placed = stamp(s, oriented(lock as Vault, 0), 1, 1)
    expect(toAscii(s.map)).toBe('#######\n#######\n#.=..##\n#######\n#######')
    expect(placed.locks).toEqual([{ glyph: 'L', kind: 'lock', x: 2, y: 2 }])
    expect(placed.monsters).toEqual([{ glyph: 'o', kind: 'orc', x: 4, y: 2 }])
    expect(placed.entrances).toEqual([{ x: 1, y: 2 }])
    expect(s.ownerAt(3, 2)).toBe(0)
    unstamp(s, placed)
    expect(toAscii(s.map)).toBe(before)
    expect(s.ownerAt(3, 2)).toBe(-1)
  })
})

describe('joinEntrances', () => {
  it('digs a straight corridor from an entrance to the nearest floor that way', () => {
    const s = site(`
##########
#.########
#.########
##########
##########`)
    const placed = stamp(s, oriented(BLOCK, 0), 5, 1)
    expect(joinEntrances(s, 0, placed)).toBe(true)
    expect(toAscii(s.map).split('\n')[2]).toBe('#.....####')
    expect(placed.dug).toEqual([2 * 10 + 4, 2 * 10 + 3, 2 * 10 + 2].sort((a, b) => b - a))
  })

  it('goes round what is in the way by a shortest corridor', () => {
    const s = site(`
##########
#.########
##########
##########
##########`)
    // The straight way west from (5, 2) meets only rock up to the border: the search turns.
    const placed = stamp(s, oriented(BLOCK, 0), 5, 1)
    expect(joinEntrances(s, 0, placed)).toBe(true)
    expect(placed.dug).toHaveLength(4)
    expect(isConnected(s.map, { x: 1, y: 1 })).toBe(true)
  })

  it('fails when the entrance is shut in: rock only up to other vaults and the border', () => {
    const s = site(`
########
#.######
########
########`)
    s.addBox({ x: 1, y: 1, width: 3, height: 2, glyphs: '......' })
    const placed = stamp(s, oriented(BLOCK, 0), 5, 1)
    expect(joinEntrances(s, 1, placed)).toBe(false)
  })
})

describe('placeKey', () => {
  it('puts the key on floor outside every box and off the start, kept as a box of its own', () => {
    const s = site(
      `
######
#....#
######`,
      [],
      { x: 1, y: 1 },
    )
    s.addBox({ x: 3, y: 1, width: 2, height: 1, glyphs: '..' })
    for (let seed = 0; seed < 10; seed++) {
      const k = new Site(s.map, [], s.start, createRng(seed))
      k.addBox({ x: 3, y: 1, width: 2, height: 1, glyphs: '..' })
      expect(placeKey(k)).toEqual({ x: 2, y: 1 })
      expect(k.ownerAt(2, 1)).toBe(1)
      expect(placeKey(k)).toBeUndefined()
      k.done()
    }
    expect(s.map.tiles[7]).toBe(Tile.Floor)
  })
})
