import type { Rng } from './rng.js'

const TWO_POW_32 = 0x1_0000_0000

/** Divisors below this divide any r ≤ 2³² exactly enough for `remainder` (see there). */
const EXACT_DIVISOR = 2 ** 21

/**
 * `r % n` for a whole 0 ≤ r ≤ 2³² (an output of `rng.next()`) and a whole n ≥ 1: the same value.
 * An output above 2³¹ is a float to the engine, whose remainder is a slow call; a float division
 * and a floor are fast, and exact here: for n below 2²¹ the quotient's rounding (at most
 * 2³² × 2⁻⁵³ = 2⁻²¹) never reaches the next whole number, at least 1/n away.
 */
export function remainder(r: number, n: number): number {
  if (n >= EXACT_DIVISOR) return r % n
  // Below 2²¹: `| 0` keeps it (and what is drawn from it) a small integer to the engine, where a
  // float result would be stored boxed in every object field and array it reaches.
  return (r - Math.floor(r / n) * n) | 0
}

/**
 * `rng.int(min, max)` for bounds the caller already knows are integers with min ≤ max (a
 * generator's loop, after the options were checked): the same rejection sampling over the same
 * `rng.next()` outputs, so the same value from every generator `createRng` makes, without the
 * argument checks. Small, so the engine inlines it where `rng.int`, a different closure for
 * every generator, stays a call.
 */
export function drawInt(rng: Rng, min: number, max: number): number {
  const span = max - min + 1
  const limit = TWO_POW_32 - remainder(TWO_POW_32, span)
  let r = rng.next()
  while (r >= limit) r = rng.next()
  return min + remainder(r, span)
}

/** `rng.chance(0.5)`: one output below half of 2³² (the float over 2³² is below one half). */
export function drawCoin(rng: Rng): boolean {
  return rng.next() < TWO_POW_32 / 2
}
