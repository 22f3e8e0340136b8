import { hasComponent } from 'bitecs'
import { checkFunction, checkRecord, checkString } from '../checks.js'
import { ArgumentRangeError } from '../errors.js'
import type {
  BehaviourContext,
  BehaviourDefinition,
  GameWorld,
  HitContext,
  Kinds,
  MonsterKindInfo,
  RuleContext,
  TurnRule,
} from '../world/game-world.js'

// The registries of a world's ways of acting: behaviours a monster kind names, and rules run
// every turn. Both are data a game makes and hands to `defineKinds`, as it does its kinds; the
// six built-in behaviours are made the same way (`built-in-behaviours.ts`).

/** Longest name of a behaviour or a rule, as a kind's. */
const MOST_NAME = 40

/** What `defineBehaviour` takes besides the name. */
export interface BehaviourOptions {
  /** The monster's action on its turn while it hunts, through `ctx`. */
  act: (ctx: BehaviourContext, monster: number) => void
  /** In place of a landed melee blow's harm: true when it has done the blow's work itself. */
  onHit?: (ctx: HitContext, attacker: number, target: number) => boolean
  /** Checks a kind that names this behaviour, throwing for what it cannot take (`path` names it). */
  checkKind?: (kind: Readonly<MonsterKindInfo>, path: string) => void
}

/**
 * A behaviour called `name`, checked and frozen: a kind names it (`behaviour: name`) and the
 * world's kinds hold it (`defineKinds({ monsters, items, behaviours })`). `act(ctx, monster)` is
 * the monster's action while it hunts; `onHit`, if given, may take the place of a landed melee
 * blow's harm; `checkKind`, if given, checks a kind that names it. An `ArgumentTypeError` or
 * `ArgumentRangeError` names what is wrong.
 */
export function defineBehaviour(name: string, options: BehaviourOptions): BehaviourDefinition {
  const fn = 'defineBehaviour'
  checkName(fn, name)
  checkRecord(fn, 'options', options, 'an object { act, onHit?, checkKind? }')
  checkFunction(fn, 'options.act', options.act, 'a function (ctx, monster) => void')
  const { act, onHit, checkKind } = options
  if (onHit !== undefined) {
    checkFunction(fn, 'options.onHit', onHit, 'a function (ctx, attacker, target) => boolean')
  }
  if (checkKind !== undefined) {
    checkFunction(fn, 'options.checkKind', checkKind, 'a function (kind, path) => void')
  }
  return Object.freeze({
    name,
    act,
    ...(onHit === undefined ? {} : { onHit }),
    ...(checkKind === undefined ? {} : { checkKind }),
  })
}

/**
 * A rule called `name` that runs once every turn played (a trap, a poison cloud, a timed door),
 * after the monsters acted and while the player lives, in the order the kinds list the rules
 * (`defineKinds({ monsters, items, rules })`). Its randomness comes from `ctx.roll` only.
 */
export function defineRule(
  name: string,
  options: { everyTurn: (ctx: RuleContext) => void },
): TurnRule {
  const fn = 'defineRule'
  checkName(fn, name)
  checkRecord(fn, 'options', options, 'an object { everyTurn }')
  checkFunction(fn, 'options.everyTurn', options.everyTurn, 'a function (ctx) => void')
  return Object.freeze({ name, everyTurn: options.everyTurn })
}

function checkName(fn: string, name: unknown): void {
  checkString(fn, 'name', name, `a name of 1 to ${MOST_NAME} characters`)
  if ((name as string).length === 0 || (name as string).length > MOST_NAME) {
    throw new ArgumentRangeError(fn, 'name', name, `a name of 1 to ${MOST_NAME} characters`)
  }
}

/** Each kinds table's behaviour of each monster kind, by code, found once. */
const BY_CODE = new WeakMap<Kinds, readonly (BehaviourDefinition | undefined)[]>()

/**
 * The behaviour of monster `eid`'s kind in its world, or undefined for an entity that is no
 * monster (the player) or of no kind of the world.
 */
export function behaviourOf(world: GameWorld, eid: number): BehaviourDefinition | undefined {
  const { Monster } = world.components
  if (!hasComponent(world, eid, Monster)) return undefined
  const kinds = world.kinds
  let table = BY_CODE.get(kinds)
  if (table === undefined) {
    table = kinds.monsters.map((kind) => {
      const name = kind.behaviour ?? 'melee'
      return kinds.behaviours.find((behaviour) => behaviour.name === name)
    })
    BY_CODE.set(kinds, table)
  }
  return table[Monster.kind[eid] as number]
}
