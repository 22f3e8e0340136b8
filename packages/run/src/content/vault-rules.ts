import type { Kinds } from '@delve/ecs'
import {
  ArgumentTypeError,
  checkInteger,
  checkRecord,
  checkString,
  MAX_VAULTS_PER_LEVEL,
  type Vault,
  type VaultOptions,
} from '@delve/map'
import { itemCode, monsterCode } from './default-kinds.js'
import { rowFor, type VaultRow } from './default-tables.js'
import { RunOptionsError } from './run-options-error.js'

/**
 * The vaults a run may put in its levels (`createRun`'s `vaults`): the list (`parseVaults` of
 * `@delve/map`), what the look command calls each (by name; absent: its name, spaced), and names
 * placed on every level made, whatever the depth table says (for testing a vault).
 */
export interface RunVaults {
  list: readonly Vault[]
  titles?: Readonly<Record<string, string>>
  force?: readonly string[]
}

/** The one altar kind a run knows: items on altars, taking one cages the others. */
export const CHOICE_ALTAR = 'choice'

/** The vaults as a run plays them: the list checked against its kinds, and the rows by depth. */
export interface VaultRules {
  readonly list: readonly Vault[]
  readonly titles: Readonly<Record<string, string>>
  readonly force: readonly string[]
  readonly rows: readonly Readonly<VaultRow>[]
}

/**
 * The vault rules of a run, or null for none (no rows, or `vaults: null`). Every kind a vault
 * names is checked here, so an unknown one is a `RunOptionsError` at `createRun` naming the vault
 * and the glyph: a monster of the run for `MONSTER`, an item for `ITEM` and `KEY`, `choice` for
 * `ALTAR`.
 */
export function vaultRules(
  vaults: RunVaults | null,
  table: readonly Readonly<VaultRow>[] | null | undefined,
  kinds: Kinds,
  rows: (table: readonly Readonly<VaultRow>[]) => Readonly<VaultRow>[],
): VaultRules | null {
  if (vaults === null || table === null || table === undefined || table.length === 0) return null
  if (typeof vaults !== 'object' || !Array.isArray(vaults.list)) {
    throw new RunOptionsError('vaults', vaults, 'an object { list, titles?, force? }, or null')
  }
  const names = new Set<string>()
  vaults.list.forEach((vault, i) => {
    if (typeof vault !== 'object' || vault === null || typeof vault.name !== 'string') {
      throw new RunOptionsError(`vaults.list[${i}]`, vault, 'a vault of parseVaults')
    }
    names.add(vault.name)
    checkKinds(vault, `vaults.list[${i}] (${vault.name})`, kinds)
  })
  const force = vaults.force ?? []
  const checked = rows(table).map((row, i) => ({
    ...row,
    count: countOf(row.count, `tables.vaults[${i}].count`),
    ...(row.force ? { force: forced(row.force, names, `tables.vaults[${i}].force`) } : {}),
  }))
  return {
    list: vaults.list,
    titles: { ...(vaults.titles ?? {}) },
    force: forced(force, names, 'vaults.force'),
    rows: checked,
  }
}

/** The `vaults` options made for each set of rules, by depth (see `vaultOption`). */
const optionsByRules = new WeakMap<VaultRules, Map<number, Readonly<VaultOptions> | undefined>>()

/**
 * `@delve/map`'s `vaults` option for a level of `depth`, or undefined when it gets none: made
 * once per rules and depth and frozen, as a run asks for it on every level it makes.
 */
export function vaultOption(
  rules: VaultRules | null,
  depth: number,
): Readonly<VaultOptions> | undefined {
  checkVaultRules('vaultOption', rules)
  checkInteger('vaultOption', 'depth', depth, 1)
  if (rules === null) return undefined
  let byDepth = optionsByRules.get(rules)
  if (byDepth === undefined) {
    byDepth = new Map()
    optionsByRules.set(rules, byDepth)
  }
  if (byDepth.has(depth)) return byDepth.get(depth)
  const row = rowFor(rules.rows, depth)
  const force = Object.freeze([...rules.force, ...(row.force ?? [])])
  const made =
    row.count === 0 && force.length === 0
      ? undefined
      : Object.freeze({ list: rules.list, count: row.count, depth, force })
  byDepth.set(depth, made)
  return made
}

/** What the look command calls the vault named `name`. */
export function vaultTitle(rules: VaultRules | null, name: string): string {
  checkVaultRules('vaultTitle', rules)
  checkString('vaultTitle', 'name', name)
  return rules?.titles[name] ?? name.replace(/[_-]+/g, ' ')
}

function checkKinds(vault: Vault, at: string, kinds: Kinds): void {
  for (const [glyph, name] of Object.entries(vault.monsters)) {
    monsterCode(name, kinds, `${at} MONSTER ${glyph}`)
  }
  for (const [glyph, name] of Object.entries(vault.items)) {
    itemCode(name, kinds, `${at} ITEM ${glyph}`)
  }
  if (vault.key) itemCode(vault.key.name, kinds, `${at} KEY ${vault.key.glyph}`)
  for (const [glyph, name] of Object.entries(vault.altars)) {
    if (name !== CHOICE_ALTAR) {
      throw new RunOptionsError(`${at} ALTAR ${glyph}`, name, `"${CHOICE_ALTAR}"`)
    }
  }
}

function countOf(value: unknown, at: string): number {
  if (
    !Number.isInteger(value) ||
    (value as number) < 0 ||
    (value as number) > MAX_VAULTS_PER_LEVEL
  ) {
    throw new RunOptionsError(at, value, `an integer from 0 to ${MAX_VAULTS_PER_LEVEL}`)
  }
  return value as number
}

function forced(list: unknown, names: ReadonlySet<string>, at: string): string[] {
  if (!Array.isArray(list)) throw new RunOptionsError(at, list, 'a list of vault names')
  return list.map((name, i) => {
    if (typeof name !== 'string' || !names.has(name)) {
      throw new RunOptionsError(`${at}[${i}]`, name, 'the name of a vault of the run')
    }
    return name
  })
}

/** A run's vault rules (`runRules(…).vaults`), or null for none. */
function checkVaultRules(fn: string, rules: unknown): void {
  if (rules === null) return
  const given = checkRecord(fn, 'rules', rules, 'the vault rules of runRules, or null')
  checkRecord(fn, 'rules.titles', given.titles, 'the vaults’ titles by name')
  if (!Array.isArray(given.rows) || given.rows.length === 0) {
    throw new ArgumentTypeError(fn, 'rules.rows', given.rows, 'the rows of a vault table')
  }
}
