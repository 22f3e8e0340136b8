import { checkInteger } from '../checks.js'
import { ArgumentRangeError, ArgumentTypeError } from '../errors.js'
import type { GameWorld } from './game-world.js'
import { checkWorld } from './internals.js'

/**
 * A 32-bit hash of a few integers (a murmur3-style finaliser over each): the monsters' chance,
 * such as which way a wanderer turns. It depends only on the world's seed, the turn and the
 * entity, so there is no generator state to save, and a replayed run draws the same. Each is a
 * safe integer (only its low 32 bits count): what is not one is refused, not rounded.
 */
export function noise(seed: number, turn: number, eid: number, salt = 0): number {
  checkWord('noise', 'seed', seed)
  checkWord('noise', 'turn', turn)
  checkWord('noise', 'eid', eid)
  checkWord('noise', 'salt', salt)
  return hash(seed, turn, eid, salt)
}

/** `noise` of integers the caller vouches for: the monsters' own draws. */
export function hash(seed: number, turn: number, eid: number, salt = 0): number {
  let h = seed ^ 0x9e3779b9
  for (const word of [turn, eid, salt]) {
    let k = Math.imul(word, 0xcc9e2d51)
    k = (k << 15) | (k >>> 17)
    h ^= Math.imul(k, 0x1b873593)
    h = (h << 13) | (h >>> 19)
    h = (Math.imul(h, 5) + 0xe6546b64) | 0
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

function checkWord(fn: string, argument: string, value: unknown): void {
  checkInteger(fn, argument, value, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
}

const SEED = 'text, or a safe integer (its low 32 bits are the seed)'

/** A seed as 32 bits: a number as its low 32 bits, text by FNV-1a over its UTF-16 units. */
export function seedNumber(seed: string | number): number {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed)) throw new ArgumentRangeError('seedNumber', 'seed', seed, SEED)
    return seed >>> 0
  }
  if (typeof seed !== 'string') throw new ArgumentTypeError('seedNumber', 'seed', seed, SEED)
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Most values `roll` draws from: the hash has 32 bits. */
const MOST_ROLL = 2 ** 32

/**
 * A number from 0 to `n` − 1 from the world's chance: a hash of its seed, the turn and the rolls
 * made so far (`world.rolls`, saved), so a replay or a restore rolls the same.
 */
export function roll(world: GameWorld, n: number): number {
  checkWorld('roll', world)
  checkInteger('roll', 'n', n, 1, MOST_ROLL)
  return draw(world, n)
}

/** `roll` of a count the caller vouches for: the blows' own rolls. */
export function draw(world: GameWorld, n: number): number {
  const value = hash(world.seed, world.turn, world.rolls, 0x5eed)
  world.rolls++
  return value % n
}
