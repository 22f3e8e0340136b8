import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import type { BalanceReport, BotRun } from '@delve/run'
import type { BalanceAnswer, BalanceTask } from './balance-worker.js'
import type { Verdict } from './report.js'

/**
 * The balance part: the bots of `@delve/run` playing whole runs over many seeds, measured as a
 * player would feel them (wins, what kills, how close to death, how long), in worker threads.
 * Its table goes into `apps/docs/guide/run/bots.md` (the run guide's balance bot page) between the markers below.
 */
export interface BalanceSize {
  /** Seeds per bot: `balance-0` … `balance-(seeds − 1)`. */
  seeds: number
  /** Worker threads (default: as many as the machine has cores). */
  workers?: number
}

export const FULL_BALANCE: BalanceSize = { seeds: 300 }
export const SMOKE_BALANCE: BalanceSize = { seeds: 2 }

/** The bots played, in the table's order. */
export const BALANCE_BOTS = ['careful', 'diver', 'cautious', 'balance'] as const
export type BalanceBot = (typeof BALANCE_BOTS)[number]

export interface BalanceRun {
  seeds: number
  workers: number
  /** Wall-clock milliseconds for all the runs. */
  ms: number
  runs: Record<BalanceBot, BotRun[]>
  reports: Record<BalanceBot, BalanceReport>
}

export const START = '<!-- balance:start -->'
export const END = '<!-- balance:end -->'

/** Plays every bot over `size.seeds` seeds on worker threads, the longest bots' runs first. */
export async function runBalance(
  game: typeof import('@delve/run'),
  size: BalanceSize,
  log: (line: string) => void,
): Promise<BalanceRun> {
  const tasks: BalanceTask[] = BALANCE_BOTS.flatMap((bot, b) =>
    Array.from({ length: size.seeds }, (_, i) => ({
      bot,
      seed: `balance-${i}`,
      index: b * size.seeds + i,
    })),
  )
  const workers = Math.max(1, Math.min(size.workers ?? availableParallelism(), tasks.length))
  log(`balance: ${tasks.length} runs on ${workers} worker threads …`)
  const started = performance.now()
  const answers = await playAll(tasks, workers, log)
  const ms = performance.now() - started
  const runs = {} as Record<BalanceBot, BotRun[]>
  const reports = {} as Record<BalanceBot, BalanceReport>
  BALANCE_BOTS.forEach((bot, b) => {
    runs[bot] = answers.slice(b * size.seeds, (b + 1) * size.seeds)
    reports[bot] = game.balanceReport(runs[bot])
  })
  return { seeds: size.seeds, workers, ms, runs, reports }
}

/** Hands the tasks out one at a time to whichever worker is free; the answers in task order. */
function playAll(
  tasks: readonly BalanceTask[],
  workers: number,
  log: (line: string) => void,
): Promise<BotRun[]> {
  const answers: BotRun[] = new Array(tasks.length)
  let next = 0
  let done = 0
  return new Promise((resolve, reject) => {
    const pool = Array.from(
      { length: workers },
      () => new Worker(new URL('./balance-worker.js', import.meta.url)),
    )
    const give = (worker: Worker) => {
      const task = tasks[next++]
      if (task) worker.postMessage(task)
    }
    for (const worker of pool) {
      worker.on('message', (answer: BalanceAnswer) => {
        answers[answer.index] = answer.run
        done++
        if (done % 50 === 0) log(`balance: ${done}/${tasks.length} runs`)
        if (done === tasks.length) {
          for (const w of pool) void w.terminate()
          resolve(answers)
        } else give(worker)
      })
      worker.on('error', (error) => {
        for (const w of pool) void w.terminate()
        reject(error)
      })
      give(worker)
    }
  })
}

const percent = (share: number) => `${Math.round(share * 100)} %`
const percent1 = (share: number) => `${(share * 100).toFixed(1)} %`

/** The deaths of a report, most first: "troll 30 %, warden 25 %". */
function lossList(report: BalanceReport): string {
  const losses = Object.entries(report.lossShares).sort(
    ([a, m], [b, n]) => n - m || a.localeCompare(b),
  )
  if (losses.length === 0) return 'none lost'
  return losses.map(([cause, share]) => `${cause} ${percent(share)}`).join(', ')
}

