import { describe, expect, it } from 'vitest'
import { createRng } from '../random/rng.js'
import { RectangularRoom } from '../rooms/room.js'
import { generateDungeon } from './generate.js'
import { tagRooms } from './room-tags.js'

const room = (w: number, h: number) => new RectangularRoom(0, 0, w, h)

describe('tagRooms', () => {
  it('first start, last stairs, largest between boss, smallest between treasure, the rest plain', () => {
    const rooms = [room(4, 4), room(5, 5), room(9, 8), room(3, 3), room(6, 6), room(10, 10)]
    tagRooms(rooms)
    expect(rooms.map((r) => r.tag)).toEqual([
      'start',
      'plain',
      'boss',
      'treasure',
      'plain',
      'stairs',
    ])
  })

  it('takes the first on a tie, and needs four rooms for a treasure', () => {
    const tie = [room(4, 4), room(6, 6), room(6, 6), room(6, 6), room(4, 4)]
    tagRooms(tie)
    expect(tie.map((r) => r.tag)).toEqual(['start', 'boss', 'treasure', 'plain', 'stairs'])
    const counts = [1, 2, 3, 4].map((n) => {
      const rooms = Array.from({ length: n }, (_, i) => room(4 + i, 4))
      tagRooms(rooms)
      return rooms.map((r) => r.tag)
    })
    expect(counts).toEqual([
      ['start'],
      ['start', 'stairs'],
      ['start', 'boss', 'stairs'],
      ['start', 'treasure', 'boss', 'stairs'],
    ])
    tagRooms([])
  })

  it('tags every generated dungeon’s rooms, without touching tiles or draws', () => {
    const d = generateDungeon({ seed: 'tags', maxRooms: 60 })
    expect(d.rooms[0]?.tag).toBe('start')
    expect(d.rooms.at(-1)?.tag).toBe('stairs')
    expect(d.rooms.filter((r) => r.tag === 'boss')).toHaveLength(1)
    expect(d.rooms.filter((r) => r.tag === 'treasure')).toHaveLength(1)
    const a = createRng('same')
    const b = createRng('same')
    generateDungeon({ rng: a })
    const again = generateDungeon({ rng: b })
    tagRooms(again.rooms)
    expect(a.next()).toBe(b.next())
  })
})
