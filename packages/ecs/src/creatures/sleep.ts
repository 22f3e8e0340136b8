import type { Point } from '@delve/map'
import { hasComponent } from 'bitecs'
import { checkBoolean, checkInteger, checkNumber, checkRecord } from '../checks.js'
import { EntityError } from '../errors.js'
import { message } from '../events/messages.js'
import { checkTurnEvents, type TurnEvents } from '../events/turn-events.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'
import { checkEntity } from '../world/spawn.js'
import { MindState } from './minds.js'

/**
 * Whether `eid` is a monster asleep (`MindState.Asleep`): it does nothing until a blow, a noise
 * or the sight of the player near wakes it. Any id may be asked about (false for the rest).
 */
export function isAsleep(world: GameWorld, eid: number): boolean {
  checkWorld('isAsleep', world)
  if (!Number.isInteger(eid) || eid < 1 || eid >= world.capacity) return false
  return sleeping(world, eid)
}

/** `isAsleep` of an id the caller vouches for. */
export function sleeping(world: GameWorld, eid: number): boolean {
  const { Mind } = world.components
  return hasComponent(world, eid, Mind) && Mind.state[eid] === MindState.Asleep
}

/**
 * Puts a monster to sleep (`asleep`, the default) or wakes it to rest (it hunts once it sees the
 * player). An `EntityError` for an entity with no mind (not a living monster).
 */
export function setAsleep(world: GameWorld, eid: number, asleep = true): void {
  const fn = 'setAsleep'
  checkWorld(fn, world)
  checkEntity(fn, 'eid', world, eid)
  const { Mind } = world.components
  if (!hasComponent(world, eid, Mind)) {
    throw new EntityError(fn, 'eid', eid, 'a living monster (an entity with a mind)')
  }
  checkBoolean(fn, 'asleep', asleep)
  if (asleep) Mind.state[eid] = MindState.Asleep
  else if (Mind.state[eid] === MindState.Asleep) Mind.state[eid] = MindState.Resting
}

/**
 * A noise at `at` (a blow struck, a door opened): every hostile monster asleep or resting within
 * `radius` tiles of it, by straight distance (dx² + dy² ≤ radius², walls do not muffle it), starts
 * searching toward it. A sleeper that wakes in the player's view is told ("The orc wakes up.").
 * Returns how many woke.
 */
export function makeNoise(world: GameWorld, at: Point, radius: number, events: TurnEvents): number {
  const fn = 'makeNoise'
  checkWorld(fn, world)
  checkRecord(fn, 'at', at, 'a tile { x, y }')
  checkInteger(fn, 'at.x', at.x, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  checkInteger(fn, 'at.y', at.y, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  checkNumber(fn, 'radius', radius, 0, Number.POSITIVE_INFINITY)
  checkTurnEvents(fn, 'events', events)
  return hear(world, at.x, at.y, radius, events)
}

/** `makeNoise` of arguments the caller vouches for: a blow's own noise. */
export function hear(
  world: GameWorld,
  x: number,
  y: number,
  radius: number,
  events: TurnEvents,
): number {
  const { Mind, Position } = world.components
  let woken = 0
  for (const eid of standing(world, 'sleepers')) {
    const state = Mind.state[eid] as number
    if (state !== MindState.Asleep && state !== MindState.Resting) continue
    const dx = (Position.x[eid] as number) - x
    const dy = (Position.y[eid] as number) - y
    if (dx * dx + dy * dy > radius * radius) continue
    Mind.state[eid] = MindState.Searching
    Mind.targetX[eid] = x
    Mind.targetY[eid] = y
    if (state === MindState.Asleep) wakeLine(world, eid, events)
    woken++
  }
  return woken
}

/** "The orc wakes up.", when the player can see it happen. */
export function wakeLine(world: GameWorld, eid: number, events: TurnEvents): void {
  const { Position, Monster } = world.components
  const { dungeon, vision } = world
  const x = Position.x[eid] as number
  const y = Position.y[eid] as number
  if (vision.visible[y * dungeon.width + x] !== 1) return
  const name = world.kinds.monsters[Monster.kind[eid] as number]?.name ?? 'monster'
  events.says.push({
    text: message(world.kinds.messages, 'wake', { name }),
    key: 'wake',
    eid,
    after: events.attacks.length,
  })
}
