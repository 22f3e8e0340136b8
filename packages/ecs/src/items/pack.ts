import { addComponent, hasComponent, removeComponent } from 'bitecs'
import { checkInteger, isIntegerIn } from '../checks.js'
import { EntityError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'
import { checkEntity } from '../world/spawn.js'

/** The player's pack: a letter each, a to z. */
export const PLAYER_PACK = 26
/** Most items one pack may hold. */
export const MAX_PACK = 0xffff

/** Gives `eid` a pack (`Inventory`) of `capacity` items, or changes its size. */
export function giveInventory(world: GameWorld, eid: number, capacity = PLAYER_PACK): void {
  checkWorld('giveInventory', world)
  checkEntity('giveInventory', 'eid', world, eid)
  checkInteger('giveInventory', 'capacity', capacity, 1, MAX_PACK, EntityError)
  const { Inventory } = world.components
  if (!hasComponent(world, eid, Inventory)) addComponent(world, eid, Inventory)
  Inventory.capacity[eid] = capacity
}

/** How many items `eid`'s pack holds at most; 0 for an entity with no pack. */
export function packCapacity(world: GameWorld, eid: number): number {
  checkWorld('packCapacity', world)
  checkEntity('packCapacity', 'eid', world, eid)
  const { Inventory } = world.components
  return hasComponent(world, eid, Inventory) ? (Inventory.capacity[eid] as number) : 0
}

/**
 * The items `holder` carries, in letter order: the order they were picked up in (the first is
 * `a`). Empty for an entity with no pack.
 */
export function inventoryOf(world: GameWorld, holder: number): number[] {
  checkWorld('inventoryOf', world)
  checkEntity('inventoryOf', 'holder', world, holder)
  return packOf(world, holder)
}

/** `inventoryOf` a holder the caller vouches for: the item actions' own look in the pack. */
export function packOf(world: GameWorld, holder: number): number[] {
  const { Carried } = world.components
  const held: number[] = []
  for (const item of standing(world, 'carried')) {
    if (Carried.holder[item] === holder) held.push(item)
  }
  return held.sort((a, b) => (Carried.order[a] as number) - (Carried.order[b] as number))
}

/** The items lying on tile (x, y), in ascending id (the order they came to lie there). */
export function itemsAt(world: GameWorld, x: number, y: number): number[] {
  const fn = 'itemsAt'
  checkWorld(fn, world)
  checkInteger(fn, 'x', x, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
  checkInteger(fn, 'y', y, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
  return itemsOn(world, x, y)
}

/** `itemsAt` a tile the caller vouches for: a pick-up's own look. */
export function itemsOn(world: GameWorld, x: number, y: number): number[] {
  const { Position } = world.components
  const found: number[] = []
  for (const item of standing(world, 'floor')) {
    if (Position.x[item] === x && Position.y[item] === y) found.push(item)
  }
  return found.length > 1 ? found.sort(ascending) : found
}

const ascending = (a: number, b: number) => a - b

/** Every item lying on the level's floor, in ascending id. */
export function floorItems(world: GameWorld): number[] {
  checkWorld('floorItems', world)
  return standing(world, 'floor').slice().sort(ascending)
}

/**
 * The items lying on the floor now, in no set order, as the world keeps them: no copy is made,
 * for a look every turn (`floorItems` is a sorted copy). Read it before the world changes again;
 * never keep it or change it.
 */
export function floorItemsView(world: GameWorld): readonly number[] {
  checkWorld('floorItemsView', world)
  return standing(world, 'floor')
}

/** Whether `eid` is an item of this world: any value may be asked about (false for the rest). */
export function isItem(world: GameWorld, eid: number): boolean {
  checkWorld('isItem', world)
  return itemIn(world, eid)
}

/** `isItem` in a world the caller vouches for. */
export function itemIn(world: GameWorld, eid: unknown): eid is number {
  return isIntegerIn(eid, 1, world.capacity - 1) && hasComponent(world, eid, world.components.Item)
}

/** Moves a floor item into `holder`'s pack, after the items already there. */
export function putInPack(world: GameWorld, holder: number, item: number): void {
  const { Carried, Position } = world.components
  let order = 0
  for (const held of packOf(world, holder)) {
    order = Math.max(order, (Carried.order[held] as number) + 1)
  }
  removeComponent(world, item, Position)
  addComponent(world, item, Carried)
  Carried.holder[item] = holder
  Carried.order[item] = order
}

/** Moves a carried item onto the floor at (x, y). */
export function putOnFloor(world: GameWorld, item: number, x: number, y: number): void {
  const { Carried, Position } = world.components
  removeComponent(world, item, Carried)
  Carried.holder[item] = 0
  addComponent(world, item, Position)
  Position.x[item] = x
  Position.y[item] = y
}
