import type { Direction, Point } from '@delve/map'
import type { TurnReport } from '../state/run-types.js'
import { goDown, goUp } from '../travel/travel.js'
import * as inputs from '../turn/player-inputs.js'
import { type Run, stateOf } from './run.js'

/**
 * The player's inputs on a run, each played on its state record and logged: what `act` plays a
 * logged input with, and what the test hooks hand a test with its report. Never exported from
 * the package's main entry: a game plays a run through `act`.
 */
export interface RunInputs {
  /** One turn: the player steps one tile in `direction`, or attacks the monster there. */
  move(direction: Direction): TurnReport
  /** One turn spent standing still: the monsters act, hurt fighters heal a little. */
  wait(): TurnReport
  /** One turn: picks up the first item underfoot (refused, at no cost, with none or a full pack). */
  pickUp(): TurnReport
  /** One turn: drops the pack's `index`-th item (a = 0) underfoot (refused on a caged altar). */
  drop(index: number): TurnReport
  /** One turn: uses the pack's `index`-th item, aimed at `target` where it needs one. */
  use(index: number, target?: Point): TurnReport
  /** One turn: wields or wears the pack's `index`-th item, or takes it off if it is on. */
  toggleWorn(index: number): TurnReport
  /** Settles a level-up: `choice` is the index of a perk of `levelUpOffer()`. No time passes. */
  levelUp(choice: number): TurnReport
  /** Down the stairs to the next level of the chain (`taken`: false off the stairs). */
  goDown(): TurnReport
  /** Up the stairs the player stands on; on depth 1, out of the dungeon with the goal. */
  ascend(): TurnReport
}

/** The inputs of `run` (see `RunInputs`). */
export function runInputs(run: Run): RunInputs {
  const s = stateOf(run)
  return {
    move: (direction) => inputs.move(s, direction),
    wait: () => inputs.wait(s),
    pickUp: () => inputs.pickUp(s),
    drop: (index) => inputs.drop(s, index),
    use: (index, target) => inputs.use(s, index, target),
    toggleWorn: (index) => inputs.toggleWorn(s, index),
    levelUp: (choice) => inputs.levelUp(s, choice),
    goDown: () => goDown(s),
    ascend: () => goUp(s),
  }
}
