import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { balanceReport } from '../src/index.js'
import { balanceRuns } from './balance-runs.js'

// The README's balance tables are what the bot gives over its 200 seeds, kept true by playing
// them all (a minute or two on a busy machine; played once for this file and the balance bot's).
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

/** The body rows of the Markdown table whose header row starts with `header`, cells trimmed. */
function table(header: string): string[][] {
  const lines = readme.split('\n')
  const start = lines.findIndex((line) => line.startsWith(`| ${header}`))
  expect(start, header).toBeGreaterThanOrEqual(0)
  const rows: string[][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
  }
  return rows
}

describe('the README’s balance tables', () => {
  it('name the seeds the test plays', () => {
    expect(readme).toContain('Over the 200 seeds `balance-0` … `balance-199`')
  })

  it('are what balanceReport gives for the bot’s runs over those seeds', () => {
    const report = balanceReport(balanceRuns())
    const runs = report.runs
    expect(table('runs won')).toEqual([
      [
        `${report.won}/${runs}`,
        `${report.died}/${runs}`,
        String(report.outOfTurns),
        String(report.medianLoss),
        String(report.medianLevel),
        String(report.maxLevel),
      ],
    ])
    // The wins first, then the causes of death, most first, then by name.
    const { won = 0, ...deaths } = report.causes
    const causes = Object.entries(deaths).sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    expect(table('how the runs ended')).toEqual([
      ['climbed out with the amulet', String(won)],
      ...causes.map(([cause, count]) => [cause, String(count)]),
    ])
  }, 600_000)
})

// The careful and diving bots' table is written by the bench (`pnpm --filter @delve/bench
// balance`, 300 seeds a bot, minutes): here only its shape is checked, not replayed.
describe('the README’s table of the bots that play from the player’s view', () => {
  const start = readme.indexOf('<!-- balance:start -->')
  const end = readme.indexOf('<!-- balance:end -->')
  const section = readme.slice(start, end)

  it('sits between its markers, once', () => {
    expect(start).toBeGreaterThanOrEqual(0)
    expect(end).toBeGreaterThan(start)
    expect(readme.indexOf('<!-- balance:start -->', start + 1)).toBe(-1)
  })

  it('has a row for each bot with its runs, shares and medians, and the targets judged', () => {
    const rows = section.split('\n').filter((line) => /^\| (careful|diver|balance) +\|/.test(line))
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual(['careful', 'diver', 'balance'])
    for (const row of rows) {
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      expect(cells).toHaveLength(8)
      const [, runs, won, depth, turns, lowest] = cells
      expect(runs).toMatch(/^\d+$/)
      expect(won).toMatch(/^\d+ %$/)
      expect(depth).toMatch(/^\d+$/)
      expect(turns).toMatch(/^\d+$/)
      expect(lowest).toMatch(/^\d+ %$/)
    }
    const verdicts = section.split('\n').filter((line) => / \| (PASS|MISS) +\|$/.test(line))
    expect(verdicts).toHaveLength(4)
  })
})
