import { createRun, DEFAULT_VAULTS, defaultChoice, worldChecksum } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../saving/memory-storage.js'
import { SaveSlot } from '../saving/run-save.js'
import { checkParams } from './check-params.js'
import {
  decodeVaultSetting,
  encodeVaultSetting,
  newGameVaults,
  runVaultsFor,
  VAULT_NAMES,
  vaultSettingOf,
} from './sandbox-vaults.js'
import { queryFor, readUrlParams } from './url-params.js'

describe("the sandbox's vaults", () => {
  it('read vaults=off and vault=name in the sandbox, and refuse a name not of the game', () => {
    expect(checkParams({ sandbox: '', vaults: 'off' }).vaults).toEqual({ vaults: false })
    expect(checkParams({ sandbox: '', vault: 'crypt' }).vaults).toEqual({
      vaults: true,
      vault: 'crypt',
    })
    // Off wins: nothing is forced without vaults.
    expect(checkParams({ sandbox: '', vaults: 'off', vault: 'crypt' }).vaults).toEqual({
      vaults: false,
    })
    expect(checkParams({ sandbox: '' }).vaults).toBeUndefined()
    const wrong = checkParams({ sandbox: '', vault: 'dragon_hoard' })
    expect(wrong.vaults).toBeUndefined()
    expect(wrong.notices.join(' ')).toContain('Invalid vault: "dragon_hoard"')
    expect(checkParams({ sandbox: '', vaults: 'maybe' }).notices.join(' ')).toContain(
      'Invalid vaults: "maybe". Allowed: on or off.',
    )
  })

  it('are refused in a run, as a depth is: a run has the game’s vaults', () => {
    const run = checkParams({ vault: 'crypt', vaults: 'off' })
    expect(run.vaults).toBeUndefined()
    expect(run.given.has('vault')).toBe(false)
    expect(run.sandboxOnly).toContain('vaults=off')
  })

  it('go into the link and come back from it', () => {
    const place = { runSeed: 'v', depth: 3, choice: defaultChoice(), sandbox: true }
    for (const vaults of [{ vaults: false }, { vaults: true, vault: 'armory' }]) {
      const query = queryFor({ ...place, vaults })
      expect(readUrlParams(query).vaults).toEqual(vaults)
    }
    expect(queryFor({ ...place, vaults: { vaults: true } })).not.toContain('vault')
    // Never in a run's link.
    expect(queryFor({ ...place, sandbox: false, vaults: { vaults: false } })).not.toContain('vault')
  })

  it('make the run with none, or with the one asked for on every level', () => {
    expect(runVaultsFor({ vaults: true })).toBeUndefined()
    expect(runVaultsFor({ vaults: false })).toBeNull()
    for (const name of ['small_treasury', 'choice_of_three', 'warden_lair']) {
      const run = createRun({
        seed: `force-${name}`,
        sandbox: true,
        vaults: runVaultsFor({ vaults: true, vault: name }),
      })
      expect(run.vaults().map((v) => v.name)).toContain(name)
      expect(vaultSettingOf(run)).toEqual({ vaults: true, vault: name })
    }
    const none = createRun({ seed: 'none', sandbox: true, depth: 7, vaults: null })
    expect(none.vaults()).toEqual([])
    expect(vaultSettingOf(none)).toEqual({ vaults: false })
    expect(vaultSettingOf(createRun({ seed: 'run' }))).toEqual({ vaults: true })
  })

  it("carry over to the sandbox's next dungeon, and never into a run", () => {
    for (const setting of [{ vaults: false }, { vaults: true, vault: 'choice_of_three' }]) {
      const next = createRun({ seed: 'next', sandbox: true, ...newGameVaults(true, setting) })
      expect(vaultSettingOf(next)).toEqual(setting)
      expect(newGameVaults(false, setting)).toEqual({})
    }
    expect(newGameVaults(true, { vaults: true })).toEqual({})
  })

  it('are kept beside the save, so a reloaded sandbox level is the one left', () => {
    const storage = memoryStorage()
    const slot = new SaveSlot(storage)
    const run = createRun({
      seed: 'kept-vault',
      sandbox: true,
      depth: 2,
      vaults: runVaultsFor({ vaults: true, vault: 'small_treasury' }),
    })
    expect(slot.save(run)).toBeNull()
    const back = slot.load()
    if (back.kind !== 'run') throw new Error(`not read: ${JSON.stringify(back)}`)
    expect(back.run.vaults()).toEqual(run.vaults())
    expect(worldChecksum(back.run.world)).toBe(worldChecksum(run.world))
    expect(vaultSettingOf(back.run)).toEqual({ vaults: true, vault: 'small_treasury' })
    // A run saved over it drops the setting.
    slot.save(createRun({ seed: 'plain' }))
    expect(storage.getItem('delve.run.v1.vaults')).toBeNull()
  })

  it('read back only as a setting of the game’s vaults', () => {
    for (const setting of [{ vaults: false }, { vaults: true, vault: VAULT_NAMES[0] as string }]) {
      expect(decodeVaultSetting(encodeVaultSetting(setting))).toEqual(setting)
    }
    expect(encodeVaultSetting({ vaults: true })).toBeNull()
    for (const text of [null, '', 'x', '{"vault":"nowhere"}', '[]', 'null']) {
      expect(decodeVaultSetting(text)).toEqual({ vaults: true })
    }
    expect(VAULT_NAMES).toEqual(DEFAULT_VAULTS.list.map((v) => v.name))
  })
})
