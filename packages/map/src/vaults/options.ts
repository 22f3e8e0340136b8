import { isIntegerIn, isRecord } from '../check.js'
import { DungeonOptionsError } from '../errors.js'
import { knownVault } from './known.js'
import { MAX_VAULT_DEPTH, type Vault } from './vault.js'

/** `generateDungeon`'s `vaults` option: which vaults a level may have, and how many. */
export interface VaultOptions {
  /** The vaults to choose from (from `parseVaults` or `parseTiledVault`, or plain data of theirs). */
  list: readonly Vault[]
  /** How many to draw by weight among those that fit the depth; each is placed if it fits somewhere. */
  count: number
  /** The level's depth: only vaults whose DEPTH holds it are drawn. Absent: every vault may be. */
  depth?: number
  /** Names of vaults in the list to place first, whatever their depth and weight (for testing). */
  force?: string | readonly string[]
}

/** The most vaults one level may ask for, forced ones apart. */
export const MAX_VAULTS_PER_LEVEL = 64

/** The `vaults` option checked: every vault known, the forced ones found. */
export interface ReadVaultOptions {
  list: readonly Vault[]
  count: number
  depth: number | undefined
  force: readonly Vault[]
}

const KEYS = ['list', 'count', 'depth', 'force']

/** Checks the `vaults` option, throwing a `DungeonOptionsError` that names the field at fault. */
export function readVaultOptions(value: unknown): ReadVaultOptions {
  if (!isRecord(value)) {
    throw new DungeonOptionsError('vaults', value, 'an object { list, count, depth?, force? }')
  }
  for (const key of Object.keys(value)) {
    if (!KEYS.includes(key))
      throw new DungeonOptionsError('vaults option name', key, KEYS.join(', '))
  }
  const { list, count, depth, force } = value
  if (!Array.isArray(list)) {
    throw new DungeonOptionsError('vaults.list', list, 'an array of vaults from parseVaults')
  }
  const vaults = list.map((item, i) => {
    try {
      return knownVault(item)
    } catch (error) {
      throw new DungeonOptionsError(
        `vaults.list[${i}]`,
        item,
        `a vault from parseVaults or parseTiledVault (${(error as Error).message})`,
      )
    }
  })
  if (!isIntegerIn(count, 0, MAX_VAULTS_PER_LEVEL)) {
    throw new DungeonOptionsError(
      'vaults.count',
      count,
      `an integer from 0 to ${MAX_VAULTS_PER_LEVEL}`,
      { min: 0, max: MAX_VAULTS_PER_LEVEL },
    )
  }
  if (depth !== undefined && !isIntegerIn(depth, 1, MAX_VAULT_DEPTH)) {
    throw new DungeonOptionsError(
      'vaults.depth',
      depth,
      `an integer from 1 to ${MAX_VAULT_DEPTH}`,
      {
        min: 1,
        max: MAX_VAULT_DEPTH,
      },
    )
  }
  return { list: vaults, count, depth, force: readForce(force, vaults) }
}

function readForce(force: unknown, vaults: readonly Vault[]): Vault[] {
  if (force === undefined) return []
  const names = typeof force === 'string' ? [force] : Array.isArray(force) ? force : undefined
  const allowed = () =>
    `a vault name or a list of up to ${MAX_VAULTS_PER_LEVEL}, each in the list (${vaults.map((v) => v.name).join(', ') || 'which is empty'})`
  if (names === undefined || names.length > MAX_VAULTS_PER_LEVEL) {
    throw new DungeonOptionsError('vaults.force', force, allowed())
  }
  return names.map((name) => {
    const vault = vaults.find((v) => v.name === name)
    if (vault === undefined) throw new DungeonOptionsError('vaults.force', name, allowed())
    return vault
  })
}

/** True when `depth` is absent or among the vault's depths. */
export function fitsDepth(vault: Vault, depth: number | undefined): boolean {
  if (depth === undefined || vault.depths === null) return true
  return vault.depths.some((range) => depth >= range.from && depth <= range.to)
}
