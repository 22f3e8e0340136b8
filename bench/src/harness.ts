import { performance } from 'node:perf_hooks'
import { pairedSummary, type Summary, summarize } from './stats.js'

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
  /** The median over the rounds of its time over the reference's time in the same round. */
  ratio: number
  /** Milliseconds per call in each timed round, in round order (for ratios taken round by round). */
  rounds: number[]
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
  // Calibrate: how many calls make one sample of at least minSampleMs. Sized on code not yet
  // optimized, a sample comes out many times shorter once it is (234 levels with vaults, 2 ms
  // where 40 were asked), and one collection then weighs on it; so the warm-up rounds size
  // the timed samples again, by their quickest call.
  const repeats = cases.map((c) => calibrate(c, settings.minSampleMs))
  const warmest = cases.map(() => Number.POSITIVE_INFINITY)
  const samples: number[][] = cases.map(() => [])
  let iteration = 0
  for (let round = 0; round < settings.warmupRounds + settings.rounds; round++) {
    if (round === settings.warmupRounds && round > 0) {
      for (let index = 0; index < cases.length; index++) {
        repeats[index] = resized(repeats[index] as number, warmest[index] as number, settings)
      }
    }
    for (let k = 0; k < cases.length; k++) {
      const index = (round + k) % cases.length
      const c = cases[index] as Case
      const n = repeats[index] as number
      const started = performance.now()
      for (let i = 0; i < n; i++) c.run(iteration++)
      const perCall = (performance.now() - started) / n
      if (round >= settings.warmupRounds) samples[index]?.push(perCall)
      else warmest[index] = Math.min(warmest[index] as number, perCall)
    }
  }
  const summaries = samples.map(summarize)
  const referenceIndex = cases.findIndex((c) => c.name === group.reference)
  if (referenceIndex < 0) throw new Error(`${group.title}: no reference case "${group.reference}"`)
  const reference = samples[referenceIndex] as number[]
  return {
    title: group.title,
    reference: group.reference,
    results: cases.map((c, i) => {
      const time = summaries[i] as Summary
      const note = c.note?.()
      const rounds = samples[i] as number[]
      // Round by round: what the machine did to a round (a slower core, a busy neighbour) falls
      // on both sides of its ratio, where two medians may come from different rounds.
      const ratio = pairedSummary(rounds, reference).median
      return { name: c.name, time, ratio, rounds, ...(note ? { note } : {}) }
    }),
  }
}

/**
 * Calls per timed sample for a case whose quickest warm-up call took `perCall` ms: enough for
 * `minSampleMs` at that speed, and never fewer than calibrated (nor over the calibration's cap).
 */
export function resized(calibrated: number, perCall: number, settings: Settings): number {
  if (!(perCall > 0) || !Number.isFinite(perCall)) return calibrated
  return Math.min(Math.max(calibrated, Math.ceil(settings.minSampleMs / perCall)), MOST_REPEATS)
}

/** The most calls one sample makes. */
const MOST_REPEATS = 1 << 20

function calibrate(c: Case, minSampleMs: number): number {
  let n = 1
  for (;;) {
    const started = performance.now()
    for (let i = 0; i < n; i++) c.run(i)
    const elapsed = performance.now() - started
    if (elapsed >= minSampleMs || n >= MOST_REPEATS) return n
    n = elapsed <= 0 ? n * 8 : Math.max(n * 2, Math.ceil((n * minSampleMs) / elapsed))
  }
}
