import {
  type CheckedParams,
  checkParams,
  defaultChoice,
  type GeneratorChoice,
  PARAM_FOR,
  type ParamName,
} from './dungeon-params.js'

const KNOWN: readonly ParamName[] = [
  'seed',
  'preset',
  'algo',
  'w',
  'h',
  'shape',
  'tunnel',
  'padding',
  'depth',
  'map',
]

/**
 * Reads the dungeon parameters from a query string (`seed`, `preset`, `algo`, `w`, `h`, `shape`,
 * `tunnel`, `padding`, `depth`, `map`); other parameters are ignored. Never throws: see
 * `checkParams`.
 */
export function readUrlParams(search: string): CheckedParams {
  const params = new URLSearchParams(search)
  const raw: Partial<Record<ParamName, string>> = {}
  for (const name of KNOWN) {
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
}

/**
 * The query string that reproduces `address` exactly: the seed always, then every option that
 * differs from its preset's default (the preset itself unless it is the default), the depth
 * below the first level, and the map. Short links for the common case, exact links always.
 */
export function queryFor(address: LevelAddress): string {
  const params = new URLSearchParams()
  if (address.map !== undefined) params.set('map', address.map)
  params.set('seed', address.runSeed)
  const defaults = defaultChoice(address.choice.preset)
  const base = defaultChoice()
  for (const key of Object.keys(PARAM_FOR) as (keyof GeneratorChoice)[]) {
    const value = address.choice[key]
    const fallback = key === 'preset' ? base.preset : defaults[key]
    if (value !== fallback) params.set(PARAM_FOR[key], String(value))
  }
  if (address.depth !== 1) params.set('depth', String(address.depth))
  return `?${params.toString()}`
}
