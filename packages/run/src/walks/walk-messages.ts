import type { Kinds } from '@delve/ecs'
import {
  ArgumentTypeError,
  checkBoolean,
  checkInteger,
  checkOneOf,
  checkOptions,
  checkRecord,
  checkString,
} from '@delve/map'
import { runLine } from '../words/run-messages.js'
import type { WalkPlan, WalkStop } from './auto-walk.js'

/** What the player is told when a walk stops: names given by the caller, who knows the kinds. */
export interface StopFacts {
  /** The monster in view, with its article ("a goblin"), for a `monster` stop. */
  monster?: string
  /** It sleeps: the walk stopped as its way came beside it. */
  asleep?: boolean
  /** The items seen, with their articles, for an `item` stop. */
  items?: readonly string[]
  hp?: number
  maxHp?: number
}

/** Every reason a walk stops for. */
const WALK_STOPS: readonly WalkStop[] = [
  'monster',
  'item',
  'hurt',
  'explored',
  'arrived',
  'unreachable',
  'no-stairs',
  'junction',
  'door',
  'blocked',
  'dead',
]

/**
 * The status line for a walk that stopped, or '' where stopping says enough by itself (a run
 * reaching a junction, a door or a wall).
 */
export function stopText(
  reason: WalkStop,
  plan: WalkPlan,
  facts: StopFacts = {},
  kinds?: Kinds,
): string {
  checkOneOf('stopText', 'reason', reason, WALK_STOPS)
  const p = checkRecord('stopText', 'plan', plan, 'a WalkPlan { kind, … }')
  checkOneOf('stopText', 'plan.kind', p.kind, ['explore', 'travel', 'run'])
  const given = checkOptions(
    'stopText',
    facts,
    ['monster', 'asleep', 'items', 'hp', 'maxHp'],
    'facts',
  )
  if (given.monster !== undefined) checkString('stopText', 'facts.monster', given.monster)
  if (given.asleep !== undefined) checkBoolean('stopText', 'facts.asleep', given.asleep)
  for (const figure of ['hp', 'maxHp']) {
    if (given[figure] !== undefined) checkInteger('stopText', `facts.${figure}`, given[figure])
  }
  switch (reason) {
    case 'monster':
      return runLine(kinds, facts.asleep === true ? 'walk.sleeper' : 'walk.monster', {
        monster: facts.monster ?? 'a monster',
      })
    case 'item':
      return plan.kind === 'run'
        ? ''
        : runLine(kinds, 'walk.items', { items: spokenList(facts.items ?? []) })
    case 'hurt':
      return runLine(kinds, 'walk.hurt', { hp: facts.hp ?? '?', maxHp: facts.maxHp ?? '?' })
    case 'explored':
      return runLine(kinds, 'walk.explored')
    case 'arrived':
      return runLine(kinds, up(plan) ? 'walk.stairs-up' : 'walk.stairs-down')
    case 'unreachable':
      return plan.kind === 'travel'
        ? runLine(kinds, 'walk.no-way-stairs', { way: way(plan) })
        : runLine(kinds, 'walk.explored')
    case 'no-stairs':
      return runLine(kinds, 'walk.stairs-unknown', { way: way(plan) })
    case 'junction':
    case 'door':
    case 'blocked':
    case 'dead':
      return ''
  }
}

/** A travel to the up stairs. */
const up = (plan: WalkPlan) => plan.kind === 'travel' && plan.stairs === 'up'
const way = (plan: WalkPlan) => (up(plan) ? 'up' : 'down')

/** "a, b and c"; "something" for none. */
export function spokenList(names: readonly string[]): string {
  if (!Array.isArray(names)) {
    throw new ArgumentTypeError('spokenList', 'names', names, 'an array of names')
  }
  names.forEach((name, i) => {
    checkString('spokenList', `names[${i}]`, name)
  })
  if (names.length === 0) return 'something'
  if (names.length === 1) return names[0] as string
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
