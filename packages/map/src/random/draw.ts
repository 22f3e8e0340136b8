import type { Rng } from './rng.js'

const TWO_POW_32 = 0x1_0000_0000

/**
 * `rng.int(min, max)` for bounds the caller already knows are integers with min ≤ max (a
 * generator's loop, after the options were checked): the same rejection sampling over the same
 * `rng.next()` outputs, so the same value from every generator `createRng` makes, without the
 * argument checks. Small, so the engine inlines it where `rng.int`, a different closure for
 * every generator, stays a call.
 */
export function drawInt(rng: Rng, min: number, max: number): number {
  const span = max - min + 1
  const limit = TWO_POW_32 - (TWO_POW_32 % span)
  let r = rng.next()
  while (r >= limit) r = rng.next()
  return min + (r % span)
}

/** `rng.chance(0.5)`: one output below half of 2³² (the float over 2³² is below one half). */
export function drawCoin(rng: Rng): boolean {
  return rng.next() < TWO_POW_32 / 2
}
