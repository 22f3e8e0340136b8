import { die, isAlive, type TurnEvents } from '@delve/ecs'
import { PLAYER_REGEN } from '../content/default-tables.js'
import { isDead, joinLevel, levelSeedOf, type RunState } from '../state/run-state.js'
import { runLine } from '../words/run-messages.js'
import { type Hunger, hungerOf, tickFood } from './food-clock.js'
import { wanderIn } from './wanderers.js'

/**
 * What a turn taken costs in time: a turn of food (a ration eaten refills it; a starving hero
 * does not heal and loses a hit point now and then), and maybe a wandering monster arriving
 * out of sight. Only the level the player is on lives: levels left behind wait as they were.
 */
export function passTime(s: RunState, events: TurnEvents, lines: string[]): void {
  const { world, player, clocks, rules } = s
  const clock = rules.food
  if (clock !== null && !isDead(s)) {
    let meals = 0
    for (const use of events.uses) if (use.eid === player && use.kind === clock.ration) meals++
    const tick = tickFood(clocks.food, meals, world.turn, clock)
    clocks.food = tick.food
    // The line in the run's words: a meal's by the hunger it leaves, else the hunger's.
    const key = meals > 0 ? `meal.${tick.hunger}` : `hunger.${tick.hunger}`
    if (tick.line !== null) lines.push(runLine(world.kinds, key))
    // A starving body does not mend: its healing stops until it is fed.
    world.components.Health.regen[player] = tick.hunger === 'starving' ? 0 : PLAYER_REGEN
    if (tick.starve) starve(s, events, lines)
  }
  if (rules.wanderers === null || isDead(s)) return
  clocks.wanderers = clocks.wanderers.filter((eid) => isAlive(world, eid))
  const alive = clocks.wanderers.length
  const wanderer = wanderIn(world, rules, levelSeedOf(s), s.place.depth, alive, player)
  if (wanderer !== 0) {
    joinLevel(s, wanderer)
    clocks.wanderers.push(wanderer)
  }
}

/** A hit point lost to hunger; the last one kills, and the story says so. */
function starve(s: RunState, events: TurnEvents, lines: string[]): void {
  const { Health } = s.world.components
  const hp = (Health.hp[s.player] as number) - 1
  Health.hp[s.player] = Math.max(0, hp)
  if (hp > 0) return
  die(s.world, s.player, events)
  s.stats.cause = `starved on depth ${s.place.depth}`
  lines.push(runLine(s.world.kinds, 'death.hunger'))
}

/** How hungry the hero is ('fed' in a run without a food clock). */
export function hunger(s: RunState): Hunger {
  const clock = s.rules.food
  return clock === null ? 'fed' : hungerOf(s.clocks.food, clock)
}
