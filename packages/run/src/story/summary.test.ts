import { describe, expect, it } from 'vitest'
import { dailyDay, dailySeed, utcDay } from '../chain/daily-seed.js'
import { runSummary } from './summary.js'

const hero = {
  level: 3,
  xp: 40,
  toNext: 650,
  hp: 0,
  maxHp: 50,
  power: 10,
  basePower: 6,
  defence: 5,
  baseDefence: 2,
  weapon: 'sword',
  armour: 'chain mail',
  levelUps: 0,
}

describe('runSummary', () => {
  it('tells the run: how it ended, seed, depth, level, kills by kind, items used, worn, the end', () => {
    const text = runSummary({
      runSeed: 'abc',
      choice: 'algo=bsp',
      depth: 7,
      stats: {
        steps: 300,
        dungeons: 7,
        turns: 412,
        kills: 6,
        killsByKind: { orc: 2, troll: 1, rat: 3 },
        used: { 'healing potion': 2 },
      },
      hero,
      won: false,
      cause: 'killed by a troll on depth 7',
      daily: '2026-11-23',
      lastMessages: Array.from({ length: 14 }, (_, i) => `line ${i}`),
      link: 'https://example.test/?seed=abc',
    })
    expect(text).toContain('The hero killed by a troll on depth 7.')
    expect(text).toContain('Daily run: 2026-11-23')
    expect(text).toContain('Seed: abc (algo=bsp)')
    expect(text).toContain('Depth reached: 7')
    expect(text).toContain('Level: 3 (40/650 experience to the next)')
    expect(text).toContain('Kills (6): rat ×3, orc ×2, troll ×1')
    expect(text).toContain('Items used: healing potion ×2')
    expect(text).toContain('Wielding: sword · wearing: chain mail')
    expect(text).toContain('  line 13')
    expect(text).not.toContain('  line 3\n')
    expect(text.trimEnd().endsWith('Play this seed: https://example.test/?seed=abc')).toBe(true)
  })
})

describe('the daily seed', () => {
  it('is the UTC day’s, the same for everyone that day', () => {
    expect(utcDay(Date.UTC(2026, 10, 23, 23, 59))).toBe('2026-11-23')
    expect(utcDay(Date.UTC(2026, 10, 24, 0, 1))).toBe('2026-11-24')
    expect(dailySeed('2026-11-23')).toBe('daily-2026-11-23')
    expect(dailyDay('daily-2026-11-23')).toBe('2026-11-23')
    expect(dailyDay('abc')).toBeUndefined()
  })
})
