import { describe, expect, it } from 'vitest'
import { balanceReport, playBot } from './balance-bot.js'

describe('the balance bot', () => {
  it('plays the same run for the same seed', () => {
    expect(playBot('balance-same')).toEqual(playBot('balance-same'))
  })

  it('over 200 seeded runs: the median run reaches depth 3 or deeper, fewer than half pass 15', () => {
    const runs = Array.from({ length: 200 }, (_, i) => playBot(`balance-${i}`))
    const report = balanceReport(runs)
    // The distribution, for the README's table and anyone tuning the depth table.
    console.log(`balance over ${report.runs} runs: ${JSON.stringify(report)}`)
    expect(report.median).toBeGreaterThanOrEqual(3)
    expect(report.past[15]).toBeLessThan(runs.length / 2)
    // Every run ends in a death: the game can be lost, however carefully it is played.
    expect(report.outOfTurns).toBe(0)
    // The bot finds and uses items: more than one turn in a hundred goes to them.
    const itemTurns = runs.reduce((sum, r) => sum + r.itemTurns, 0)
    const turns = runs.reduce((sum, r) => sum + r.turns, 0)
    expect(itemTurns).toBeGreaterThan(turns / 100)
  }, 120_000)
})
