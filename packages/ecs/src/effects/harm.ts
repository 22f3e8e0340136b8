import { hasComponent } from 'bitecs'
import { checkInteger, checkRecord, checkString } from '../checks.js'
import { MAX_STAT } from '../creatures/fighters.js'
import { ArgumentRangeError, EntityError } from '../errors.js'
import { checkTurnEvents, placed } from '../events/turn-events.js'
import { slay } from '../turns/combat.js'
import type { GameWorld, ItemUseContext } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkEntity } from '../world/spawn.js'

/**
 * The building block of damaging effects: `target` loses `amount` hit points, whatever its
 * defence (magic is not a blow), recorded as an `effect` event; at 0 it dies and leaves a
 * corpse, as from a blow. `target` must be living (hit points); `use` is the effect's own.
 */
export function harm(
  world: GameWorld,
  use: ItemUseContext,
  target: number,
  amount: number,
  effect: string,
): void {
  const fn = 'harm'
  checkWorld(fn, world)
  const context = checkRecord(fn, 'use', use, "an effect's use: { user, kind, events, … }")
  checkEntity(fn, 'use.user', world, context.user)
  checkInteger(fn, 'use.kind', context.kind, -1, world.kinds.items.length - 1)
  checkTurnEvents(fn, 'use.events', context.events)
  checkEntity(fn, 'target', world, target)
  if (!hasComponent(world, target, world.components.Health)) {
    throw new EntityError(
      fn,
      'target',
      target,
      'a living creature (one with hit points)',
      `${target}, an entity with no hit points`,
    )
  }
  checkInteger(fn, 'amount', amount, 0, MAX_STAT)
  if (checkString(fn, 'effect', effect, 'the effect\'s name, as "fireball"').length === 0) {
    throw new ArgumentRangeError(fn, 'effect', effect, 'the effect\'s name, as "fireball"')
  }
  hurt(world, use, target, amount, effect)
}

/** `harm` for arguments the caller vouches for: the tutorial effects' own. */
export function hurt(
  world: GameWorld,
  use: ItemUseContext,
  target: number,
  amount: number,
  effect: string,
): void {
  const { Health } = world.components
  const hp = Math.max(0, (Health.hp[target] as number) - amount)
  Health.hp[target] = hp
  use.events.effects.push(
    placed(use.events, { effect, source: use.user, target, kind: use.kind, amount, hp }),
  )
  if (hp === 0) slay(world, target, use.events, use.user)
}

/**
 * A positive whole amount for an effect's factory, or an error naming it: `name` is the factory
 * and its argument (`heal amount`, `fireball damage`), `most` the largest allowed.
 */
export function checkAmount(name: string, value: number, most: number): number {
  checkString('checkAmount', 'name', name, 'the factory and its argument, as "heal amount"')
  checkInteger('checkAmount', 'most', most, 1, Number.MAX_SAFE_INTEGER)
  const space = name.indexOf(' ')
  const fn = space < 0 ? name : name.slice(0, space)
  const argument = space < 0 ? 'amount' : name.slice(space + 1)
  return checkInteger(fn, argument, value, 1, most)
}
