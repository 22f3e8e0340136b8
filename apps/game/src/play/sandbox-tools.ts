import { randomSeed } from '@delve/map'
import { createRun, type Run, sameChoice } from '@delve/run'
import { testHooks } from '@delve/run/testing'
import { checkPanelChange } from '../params/panel-change.js'
import type { ParamName, RawParams } from '../params/param-names.js'
import {
  newGameVaults,
  sameVaultSetting,
  type VaultSetting,
  vaultSettingOf,
} from '../params/sandbox-vaults.js'
import { info, NOTHING, type Outcome, refused, type Say } from './outcome.js'

/** Why a run refuses the generator's tools. */
export const SANDBOX_ONLY =
  'That is for the sandbox: a run keeps its dungeon. (Add sandbox to the address to play with the generator.)'

/**
 * The sandbox's vaults set: on or off, and one forced onto every level made. The level made
 * again (same seed, depth and choice) with them is the `run` to play; refused in a run.
 */
export function vaultsChanged(run: Run, setting: VaultSetting): { run?: Run; outcome: Outcome } {
  if (!run.sandbox) return { outcome: { ...refused(SANDBOX_ONLY), panel: info(SANDBOX_ONLY) } }
  if (sameVaultSetting(setting, vaultSettingOf(run))) return { outcome: NOTHING }
  const made = createRun({
    generator: run.choice,
    seed: run.runSeed,
    depth: run.depth,
    sandbox: true,
    ...newGameVaults(true, setting),
  })
  const text = !setting.vaults
    ? 'Vaults off: the level is made again without them.'
    : setting.vault === undefined
      ? "Vaults on: the level is made again with the game's vaults."
      : `The level is made again with ${setting.vault} forced onto it.`
  return { run: made, outcome: { change: 'level', status: info(text), panel: info('') } }
}

/** Fog of war turned on or off (`fov`: on now); off only in the sandbox. `sight`: it changed. */
export function fovChanged(run: Run, fov: boolean, on: boolean): Outcome {
  if (on === fov) return NOTHING
  if (!on && !run.sandbox) return refused(SANDBOX_ONLY)
  const text = on
    ? 'Fog of war: you see only what your torch reaches.'
    : 'Fog of war off: the whole level is shown.'
  return { change: 'sight', status: info(text), panel: info('') }
}

/**
 * A field of the generator panel changed (`fields` holds every field's text): the same seed and
 * depth made with the new choice, or a new seed; refused values are explained and replaced.
 */
export function panelApplied(run: Run, fields: RawParams, changed: ParamName): Outcome {
  if (!run.sandbox) return { ...refused(SANDBOX_ONLY), panel: info(SANDBOX_ONLY) }
  const checked = checkPanelChange(run.choice, fields, changed)
  const seed = checked.seed ?? randomSeed()
  const same = sameChoice(checked.choice, run.choice) && seed === run.runSeed
  const change = !same || run.map !== undefined ? 'level' : 'none'
  if (change === 'level') testHooks(run).reconfigure(checked.choice, seed)
  if (checked.notices.length > 0) {
    const warning: Say = { text: checked.notices.join('\n'), tone: 'warning' }
    return { change, status: warning, panel: warning }
  }
  const status = info(same ? 'Nothing changed.' : 'The dungeon takes a new shape.')
  return { change, status, panel: info('') }
}
