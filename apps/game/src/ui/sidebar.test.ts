import { describe, expect, it } from 'vitest'
import { type SidebarMonster, sidebarEntries } from './sidebar.js'

const monster = (name: string, x: number, y: number): SidebarMonster => ({
  name,
  x,
  y,
  hp: 5,
  maxHp: 10,
  confused: false,
})

describe('sidebarEntries', () => {
  it('lists the nearest first, ties in the order given', () => {
    const monsters = [monster('far', 9, 9), monster('near', 1, 0), monster('tie', 0, 1)]
    const { shown, more } = sidebarEntries(monsters, { x: 0, y: 0 })
    expect(shown.map((m) => m.name)).toEqual(['near', 'tie', 'far'])
    expect(more).toBe(0)
  })

  it('names at most a few and counts the rest', () => {
    const monsters = Array.from({ length: 20 }, (_, i) => monster(`m${i}`, i, 0))
    const { shown, more } = sidebarEntries(monsters, { x: 0, y: 0 }, 12)
    expect(shown).toHaveLength(12)
    expect(shown[0]?.name).toBe('m0')
    expect(more).toBe(8)
  })
})
