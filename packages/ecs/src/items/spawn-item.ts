import type { Point } from '@delve/map'
import { addComponent, addEntity, hasComponent } from 'bitecs'
import { checkInteger } from '../checks.js'
import { SpawnError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkEntity, checkFloor, checkRoom } from '../world/spawn.js'
import { packOf, putInPack } from './pack.js'

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

/**
 * An item of `kind` made straight into `holder`'s pack, last in its order: what a loaded level
 * gives back to a monster that carried it (a thief's loot). Refused with a `SpawnError` for an
 * unknown kind, a holder with no pack or a full one, or a full world.
 */
export function spawnCarried(world: GameWorld, holder: number, kind: number): number {
  const fn = 'spawnCarried'
  checkWorld(fn, world)
  checkEntity(fn, 'holder', world, holder)
  checkInteger(fn, 'kind', kind, 0, world.kinds.items.length - 1, SpawnError)
  const { Inventory, Item } = world.components
  const capacity = hasComponent(world, holder, Inventory)
    ? (Inventory.capacity[holder] as number)
    : 0
  const held = packOf(world, holder).length
  if (held >= capacity) {
    const allowed = 'a holder with room in its pack (giveInventory gives one)'
    const found = capacity === 0 ? 'no pack' : `a full pack (${held} of ${capacity})`
    throw new SpawnError(fn, 'holder', holder, allowed, found)
  }
  checkRoom(fn, world)
  const eid = addEntity(world)
  addComponent(world, eid, Item)
  Item.kind[eid] = kind
  putInPack(world, holder, eid)
  return eid
}
