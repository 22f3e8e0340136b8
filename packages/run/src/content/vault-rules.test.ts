import { describe, expect, it } from 'vitest'
import { runRules } from './run-rules.js'
import { vaultOption } from './vault-rules.js'

describe('vaultOption', () => {
  it("gives each depth its row's count and forced vaults, none where the row has neither", () => {
    const rules = runRules().vaults
    expect(vaultOption(rules, 1)).toBeUndefined()
    expect(vaultOption(rules, 3)).toMatchObject({ count: 1, depth: 3, force: [] })
    expect(vaultOption(rules, 10)).toMatchObject({ count: 2, depth: 10, force: ['warden_lair'] })
    expect(vaultOption(null, 3)).toBeUndefined()
  })

  it('makes one frozen option per rules and depth, which a level after level passes on', () => {
    const rules = runRules().vaults
    const option = vaultOption(rules, 5)
    expect(vaultOption(rules, 5)).toBe(option)
    expect(Object.isFrozen(option)).toBe(true)
    expect(Object.isFrozen(option?.force)).toBe(true)
    expect(vaultOption(rules, 6)).not.toBe(option)
    // Other rules, other options, even when they read the same.
    const other = vaultOption(runRules().vaults, 5)
    expect(other).not.toBe(option)
    expect(other).toEqual(option)
  })
})
