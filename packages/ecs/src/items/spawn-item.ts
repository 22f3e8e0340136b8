import type { Point } from '@delve/map'
import { addComponent, addEntity } from 'bitecs'
import { checkInteger } from '../checks.js'
import { SpawnError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkFloor, checkRoom } from '../world/spawn.js'

/**
 * An item of `kind` (an index into `world.kinds.items`) lying on the floor at `at`. Items block
 * nothing and may share a tile with each other and with any creature. Refused with a
 * `SpawnError` for an unknown kind, a tile off the map or not walkable, or a full world.
 */
export function spawnItem(world: GameWorld, at: Point, kind: number): number {
  const fn = 'spawnItem'
  checkWorld(fn, world)
  checkInteger(fn, 'kind', kind, 0, world.kinds.items.length - 1, SpawnError)
  checkFloor(fn, world, at)
  checkRoom(fn, world)
  const { Position, Item } = world.components
  const eid = addEntity(world)
  addComponent(world, eid, Position)
  addComponent(world, eid, Item)
  Position.x[eid] = at.x
  Position.y[eid] = at.y
  Item.kind[eid] = kind
  const charges = world.kinds.items[kind]?.charges
  if (charges !== undefined) {
    addComponent(world, eid, world.components.Charges)
    world.components.Charges.left[eid] = charges
  }
  return eid
}
