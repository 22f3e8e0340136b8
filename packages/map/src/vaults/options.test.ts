import { describe, expect, it } from 'vitest'
import { SAMPLES, sample } from '../../test/vault-checks.js'
import { fitsDepth, MAX_VAULTS_PER_LEVEL, readVaultOptions } from './options.js'

describe('fitsDepth', () => {
  it('holds the depths of every range of a vault, and every depth of one with none', () => {
    const flooded = sample('flooded_hall') // DEPTH: 1, 3, 5-7
    const fits = [1, 2, 3, 4, 5, 6, 7, 8].filter((depth) => fitsDepth(flooded, depth))
    expect(fits).toEqual([1, 3, 5, 6, 7])
    expect(fitsDepth(sample('cage'), 999)).toBe(true)
    expect(fitsDepth(flooded, undefined)).toBe(true)
  })
})

describe('readVaultOptions', () => {
  it('gives the vaults, the count, the depth and the forced vaults found by name', () => {
    const read = readVaultOptions({ list: SAMPLES, count: 2, depth: 4, force: ['cage', 'shrine'] })
    expect(read.list).toEqual(SAMPLES)
    expect([read.count, read.depth]).toEqual([2, 4])
    expect(read.force.map((v) => v.name)).toEqual(['cage', 'shrine'])
    expect(readVaultOptions({ list: [], count: 0 }).force).toEqual([])
    expect(readVaultOptions({ list: SAMPLES, count: 0, force: 'cage' }).force).toEqual([
      sample('cage'),
    ])
  })

  it('refuses more forced names than a level may hold', () => {
    const force = Array.from({ length: MAX_VAULTS_PER_LEVEL + 1 }, () => 'cage')
    expect(() => readVaultOptions({ list: SAMPLES, count: 0, force })).toThrow(
      'Invalid vaults.force',
    )
  })

  it('reads frozen options once, and again when their list changed or they were not frozen', () => {
    const list = [...SAMPLES]
    const frozen = Object.freeze({ list, count: 1, depth: 4, force: Object.freeze(['cage']) })
    const first = readVaultOptions(frozen)
    expect(readVaultOptions(frozen)).toBe(first)
    // A list is not frozen with its options: what it holds is compared on every read.
    list.reverse()
    const again = readVaultOptions(frozen)
    expect(again).not.toBe(first)
    expect(again.list.map((v) => v.name)).toEqual(list.map((v) => v.name))
    // Options that can change are read afresh each time.
    const open: { list: typeof list; count: number } = { list, count: 1 }
    expect(readVaultOptions(open).count).toBe(1)
    open.count = 3
    expect(readVaultOptions(open).count).toBe(3)
    const force = ['cage']
    const loose = Object.freeze({ list, count: 0, force })
    expect(readVaultOptions(loose).force.map((v) => v.name)).toEqual(['cage'])
    force[0] = 'shrine'
    expect(readVaultOptions(loose).force.map((v) => v.name)).toEqual(['shrine'])
  })
})
