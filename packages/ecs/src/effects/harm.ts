import { die } from '../turns/combat.js'
import type { GameWorld, ItemUseContext } from '../world/game-world.js'

/**
 * The building block of damaging effects: `target` loses `amount` hit points, whatever its
 * defence (magic is not a blow), recorded as an `effect` event; at 0 it dies and leaves a
 * corpse, as from a blow.
 */
export function harm(
  world: GameWorld,
  use: ItemUseContext,
  target: number,
  amount: number,
  effect: string,
): void {
  const { Health } = world.components
  const hp = Math.max(0, (Health.hp[target] as number) - amount)
  Health.hp[target] = hp
  use.events.effects.push({ effect, source: use.user, target, kind: use.kind, amount, hp })
  if (hp === 0) die(world, target, use.events, use.user)
}

/** A positive whole amount for an effect's factory, or a `RangeError` naming it. */
export function checkAmount(name: string, value: number, most: number): number {
  if (!Number.isInteger(value) || value < 1 || value > most) {
    throw new RangeError(`${name} ${value}: expected an integer from 1 to ${most}`)
  }
  return value
}
