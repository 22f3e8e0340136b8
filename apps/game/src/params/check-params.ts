import { type DungeonOptions, DungeonOptionsError, resolveDungeonOptions } from '@delve/map'
import {
  CHOICE_KEYS,
  type ChoiceKey,
  choiceOf,
  GENERATOR_OPTIONS,
  type GeneratorChoice,
  MAX_DEPTH,
  optionsFor,
  seedError,
} from '@delve/run'
import {
  PARAM_FOR,
  type ParamName,
  parseNumber,
  parseParam,
  parseSwitch,
  type RawParams,
} from './param-names.js'
import { VAULT_NAMES, type VaultSetting } from './sandbox-vaults.js'
import { isIntegerIn } from './validate.js'

/** Checked parameters: every value is one the game can use. */
export interface CheckedParams {
  choice: GeneratorChoice
  /** The run's seed; absent when none (or a bad one) was given: a fresh one is drawn. */
  seed?: string
  depth?: number
  /** Address of a Tiled map to play on. */
  map?: string
  /** Fog of war: false shows the whole map (`fov=off`); absent when not given (on). */
  fov?: boolean
  /**
   * The sandbox's vaults (`vaults=off`, `vault=name`); absent when neither is given (the game's
   * vaults, as a run has them). Refused in a run, as `depth` and `fov=off` are.
   */
  vaults?: VaultSetting
  /**
   * The sandbox (`sandbox`, or `sandbox=on`): the generator's showcase, where any depth, fog off,
   * labels and regenerating are allowed, never counted as a run. Without it the address opens a
   * run, which starts at depth 1 with fog of war: `depth` and `fov=off` are refused there.
   */
  sandbox: boolean
  /**
   * In a run, the sentence refusing what only the sandbox allows (a depth, fog off); those
   * parameters are then as if not given. Apart from `notices`: they do not name another level.
   */
  sandboxOnly?: string
  /** The day's run (`daily`): its seed is the UTC day's, the same for every player. */
  daily: boolean
  /** The day `daily` named, if it named one (`?daily=2026-12-06`); only today's is played. */
  dailyDay?: string
  /** The parameters that were given, kept or not. */
  given: ReadonlySet<ParamName>
  /** One readable sentence per refused value, saying what is used instead. */
  notices: string[]
}

/**
 * Checks parameters given as text (from the address, the panel or a save). A bad value never
 * throws: the nearest valid value is used instead (a size clamped into range, an unknown name
 * replaced by the default) and explained in `notices`, in the map package's own words where it
 * is the judge.
 */
