import { performance } from 'node:perf_hooks'
import { type Summary, summarize } from './stats.js'

/** One contender: `run` does one unit of work (one map, one step) and is timed. */
export interface Case {
  name: string
  /** Called once before timing; a case can build its inputs here. */
  setup?: () => void
  run: (iteration: number) => void
  /** Text for the table's note column (e.g. where a time limit was hit). */
  note?: () => string | undefined
}

export interface Group {
  title: string
  /** The case every ratio is taken against. */
  reference: string
  cases: Case[]
}

export interface Settings {
  /** Rounds after warm-up; every round runs every case once, in a rotated order. */
  rounds: number
  warmupRounds: number
  /** Each timed sample repeats the case until at least this long, to rise above timer noise. */
  minSampleMs: number
}

export interface CaseResult {
  name: string
  /** Milliseconds per call. */
  time: Summary
  /** Median time over the reference's median time. */
  ratio: number
  note?: string
}

export interface GroupResult {
  title: string
  reference: string
  results: CaseResult[]
}

/**
 * Measures a group's cases in one process, interleaved: round r runs the cases starting at
 * r mod n, so machine noise (other tenants, GC, frequency changes) falls on all of them alike.
 * Ratios to the reference are the result; absolute times are context.
 */
export function runGroup(group: Group, settings: Settings): GroupResult {
  const { cases } = group
  for (const c of cases) c.setup?.()
  // Calibrate: how many calls make one sample of at least minSampleMs.
  const repeats = cases.map((c) => calibrate(c, settings.minSampleMs))
  const samples: number[][] = cases.map(() => [])
  let iteration = 0
  for (let round = 0; round < settings.warmupRounds + settings.rounds; round++) {
    for (let k = 0; k < cases.length; k++) {
      const index = (round + k) % cases.length
      const c = cases[index] as Case
      const n = repeats[index] as number
      const started = performance.now()
      for (let i = 0; i < n; i++) c.run(iteration++)
      const perCall = (performance.now() - started) / n
      if (round >= settings.warmupRounds) samples[index]?.push(perCall)
    }
  }
  const summaries = samples.map(summarize)
  const referenceIndex = cases.findIndex((c) => c.name === group.reference)
  if (referenceIndex < 0) throw new Error(`${group.title}: no reference case "${group.reference}"`)
  const referenceMedian = (summaries[referenceIndex] as Summary).median
  return {
    title: group.title,
    reference: group.reference,
    results: cases.map((c, i) => {
      const time = summaries[i] as Summary
      const note = c.note?.()
      return { name: c.name, time, ratio: time.median / referenceMedian, ...(note ? { note } : {}) }
    }),
  }
}

function calibrate(c: Case, minSampleMs: number): number {
  let n = 1
  for (;;) {
    const started = performance.now()
    for (let i = 0; i < n; i++) c.run(i)
    const elapsed = performance.now() - started
    if (elapsed >= minSampleMs || n >= 1 << 20) return n
    n = elapsed <= 0 ? n * 8 : Math.max(n * 2, Math.ceil((n * minSampleMs) / elapsed))
  }
}
