import { CHOICE_KEYS, type GeneratorChoice, namedFields } from '@delve/run'
import { type CheckedParams, checkParams } from './check-params.js'
import {
  formatParam,
  PAGE_PARAM_NAMES,
  PARAM_FOR,
  PARAM_NAMES,
  type ParamName,
} from './param-names.js'
import type { VaultSetting } from './sandbox-vaults.js'

/**
 * Reads the dungeon parameters from a query string: `seed`, `depth`, `map` and one per generator
 * option (`preset`, `algo`, `w`, `h`, `shape`, `tunnel`, `padding`, `maxRooms`, …), and the
 * page's `fov`; other parameters are ignored. Never throws: see `checkParams`.
 */
export function readUrlParams(search: string): CheckedParams {
  const params = new URLSearchParams(search)
  const raw: Partial<Record<ParamName, string>> = {}
  for (const name of [...PARAM_NAMES, ...PAGE_PARAM_NAMES]) {
    const value = params.get(name)
    if (value !== null) raw[name] = value
  }
  return checkParams(raw)
}

/** What the address must say to reproduce a level. */
export interface LevelAddress {
  runSeed: string
  depth: number
  choice: GeneratorChoice
  /** A Tiled map played in place of the first level. */
  map?: string
  /** Fog of war; written only when off (`fov=off`). */
  fov?: boolean
  /** The sandbox rather than a run (`sandbox`); depth and fog are written only there. */
  sandbox?: boolean
  /** The sandbox's vaults (written only there, and only when off or one is forced). */
  vaults?: VaultSetting
}

/**
 * The parameters that name `choice`: only the options resolving the others would not give (see
 * `namedFields`), in table order, as text.
 */
export function choiceParams(choice: GeneratorChoice): Partial<Record<ParamName, string>> {
  const named = namedFields(choice)
  const params: Partial<Record<ParamName, string>> = {}
  for (const key of CHOICE_KEYS) {
    const value = named[key]
    if (value !== undefined) params[PARAM_FOR[key]] = formatParam(value)
  }
  return params
}

/**
 * The query string that reproduces `address` exactly: the seed always, then only the options
 * that differ from what the ones before them give (the preset itself unless it is the default;
 * a size that shrank to fit a small map is not named), the depth below the first level, the
 * map, `fov=off` when fog of war is off, `vaults=off` or `vault=name` for the vaults (the depth,
 * fog and vaults only in the sandbox, which the link names: `sandbox`). Short links for the common case, exact links always.
 */
export function queryFor(address: LevelAddress): string {
  const params = new URLSearchParams()
  if (address.map !== undefined) params.set('map', address.map)
  params.set('seed', address.runSeed)
  for (const [name, value] of Object.entries(choiceParams(address.choice))) {
    params.set(name, value)
  }
  if (address.sandbox) {
    if (address.depth !== 1) params.set('depth', String(address.depth))
    if (address.fov === false) params.set('fov', formatParam(false))
    if (address.vaults?.vaults === false) params.set('vaults', formatParam(false))
    else if (address.vaults?.vault !== undefined) params.set('vault', address.vaults.vault)
    params.set('sandbox', '')
  }
  // `sandbox=` reads as well as `sandbox`, but the bare flag is what people type.
  return `?${params.toString().replace(/(^|&)sandbox=(?=&|$)/, '$1sandbox')}`
}
