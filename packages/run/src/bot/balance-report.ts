import { ArgumentTypeError, checkInteger, checkRecord, checkString } from '@delve/map'
import type { BotRun } from './balance-bot.js'

/** Depths reached over a set of runs: the order statistics, and how many got past a few depths. */
export interface BalanceReport {
  runs: number
  min: number
  quartile1: number
  median: number
  quartile3: number
  max: number
  /** How many runs got deeper than 5, 10 and 15. */
  past: Record<5 | 10 | 15, number>
  died: number
  outOfTurns: number
  won: number
  /** The median depth of the runs that were lost. */
  medianLoss: number
  /** The median level reached, and the highest. */
  medianLevel: number
  maxLevel: number
  /** How runs ended: "killed by a troll", "won", … with how many. */
  causes: Record<string, number>
  /** The share of runs won, 0 to 1. */
  winShare: number
  /**
   * What ended the runs lost, each as a share of the losses (0 to 1): "killed by a troll",
   * "out of turns", …
   */
  lossShares: Record<string, number>
  /** The median of the turns the runs took. */
  medianTurns: number
  /** The median of each run's lowest hit points, as a share of its most (0 to 1). */
  medianLowestHp: number
  /** The share of all the runs' turns spent resting, 0 to 1. */
  restShare: number
}

/** The middle of a sorted list (the upper one of two, for an even length), 0 for none. */
function middle(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const ascending = (a: number, b: number) => a - b

/** Sums up bot runs: how deep they got, how they ended, how close they came to dying. */
export function balanceReport(runs: readonly BotRun[]): BalanceReport {
  if (!Array.isArray(runs)) {
    throw new ArgumentTypeError('balanceReport', 'runs', runs, 'an array of BotRun summaries')
  }
  runs.forEach((r, i) => {
    const run = checkRecord('balanceReport', `runs[${i}]`, r, 'a BotRun summary (playBot)')
    checkInteger('balanceReport', `runs[${i}].depth`, run.depth, 0)
    checkInteger('balanceReport', `runs[${i}].level`, run.level, 0)
    checkString('balanceReport', `runs[${i}].cause`, run.cause)
  })
  const losses = runs
    .filter((r) => r.end !== 'won')
    .map((r) => r.depth)
    .sort((a, b) => a - b)
  const levels = runs.map((r) => r.level).sort((a, b) => a - b)
  const causes: Record<string, number> = {}
  for (const r of runs) {
    const what = r.cause.replace(/ on depth \d+$/, '')
    causes[what] = (causes[what] ?? 0) + 1
  }
  const depths = runs.map((r) => r.depth).sort((a, b) => a - b)
  const at = (q: number) => depths[Math.min(depths.length - 1, Math.floor(q * depths.length))] ?? 0
  const past = (d: number) => depths.filter((depth) => depth > d).length
  return {
    runs: runs.length,
    min: depths[0] ?? 0,
    quartile1: at(0.25),
    median: at(0.5),
    quartile3: at(0.75),
    max: depths.at(-1) ?? 0,
    past: { 5: past(5), 10: past(10), 15: past(15) },
    died: runs.filter((r) => r.end === 'died').length,
    outOfTurns: runs.filter((r) => r.end === 'out of turns').length,
    won: runs.filter((r) => r.end === 'won').length,
    medianLoss: middle(losses),
    medianLevel: levels[Math.floor(levels.length / 2)] ?? 0,
    maxLevel: levels.at(-1) ?? 0,
    causes,
    ...closeness(runs),
  }
}

/** The shares and medians of `BalanceReport` past its depths and causes. */
function closeness(
  runs: readonly BotRun[],
): Pick<BalanceReport, 'winShare' | 'lossShares' | 'medianTurns' | 'medianLowestHp' | 'restShare'> {
  const lost = runs.filter((r) => r.end !== 'won')
  const counts: Record<string, number> = {}
  for (const r of lost) {
    const what = r.cause.replace(/ on depth \d+$/, '')
    counts[what] = (counts[what] ?? 0) + 1
  }
  const lossShares: Record<string, number> = {}
  for (const [what, n] of Object.entries(counts)) lossShares[what] = n / lost.length
  const turns = runs.reduce((sum, r) => sum + r.turns, 0)
  const rested = runs.reduce((sum, r) => sum + r.restTurns, 0)
  return {
    winShare: runs.length === 0 ? 0 : runs.filter((r) => r.end === 'won').length / runs.length,
    lossShares,
    medianTurns: middle(runs.map((r) => r.turns).sort(ascending)),
    medianLowestHp: middle(runs.map((r) => r.lowestHp).sort(ascending)),
    restShare: turns === 0 ? 0 : rested / turns,
  }
}
