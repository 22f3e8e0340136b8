import { type BotRun, balanceReport } from '@delve/run'
import { describe, expect, it } from 'vitest'
import {
  BALANCE_BOTS,
  type BalanceRun,
  balanceTable,
  balanceVerdicts,
  END,
  replaceSection,
  START,
} from './balance-bench.js'

/** A run of the report's figures. */
function botRun(end: BotRun['end'], cause: string, lowestHp: number, restTurns = 10): BotRun {
  return {
    seed: 's',
    depth: 5,
    turns: 100,
    kills: 0,
    itemTurns: 0,
    restTurns,
    lowestHp,
    level: 1,
    cause,
    end,
  }
}

/** A balance run made by hand: the careful bot wins 1 of 4, the diver none, the cautious 1 of 2. */
function handMade(): BalanceRun {
  const careful = [
    botRun('won', 'won', 0.5),
    botRun('died', 'killed by a troll on depth 4', 0),
    botRun('died', 'killed by an orc on depth 3', 0),
    botRun('died', 'killed by the warden on depth 10', 0),
  ]
  const diver = [botRun('died', 'killed by an orc on depth 2', 0)]
  const cautious = [
    botRun('won', 'won', 0.4, 5),
    botRun('died', 'killed by a wolf on depth 6', 0, 5),
  ]
  const runs = { careful, diver, cautious, balance: diver }
  const reports = {
    careful: balanceReport(careful),
    diver: balanceReport(diver),
    cautious: balanceReport(cautious),
    balance: balanceReport(diver),
  }
  return { seeds: 4, workers: 2, ms: 90_000, runs, reports }
}

describe('the balance part', () => {
  it('judges the targets on the figures', () => {
    const verdicts = balanceVerdicts(handMade())
    expect(verdicts.map((v) => [v.measured, v.pass])).toEqual([
      ['25 %', true],
      ['0 %', true],
      ['50 %', true],
      ['5.0 %', true],
      ['killed by a troll: 33 %', true],
      ['0 %', true],
    ])
  })

  it('writes a table between the markers, one row a bot, and replaces only that part', () => {
    const table = balanceTable(handMade(), '2026-11-26')
    expect(table.startsWith(START) && table.endsWith(END)).toBe(true)
    const rows = table
      .split('\n')
      .filter((line) => /^\| (careful|diver|cautious|balance) +\|/.test(line))
    expect(rows).toHaveLength(BALANCE_BOTS.length)
    const cells = rows[0]?.split('|').map((cell) => cell.trim())
    expect(cells).toEqual([
      '',
      'careful',
      '4',
      '25 %',
      '5',
      '100',
      '0 %',
      '10.0 %',
      'killed by a troll 33 %, killed by an orc 33 %, killed by the warden 33 %',
      '',
    ])
    // Laid out as the formatter lays it out: every line of a table as long as its header.
    const lengths = table
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .map((line) => line.length)
    expect(new Set(lengths.slice(0, 5)).size).toBe(1)
    // Right-aligned numbers, left-aligned names; the rule marks the right-aligned columns.
    expect(rows[0]?.startsWith('| careful  |    4 | 25 % |')).toBe(true)
    expect(table).toContain('| -------- | ---: | ---: | -----------: |')
    expect(table).toContain('1.5 min on 2 worker threads')
    const readme = `before\n${START}\nold\n${END}\nafter\n`
    expect(replaceSection(readme, table)).toBe(`before\n${table}\nafter\n`)
    expect(() => replaceSection('no markers', table)).toThrow(RangeError)
  })
})
