import type { Point } from '@delve/map'
import { addComponent, addEntity } from 'bitecs'
import { isIntegerIn, show } from '../checks.js'
import { SpawnError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkFloor, nextEntityId } from '../world/spawn.js'

/**
 * An item of `kind` (an index into `world.kinds.items`) lying on the floor at `at`. Items block
 * nothing and may share a tile with each other and with any creature. Refused with a
 * `SpawnError` for an unknown kind, a tile off the map or not walkable, or a full world.
 */
export function spawnItem(world: GameWorld, at: Point, kind: number): number {
  const kinds = world.kinds.items.length
  if (!isIntegerIn(kind, 0, kinds - 1)) {
    throw new SpawnError(
      `cannot spawn item kind ${show(kind)}: expected an integer from 0 to ${kinds - 1}`,
    )
  }
  checkFloor(world, at)
  if (nextEntityId(world) >= world.capacity) {
    throw new SpawnError(`cannot spawn: the world is full (capacity ${world.capacity})`)
  }
  const { Position, Item } = world.components
  const eid = addEntity(world)
  addComponent(world, eid, Position)
  addComponent(world, eid, Item)
  Position.x[eid] = at.x
  Position.y[eid] = at.y
  Item.kind[eid] = kind
  return eid
}
