import { describe, expect, it } from 'vitest'
import type { BotRun } from './balance-bot.js'
import { balanceReport } from './balance-report.js'

/** A run with the figures the report reads; the rest plain. */
function run(
  end: BotRun['end'],
  cause: string,
  depth: number,
  turns: number,
  lowestHp: number,
  restTurns: number,
): BotRun {
  return {
    seed: 's',
    depth,
    turns,
    kills: 0,
    itemTurns: 0,
    restTurns,
    lowestHp,
    level: 1,
    cause,
    end,
  }
}

describe('balanceReport', () => {
  it('gives the shares and medians worked out by hand for five runs', () => {
    const runs = [
      run('won', 'won', 10, 5000, 0.4, 500),
      run('died', 'killed by a troll on depth 7', 7, 3000, 0, 300),
      run('died', 'killed by a troll on depth 9', 9, 4000, 0, 100),
      run('died', 'killed by the warden on depth 10', 10, 6000, 0, 0),
      run('out of turns', 'out of turns', 4, 20000, 0.8, 100),
    ]
    const report = balanceReport(runs)
    // 1 of 5 won; the 4 losses: 2 trolls, the warden, the cap.
    expect(report.winShare).toBe(0.2)
    expect(report.lossShares).toEqual({
      'killed by a troll': 0.5,
      'killed by the warden': 0.25,
      'out of turns': 0.25,
    })
    // Depths 4 7 9 10 10, turns 3000 4000 5000 6000 20000, lowest 0 0 0 0.4 0.8.
    expect(report.median).toBe(9)
    expect(report.medianTurns).toBe(5000)
    expect(report.medianLowestHp).toBe(0)
    // 1000 turns rested of 38 000.
    expect(report.restShare).toBeCloseTo(1000 / 38000, 12)
    expect(report).toMatchObject({ runs: 5, won: 1, died: 3, outOfTurns: 1, medianLoss: 9 })
  })

  it('takes the upper middle of an even count, and has no loss shares when every run is won', () => {
    const runs = [
      run('won', 'won', 10, 100, 0.9, 10),
      run('won', 'won', 10, 300, 0.2, 30),
      run('won', 'won', 10, 200, 0.5, 0),
      run('won', 'won', 10, 400, 0.7, 0),
    ]
    const report = balanceReport(runs)
    expect(report.winShare).toBe(1)
    expect(report.lossShares).toEqual({})
    // Turns 100 200 300 400: the third; lowest 0.2 0.5 0.7 0.9: the third.
    expect(report.medianTurns).toBe(300)
    expect(report.medianLowestHp).toBe(0.7)
    expect(report.restShare).toBeCloseTo(40 / 1000, 12)
  })

  it('gives zeros for no runs at all', () => {
    expect(balanceReport([])).toMatchObject({
      runs: 0,
      winShare: 0,
      lossShares: {},
      medianTurns: 0,
      medianLowestHp: 0,
      restShare: 0,
    })
  })
})
