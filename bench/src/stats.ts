/** The q-quantile (0 … 1) of sorted samples, interpolating between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  const at = (sorted.length - 1) * q
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  const a = sorted[lo] as number
  const b = sorted[hi] as number
  return a + (b - a) * (at - lo)
}

export interface Summary {
  median: number
  q1: number
  q3: number
  samples: number
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    samples: sorted.length,
  }
}

/**
 * Each round's time of `a` over its time of `b`, where the two ran in the same round: whatever
 * the machine did to a round (a slower core, a busy neighbour) falls on both sides of its ratio,
 * where a ratio of medians may take its two medians from different rounds.
 */
export function pairedRatios([a, b]: readonly [readonly number[], readonly number[]]): number[] {
  if (a.length !== b.length) {
    throw new RangeError(`pairedRatios: ${a.length} rounds against ${b.length}, expected as many`)
  }
  return a.map((time, round) => time / (b[round] as number))
}

/** The summary of the rounds' own ratios of `a` over `b` (`pairedRatios`). */
export function pairedSummary(a: readonly number[], b: readonly number[]): Summary {
  return summarize(pairedRatios([a, b]))
}
