import { DungeonOptionsError } from '../errors.js'

/**
 * A deterministic pseudo-random number generator. Everything is computed with 32-bit integer
 * operations, so a seed yields the same sequence on every JavaScript engine.
 */
export interface Rng {
  /** The seed this generator was made from, as a string (`42` and `"42"` are the same seed). */
  readonly seed: string
  /** A uniformly distributed unsigned 32-bit integer. */
  next(): number
  /** A uniformly distributed integer in min … max, both included. */
  int(min: number, max: number): number
  /** A float in [0, 1) with 32 bits of randomness. */
  float(): number
  /** True with probability `p` (a coin flip by default). */
  chance(p?: number): boolean
  /** A uniformly chosen element of a non-empty array. */
  pick<T>(items: readonly T[]): T
}

const TWO_POW_32 = 0x1_0000_0000

/** A generator for `seed`; with no seed, a fresh one is drawn (and recorded in `rng.seed`). */
export function createRng(seed?: number | string): Rng {
  // Only a missing seed draws a fresh one: `null` is refused like any other wrong type.
  const key = seedToString(seed === undefined ? randomSeed() : seed)
  // The state in 32-bit integers: kept in the closure instead, a value past 2³⁰ is a number
  // object made again on every draw.
  const state = Int32Array.from(hashSeed(key))

  // sfc32: small, fast, passes PractRand, and needs only 32-bit integer arithmetic.
  const next = (): number => {
    const a = state[0] as number
    const b = state[1] as number
    const c = state[2] as number
    const d = state[3] as number
    const t = (((a + b) | 0) + d) | 0
    state[0] = b ^ (b >>> 9)
    state[1] = (c + (c << 3)) | 0
    state[2] = (((c << 21) | (c >>> 11)) + t) | 0
    state[3] = (d + 1) | 0
    return t >>> 0
  }
  // Discard the first outputs so that similar seeds diverge fully.
  for (let i = 0; i < 12; i++) next()

  // Kept small, with the checks' messages elsewhere, so that engines inline it into hot loops.
  const int = (min: number, max: number): number => {
    const ok = Number.isSafeInteger(min) && Number.isSafeInteger(max) && max - min < TWO_POW_32
    if (!ok || min > max) throw intRangeError(min, max)
    const span = max - min + 1
    // Rejection sampling removes the modulo bias.
    const limit = TWO_POW_32 - (TWO_POW_32 % span)
    let r = next()
    while (r >= limit) r = next()
    return min + (r % span)
  }

  const float = (): number => next() / TWO_POW_32

  return {
    seed: key,
    next,
    int,
    float,
    chance: (p = 0.5) => float() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('rng.pick: the array is empty')
      return items[int(0, items.length - 1)] as T
    },
  }
}

function intRangeError(min: number, max: number): RangeError {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    return new RangeError(`rng.int(${min}, ${max}): need integers with min <= max`)
  }
  return new RangeError(`rng.int(${min}, ${max}): span above 2^32`)
}

/** A fresh seed of 8 base-36 characters, from the platform's cryptographic source. */
export function randomSeed(): string {
  const words = new Uint32Array(2)
  // Web Crypto is global in browsers, workers and Node 19+; typed here to keep the package DOM-free.
  const { crypto } = globalThis as unknown as { crypto: { getRandomValues(a: Uint32Array): void } }
  crypto.getRandomValues(words)
  const value = ((words[0] as number) % 1_679_616) * 1_679_616 + ((words[1] as number) % 1_679_616)
  return value.toString(36).padStart(8, '0')
}

/** The longest seed accepted, in UTF-16 code units. */
export const MAX_SEED_LENGTH = 256

const SEED_ALLOWED = `a string of 1 to ${MAX_SEED_LENGTH} characters, or a finite number`

/** The seed as the string that is hashed; throws `DungeonOptionsError` for anything else. */
export function seedToString(seed: unknown): string {
  if (typeof seed === 'string') {
    if (seed.length === 0 || seed.length > MAX_SEED_LENGTH)
      throw new DungeonOptionsError('seed', seed, SEED_ALLOWED)
    return seed
  }
  if (typeof seed === 'number' && Number.isFinite(seed)) return String(seed)
  throw new DungeonOptionsError('seed', seed, SEED_ALLOWED)
}

/** Four 32-bit words from a string (cyrb128-style: four multiply-xorshift lanes over UTF-16 units). */
function hashSeed(key: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < key.length; i++) {
    const k = key.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}
