import { describe, expect, it } from 'vitest'
import { fromAscii, toAscii } from '../formats/ascii.js'
import { generateDungeon } from '../generate/generate.js'
import { isConnected } from '../grid/flood-fill.js'
import { placeDoors } from './doors.js'
import { CircularRoom, NO_DOORS, RectangularRoom } from './room.js'

describe('placeDoors', () => {
  it('turns one-tile gaps in a room’s wall into doors and lists them in reading order', () => {
    const map = fromAscii(`
############
#####.######
#####.######
###.....####
#........###
###.....####
###.......##
############
############`)
    const room = new RectangularRoom(2, 2, 6, 5)
    placeDoors(map, [room])
    // (8, 4) is a gap to rock outside: no door.
    expect(toAscii(map)).toBe(
      [
        '############',
        '#####.######',
        '#####+######',
        '###.....####',
        '#.+......###',
        '###.....####',
        '###.....+.##',
        '############',
        '############',
      ].join('\n'),
    )
    expect(room.doors).toEqual([
      { x: 5, y: 2 },
      { x: 2, y: 4 },
      { x: 8, y: 6 },
    ])
  })

  it('leaves wider openings, corridors along the wall and blind gaps open', () => {
    const text = `
#########
#..######
##.....##
##.....##
##.....#.
##......#
#########`
    const map = fromAscii(text)
    const room = new RectangularRoom(1, 1, 6, 5)
    placeDoors(map, [room])
    // (1, 1)–(2, 1): a corridor along the top wall (and into its corner); (7, 5): a gap to rock.
    expect(toAscii(map)).toBe(text.trim())
    expect(room.doors).toBe(NO_DOORS)
  })

  it('gives round rooms none, and never turns stairs into doors', () => {
    const map = fromAscii(`
#########
###...###
##.....##
##..<..##
##.....##
###...###
####>####
####.####`)
    const disc = new CircularRoom(1, 1, 6, 5)
    placeDoors(map, [disc])
    expect(disc.doors).toBe(NO_DOORS)
    const box = new RectangularRoom(1, 1, 6, 5)
    placeDoors(map, [box])
    expect(toAscii(map).split('\n')[6]).toBe('####>####')
  })

  it('allocates nothing for rooms without doors: they share one frozen empty list', () => {
    const d = generateDungeon({ seed: 'shared', doors: false })
    expect(d.rooms.every((r) => r.doors === NO_DOORS)).toBe(true)
    expect(Object.isFrozen(NO_DOORS)).toBe(true)
  })

  it('in generated dungeons: doors only where asked, the tiles otherwise unchanged', () => {
    for (const algorithm of ['rooms-and-corridors', 'bsp', 'rooms-and-mazes'] as const) {
      for (let seed = 0; seed < 40; seed++) {
        const plain = generateDungeon({ algorithm, seed })
        const doors = generateDungeon({ algorithm, seed, doors: true })
        expect(plain.tiles.includes(2)).toBe(false)
        const changed = [...doors.tiles.keys()].filter((i) => doors.tiles[i] !== plain.tiles[i])
        expect(changed.every((i) => doors.tiles[i] === 2 && plain.tiles[i] === 1)).toBe(true)
        expect(changed.length).toBe(doors.rooms.reduce((n, r) => n + r.doors.length, 0))
        expect(isConnected(doors, doors.start)).toBe(true)
      }
    }
  })

  it('every rooms-and-mazes room with a way in has a door (its connectors are one tile wide)', () => {
    for (let seed = 0; seed < 20; seed++) {
      const d = generateDungeon({ algorithm: 'rooms-and-mazes', seed, doors: true })
      if (d.rooms.length < 2) continue
      for (const r of d.rooms) expect(r.doors.length).toBeGreaterThan(0)
    }
  })
})
