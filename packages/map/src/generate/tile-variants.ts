import { isIntegerIn } from '../check.js'
import { DungeonOptionsError } from '../errors.js'
import type { GridSize } from '../grid/search.js'

/** Most variants `tileVariants` hands out: one byte per tile. */
export const MAX_TILE_VARIANTS = 256

/**
 * A look for every tile, for visual variety (the cookbook's "tile variety" tip): `out[i]` in
 * 0 … count − 1, uniform, a hash of the dungeon's seed and the tile's index, so a seed always
 * gives the same looks on every engine, and a tile keeps its look when it changes (a door
 * opened, a wall dug). A renderer picks, say, floor sprite `out[i]` for a floor tile and wall
 * sprite `out[i]` for a wall. It draws nothing from any generator and is not part of
 * `generateDungeon`, so maps and their speed are untouched; `tiles` keeps the contract's codes.
 */
export function tileVariants(dungeon: GridSize & { seed: string }, count = 4): Uint8Array {
  if (!isIntegerIn(count, 1, MAX_TILE_VARIANTS)) {
    throw new DungeonOptionsError('count', count, `an integer from 1 to ${MAX_TILE_VARIANTS}`, {
      min: 1,
      max: MAX_TILE_VARIANTS,
    })
  }
  const out = new Uint8Array(dungeon.width * dungeon.height)
  if (count === 1) return out
  const key = seedHash(dungeon.seed)
  for (let i = 0; i < out.length; i++) {
    // murmur3's finaliser over the seed's hash and the index spread by the golden ratio.
    let h = key ^ Math.imul(i, 0x9e3779b1)
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
    h ^= h >>> 16
    // The top 24 bits scaled to 0 … count − 1: integers only, at most 2^32 before the shift.
    out[i] = ((h >>> 8) * count) >>> 24
  }
  return out
}

/** FNV-1a over the seed's UTF-16 code units. */
function seedHash(seed: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193)
  return h
}
