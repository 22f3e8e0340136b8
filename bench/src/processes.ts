import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { GroupResult } from './harness.js'
import { formatRatio, formatTime, type Verdict } from './report.js'

/**
 * The parts timed in fresh processes, one after another, the verdicts taken from the middle one:
 * their ratios compare code the same process has compiled its own way, and one process's compiled
 * code can be luckier than the next one's. Run for run, identical code read from 1.07× to 1.24×
 * for act and from 1.43× to 2.22× for vaults at 80×45 (the reference's own time alone moving
 * from 6.6 to 11.9 µs), while the rounds inside one process agreed; one process is one sample.
 * The same holds for time itself where a verdict is one: two processes of the same code put one
 * exploreStep at 1000×1000 at 3.6 and 5.9 ms (0.21× and 0.22× one dijkstraMap in each). And
 * verifyRun is timed as a server would run it, in a process of its own: after the parts before
 * it (a million entities among them) the same replays took 624 ms, alone 190 ms.
 */
export const FRESH_PARTS = ['explore', 'vaults', 'replay', 'act'] as const
export type FreshPart = (typeof FRESH_PARTS)[number]

/** Processes per fresh part in a full run: an odd count, so one of them is the middle. */
export const FULL_PROCESSES = 5

/** What a child process prints: its part's groups and verdicts. */
export interface PartResult {
  groups: GroupResult[]
  verdicts: Verdict[]
}

/** The built bench, from `src/` (its tests) as from `dist/`. */
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url))

/**
 * Runs `part` in `count` fresh processes of the built bench (`main.js --child part`), one after
 * another, and merges what they measured (`mergeProcesses`).
 */
export function runInProcesses(
  part: FreshPart,
  count: number,
  smoke: boolean,
  log: (line: string) => void,
): PartResult {
  const results: PartResult[] = []
  for (let p = 0; p < count; p++) {
    log(`${part}: process ${p + 1} of ${count} …`)
    const args = ['--expose-gc', MAIN, '--child', part, ...(smoke ? ['--smoke'] : [])]
    const out = execFileSync(process.execPath, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    })
    results.push(JSON.parse(out) as PartResult)
  }
  return mergeProcesses(results)
}

/**
 * One result from several processes' results of the same part: each verdict is the middle
 * process's by its `value` (the lower middle for an even count), its reading followed by every
 * process's range; the groups are those of the process in the middle by the first verdict.
 */
export function mergeProcesses(results: readonly PartResult[]): PartResult {
  const first = results[0]
  if (first === undefined) throw new Error('mergeProcesses: no process results')
  if (results.length === 1) return first
  const middleBy = (v: number): number => {
    const order = results
      .map((r, p) => ({ p, value: measureOf(r, v) }))
      .sort((a, b) => a.value - b.value || a.p - b.p)
    return (order[(order.length - 1) >> 1] as { p: number }).p
  }
  const verdicts = first.verdicts.map((_, v) => {
    const values = results.map((r) => measureOf(r, v))
    const verdict = (results[middleBy(v)] as PartResult).verdicts[v] as Verdict
    const show = verdict.unit === 'ms' ? formatTime : formatRatio
    const range = `${show(Math.min(...values))} – ${show(Math.max(...values))}`
    return {
      ...verdict,
      measured: `${verdict.measured}; the middle of ${results.length} processes (${range})`,
    }
  })
  return { groups: (results[middleBy(0)] as PartResult).groups, verdicts }
}

function measureOf(result: PartResult, v: number): number {
  const value = result.verdicts[v]?.value
  if (value === undefined || !Number.isFinite(value)) {
    throw new Error(`mergeProcesses: verdict ${v} has no value to compare processes by`)
  }
  return value
}
