import {
  type AlgorithmName,
  createRng,
  type DungeonOptions,
  DungeonOptionsError,
  type PresetName,
  type ResolvedDungeonOptions,
  resolveDungeonOptions,
} from '@delve/map'

/** The dungeon the page's address asks for; every field has been checked by the map package. */
export interface DungeonRequest {
  preset: PresetName
  algorithm: AlgorithmName
  width: number
  height: number
  /** Absent when the address gives none (or a bad one): a fresh seed is drawn. */
  seed?: string
}

export interface UrlParams {
  request: DungeonRequest
  /** One readable sentence per refused value, saying what is used instead. */
  notices: string[]
}

type CheckedOption = 'preset' | 'algorithm' | 'width' | 'height'

/** URL parameter name for each dungeon option. */
const PARAM_FOR: Readonly<Record<CheckedOption, string>> = {
  preset: 'preset',
  algorithm: 'algo',
  width: 'w',
  height: 'h',
}

const CHECKED_OPTIONS = Object.keys(PARAM_FOR) as CheckedOption[]

/**
 * Reads `seed`, `preset`, `algo`, `w` and `h` from a query string. A bad value never throws: it is
 * dropped in favour of the default and explained in `notices`, in the map package's own words.
 */
export function readUrlParams(search: string): UrlParams {
  const params = new URLSearchParams(search)
  const requested: Partial<Record<CheckedOption, unknown>> = {}
  for (const option of CHECKED_OPTIONS) {
    const raw = params.get(PARAM_FOR[option])
    if (raw === null) continue
    requested[option] = option === 'width' || option === 'height' ? parseNumber(raw) : raw
  }

  const refused: DungeonOptionsError[] = []
  const resolved = resolveDroppingRefused(requested, refused)
  const notices = refused.map((error) => `${error.message} Using ${fallbackFor(error, resolved)}.`)

  const request: DungeonRequest = {
    preset: resolved.preset,
    algorithm: resolved.algorithm,
    width: resolved.width,
    height: resolved.height,
  }
  const seed = params.get('seed')
  if (seed !== null) {
    const error = seedError(seed)
    if (error) notices.push(`${error.message} Using a random seed.`)
    else request.seed = seed
  }
  return { request, notices }
}

/** Resolves the options, dropping each one the library refuses until the rest are accepted. */
function resolveDroppingRefused(
  requested: Partial<Record<CheckedOption, unknown>>,
  refused: DungeonOptionsError[],
): ResolvedDungeonOptions {
  for (;;) {
    try {
      // Unchecked values on purpose: the library is the judge, and its error says what is wrong.
      return resolveDungeonOptions(requested as DungeonOptions)
    } catch (error) {
      if (!(error instanceof DungeonOptionsError)) throw error
      refused.push(error)
      const option = error.option as CheckedOption
      if (option in requested) {
        delete requested[option]
      } else if (Object.keys(requested).length > 0) {
        // The library blamed a default for a clash with what was asked: drop everything asked.
        for (const key of CHECKED_OPTIONS) delete requested[key]
      } else {
        throw error
      }
    }
  }
}

/** Numbers stay numbers so the library can judge them; anything else is passed on as text. */
function parseNumber(raw: string): number | string {
  return /^[+-]?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw
}

function seedError(seed: string): DungeonOptionsError | null {
  try {
    createRng(seed)
    return null
  } catch (error) {
    if (error instanceof DungeonOptionsError) return error
    throw error
  }
}

function fallbackFor(error: DungeonOptionsError, resolved: ResolvedDungeonOptions): string {
  const option = error.option as CheckedOption
  return option in PARAM_FOR ? String(resolved[option]) : 'the defaults'
}
