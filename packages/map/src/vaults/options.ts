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
  /**
   * The vaults the draws choose from, in list order: those with a weight that fit the depth,
   * the forced ones apart. Shared between calls: copy it before taking any out.
   */
  pool: readonly Vault[]
}

/** A list as checked: the vaults its items stand for, and the pools drawn from by depth. */
interface CheckedList {
  /** The list's items when checked: the list is taken as checked while it holds the same. */
  readonly items: readonly unknown[]
  readonly vaults: readonly Vault[]
  /** By depth (0 when absent): the vaults with a weight that fit it. */
  readonly pools: Map<number, readonly Vault[]>
}

/**
 * Lists already checked. A game passes the same list for every level, so its vaults are looked
 * up and its pools filtered once, not on every `generateDungeon`.
 */
const checkedLists = new WeakMap<readonly unknown[], CheckedList>()

const KEYS = ['list', 'count', 'depth', 'force']

/**
 * Options already checked that cannot change (frozen, their `force` too): a game that makes one
 * per depth and passes it level after level has it checked once; its list's items are still
 * compared on every call, as a list may change.
 */
const checkedFrozen = new WeakMap<object, ReadVaultOptions>()

/** Checks the `vaults` option, throwing a `DungeonOptionsError` that names the field at fault. */
export function readVaultOptions(value: unknown): ReadVaultOptions {
  if (!isRecord(value)) return readAfresh(value) // which refuses it, naming the field
  // Only options frozen for good are kept (freezing cannot be undone): one found needs no
  // second look at that, only at its list.
  const known = checkedFrozen.get(value)
  if (known !== undefined && Array.isArray(value.list)) {
    if (checkedList(value.list).vaults === known.list) return known
  }
  const read = readAfresh(value)
  if (Object.isFrozen(value) && unchanging(value.force)) checkedFrozen.set(value, read)
  return read
}

/** True for a `force` value that cannot change: none, a name, or a frozen list. */
function unchanging(force: unknown): boolean {
  return force === undefined || typeof force === 'string' || Object.isFrozen(force)
}

function readAfresh(value: unknown): ReadVaultOptions {
  if (!isRecord(value)) {
    throw new DungeonOptionsError('vaults', value, 'an object { list, count, depth?, force? }')
  }
  for (const key in value) {
    if (Object.hasOwn(value, key) && !KEYS.includes(key))
      throw new DungeonOptionsError('vaults option name', key, KEYS.join(', '))
  }
  const { list, count, depth, force } = value
  if (!Array.isArray(list)) {
    throw new DungeonOptionsError('vaults.list', list, 'an array of vaults from parseVaults')
  }
  const checked = checkedList(list)
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
  const forced = readForce(force, checked.vaults)
  const fitting = poolFor(checked, depth)
  const pool = forced.length === 0 ? fitting : fitting.filter((v) => !forced.includes(v))
  return { list: checked.vaults, count, depth, force: forced, pool }
}

/** The list checked, from the cache while it holds the same items. */
function checkedList(list: readonly unknown[]): CheckedList {
  const known = checkedLists.get(list)
  if (known !== undefined && sameItems(known.items, list)) return known
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
  const made: CheckedList = { items: list.slice(), vaults, pools: new Map() }
  checkedLists.set(list, made)
  return made
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** The vaults with a weight that fit `depth`, in list order, filtered once per depth. */
function poolFor(checked: CheckedList, depth: number | undefined): readonly Vault[] {
  const key = depth ?? 0
  let pool = checked.pools.get(key)
  if (pool === undefined) {
    pool = checked.vaults.filter((v) => v.weight > 0 && fitsDepth(v, depth))
    checked.pools.set(key, pool)
  }
  return pool
}

/** No vaults forced: one list for every level that forces none. */
const NO_FORCE: readonly Vault[] = Object.freeze([])

function readForce(force: unknown, vaults: readonly Vault[]): readonly Vault[] {
  if (force === undefined) return NO_FORCE
  const names = typeof force === 'string' ? [force] : Array.isArray(force) ? force : undefined
  if (names === undefined || names.length > MAX_VAULTS_PER_LEVEL) {
    throw new DungeonOptionsError('vaults.force', force, allowedForce(vaults))
  }
  if (names.length === 0) return NO_FORCE
  return names.map((name) => {
    const vault = vaults.find((v) => v.name === name)
    if (vault === undefined)
      throw new DungeonOptionsError('vaults.force', name, allowedForce(vaults))
    return vault
  })
}

/** What `vaults.force` may be, for its errors. */
function allowedForce(vaults: readonly Vault[]): string {
  return `a vault name or a list of up to ${MAX_VAULTS_PER_LEVEL}, each in the list (${vaults.map((v) => v.name).join(', ') || 'which is empty'})`
}

/** True when `depth` is absent or among the vault's depths. */
export function fitsDepth(vault: Vault, depth: number | undefined): boolean {
  if (depth === undefined || vault.depths === null) return true
  // A plain loop: the ranges are frozen, and a frozen array's `some` is a slow call.
  for (const range of vault.depths) if (depth >= range.from && depth <= range.to) return true
  return false
}
