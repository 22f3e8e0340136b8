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