/** The targets the bots are held to, judged on the figures. */
export function balanceVerdicts(run: BalanceRun): Verdict[] {
  const careful = run.reports.careful
  const diver = run.reports.diver
  const cautious = run.reports.cautious
  const [topCause = 'none', topShare = 0] =
    Object.entries(careful.lossShares).sort(([, m], [, n]) => n - m)[0] ?? []
  return [
    {
      target: 'careful bot wins 20–35 % of its runs',
      measured: percent(careful.winShare),
      pass: careful.winShare >= 0.2 && careful.winShare <= 0.35,
    },
    {
      target: 'diving bot wins ≤ 5 % of its runs',
      measured: percent(diver.winShare),
      pass: diver.winShare <= 0.05,
    },
    {
      target: 'cautious bot wins ≥ 10 % of its runs',
      measured: percent(cautious.winShare),
      pass: cautious.winShare >= 0.1,
    },
    {
      target: 'cautious bot rests 4–6 % of its turns',
      measured: percent1(cautious.restShare),
      pass: cautious.restShare >= 0.04 && cautious.restShare <= 0.06,
    },
    {
      target: 'no single cause > 40 % of the careful bot’s losses',
      measured: careful.won === careful.runs ? 'no losses' : `${topCause}: ${percent(topShare)}`,
      pass: topShare <= 0.4,
    },
    {
      target: 'in the median careful run the lowest hit points are ≤ 30 % of the most',
      measured: percent(careful.medianLowestHp),
      pass: careful.medianLowestHp <= 0.3,
    },
  ]
}

/**
 * A Markdown table laid out as the repository's formatter lays it out (every column as wide as
 * its widest cell, right-aligned columns padded on the left), so a written README stays formatted.
 */
export function markdownTable(
  header: readonly string[],
  right: readonly boolean[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((h, c) =>
    Math.max(3, h.length, ...rows.map((row) => (row[c] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, c) => {
        const width = widths[c] ?? 3
        return right[c] ? cell.padStart(width) : cell.padEnd(width)
      })
      .join(' | ')} |`
  const rule = widths.map((w, c) => (right[c] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)))
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n')
}

/** The README's section: the table per bot, the verdicts, and how it was made. */
export function balanceTable(run: BalanceRun, date: string): string {
  const rows = BALANCE_BOTS.map((bot) => {
    const r = run.reports[bot]
    const resting = bot === 'careful' || bot === 'cautious' ? percent1(r.restShare) : '–'
    return [
      bot,
      String(r.runs),
      percent(r.winShare),
      String(r.median),
      String(r.medianTurns),
      percent(r.medianLowestHp),
      resting,
      lossList(r),
    ]
  })
  const header = [
    'bot',
    'runs',
    'won',
    'median depth',
    'median turns',
    'median lowest hp',
    'turns resting',
    'deaths by cause (share of losses)',
  ]
  const right = [false, true, true, true, true, true, true, false]
  const verdicts = balanceVerdicts(run).map((v) => [v.target, v.measured, v.pass ? 'PASS' : 'MISS'])
  const minutes = (run.ms / 60_000).toFixed(1)
  return [
    START,
    '',
    `Over the ${run.seeds} seeds \`balance-0\` … \`balance-${run.seeds - 1}\`, each bot playing every one (written by`,
    `\`npx -y pnpm@12.21.0 --filter @delve/bench balance\` on ${date}: ${minutes} min on ${run.workers} worker threads).`,
    'Medians of the runs; the lowest hit points are each run’s lowest as a share of its most (0 for a death).',
    '',
    markdownTable(header, right, rows),
    '',
    markdownTable(['target', 'measured', 'verdict'], [false, false, false], verdicts),
    '',
    END,
  ].join('\n')
}

/** The bench report's section: the same table, under a heading. */
export function balanceSection(run: BalanceRun): string {
  const table = balanceTable(run, new Date().toISOString().slice(0, 10))
  return ['## Balance', '', table.slice(START.length, -END.length).trim()].join('\n')
}

/** `text` with the part between the markers (markers included) replaced by `section`. */
export function replaceSection(text: string, section: string): string {
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) {
    throw new RangeError(
      `replaceSection: no ${START} … ${END} in the text (add them where the table goes)`,
    )
  }
  return `${text.slice(0, start)}${section}${text.slice(end + END.length)}`
}

/** Writes the section into the README at `file`, between its markers. */
export function writeBalanceTable(file: URL, section: string): void {
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section))
}

/** The page the table goes into: the run guide's balance bot page on the docs site. */
export const BALANCE_PAGE = new URL('../../apps/docs/guide/run/bots.md', import.meta.url)
