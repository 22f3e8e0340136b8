import { describe, expect, it } from 'vitest'
import { DungeonOptionsError } from '../errors.js'
import { createRng } from '../random/rng.js'
import { generateDungeon } from './generate.js'
import { MAX_TILE_VARIANTS, tileVariants } from './tile-variants.js'

describe('tileVariants', () => {
  const d = generateDungeon({ seed: 'variety' })

  it('gives every tile a look in 0 … count − 1, the same for the same seed', () => {
    const a = tileVariants(d)
    expect(a).toHaveLength(d.tiles.length)
    expect(a.every((v) => v < 4)).toBe(true)
    expect(tileVariants(d)).toEqual(a)
    expect(tileVariants({ width: 80, height: 45, seed: 'variety' })).toEqual(a)
    expect(tileVariants({ ...d, seed: 'other' })).not.toEqual(a)
  })

  it('spreads the looks evenly', () => {
    const big = tileVariants({ width: 300, height: 300, seed: 's' }, 7)
    const counts = new Array(7).fill(0)
    for (const v of big) counts[v]++
    for (const n of counts) expect(Math.abs(n - 90_000 / 7)).toBeLessThan(400)
    // Neighbours are not alike: about 1 in 7 equal to the tile on their right.
    let same = 0
    for (let i = 1; i < big.length; i++) if (big[i] === big[i - 1]) same++
    expect(Math.abs(same / big.length - 1 / 7)).toBeLessThan(0.01)
  })

  it('takes 1 (all zero) to 256 looks and refuses anything else', () => {
    expect(tileVariants(d, 1).every((v) => v === 0)).toBe(true)
    expect(Math.max(...tileVariants({ width: 100, height: 100, seed: 'x' }, 256))).toBe(255)
    for (const count of [0, 257, 2.5, Number.NaN, '4']) {
      expect(() => tileVariants(d, count as number)).toThrow(DungeonOptionsError)
    }
    expect(MAX_TILE_VARIANTS).toBe(256)
  })

  it('does not change the map or draw from any generator', () => {
    const rng = createRng('v')
    const withRng = generateDungeon({ rng })
    const tiles = withRng.tiles.slice()
    const after = rng.next()
    const again = createRng('v')
    generateDungeon({ rng: again })
    tileVariants(withRng)
    expect(withRng.tiles).toEqual(tiles)
    expect(again.next()).toBe(after)
  })
})
