// The tutorials' four effects, each a factory of a plain function over the world.
import { hasComponent } from 'bitecs'
import { MAX_STAT } from '../creatures/fighters.js'
import { MindState } from '../creatures/minds.js'
import { refusal } from '../events/messages.js'
import { placed } from '../events/turn-events.js'
import type { Effect } from '../world/game-world.js'
import { checkAmount, hurt } from './harm.js'

/**
 * Heals the user by up to `amount` hit points. At full health it is drunk all the same, and
 * raises the user's most hit points by one (`fortify`), as in the classic games: never refused,
 * so trying an unknown potion tells nothing a drink would not.
 */
export function heal(amount: number): Effect {
  checkAmount('heal amount', amount, MAX_STAT)
  return (world, use) => {
    const { Health } = world.components
    const { user } = use
    const hp = Health.hp[user] as number
    const max = Health.max[user] as number
    if (hp >= max) {
      const most = Math.min(MAX_STAT, max + 1)
      Health.max[user] = most
      Health.hp[user] = most
      use.events.effects.push(
        placed(use.events, {
          effect: 'fortify',
          source: user,
          target: user,
          kind: use.kind,
          amount: most - max,
          hp: most,
        }),
      )
      return undefined
    }
    const healed = Math.min(max, hp + amount)
    Health.hp[user] = healed
    use.events.effects.push(
      placed(use.events, {
        effect: 'heal',
        source: user,
        target: user,
        kind: use.kind,
        amount: healed - hp,
        hp: healed,
      }),
    )
    return undefined
  }
}

/** Strikes whoever the use reaches (for the tutorial's scroll: the nearest enemy) for `damage`. */
export function lightning(damage: number): Effect {
  checkAmount('lightning damage', damage, MAX_STAT)
  return (world, use) => {
    for (const target of use.affected) hurt(world, use, target, damage, 'lightning')
    return undefined
  }
}

/** Burns every creature the use reaches (the area around the aimed tile, the user too). */
export function fireball(damage: number): Effect {
  checkAmount('fireball damage', damage, MAX_STAT)
  return (world, use) => {
    for (const target of use.affected) hurt(world, use, target, damage, 'fireball')
    return undefined
  }
}

/**
 * Confuses the creature the use reaches for `turns` turns: it stumbles about at random, striking
 * whatever it walks into, then comes to its senses (`MindState.Confused`, `Mind.timer` turns left).
 * Refused for a creature with no mind to confuse.
 */
export function confusion(turns: number): Effect {
  checkAmount('confusion turns', turns, 0xffff)
  return (world, use) => {
    const { Mind, Health } = world.components
    const [target] = use.affected
    if (target === undefined || !hasComponent(world, target, Mind)) {
      return refusal(world.kinds.messages, 'no-target', 'confuse-no-target')
    }
    Mind.state[target] = MindState.Confused
    Mind.timer[target] = turns
    use.events.effects.push(
      placed(use.events, {
        effect: 'confusion',
        source: use.user,
        target,
        kind: use.kind,
        amount: turns,
        hp: Health.hp[target] as number,
      }),
    )
    return undefined
  }
}
