import { addComponent, hasComponent, removeComponent } from 'bitecs'
import type { TurnEvents } from '../events/turn-events.js'
import { defenceOf, powerOf } from '../growth/equipment.js'
import { grantExperience } from '../growth/experience.js'
import type { GameWorld } from '../world/game-world.js'
import { roll } from '../world/noise.js'

/**
 * `attacker` strikes `target`, by the world's rule (`world.combat`). Fixed, the tutorials' rule:
 * max(0, power − defence). Rolled: the blow lands on a roll under the attacker's accuracy, then
 * deals power − spread … power + spread (each as likely) less the target's defence, at least 0.
 * Power and defence include what is worn (`powerOf`, `defenceOf`). At 0 hit points the target
 * dies, and a monster's death gives its killer the kind's experience. `ranged` marks a shot.
 */
export function attack(
  world: GameWorld,
  attacker: number,
  target: number,
  events: TurnEvents,
  ranged = false,
) {
  const { Fighter, Health } = world.components
  const power = powerOf(world, attacker)
  const defence = defenceOf(world, target)
  let damage = Math.max(0, power - defence)
  let missed = false
  if (world.combat === 'rolled') {
    missed = roll(world, 100) >= (Fighter.accuracy[attacker] as number)
    const spread = Fighter.spread[attacker] as number
    damage = missed ? 0 : Math.max(0, power - spread + roll(world, 2 * spread + 1) - defence)
  }
  const hp = Math.max(0, (Health.hp[target] as number) - damage)
  Health.hp[target] = hp
  const blow = { attacker, target, damage, hp }
  events.attacks.push(
    missed || ranged
      ? {
          ...blow,
          ...(missed ? { missed: true as const } : {}),
          ...(ranged ? { ranged: true as const } : {}),
        }
      : blow,
  )
  if (hp === 0) die(world, target, events, attacker)
}

/**
 * A creature dies: it stops blocking, fighting, thinking and acting, and stays where it fell as a
 * `Corpse` (with its `Monster` kind and `Renderable`, for drawing). The player's corpse keeps its
 * `Player` tag and its view, so a client can still show the level it died on. A monster killed
 * by `killer` gives it the kind's experience.
 */
export function die(world: GameWorld, eid: number, events: TurnEvents, killer = 0): void {
  const c = world.components
  const player = hasComponent(world, eid, c.Player)
  const monster = hasComponent(world, eid, c.Monster)
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
    ...(killer !== 0 ? { by: killer } : {}),
  }
  const kind = c.Monster.kind[eid] as number
  events.deaths.push(monster ? { ...death, kind } : death)
  if (monster && killer !== 0) {
    grantExperience(world, killer, world.kinds.monsters[kind]?.xp ?? 0, events)
  }
}

/** True while `eid` can still fight: it has hit points. */
export function isAlive(world: GameWorld, eid: number): boolean {
  return hasComponent(world, eid, world.components.Health)
}
