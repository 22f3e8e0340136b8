import { hasComponent } from 'bitecs'
import { isIntegerIn } from '../checks.js'
import { EntityError } from '../errors.js'
import type { GameWorld } from './game-world.js'
import { assertEntity } from './spawn.js'

/** Asks `eid` to step by (dx, dy), each −1, 0 or 1, on the next `step`. */
export function setIntent(world: GameWorld, eid: number, dx: number, dy: number): void {
  assertEntity(world, eid)
  if (!isIntegerIn(dx, -1, 1) || !isIntegerIn(dy, -1, 1)) {
    throw new EntityError(`intent (${dx}, ${dy}) for entity ${eid}: dx and dy must be -1, 0 or 1`)
  }
  const { MoveIntent } = world.components
  if (!hasComponent(world, eid, MoveIntent)) {
    throw new EntityError(`entity ${eid} has no MoveIntent`)
  }
  MoveIntent.dx[eid] = dx
  MoveIntent.dy[eid] = dy
}
