import { hasComponent } from 'bitecs'
import { checkInteger } from '../checks.js'
import { EntityError } from '../errors.js'
import type { GameWorld } from './game-world.js'
import { checkWorld } from './internals.js'
import { checkEntity } from './spawn.js'

/** Asks `eid` to step by (dx, dy), each −1, 0 or 1, on the next `step`. */
export function setIntent(world: GameWorld, eid: number, dx: number, dy: number): void {
  const fn = 'setIntent'
  checkWorld(fn, world)
  checkEntity(fn, 'eid', world, eid)
  checkInteger(fn, 'dx', dx, -1, 1, EntityError)
  checkInteger(fn, 'dy', dy, -1, 1, EntityError)
  const { MoveIntent } = world.components
  if (!hasComponent(world, eid, MoveIntent)) {
    throw new EntityError(
      fn,
      'eid',
      eid,
      'an entity with a MoveIntent (one the spawn helpers made)',
      `${eid}, an entity with no MoveIntent`,
    )
  }
  MoveIntent.dx[eid] = dx
  MoveIntent.dy[eid] = dy
}
