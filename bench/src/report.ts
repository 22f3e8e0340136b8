import type { GroupResult } from './harness.js'

export interface Verdict {
  target: string
  measured: string
  pass: boolean
  /** Not judged on this machine (what it needs is missing): reported, neither met nor missed. */
  skipped?: boolean
  /** The measure judged, as a number (lower is better): processes are compared by it. */
  value?: number
  /** What `value` is: a ratio (the default) or milliseconds. */
  unit?: 'ratio' | 'ms'
}

export interface ReportContext {
  machine: string
  node: string
  date: string
  command: string
  settings: string
}

/** A time in the most readable unit. */
export function formatTime(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`
  if (ms >= 1) return `${ms.toFixed(2)} ms`
  return `${(ms * 1000).toFixed(1)} µs`
}

export function formatRatio(ratio: number): string {
  if (ratio >= 10) return `${ratio.toFixed(0)}×`
  return ratio >= 0.1 ? `${ratio.toFixed(2)}×` : `${ratio.toPrecision(2)}×`
}

export function groupTable(group: GroupResult): string {
  const rows = group.results.map((r) => {
    const iqr = `${formatTime(r.time.q1)} – ${formatTime(r.time.q3)}`
    return `| ${r.name} | ${formatRatio(r.ratio)} | ${formatTime(r.time.median)} | ${iqr} | ${r.note ?? ''} |`
  })
  return [
    `### ${group.title}`,
    '',
    `Ratios are the median over the rounds of a round's time over the time of "${group.reference}" in the same round.`,
    '',
    '| contender | ratio | median | inter-quartile range | note |',
    '|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n')
}

export function verdictTable(verdicts: readonly Verdict[]): string {
  return [
    '| target | measured | verdict |',
    '|---|---|---|',
    ...verdicts.map(
      (v) =>
        `| ${v.target} | ${v.measured} | ${v.skipped ? 'NOT RUN' : v.pass ? 'PASS' : 'MISS'} |`,
    ),
  ].join('\n')
}

export function renderReport(
  context: ReportContext,
  verdicts: readonly Verdict[],
  groups: readonly GroupResult[],
  extra: readonly string[],
): string {
  return [
    '# Benchmarks',
    '',
    `Machine: ${context.machine}. Node ${context.node}. Run on ${context.date} with \`${context.command}\`.`,
    '',
    `Method: ${context.settings} The machines are shared and noisy: the ratios are the result,`,
    'absolute times only context.',
    '',
    '## Targets',
    '',
    verdictTable(verdicts),
    '',
    ...groups.flatMap((g) => [groupTable(g), '']),
    ...extra.flatMap((section) => [section, '']),
  ].join('\n')
}
