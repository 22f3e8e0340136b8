import type { Point } from '@delve/map'
import type { AimInfo, AimPreview, Run, RunEnd } from '@delve/run'

/**
 * What the keys and the pointer do now, one name each wherever modes are named (the game's
 * `state().mode` included): `play`; `inventory`, the pack open to choose an item to use or to
 * drop; `targeting`, the pack's `index`-th item aimed at `cursor` (`item` its kind, `label` its
 * name as the player knows it, `aim` how it reaches, `preview` what the use would reach there);
 * `level-up`, a perk to choose (nothing else passes until chosen); `over`, the run ended.
 */
export type ControlMode =
  | { name: 'play' }
  | { name: 'inventory'; purpose: 'use' | 'drop' }
  | {
      name: 'targeting'
      index: number
      item: string
      label: string
      cursor: Point
      aim: AimInfo
      preview: AimPreview
    }
  | { name: 'level-up' }
  | { name: 'over'; end: RunEnd }

/** The name of a mode of the controller. */
export type ControlModeName = ControlMode['name']

/** Every mode's name. */
export const CONTROL_MODE_NAMES: readonly ControlModeName[] = [
  'play',
  'inventory',
  'targeting',
  'level-up',
  'over',
]

export const PLAY: ControlMode = Object.freeze({ name: 'play' })
export const LEVEL_UP: ControlMode = Object.freeze({ name: 'level-up' })

/** The mode a run is in when the controller takes it: over, a choice owed, or play. */
export function settledMode(run: Run): ControlMode {
  const end = run.end
  if (end) return { name: 'over', end }
  return run.levelUps > 0 ? LEVEL_UP : PLAY
}
