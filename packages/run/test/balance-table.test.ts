import { packageDocs } from '@delve/testing/docs'
import { describe, expect, it } from 'vitest'
import { balanceReport } from '../src/index.js'
import { balanceRuns, playsEveryReadmeSeed, README_SEED_COUNT } from './balance-runs.js'

// The README's balance tables are what the bot gives over its 200 seeds. At the deep size
// (DELVE_TEST_SIZE=deep) every seed is played and the tables must equal balanceReport's; at the
// quick size the first seeds are played (test/balance-runs.ts) and the tables must hold them:
// every cause of their deaths listed at least as often, no more wins, deaths or stalls than the
// tables say, no higher level. A change to the rules shows on the first seeds already (a new
// cause, a count too high) or fails the deep run; the tables' own sums are checked either way.
// The README and the run guide's pages on the docs site, which hold the tables.
const readme = packageDocs('packages/run')

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

/** The count in a cell: `12` or the `12` of `12/200`. */
const count = (cell: string | undefined) => Number(cell?.split('/')[0])

describe('the README’s balance tables', () => {
  it('name the seeds the test plays', () => {
    expect(readme).toContain('Over the 200 seeds `balance-0` … `balance-199`')
  })

  it('add up: every run won, lost or out of turns, and each run ended once in the causes', () => {
    const [summary = [], ...more] = table('runs won')
    expect(more).toEqual([])
    const [won, lost, outOfTurns, ...rest] = summary
    expect(won).toMatch(new RegExp(`^\\d+/${README_SEED_COUNT}$`))
    expect(lost).toMatch(new RegExp(`^\\d+/${README_SEED_COUNT}$`))
    for (const cell of [outOfTurns, ...rest]) expect(cell).toMatch(/^\d+$/)
    expect(count(won) + count(lost) + Number(outOfTurns)).toBe(README_SEED_COUNT)
    const causes = table('how the runs ended')
    expect(causes[0]).toEqual(['climbed out with the amulet', String(count(won))])
    expect(causes.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(README_SEED_COUNT)
  })

  it.runIf(playsEveryReadmeSeed)(
    'are what balanceReport gives for the bot’s runs over those seeds',
    () => {
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
    },
    600_000,
  )

  it.runIf(!playsEveryReadmeSeed)(
    'hold what balanceReport gives for the bot’s runs over the first of those seeds',
    () => {
      const report = balanceReport(balanceRuns())
      expect(report.runs).toBeLessThan(README_SEED_COUNT)
      const [[won, lost, outOfTurns, , , highest] = []] = table('runs won')
      expect(report.won).toBeLessThanOrEqual(count(won))
      expect(report.died).toBeLessThanOrEqual(count(lost))
      expect(report.outOfTurns).toBeLessThanOrEqual(Number(outOfTurns))
      expect(report.maxLevel).toBeLessThanOrEqual(Number(highest))
      // Each cause the sample's runs ended by is a row, counted at least as often.
      const rows = new Map(
        table('how the runs ended').map(([cause, n]) => [
          cause === 'climbed out with the amulet' ? 'won' : cause,
          Number(n),
        ]),
      )
      for (const [cause, count] of Object.entries(report.causes)) {
        expect(rows.get(cause) ?? 0, cause).toBeGreaterThanOrEqual(count)
      }
      // And each row's share of the 200 is the sample's within four standard deviations of a
      // draw of its size (the first seeds are as good a draw as any): a table left as it was
      // after the rules moved a cause's share far shows here.
      const n = report.runs
      for (const [cause, rowCount] of rows) {
        const share = rowCount / README_SEED_COUNT
        const spread = 4 * Math.sqrt(n * share * (1 - share)) + 1
        const seen = report.causes[cause ?? ''] ?? 0
        expect(Math.abs(seen - n * share), `${cause}: ${seen} of ${n}`).toBeLessThanOrEqual(spread)
      }
    },
  )
})

// The careful, diving and cautious bots' table is written by the bench (`pnpm --filter @delve/bench
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
    const rows = section
      .split('\n')
      .filter((line) => /^\| (careful|diver|cautious|balance) +\|/.test(line))
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual([
      'careful',
      'diver',
      'cautious',
      'balance',
    ])
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
    expect(verdicts).toHaveLength(6)
  })
})
