import type { Point } from '@delve/map'
import { hasComponent, removeEntity } from 'bitecs'
import type { Refusal, TurnEvents } from '../events/turn-events.js'
import { carries, notCarried, slotIn, takeOff } from '../growth/equipment.js'
import { aim } from '../items/aim.js'
import { itemsOn, packOf, putInPack, putOnFloor } from '../items/pack.js'
import type { GameWorld } from '../world/game-world.js'

// The item actions of `playTurn`. Each checks everything first and either changes the world and
// records what it did, or returns why not, having changed nothing.

/** Picks up `item` (default: the first item lying under `eid`) into `eid`'s pack. */
export function pickUp(
  world: GameWorld,
  eid: number,
  events: TurnEvents,
  item?: number,
): Refusal | undefined {
  const { Position, Inventory, Item } = world.components
  if (!hasComponent(world, eid, Inventory)) {
    return { code: 'no-pack', message: 'You have nowhere to put things.' }
  }
  const x = Position.x[eid] as number
  const y = Position.y[eid] as number
  const here = itemsOn(world, x, y)
  const chosen = item ?? here[0]
  if (chosen === undefined)
    return { code: 'nothing-here', message: 'There is nothing here to pick up.' }
  if (!here.includes(chosen)) return { code: 'not-here', message: 'That is not here.' }
  if (packOf(world, eid).length >= (Inventory.capacity[eid] as number)) {
    return { code: 'pack-full', message: 'Your pack is full.' }
  }
  putInPack(world, eid, chosen)
  events.pickups.push({ eid, item: chosen, kind: Item.kind[chosen] as number, x, y })
  return undefined
}

/** Drops a carried `item` on `eid`'s tile. */
export function drop(
  world: GameWorld,
  eid: number,
  events: TurnEvents,
  item: number,
): Refusal | undefined {
  if (!carries(world, eid, item)) return notCarried()
  const { Position, Item } = world.components
  const x = Position.x[eid] as number
  const y = Position.y[eid] as number
  // What is worn comes off first, in the same turn.
  if (slotIn(world, eid, item)) takeOff(world, eid, item, events)
  putOnFloor(world, item, x, y)
  events.drops.push({ eid, item, kind: Item.kind[item] as number, x, y })
  return undefined
}

/** Uses a carried `item`, aimed at `target` where its kind wants one; a used item is used up. */
export function useItem(
  world: GameWorld,
  eid: number,
  events: TurnEvents,
  item: number,
  target?: Point,
): Refusal | undefined {
  if (!carries(world, eid, item)) return notCarried()
  const kind = world.components.Item.kind[item] as number
  const aimed = aim('playTurn', 'action.target', world, eid, kind, target)
  if (aimed.refused) return aimed.refused
  const effect = world.kinds.items[kind]?.use?.effect
  if (!effect) return { code: 'not-usable', message: 'That is not something you can use.' }
  // An effect that refuses has changed nothing and recorded nothing (its contract).
  const use = { user: eid, item, kind, affected: aimed.affected, events }
  const refused = effect(world, target === undefined ? use : { ...use, target })
  if (refused) return refused
  const { Position } = world.components
  events.uses.push({
    eid,
    item,
    kind,
    x: target?.x ?? (Position.x[eid] as number),
    y: target?.y ?? (Position.y[eid] as number),
  })
  removeEntity(world, item)
  return undefined
}

/** Why `eid` cannot act on `item` when it does not carry it; undefined when it does. */
export function carried(world: GameWorld, eid: number, item: number): Refusal | undefined {
  return carries(world, eid, item) ? undefined : notCarried()
}
