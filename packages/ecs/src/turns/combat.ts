import { addComponent, entityExists, hasComponent, removeComponent } from 'bitecs'
import { checkBoolean, checkInteger, isIntegerIn } from '../checks.js'
import { NOISE_RADIUS } from '../creatures/minds.js'
import { hear } from '../creatures/sleep.js'
import { EntityError } from '../errors.js'
import { checkTurnEvents, placed, type TurnEvents } from '../events/turn-events.js'
import { totalDefence, totalPower } from '../growth/equipment.js'
import { gainExperience } from '../growth/experience.js'
import type { GameWorld, HitContext } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { draw, roll } from '../world/noise.js'
import { checkEntity } from '../world/spawn.js'
import { behaviourOf } from './registry.js'
import { releaseCalled } from './summon.js'
import { dropLoot } from './thief.js'

/**
 * `attacker` strikes `target`, by the world's rule (`world.combat`). Fixed, the tutorials' rule:
 * max(0, power − defence). Rolled: the blow lands on a roll under the attacker's accuracy, then
 * deals power − spread … power + spread (each as likely) less the target's defence, at least 0.
 * Power and defence include what is worn (`powerOf`, `defenceOf`). At 0 hit points the target
 * dies, and a monster's death gives its killer the kind's experience. `ranged` marks a shot.
 * Both must be fighters (`makeFighter`), the target a living one.
 */
export function attack(
  world: GameWorld,
  attacker: number,
  target: number,
  events: TurnEvents,
  ranged = false,
) {
  const fn = 'attack'
  checkWorld(fn, world)
  checkFighter(fn, 'attacker', world, attacker)
  checkFighter(fn, 'target', world, target)
  checkTurnEvents(fn, 'events', events)
  checkBoolean(fn, 'ranged', ranged)
  strike(world, attacker, target, events, ranged)
}

/**
 * An `EntityError` naming `fn` unless `eid` is a live entity with hit points: one that never
 * had any is told the call to make, a dead one (a corpse) is told it is dead.
 */
export function checkFighter(fn: string, argument: string, world: GameWorld, eid: number): void {
  checkEntity(fn, argument, world, eid)
  const { Health, Fighter, Corpse } = world.components
  if (hasComponent(world, eid, Health) && hasComponent(world, eid, Fighter)) return
  if (hasComponent(world, eid, Corpse)) {
    throw new EntityError(
      fn,
      argument,
      eid,
      'a living fighter',
      `${eid}, but entity ${eid} is dead`,
    )
  }
  throw new EntityError(
    fn,
    argument,
    eid,
    `a fighter: call makeFighter(world, ${eid}, stats) first`,
    `${eid}, an entity that cannot fight (no hit points)`,
  )
}

/** `attack` of fighters the caller vouches for: the player's and the monsters' own blows. */
export function strike(
  world: GameWorld,
  attacker: number,
  target: number,
  events: TurnEvents,
  ranged = false,
): void {
  const { Fighter, Health, Position } = world.components
  hear(world, Position.x[target] as number, Position.y[target] as number, NOISE_RADIUS, events)
  const power = totalPower(world, attacker)
  const defence = totalDefence(world, target)
  let damage = Math.max(0, power - defence)
  let missed = false
  if (world.combat === 'rolled') {
    missed = draw(world, 100) >= (Fighter.accuracy[attacker] as number)
    const spread = Fighter.spread[attacker] as number
    damage = missed ? 0 : Math.max(0, power - spread + draw(world, 2 * spread + 1) - defence)
  }
  if (!missed && !ranged) {
    const onHit = behaviourOf(world, attacker)?.onHit
    if (onHit?.(hitContext(world, events), attacker, target)) return
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
  if (hp === 0) slay(world, target, events, attacker)
  const acid = missed || ranged ? 0 : (kindOf(world, target)?.acid ?? 0)
  if (acid > 0 && hasHealth(world, attacker)) burn(world, target, attacker, acid, events)
}

/** What a behaviour's `onHit` is given. */
function hitContext(world: GameWorld, events: TurnEvents): HitContext {
  return { world, events, roll: (n) => roll(world, n) }
}

/** A monster's kind, or undefined for a creature that is none (the player). */
function kindOf(world: GameWorld, eid: number) {
  if (!hasComponent(world, eid, world.components.Monster)) return undefined
  return world.kinds.monsters[world.components.Monster.kind[eid] as number]
}

/** Acid: the striker of an acid monster takes `amount` back, armour or not ("The acid burns you for 2."). */
function burn(world: GameWorld, source: number, eid: number, amount: number, events: TurnEvents) {
  const { Health } = world.components
  const hp = Math.max(0, (Health.hp[eid] as number) - amount)
  Health.hp[eid] = hp
  events.effects.push(placed(events, { effect: 'acid', source, target: eid, kind: -1, amount, hp }))
  if (hp === 0) slay(world, eid, events, source)
}

/**
 * A creature dies: it stops blocking, fighting, thinking and acting, and stays where it fell as a
 * `Corpse` (with its `Monster` kind and `Renderable`, for drawing). The player's corpse keeps its
 * `Player` tag and its view, so a client can still show the level it died on. A monster killed
 * by `killer` (an entity of the world, dead or alive; 0 for none) gives it the kind's
 * experience. The death is recorded in `events`, a turn's events (`createTurnEvents()`), checked
 * before anything changes; a corpse does not die again.
 */
export function die(world: GameWorld, eid: number, events: TurnEvents, killer = 0): void {
  const fn = 'die'
  checkWorld(fn, world)
  checkEntity(fn, 'eid', world, eid)
  if (hasComponent(world, eid, world.components.Corpse)) {
    throw new EntityError(
      fn,
      'eid',
      eid,
      'a living creature',
      `${eid}, but entity ${eid} is dead already`,
    )
  }
  checkTurnEvents(fn, 'events', events)
  checkInteger(fn, 'killer', killer, 0, world.capacity - 1, EntityError)
  if (killer !== 0 && !entityExists(world, killer)) {
    throw new EntityError(fn, 'killer', killer, 'an entity of this world, or 0 for none')
  }
  slay(world, eid, events, killer)
}

/** `die` for arguments the caller vouches for: a blow's or an effect's own kill. */
export function slay(world: GameWorld, eid: number, events: TurnEvents, killer = 0): void {
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
  if (!player) {
    dropLoot(world, eid, events)
    releaseCalled(world, eid)
  }
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
  // A called monster (a summoner's, a scroll's) gives nothing: else calls could be farmed. The
  // dead gain nothing: a fire that burnt its reader to death first kills for no one.
  if (
    monster &&
    killer !== 0 &&
    c.Mind.leader[eid] === 0 &&
    !hasComponent(world, killer, c.Corpse)
  ) {
    gainExperience(world, killer, world.kinds.monsters[kind]?.xp ?? 0, events)
  }
}

/**
 * True while `eid` can still fight: it has hit points. Any id may be asked about (false for one
 * that names no living fighter, or is not an id at all).
 */
export function isAlive(world: GameWorld, eid: number): boolean {
  checkWorld('isAlive', world)
  return isIntegerIn(eid, 1, world.capacity - 1) && hasHealth(world, eid)
}

/** `isAlive` of an id the caller vouches for: the rules' own look, once per creature. */
export function hasHealth(world: GameWorld, eid: number): boolean {
  return hasComponent(world, eid, world.components.Health)
}
