import { describe, expect, it } from 'vitest'
import { SAMPLES, vaultLevelHash } from '../../test/vault-checks.js'
import { generateDungeon } from '../generate/generate.js'
import type { AlgorithmName } from '../options/choices.js'

/**
 * Committed hashes of levels with the sample vaults (tiles and `dungeon.vaults`, see
 * `vaultLevelHash`): a change to any of them means a seed and vault list no longer make the same
 * level. Bump them only on purpose. The game's own check in Chromium compares against the same.
 */
const GOLDEN: readonly { algorithm: AlgorithmName; seed: string; hash: string }[] = [
  { algorithm: 'rooms-and-corridors', seed: 'vault-golden', hash: 'ed5ec67f' },
  { algorithm: 'bsp', seed: 'vault-golden', hash: '3044af11' },
  { algorithm: 'caves', seed: 'vault-golden', hash: '6c40ff05' },
  { algorithm: 'rooms-and-mazes', seed: 'vault-golden', hash: '683a59c8' },
  { algorithm: 'drunkard', seed: 'vault-golden', hash: '5d2b9cb0' },
]

const level = (algorithm: AlgorithmName, seed: string) =>
  generateDungeon({ seed, algorithm, vaults: { list: SAMPLES, count: 6, depth: 5 } })

describe('levels with vaults are the same for the same seed and vault list', () => {
  it.each(GOLDEN)('$algorithm, seed $seed', ({ algorithm, seed, hash }) => {
    const d = level(algorithm, seed)
    expect(d.vaults?.length).toBeGreaterThan(1)
    expect(vaultLevelHash(d)).toBe(hash)
    // And again, after other levels were made in between (nothing kept from one to the next).
    level('caves', 'in between')
    expect(vaultLevelHash(level(algorithm, seed))).toBe(hash)
  })
})
