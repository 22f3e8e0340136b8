import { hasComponent } from 'bitecs'
import { checkInteger, checkString } from '../checks.js'
import { MAX_STAT } from '../creatures/fighters.js'
import { ArgumentRangeError, EntityError } from '../errors.js'
import { placed, say, type TurnEvents } from '../events/turn-events.js'
import type { GameWorld, RuleContext } from '../world/game-world.js'
import { roll } from '../world/noise.js'
import { checkEntity } from '../world/spawn.js'
import { hasHealth, slay } from './combat.js'

/**
 * The world's turn rules (`kinds.rules`, made with `defineRule`), each once, in the order listed:
 * `playTurn` runs them after the monsters acted, while the player lives. A world with none pays
 * nothing.
 */
export function turnRules(world: GameWorld, player: number, events: TurnEvents): void {
  const { rules } = world.kinds
  if (rules.length === 0 || !hasHealth(world, player)) return
  const ctx: RuleContext = {
    world,
    player,
    events,
    roll: (n) => roll(world, n),
    say: (text, eid = player) => say(events, text, eid),
    harm: (target, amount, effect) => harm(world, events, target, amount, effect),
  }
  for (const rule of rules) rule.everyTurn(ctx)
}

/** A rule's harm: `amount` hit points off a living creature, whatever its defence; no killer. */
function harm(
  world: GameWorld,
  events: TurnEvents,
  target: number,
  amount: number,
  effect: string,
): void {
  const fn = 'harm'
  checkEntity(fn, 'target', world, target)
  if (!hasComponent(world, target, world.components.Health)) {
    throw new EntityError(fn, 'target', target, 'a living creature (one with hit points)')
  }
  checkInteger(fn, 'amount', amount, 0, MAX_STAT)
  if (checkString(fn, 'effect', effect, 'a name, as "dart trap"').length === 0) {
    throw new ArgumentRangeError(fn, 'effect', effect, 'a name, as "dart trap"')
  }
  const { Health } = world.components
  const hp = Math.max(0, (Health.hp[target] as number) - amount)
  Health.hp[target] = hp
  events.effects.push(placed(events, { effect, source: 0, target, kind: -1, amount, hp }))
  if (hp === 0) slay(world, target, events)
}
