import { DEFAULT_VAULTS, type Run, type RunVaults } from '@delve/run'

/**
 * The sandbox's vault controls, for testing a vault: vaults on or off (`vaults=off`), and one
 * vault forced onto every level made (`vault=name`). A run always has the game's vaults as its
 * depth table places them.
 */
export interface VaultSetting {
  /** False: no vaults at all. */
  vaults: boolean
  /** The name of one of the game's vaults placed on every level made (only with vaults on). */
  vault?: string
}

/** The game's vaults as a run has them: no switch, nothing forced. */
export const DEFAULT_VAULT_SETTING: Readonly<VaultSetting> = Object.freeze({ vaults: true })

/** The names of the game's vaults, in their file's order: what `vault=` may name. */
export const VAULT_NAMES: readonly string[] = DEFAULT_VAULTS.list.map((vault) => vault.name)

/** What `createRun` is given for `setting`: the default vaults (undefined), none, or one forced. */
export function runVaultsFor(setting: Readonly<VaultSetting>): RunVaults | null | undefined {
  if (!setting.vaults) return null
  if (setting.vault === undefined) return undefined
  return { ...DEFAULT_VAULTS, force: [setting.vault] }
}

/**
 * What `createRun` is given for a new game with `setting`: the sandbox's own choice, and nothing
 * for a run (a run always has the game's vaults).
 */
export function newGameVaults(
  sandbox: boolean,
  setting: Readonly<VaultSetting>,
): { vaults?: RunVaults | null } {
  const vaults = sandbox ? runVaultsFor(setting) : undefined
  return vaults === undefined ? {} : { vaults }
}

/** The setting a run was made with, read back from its rules. */
export function vaultSettingOf(run: Run): VaultSetting {
  const rules = run.rules.vaults
  if (rules === null) return { vaults: false }
  const forced = rules.force[0]
  return forced === undefined ? { vaults: true } : { vaults: true, vault: forced }
}

export function sameVaultSetting(a: Readonly<VaultSetting>, b: Readonly<VaultSetting>): boolean {
  return a.vaults === b.vaults && a.vault === b.vault
}

/**
 * The setting kept beside a save, as text: absent for the default (a run's), else JSON. A save
 * of the sandbox with vaults off or one forced can only be read with the same setting (its
 * level is checked against the one the seed makes).
 */
export function encodeVaultSetting(setting: Readonly<VaultSetting>): string | null {
  if (sameVaultSetting(setting, DEFAULT_VAULT_SETTING)) return null
  return JSON.stringify(setting)
}

/** A kept setting read back; the default for anything else (the save then reads as a run's). */
export function decodeVaultSetting(text: string | null): VaultSetting {
  if (text === null) return { vaults: true }
  try {
    const data: unknown = JSON.parse(text)
    if (typeof data !== 'object' || data === null) return { vaults: true }
    const { vaults, vault } = data as Record<string, unknown>
    if (vaults === false) return { vaults: false }
    if (typeof vault === 'string' && VAULT_NAMES.includes(vault)) return { vaults: true, vault }
  } catch {
    // Unreadable: the default.
  }
  return { vaults: true }
}
