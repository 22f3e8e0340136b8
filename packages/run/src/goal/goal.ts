import { wakeKept } from '../state/kept-level.js'
import { aName } from '../state/names.js'
import { isDead, type RunState } from '../state/run-state.js'
import type { RunEnd } from '../state/run-types.js'
import { runLine } from '../words/run-messages.js'

/**
 * The run is won: out of the dungeon with the goal's item (the amulet), or, for a goal that
 * wins when taken (`climb: false`), holding it.
 */
export function isWon(s: RunState): boolean {
  return s.out || (s.holdsGoal && s.rules.goal?.climb === false)
}

/** Carrying the goal out: the way on is up (travel heads for the up stairs). */
export function isClimbing(s: RunState): boolean {
  return s.holdsGoal && s.rules.goal?.climb === true
}

/** The goal's item with its article ("the amulet of the deep"). */
export function goalName(s: RunState): string {
  const goal = s.rules.goal
  return aName(goal ? s.world.kinds.items[goal.item] : undefined)
}

/** How the run ended, or null while it goes on. */
export function endOf(s: RunState): RunEnd | null {
  const { depth } = s.place
  if (isDead(s)) {
    return { died: true, won: false, depth, cause: s.stats.cause ?? `died on depth ${depth}` }
  }
  if (!isWon(s)) return null
  const item = goalName(s)
  const cause = s.out ? `escaped with ${item}` : `took ${item} on depth ${depth}`
  return { died: false, won: true, depth, cause }
}

/** Why depth 1's up stairs do not let the player out. */
export function noWayOut(s: RunState): string {
  const goal = s.rules.goal
  if (goal === null) return runLine(s.world.kinds, 'no-way-out')
  return runLine(s.world.kinds, 'no-way-out.goal', { goal: goalName(s), depth: goal.depth })
}

/**
 * The levels above wake, the goal taken: their monsters go looking for the player where a
 * return arrives. The lines saying so.
 */
export function wake(s: RunState): string[] {
  const { depth } = s.place
  for (const [d, level] of s.kept) if (d < depth) s.kept.set(d, wakeKept(level))
  const lines = [runLine(s.world.kinds, 'goal-taken', { goal: goalName(s) })]
  if (depth > 1) lines.push(runLine(s.world.kinds, 'levels-above-wake'))
  return lines
}
