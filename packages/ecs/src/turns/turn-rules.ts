import { say, type TurnEvents } from '../events/turn-events.js'
import type { GameWorld, RuleContext } from '../world/game-world.js'
import { roll } from '../world/noise.js'
import { hasHealth } from './combat.js'

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
  }
  for (const rule of rules) rule.everyTurn(ctx)
}
