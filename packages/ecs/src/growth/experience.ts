import { addComponent, hasComponent } from 'bitecs'
import { checkInteger } from '../checks.js'
import { refusal } from '../events/messages.js'
import { checkTurnEvents, placed, type Refusal, type TurnEvents } from '../events/turn-events.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkEntity } from '../world/spawn.js'

/** Experience for the first level-up; each level after asks `XP_FACTOR` more (the tutorial's). */
export const XP_BASE = 200
/** The experience each level adds to what the next level-up asks. */
export const XP_FACTOR = 150

/** The experience needed to go from `level` to the next: 200 + 150 × level. */
export function experienceToNext(level: number): number {
  checkInteger('experienceToNext', 'level', level, 0, 0xffff)
  return XP_BASE + XP_FACTOR * level
}

/** What each level-up choice adds: 20 most hit points (and heals them), 1 power or 1 defence. */
export const LEVEL_UP_GAINS = Object.freeze({ hp: 20, power: 1, defence: 1 } as const)

/** What a level-up may raise: `hp`, `power` or `defence`. */
export type LevelUpStat = keyof typeof LEVEL_UP_GAINS

/** Lets `eid` gain experience and levels, from level 1 with none. */
export function giveExperience(world: GameWorld, eid: number): void {
  checkWorld('giveExperience', world)
  checkEntity('giveExperience', 'eid', world, eid)
  const { Experience } = world.components
  if (hasComponent(world, eid, Experience)) return
  addComponent(world, eid, Experience)
  Experience.xp[eid] = 0
  Experience.level[eid] = 1
  Experience.pending[eid] = 0
}

/** Most experience one grant gives (`Experience.xp` is 32 bits). */
export const MOST_XP = 0xffffffff

/**
 * `eid` gains `amount` experience, a whole number (nothing happens without `Experience`, nor
 * for 0). Each time it reaches `experienceToNext(level)` that much is spent, the level goes up
 * and a choice is owed (`Experience.pending`): the game asks it, and the `level-up` action
 * settles it.
 */
export function grantExperience(
  world: GameWorld,
  eid: number,
  amount: number,
  events: TurnEvents,
): void {
  const fn = 'grantExperience'
  checkWorld(fn, world)
  checkEntity(fn, 'eid', world, eid)
  checkInteger(fn, 'amount', amount, 0, MOST_XP)
  checkTurnEvents(fn, 'events', events)
  gainExperience(world, eid, amount, events)
}

/** `grantExperience` for arguments the caller vouches for: a kill's own reward. */
export function gainExperience(
  world: GameWorld,
  eid: number,
  amount: number,
  events: TurnEvents,
): void {
  const { Experience } = world.components
  if (amount <= 0 || !hasComponent(world, eid, Experience)) return
  let xp = (Experience.xp[eid] as number) + amount
  let level = Experience.level[eid] as number
  events.experience.push(placed(events, { eid, amount }))
  while (xp >= experienceToNext(level)) {
    xp -= experienceToNext(level)
    level++
    Experience.pending[eid] = (Experience.pending[eid] as number) + 1
    events.levels.push(placed(events, { eid, level }))
  }
  Experience.xp[eid] = xp
  Experience.level[eid] = level
}

/** Settles one owed level-up choice: `stat` grows by `LEVEL_UP_GAINS[stat]`. */
export function chooseLevelUp(
  world: GameWorld,
  eid: number,
  stat: LevelUpStat,
  events: TurnEvents,
): Refusal | undefined {
  const fn = 'chooseLevelUp'
  checkWorld(fn, world)
  checkEntity(fn, 'eid', world, eid)
  checkTurnEvents(fn, 'events', events)
  return levelUp(world, eid, stat, events)
}

/**
 * `chooseLevelUp` of an entity the caller vouches for (`playTurn`'s): any `stat` may be asked
 * for, the player's choice as it came; one that is not a stat is refused as `unknown-stat`.
 */
export function levelUp(
  world: GameWorld,
  eid: number,
  stat: unknown,
  events: TurnEvents,
): Refusal | undefined {
  const { Experience, Health, Fighter } = world.components
  if (!hasComponent(world, eid, Experience) || Experience.pending[eid] === 0) {
    return refusal(world.kinds.messages, 'no-level-up')
  }
  if (stat !== 'hp' && stat !== 'power' && stat !== 'defence') {
    return refusal(world.kinds.messages, 'unknown-stat')
  }
  const amount = LEVEL_UP_GAINS[stat]
  if (stat === 'hp') {
    Health.max[eid] = (Health.max[eid] as number) + amount
    Health.hp[eid] = (Health.hp[eid] as number) + amount
  } else if (stat === 'power') {
    Fighter.power[eid] = (Fighter.power[eid] as number) + amount
  } else {
    Fighter.defence[eid] = (Fighter.defence[eid] as number) + amount
  }
  Experience.pending[eid] = (Experience.pending[eid] as number) - 1
  events.raises.push({ eid, stat, amount })
  return undefined
}
