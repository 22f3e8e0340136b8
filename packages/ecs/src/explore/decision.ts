import { checkFunction, checkNumber, checkOptions } from '../checks.js'

/**
 * Why a walk stops: a `monster` awake in view (or asleep beside the way), an `item` seen (or, for a run, stood on), hit points
 * below the limit (`hurt`), nothing left to explore (`explored`), the goal reached (`arrived`),
 * no known way there (`unreachable`), the way ahead shut (`blocked`), a `junction` or a `door`
 * reached by a run, or the player `dead`.
 */
export type StopReason =
  | 'monster'
  | 'item'
  | 'hurt'
  | 'explored'
  | 'arrived'
  | 'unreachable'
  | 'blocked'
  | 'junction'
  | 'door'
  | 'dead'

/**
 * The next step of a walk (each of dx, dy is -1, 0 or 1), or why the walk ends here. A stop for a
 * `monster` names the nearest one in view and, when a walk over known ground reaches it, offers
 * the first step `toward` it (a step onto it is an attack).
 */
export type WalkDecision =
  | { kind: 'step'; dx: number; dy: number }
  | { kind: 'stop'; reason: Exclude<StopReason, 'monster'> }
  | MonsterStop

/** A walk stopped by `monster`, the nearest hostile in view. */
export interface MonsterStop {
  kind: 'stop'
  reason: 'monster'
  monster: number
  toward?: { dx: number; dy: number }
}

/** How `exploreStep` and `travelStep` judge when to stop. */
export interface WalkOptions {
  /**
   * Items already reported: seeing them again does not stop the walk (a game keeps the items it
   * stopped for, so pressing on goes on). Default: none, every item in view stops it.
   */
  knownItems?: {
    /** Whether the item `eid` was reported already. */
    has(eid: number): boolean
  }
  /** Stop while hit points are below this share of the maximum (default 0.5; 0 never stops). */
  hurtBelow?: number
  /**
   * Sleeping monsters already stopped for: the way coming beside them again does not stop the
   * walk (a game keeps those it stopped for, so pressing on goes on). Default: none. A sleeper
   * that wakes stops the walk whatever this holds.
   */
  knownSleepers?: {
    /** Whether the sleeping monster `eid` was stopped for already. */
    has(eid: number): boolean
  }
}

/**
 * The walk's options, checked for `fn`: an object (or none), `knownItems` with a `has`,
 * `hurtBelow` a share from 0 to 1.
 */
export function checkWalkOptions(fn: string, given: unknown): WalkOptions {
  const options = checkOptions(fn, given, 'an object { knownItems?, hurtBelow?, knownSleepers? }')
  const { knownItems, hurtBelow, knownSleepers } = options
  if (knownItems !== undefined) {
    checkFunction(
      fn,
      'options.knownItems.has',
      (knownItems as { has?: unknown } | null)?.has,
      'a set of item ids (anything with has(eid))',
    )
  }
  if (knownSleepers !== undefined) {
    checkFunction(
      fn,
      'options.knownSleepers.has',
      (knownSleepers as { has?: unknown } | null)?.has,
      'a set of monster ids (anything with has(eid))',
    )
  }
  if (hurtBelow !== undefined) checkNumber(fn, 'options.hurtBelow', hurtBelow, 0, 1)
  return options as WalkOptions
}

export const stop = (reason: Exclude<StopReason, 'monster'>): WalkDecision => ({
  kind: 'stop',
  reason,
})
