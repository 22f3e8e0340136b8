import {
  type AlgorithmName,
  createRng,
  type DungeonOptions,
  DungeonOptionsError,
  type PresetName,
  type ResolvedDungeonOptions,
  type RoomShape,
  resolveDungeonOptions,
  type TunnelStyle,
} from '@delve/map'
import { MAX_DEPTH, MAX_RUN_SEED_LENGTH } from './seed-chain.js'

/** What the player chooses about a dungeon, seed aside: the generator panel's fields. */
export interface GeneratorChoice {
  preset: PresetName
  algorithm: AlgorithmName
  width: number
  height: number
  roomShape: RoomShape
  tunnel: TunnelStyle
  padding: number
}

/** Parameter names, as in the page's address and the panel's fields. */
export type ParamName =
  | 'seed'
  | 'preset'
  | 'algo'
  | 'w'
  | 'h'
  | 'shape'
  | 'tunnel'
  | 'padding'
  | 'depth'
  | 'map'

export type RawParams = Readonly<Partial<Record<ParamName, string>>>

/** Checked parameters: every value is one the game can use. */
export interface CheckedParams {
  choice: GeneratorChoice
  /** The run's seed; absent when none (or a bad one) was given: a fresh one is drawn. */
  seed?: string
  depth?: number
  /** Address of a Tiled map to play on. */
  map?: string
  /** The parameters that were given, kept or not. */
  given: ReadonlySet<ParamName>
  /** One readable sentence per refused value, saying what is used instead. */
  notices: string[]
}

/** The parameter for each generator option. */
export const PARAM_FOR: Readonly<Record<keyof GeneratorChoice, ParamName>> = {
  preset: 'preset',
  algorithm: 'algo',
  width: 'w',
  height: 'h',
  roomShape: 'shape',
  tunnel: 'tunnel',
  padding: 'padding',
}

const CHOICE_KEYS = Object.keys(PARAM_FOR) as (keyof GeneratorChoice)[]
const NUMERIC: ReadonlySet<keyof GeneratorChoice> = new Set(['width', 'height', 'padding'])

/**
 * Checks parameters given as text (from the address or the panel). A bad value never throws: the
 * nearest valid value is used instead (a size clamped into range, an unknown name replaced by the
 * default) and explained in `notices`, in the map package's own words where it is the judge.
 */
export function checkParams(raw: RawParams): CheckedParams {
  const given = new Set((Object.keys(raw) as ParamName[]).filter((name) => raw[name] !== undefined))
  const requested: Partial<Record<keyof GeneratorChoice, unknown>> = {}
  for (const key of CHOICE_KEYS) {
    const text = raw[PARAM_FOR[key]]
    if (text === undefined) continue
    requested[key] = NUMERIC.has(key) ? parseNumber(text) : text
  }
  const refused = new Map<keyof GeneratorChoice, DungeonOptionsError>()
  const resolved = resolveNearest(requested, refused)
  const notices = [...refused].map(
    ([key, error]) => `${error.message} Using ${String(resolved[key])}.`,
  )
  const checked: CheckedParams = { choice: choiceOf(resolved), given, notices }

  if (raw.seed !== undefined) {
    const error = seedError(raw.seed)
    if (error) notices.push(`${error.message} Using a random seed.`)
    else checked.seed = raw.seed
  }
  if (raw.depth !== undefined) {
    const depth = parseNumber(raw.depth)
    if (typeof depth === 'number' && Number.isInteger(depth) && depth >= 1 && depth <= MAX_DEPTH) {
      checked.depth = depth
    } else {
      const nearest = typeof depth === 'number' ? clamp(Math.round(depth), 1, MAX_DEPTH) : 1
      const error = new DungeonOptionsError('depth', depth, `an integer from 1 to ${MAX_DEPTH}`)
      notices.push(`${error.message} Using ${nearest}.`)
      checked.depth = nearest
    }
  }
  if (raw.map !== undefined) {
    if (raw.map.trim() === '') notices.push('Invalid map: "". Allowed: the address of a .tmj file.')
    else checked.map = raw.map.trim()
  }
  return checked
}

/** The choice a dungeon was made with. */
export function choiceOf(options: Readonly<ResolvedDungeonOptions>): GeneratorChoice {
  const { preset, algorithm, width, height, roomShape, tunnel, padding } = options
  return { preset, algorithm, width, height, roomShape, tunnel, padding }
}

/** The library's defaults for `preset`. */
export function defaultChoice(preset: PresetName = 'tcod'): GeneratorChoice {
  return choiceOf(resolveDungeonOptions({ preset }))
}

export function sameChoice(a: GeneratorChoice, b: GeneratorChoice): boolean {
  return CHOICE_KEYS.every((key) => a[key] === b[key])
}

/**
 * Resolves the options, replacing each one the library refuses by its nearest valid value (a
 * number brought into the range the library names) or else the default, until all are accepted.
 * The first refusal of each option is kept for the notices.
 */
function resolveNearest(
  requested: Partial<Record<keyof GeneratorChoice, unknown>>,
  refused: Map<keyof GeneratorChoice, DungeonOptionsError>,
): ResolvedDungeonOptions {
  for (;;) {
    try {
      // Unchecked values on purpose: the library is the judge, and its error says what is wrong.
      return resolveDungeonOptions(requested as DungeonOptions)
    } catch (error) {
      if (!(error instanceof DungeonOptionsError)) throw error
      const key = error.option as keyof GeneratorChoice
      if (key in requested) {
        const first = !refused.has(key)
        if (first) refused.set(key, error)
        const nearest = first ? nearestInRange(error) : undefined
        if (nearest === undefined) delete requested[key]
        else requested[key] = nearest
      } else if (CHOICE_KEYS.some((k) => k in requested)) {
        // The library blamed a default for a clash with what was asked: drop everything asked.
        for (const k of CHOICE_KEYS) {
          if (k in requested && !refused.has(k)) refused.set(k, error)
          delete requested[k]
        }
      } else {
        throw error
      }
    }
  }
}

/** For a number refused as outside an integer option's range: the closest integer in range. */
function nearestInRange(error: DungeonOptionsError): number | undefined {
  const { value, range } = error
  if (typeof value !== 'number' || !Number.isFinite(value) || !range) return undefined
  return clamp(Math.round(value), range.min, range.max)
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** Numbers stay numbers so the library can judge them; anything else is passed on as text. */
function parseNumber(raw: string): number | string {
  return /^[+-]?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw
}

function seedError(seed: string): DungeonOptionsError | null {
  try {
    createRng(seed)
  } catch (error) {
    if (error instanceof DungeonOptionsError) return error
    throw error
  }
  // Deeper levels append to the seed; it must leave them room within the library's limit.
  if (seed.length > MAX_RUN_SEED_LENGTH) {
    return new DungeonOptionsError(
      'seed',
      `${seed.slice(0, 20)}…`,
      `a string of 1 to ${MAX_RUN_SEED_LENGTH} characters`,
    )
  }
  return null
}