export function checkParams(raw: RawParams): CheckedParams {
  const given = new Set((Object.keys(raw) as ParamName[]).filter((name) => raw[name] !== undefined))
  const requested: Partial<Record<ChoiceKey, unknown>> = {}
  for (const spec of GENERATOR_OPTIONS) {
    const text = raw[PARAM_FOR[spec.name]]
    if (text !== undefined) requested[spec.name] = parseParam(spec, text)
  }
  const refused = new Map<ChoiceKey, DungeonOptionsError>()
  const resolved = resolveNearest(requested, refused)
  const notices = [...refused].map(
    ([key, error]) => `${error.message} Using ${String(resolved[key])}.`,
  )
  // `?sandbox` alone gives the empty string: a flag that is there.
  const sandboxText = raw.sandbox?.trim() === '' ? 'on' : raw.sandbox
  const sandbox = sandboxText !== undefined && parseSwitch(sandboxText) === true
  if (sandboxText !== undefined && parseSwitch(sandboxText) === undefined) {
    notices.push(
      `Invalid sandbox: ${JSON.stringify(raw.sandbox)}. Allowed: on or off. Playing a run.`,
    )
  }
  const daily = raw.daily !== undefined && !sandbox
  const checked: CheckedParams = { choice: resolved, given, notices, sandbox, daily }
  // Only the page knows today: the day named is held here and judged when the run starts.
  const dailyDay = raw.daily?.trim()
  if (daily && dailyDay) checked.dailyDay = dailyDay

  if (raw.seed !== undefined) {
    const error = seedError(raw.seed)
    if (error) notices.push(`${error.message} Using a random seed.`)
    else checked.seed = raw.seed
  }
  if (raw.depth !== undefined) {
    const depth = parseNumber(raw.depth)
    if (isIntegerIn(depth, 1, MAX_DEPTH)) {
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
  if (raw.fov !== undefined) {
    const fov = parseSwitch(raw.fov)
    if (fov === undefined)
      notices.push(`Invalid fov: ${JSON.stringify(raw.fov)}. Allowed: on or off. Using on.`)
    else checked.fov = fov
  }
  const vaults = readVaultSetting(raw, notices)
  if (vaults) checked.vaults = vaults
  if (!sandbox) keepRunHonest(checked)
  return checked
}

/** `vaults` and `vault` checked: off, or a vault of the game's forced; undefined for neither. */
function readVaultSetting(raw: RawParams, notices: string[]): VaultSetting | undefined {
  let on = true
  if (raw.vaults !== undefined) {
    const switched = parseSwitch(raw.vaults)
    if (switched === undefined) {
      notices.push(`Invalid vaults: ${JSON.stringify(raw.vaults)}. Allowed: on or off. Using on.`)
    } else {
      on = switched
    }
  }
  let vault: string | undefined
  if (raw.vault !== undefined && raw.vault.trim() !== '') {
    const name = raw.vault.trim()
    if (VAULT_NAMES.includes(name)) {
      vault = name
    } else {
      notices.push(
        `Invalid vault: ${JSON.stringify(raw.vault)}. Allowed: one of the game's vaults (${VAULT_NAMES.join(', ')}). Forcing none.`,
      )
    }
  }
  if (raw.vaults === undefined && vault === undefined) return undefined
  if (!on) return { vaults: false }
  return vault === undefined ? { vaults: true } : { vaults: true, vault }
}

/**
 * A run starts at the top with fog of war: a deeper start or fog off is the sandbox's, and is
 * refused with a sentence that says how to open the sandbox.
 */
function keepRunHonest(checked: CheckedParams): void {
  const extras: string[] = []
  if (checked.depth !== undefined && checked.depth !== 1) extras.push(`depth=${checked.depth}`)
  if (checked.fov === false) extras.push('fov=off')
  if (checked.vaults?.vaults === false) extras.push('vaults=off')
  if (checked.vaults?.vault !== undefined) extras.push(`vault=${checked.vaults.vault}`)
  const given = new Set(checked.given)
  given.delete('depth')
  given.delete('fov')
  given.delete('vaults')
  given.delete('vault')
  checked.given = given
  delete checked.depth
  delete checked.fov
  delete checked.vaults
  if (extras.length === 0) return
  checked.sandboxOnly = `${extras.join(' and ')} ${extras.length > 1 ? 'are' : 'is'} for the sandbox (add sandbox to the address): a run starts at depth 1 in the dark.`
}

/**
 * Resolves the options, replacing each one the library refuses by its nearest valid value (a
 * number brought into the range the library names) or else the default, until all are accepted.
 * The first refusal of each option is kept for the notices.
 */
function resolveNearest(
  requested: Partial<Record<ChoiceKey, unknown>>,
  refused: Map<ChoiceKey, DungeonOptionsError>,
): GeneratorChoice {
  for (;;) {
    try {
      // Unchecked values on purpose: the library is the judge, and its error says what is wrong.
      const options = optionsFor(requested as Partial<GeneratorChoice>) as DungeonOptions
      return choiceOf(resolveDungeonOptions(options))
    } catch (error) {
      if (!(error instanceof DungeonOptionsError)) throw error
      const key = error.option as ChoiceKey
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
