import { describe, expect, it } from 'vitest'
import { generateDungeon } from './generate.js'
import { roomLabel, roomLabels } from './labels.js'

describe('roomLabel', () => {
  it('is chr(65 + n) for the first 26 rooms, as the libtcod tutorial draws them', () => {
    for (let n = 0; n < 26; n++) expect(roomLabel(n)).toBe(String.fromCharCode(65 + n))
  })

  it('then counts like spreadsheet columns: AA … AZ, BA …, ZZ, AAA', () => {
    expect([26, 27, 51, 52, 701, 702, 703].map(roomLabel)).toEqual([
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'AAB',
    ])
  })

  it('gives every index its own label', () => {
    const labels = Array.from({ length: 20_000 }, (_, i) => roomLabel(i))
    expect(new Set(labels).size).toBe(20_000)
    expect(labels.every((l) => /^[A-Z]+$/.test(l))).toBe(true)
  })

  it('refuses negative and fractional indices', () => {
    expect(() => roomLabel(-1)).toThrow(RangeError)
    expect(() => roomLabel(1.5)).toThrow(RangeError)
  })
})

describe('roomLabels', () => {
  it('labels each room at its centre, in creation order', () => {
    const d = generateDungeon({ seed: 'labels' })
    const labels = roomLabels(d)
    expect(labels).toHaveLength(d.rooms.length)
    for (const [i, room] of d.rooms.entries()) {
      expect(labels[i]).toEqual({ label: roomLabel(i), ...room.center, tag: room.tag })
    }
    expect(labels[0]).toEqual({ label: 'A', ...d.start, tag: 'start' })
    expect(labels.at(-1)?.tag).toBe('stairs')
  })

  it('gives no tag to rooms that have none, such as plain rectangles', () => {
    const rooms = [{ x1: 1, y1: 1, x2: 5, y2: 3 }]
    expect(roomLabels({ rooms })).toEqual([{ label: 'A', x: 3, y: 2 }])
  })
})
