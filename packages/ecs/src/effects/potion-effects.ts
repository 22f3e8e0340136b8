// Effects on the drinker: each a factory of a plain function over the world, like `heal`.
import { checkInteger, checkString } from '../checks.js'
import { MAX_STAT } from '../creatures/fighters.js'
import { ArgumentRangeError } from '../errors.js'
import { placed } from '../events/turn-events.js'
import { gainExperience, MOST_XP } from '../growth/experience.js'
import type { Effect, GameWorld, ItemUseContext } from '../world/game-world.js'
import { checkAmount } from './harm.js'

/** The user's maximum hit points grow by `amount`, and so do its hit points (vigour). */
export function vigour(amount: number): Effect {
  checkAmount('vigour amount', amount, MAX_STAT)
  return (world, use) => {
    const { Health } = world.components
    const { user } = use
    const max = Math.min(MAX_STAT, (Health.max[user] as number) + amount)
    const gained = max - (Health.max[user] as number)
    Health.max[user] = max
    Health.hp[user] = Math.min(max, (Health.hp[user] as number) + gained)
    tell(world, use, 'vigour', gained)
    return undefined
  }
}

/** The stats `train` changes. */
export type TrainedStat = 'power' | 'defence'

/**
 * The user's base `stat` (power or defence) changes by `amount`: more for a potion of strength,
 * less (never below 0) for one of weakness. `amount` is a whole number from −MAX_STAT to MAX_STAT
 * other than 0. The effect is `power-up`, `power-down`, `defence-up` or `defence-down`.
 */
export function train(stat: TrainedStat, amount: number): Effect {
  const fn = 'train'
  checkString(fn, 'stat', stat, '"power" or "defence"')
  if (stat !== 'power' && stat !== 'defence') {
    throw new ArgumentRangeError(fn, 'stat', stat, '"power" or "defence"')
  }
  checkInteger(fn, 'amount', amount, -MAX_STAT, MAX_STAT)
  if (amount === 0) {
    throw new ArgumentRangeError(
      fn,
      'amount',
      amount,
      `a whole number from −${MAX_STAT} to ${MAX_STAT}, not 0`,
    )
  }
  return (world, use) => {
    const { Fighter } = world.components
    const values = Fighter[stat]
    const before = values[use.user] as number
    const after = Math.max(0, Math.min(MAX_STAT, before + amount))
    values[use.user] = after
    tell(world, use, `${stat}-${amount > 0 ? 'up' : 'down'}`, Math.abs(after - before))
    return undefined
  }
}

/**
 * Poison: the user loses up to `damage` hit points, but it never kills (one is always left):
 * a potion that hurts without ending the run on a sip.
 */
export function poison(damage: number): Effect {
  checkAmount('poison damage', damage, MAX_STAT)
  return (world, use) => {
    const { Health } = world.components
    const hp = Health.hp[use.user] as number
    const lost = Math.max(0, Math.min(damage, hp - 1))
    Health.hp[use.user] = hp - lost
    tell(world, use, 'poison', lost)
    return undefined
  }
}

/** The user gains `amount` experience at once (levels reached are owed, as for a kill). */
export function insight(amount: number): Effect {
  checkAmount('insight amount', amount, MOST_XP)
  return (world, use) => {
    tell(world, use, 'insight', amount)
    gainExperience(world, use.user, amount, use.events)
    return undefined
  }
}

/** The user forgets the level: every tile explored but those in sight now is unexplored again. */
export function amnesia(): Effect {
  return (world, use) => {
    const { explored, visible } = world.vision
    let lost = 0
    for (let i = 0; i < explored.length; i++) {
      if (explored[i] === 1 && visible[i] !== 1) lost++
      explored[i] = visible[i] === 1 ? 1 : 0
    }
    tell(world, use, 'amnesia', lost)
    return undefined
  }
}

/** An effect event on the user itself: what a potion did to its drinker. */
export function tell(world: GameWorld, use: ItemUseContext, effect: string, amount: number): void {
  use.events.effects.push(
    placed(use.events, {
      effect,
      source: use.user,
      target: use.user,
      kind: use.kind,
      amount,
      hp: world.components.Health.hp[use.user] as number,
    }),
  )
}
