import { addComponent, hasComponent, removeComponent } from 'bitecs'
import type { GameWorld } from '../world/game-world.js'
import type { TurnEvents } from './turn-events.js'

/**
 * `attacker` hits `target` for max(0, power − defence), the tutorials' rule; at 0 hit points the
 * target dies. Both must be fighters (`Health` and `Fighter`).
 */
export function attack(world: GameWorld, attacker: number, target: number, events: TurnEvents) {
  const { Fighter, Health } = world.components
  const damage = Math.max(
    0,
    (Fighter.power[attacker] as number) - (Fighter.defence[target] as number),
  )
  const hp = Math.max(0, (Health.hp[target] as number) - damage)
  Health.hp[target] = hp
  events.attacks.push({ attacker, target, damage, hp })
  if (hp === 0) die(world, target, events)
}

/**
 * A creature dies: it stops blocking, fighting, thinking and acting, and stays where it fell as a
 * `Corpse` (with its `Monster` kind and `Renderable`, for drawing). The player's corpse keeps its
 * `Player` tag and its view, so a client can still show the level it died on.
 */
export function die(world: GameWorld, eid: number, events: TurnEvents): void {
  const c = world.components
  const player = hasComponent(world, eid, c.Player)
  for (const component of [
    c.BlocksMovement,
    c.Health,
    c.Fighter,
    c.Energy,
    c.Mind,
    c.Hostile,
    c.Actor,
  ]) {
    if (hasComponent(world, eid, component)) removeComponent(world, eid, component)
  }
  if (!player && hasComponent(world, eid, c.Viewshed)) removeComponent(world, eid, c.Viewshed)
  addComponent(world, eid, c.Corpse)
  c.MoveIntent.dx[eid] = 0
  c.MoveIntent.dy[eid] = 0
  const death = {
    eid,
    x: c.Position.x[eid] as number,
    y: c.Position.y[eid] as number,
    player,
  }
  events.deaths.push(
    hasComponent(world, eid, c.Monster) ? { ...death, kind: c.Monster.kind[eid] as number } : death,
  )
}

/** True while `eid` can still fight: it has hit points. */
export function isAlive(world: GameWorld, eid: number): boolean {
  return hasComponent(world, eid, world.components.Health)
}
