import { type CharacterView, DEFAULT_PERKS, type PackItem } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { HISTORY_PAGE } from '../play/modes.js'
import { type Extent, menuContent, pageTop } from './menu.js'

const pack: PackItem[] = [
  {
    letter: 'a',
    kind: 'healing potion',
    name: 'murky potion',
    count: 3,
    label: '3 murky potions',
    known: false,
    glyph: '!',
    aim: null,
    slot: null,
    worn: false,
    item: 5,
    items: [3, 4, 5],
    charges: null,
  },
  {
    letter: 'b',
    kind: 'fireball scroll',
    name: 'fireball scroll',
    count: 1,
    label: 'a fireball scroll',
    known: true,
    glyph: '?',
    aim: { targets: 'area', range: 8, radius: 3 },
    slot: null,
    worn: false,
    item: 9,
    items: [9],
    charges: null,
  },
  {
    letter: 'c',
    kind: 'wand of digging',
    name: 'wand of digging',
    count: 1,
    label: 'a wand of digging (3)',
    known: true,
    glyph: '-',
    aim: { targets: 'line', range: 8, radius: 0 },
    slot: null,
    worn: false,
    item: 11,
    items: [11],
    charges: 3,
  },
]

describe('menuContent', () => {
  it('lists the pack by letter, to use or to drop, by the names the player knows, stacks counted', () => {
    const use = menuContent({ name: 'inventory', purpose: 'use' }, pack, [])
    expect(use?.title).toBe('Use which item?')
    expect(use?.choices).toEqual([
      { letter: 'a', text: '3 murky potions' },
      { letter: 'b', text: 'fireball scroll' },
      { letter: 'c', text: 'a wand of digging (3)' },
    ])
    const drop = menuContent({ name: 'inventory', purpose: 'drop' }, pack, [])
    expect(drop?.title).toBe('Drop which item?')
    expect(drop?.hint).toBe('A letter drops it.')
  })

  it('shows a page of the history from its top line, and says where it is', () => {
    const lines = Array.from({ length: 45 }, (_, i) => `line ${i + 1}`)
    const history = menuContent({ name: 'history', top: 10 }, pack, lines)
    expect(history?.lines).toEqual(lines.slice(10, 10 + HISTORY_PAGE))
    expect(history?.hint).toBe(`Lines 11–${10 + HISTORY_PAGE} of 45; ↑↓ scroll.`)
    expect(menuContent({ name: 'history', top: 0 }, pack, ['only'])?.lines).toEqual(['only'])
  })

  it('asks before a run is given up, yes first (Y), no second (N)', () => {
    for (const order of ['new-game', 'leave'] as const) {
      const asked = menuContent({ name: 'confirm', order }, pack, [])
      expect(asked?.question).toBe(true)
      expect(asked?.choices?.map((c) => c.letter)).toEqual(['y', 'n'])
      expect(asked?.choices?.[0]?.text).toMatch(/^Yes: /)
      expect(asked?.choices?.[1]?.text).toBe('No: play on')
    }
    expect(menuContent({ name: 'confirm', order: 'leave' }, pack, [])?.title).toBe(
      'Leave the dungeon?',
    )
  })

  it('has no menu in play, looking or aiming', () => {
    expect(menuContent({ name: 'play' }, pack, [])).toBeNull()
    expect(menuContent({ name: 'look', cursor: { x: 1, y: 1 } }, pack, [])).toBeNull()
  })

  it("offers the level-up's perks by letter, each with what it gives", () => {
    const offer = DEFAULT_PERKS.filter((perk) =>
      ['might', 'keen sight', 'fury'].includes(perk.name),
    )
    const menu = menuContent({ name: 'level-up' }, pack, [], hero, offer)
    expect(menu?.title).toBe('Level 3: choose a perk')
    expect(menu?.hint).toBe('Choose one: a, b, c.')
    expect(menu?.choices).toEqual([
      { letter: 'a', text: 'Might: 1 more power' },
      { letter: 'b', text: 'Keen sight: see 2 tiles farther' },
      { letter: 'c', text: 'Fury: 2 more power, 1 less defence' },
    ])
  })

  it('shows the perks taken on the character screen', () => {
    const lines = (perks: string[]) =>
      menuContent({ name: 'character' }, pack, [], hero, [], perks)?.lines?.at(-1)
    expect(lines([])).toBe('Perks: none yet')
    expect(lines(['vitality', 'fury'])).toBe('Perks: vitality, fury')
  })
})

const hero: CharacterView = {
  level: 3,
  xp: 10,
  toNext: 650,
  hp: 40,
  maxHp: 50,
  power: 6,
  basePower: 6,
  defence: 2,
  baseDefence: 2,
  weapon: null,
  armour: null,
  levelUps: 1,
}

describe('pageTop', () => {
  /** Entries of the given heights, 4 pixels apart, as the pack lists them. */
  function entries(heights: readonly number[]): Extent[] {
    let top = 0
    return heights.map((h) => {
      const e = { top, bottom: top + h }
      top += h + 4
      return e
    })
  }

  it('pages down and back up through a long list by whole entries, reaching every one', () => {
    // Twelve entries, some of two lines, in a list showing 240 pixels (a phone upright).
    const list = entries([28, 28, 46, 28, 28, 46, 28, 28, 28, 46, 28, 28])
    const height = 240
    const end = (list.at(-1) as Extent).bottom - height
    const seen = new Set<number>()
    let top = 0
    const tops = [top]
    for (let i = 0; i < 20 && top < end; i++) {
      list.forEach((e, n) => {
        if (e.top >= top - 0.5 && e.bottom <= top + height + 0.5) seen.add(n)
      })
      const next = pageTop(list, top, height, 1)
      expect(next).toBeGreaterThan(top)
      // The first entry not wholly shown comes to the top (or the list's end is reached).
      expect(list.some((e) => e.top === next) || next === end).toBe(true)
      top = next
      tops.push(top)
    }
    expect(top).toBe(end)
    list.forEach((e, n) => {
      if (e.top >= top - 0.5 && e.bottom <= top + height + 0.5) seen.add(n)
    })
    expect([...seen].sort((a, b) => a - b)).toEqual(list.map((_, n) => n))
    expect(pageTop(list, end, height, 1)).toBe(end)
    // Back up: always moving, never past the top, and back at 0 in as many pages.
    for (let i = 0; i < 20 && top > 0; i++) {
      const back = pageTop(list, top, height, -1)
      expect(back).toBeLessThan(top)
      expect(top - back).toBeLessThanOrEqual(height)
      top = back
    }
    expect(top).toBe(0)
    expect(pageTop(list, 0, height, -1)).toBe(0)
  })

  it('stays put for a list that fits, and moves past an entry taller than the view', () => {
    expect(pageTop(entries([28, 28]), 0, 240, 1)).toBe(0)
    const tall = entries([500, 28])
    expect(pageTop(tall, 0, 240, 1)).toBe(240)
  })
})
