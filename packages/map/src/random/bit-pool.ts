import type { Rng } from './rng.js'

/**
 * Uniform integers taken a few bits at a time from an `Rng`'s 32-bit draws. `below(n)` takes
 * the fewest bits that hold n − 1 from the current draw (a fresh draw when too few are left: the
 * rest of the old one is dropped) and tries again while the value is n or more, so every value
 * is exactly uniform. A percent costs 7 bits and a coin 1, several choices to a draw where
 * `rng.int` spends a whole draw on each: the later generators make thousands of such choices. The
 * bits taken are part of what a seed's map is, so this order never changes.
 */
export class BitPool {
  private pool = 0
  private left = 0

  constructor(private readonly rng: Rng) {}

  /** An integer from 0 to n − 1 (n from 1 to 2³¹; n = 1 takes no bits). */
  below(n: number): number {
    const size = 32 - Math.clz32(n - 1)
    const mask = (1 << size) - 1
    for (;;) {
      if (this.left < size) {
        this.pool = this.rng.next()
        this.left = 32
      }
      const v = this.pool & mask
      this.pool >>>= size
      this.left -= size
      if (v < n) return v
    }
  }
}
