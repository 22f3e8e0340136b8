import type { Run } from '@delve/run'
import { CHOICE_KEYS, dailySeed, type GeneratorChoice } from '@delve/run'
import type { CheckedParams } from '../params/check-params.js'
import { PARAM_FOR } from '../params/param-names.js'
import {
  DEFAULT_VAULT_SETTING,
  sameVaultSetting,
  type VaultSetting,
  vaultSettingOf,
} from '../params/sandbox-vaults.js'
import { type LoadResult, saveNotice } from './run-save.js'

/** How the page begins: the saved run, or the level the address asks for. */
export type StartPlan =
  | { kind: 'resume'; run: Run }
  | {
      kind: 'generate'
      choice: GeneratorChoice
      runSeed?: string
      depth: number
      sandbox: boolean
      /** The sandbox's vaults, when the address set them (a run's are always the game's). */
      vaults?: VaultSetting
    }
  | {
      kind: 'map'
      address: string
      choice: GeneratorChoice
      runSeed?: string
      sandbox: boolean
      vaults?: VaultSetting
    }

export interface Startup {
  plan: StartPlan
  /** Sentences for the status line: refused parameters, an unreadable save. */
  notices: string[]
}

/**
 * Reloading resumes the saved run; a link to another dungeon wins over it. The saved run is
 * resumed when the address names nothing, or when everything it names agrees with the run (the
 * address bar always names the current level, so a plain reload agrees). With a seed, the
 * address names one exact level (depth 1 unless it says otherwise), and only that level resumes.
 */
export function planStartup(url: CheckedParams, saved: LoadResult, today?: string): Startup {
  const notices = [...url.notices, ...(url.sandboxOnly ? [url.sandboxOnly] : [])]
  if (saved.kind === 'unreadable') notices.push(saveNotice(saved.reason))
  if (url.dailyDay !== undefined && today !== undefined && url.dailyDay !== today) {
    notices.push(
      `Invalid daily: ${JSON.stringify(url.dailyDay)}. Allowed: today's date (${today}) or none. Playing today's run.`,
    )
  }
  const dailyAgrees =
    !url.daily ||
    (today !== undefined && saved.kind === 'run' && saved.run.runSeed === dailySeed(today))
  if (saved.kind === 'run' && dailyAgrees && agrees(url, saved.run)) {
    return { plan: { kind: 'resume', run: saved.run }, notices }
  }
  // The day's run plays the day's seed, whatever seed the address names.
  const given = url.daily && today !== undefined ? dailySeed(today) : url.seed
  const seed = given === undefined ? {} : { runSeed: given }
  const { sandbox } = url
  const vaults = url.vaults ? { vaults: url.vaults } : {}
  if (url.map !== undefined) {
    return {
      plan: { kind: 'map', address: url.map, choice: url.choice, sandbox, ...vaults, ...seed },
      notices,
    }
  }
  const depth = url.depth ?? 1
  return {
    plan: { kind: 'generate', choice: url.choice, depth, sandbox, ...vaults, ...seed },
    notices,
  }
}

function agrees(url: CheckedParams, run: Run): boolean {
  if (url.given.size === 0) return !run.sandbox
  // A run's address names no depth: the saved run goes on at whatever depth it reached.
  if (url.sandbox !== run.sandbox) return false
  // The address names the sandbox's vaults whenever they differ from a run's.
  if (!sameVaultSetting(url.vaults ?? DEFAULT_VAULT_SETTING, vaultSettingOf(run))) return false
  if (url.given.has('seed')) {
    const depth = url.sandbox ? (url.depth ?? 1) : run.depth
    if (url.seed !== run.runSeed || depth !== run.depth || url.map !== run.map) {
      return false
    }
  } else {
    if (url.given.has('depth') && url.depth !== run.depth) return false
    if (url.given.has('map') && url.map !== run.map) return false
  }
  // A refused value was replaced by another: the address did not name the run's level.
  if (url.notices.length > 0) return false
  return CHOICE_KEYS.every(
    (key) =>
      (url.seed === undefined && !url.given.has(PARAM_FOR[key])) ||
      url.choice[key] === run.choice[key],
  )
}
