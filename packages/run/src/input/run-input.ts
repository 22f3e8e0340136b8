import type { Direction, Point } from '@delve/map'

/**
 * One thing the player did that changed the run, as the input log keeps it: a step or a blow, a
 * wait, a pickup, an item of the pack (by its letter's index) used, dropped, or put on or taken
 * off (`wear`), a descent, a climb up (`ascend`: out of the dungeon from depth 1), a level-up
 * choice (`choice`: the index of a perk of `run.levelUpOffer()`, 0 to 2). Refused inputs change nothing and are not kept.
 * With the run's seed and generator choice, the list of them replays the run.
 */
export type LoggedInput =
  | { kind: 'move'; direction: Direction }
  | { kind: 'wait' }
  | { kind: 'pickup' }
  | { kind: 'descend' }
  | { kind: 'ascend' }
  | { kind: 'level-up'; choice: number }
  | { kind: 'use'; index: number; target?: Point }
  | { kind: 'drop'; index: number }
  | { kind: 'wear'; index: number }

/**
 * A step of a walk the run takes for the player, a turn at a time: `explore` (toward what is not
 * yet explored, picking up items on the way, then to the stairs down), `travel` (to the known
 * stairs `stairs`: by default the way on, down, or up while carrying the goal out; or, with `to`,
 * to that tile through the tiles explored, as a tap or a click asks), `run` (one way until
 * something is of interest) and `rest` (wait until healed or interrupted). Acting with the same
 * walk again goes on with it; any other input ends it. Each step is logged as the input it became
 * (a move, a pickup, a wait).
 */
export type WalkInput =
  | { kind: 'explore' }
  | { kind: 'travel'; stairs?: 'up' | 'down'; to?: Point }
  | { kind: 'run'; direction: Direction }
  | { kind: 'rest' }

/** Everything a player can do to a run: what `act` takes. */
export type RunInput = LoggedInput | WalkInput
