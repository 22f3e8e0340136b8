import type { Run } from '../run/run.js'
import { runLine } from '../words/run-messages.js'
import { firstInView } from './in-view.js'

/** The longest rest, in turns: long enough to heal from nearly dead, never a freeze. */
export const MAX_REST = 200

/** Where a rest began: its hit points and turn. */
export interface RestState {
  hp: number
  turn: number
}

/** A rest begun, or why it cannot begin: a monster in view, or nothing to heal. */
export function startRest(run: Run): RestState | string {
  const foe = firstInView(run)
  if (foe) return runLine(run.world.kinds, 'rest.foe', { foe })
  if (run.hp >= run.maxHp) return runLine(run.world.kinds, 'rest.rested')
  return { hp: run.hp, turn: run.turn }
}

/**
 * After one turn of rest (`before`: the hit points before it): the sentence ending the rest, or
 * undefined while it goes on. It ends when healed, hurt, at a level-up or the run's end, when a
 * monster comes into view, and after `MAX_REST` turns.
 */
export function restStep(
  run: Run,
  rest: RestState,
  before: number,
  turn: { taken: boolean; end?: unknown; levelUp: boolean },
): string | undefined {
  if (!turn.taken || turn.end || turn.levelUp) return ''
  const rested = run.turn - rest.turn
  const foe = firstInView(run)
  if (foe) return runLine(run.world.kinds, 'rest.stop-foe', { foe })
  if (run.hp < before) return runLine(run.world.kinds, 'rest.stop-hurt')
  if (run.hp >= run.maxHp) return runLine(run.world.kinds, 'rest.well', { turns: rested })
  if (rested >= MAX_REST) return runLine(run.world.kinds, 'rest.done', { turns: rested })
  return undefined
}
