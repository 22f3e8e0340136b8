import { encodeRun, loadRun, type Run, SaveError } from '@delve/run'
import {
  decodeVaultSetting,
  encodeVaultSetting,
  runVaultsFor,
  vaultSettingOf,
} from '../params/sandbox-vaults.js'

/** Where the run is kept in the browser's storage. The version is part of the key and the data. */
export const SAVE_KEY = 'delve.run.v1'

/** The sentence the player sees, once, when a save cannot be used. */
export const SAVE_REPLACED = 'Your saved run could not be read and was replaced.'

/**
 * What the player is told of a save that could not be used: `SAVE_REPLACED`, and for a save of
 * other rules (another version), which version it is and which this game reads.
 */
export function saveNotice(reason: string): string {
  return /^the save is of version /.test(reason)
    ? `${SAVE_REPLACED.slice(0, -1)}: ${reason}.`
    : SAVE_REPLACED
}

/** The browser storage a slot needs; `localStorage` is one. */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'run'; run: Run }
  | { kind: 'unreadable'; reason: string }

/**
 * The run's one save slot. Storage may be missing, full or refused by the browser's privacy
 * settings: the game then plays on without saving, and says so once.
 */
export class SaveSlot {
  private warned = false

  constructor(
    private readonly storage: SaveStorage | null,
    private readonly key: string = SAVE_KEY,
  ) {}

  /** Where the sandbox's vaults are kept beside the save (`VaultSetting`; absent: a run's). */
  private get vaultsKey(): string {
    return `${this.key}.vaults`
  }

  load(): LoadResult {
    let text: string | null
    try {
      text = this.storage?.getItem(this.key) ?? null
    } catch (error) {
      return { kind: 'unreadable', reason: String(error) }
    }
    if (text === null) return { kind: 'none' }
    // The sandbox's vaults, kept beside the save: its levels are checked against them.
    let kept: string | null = null
    try {
      kept = this.storage?.getItem(this.vaultsKey) ?? null
    } catch {
      // Read as a run's.
    }
    try {
      const vaults = runVaultsFor(decodeVaultSetting(kept))
      return { kind: 'run', run: loadRun(text, vaults === undefined ? {} : { vaults }) }
    } catch (error) {
      if (error instanceof SaveError || error instanceof RangeError || error instanceof TypeError) {
        return { kind: 'unreadable', reason: error.message }
      }
      throw error
    }
  }

  /** Writes the run; returns a sentence for the player the first time saving fails, else null. */
  save(run: Run): string | null {
    try {
      this.storage?.setItem(this.key, JSON.stringify(encodeRun(run)))
      const vaults = encodeVaultSetting(vaultSettingOf(run))
      if (vaults === null) this.storage?.removeItem(this.vaultsKey)
      else this.storage?.setItem(this.vaultsKey, vaults)
      this.warned = false
      return null
    } catch (error) {
      if (this.warned) return null
      this.warned = true
      return `Your run cannot be saved in this browser (${(error as Error).name}); it will be lost on reload.`
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.key)
      this.storage?.removeItem(this.vaultsKey)
    } catch {
      // Nothing to clear when storage is refused.
    }
  }
}
