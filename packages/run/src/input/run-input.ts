import type { LevelUpStat } from '@delve/ecs'
import type { Direction, Point } from '@delve/map'

/**
 * One thing the player did that changed the run, as the run's own methods take it: a step or a
 * blow, a wait, a pickup, an item of the pack (by its letter's index) used, dropped or worn, a
 * descent, a level-up choice. Refused actions change nothing and are not kept. With the run's
 * seed and generator choice, the list of them replays the run.
 */
export type RunInput =
  | { kind: 'move'; direction: Direction }
  | { kind: 'wait' }
  | { kind: 'pickup' }
  | { kind: 'descend' }
  | { kind: 'level-up'; stat: LevelUpStat }
  | { kind: 'use'; index: number; target?: Point }
  | { kind: 'drop'; index: number }
  | { kind: 'wear'; index: number }
