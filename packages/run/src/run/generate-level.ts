import { checkPlace } from '../content/checks.js'
import { checkRules, type RunRules, runRules } from '../content/run-rules.js'
import { makeLevel } from '../level/make-level.js'
import type { PlayLevel, RunPlace } from '../state/run-types.js'

/**
 * The generated level for `place`, as a run playing by `rules` (the default ones when not given)
 * makes it: the depth table's choice for the depth, nothing below the goal's level.
 */
export function generateLevel(place: RunPlace, rules: RunRules = runRules()): PlayLevel {
  checkPlace('generateLevel', place)
  checkRules('generateLevel', rules)
  return makeLevel(place, rules)
}
