import type { Point } from '@delve/map'
import { hasComponent, removeEntity } from 'bitecs'
import { refusal } from '../events/messages.js'
import type { Refusal, TurnEvents } from '../events/turn-events.js'
import { carries, notCarried, slotIn, takeOff } from '../growth/equipment.js'
import { aim } from '../items/aim.js'
import { chargesLeft } from '../items/charges.js'
import { itemsOn, packOf, putInPack, putOnFloor } from '../items/pack.js'
import type { GameWorld, ItemUseContext } from '../world/game-world.js'

// The item actions of `playTurn`. Each checks everything first and either changes the world and
// records what it did, or returns why not, having changed nothing.

/**
 * Picks up `item` (default: the first item lying under `eid`) into `eid`'s pack; a thrown weapon
 * brings the others of its kind lying there along (a stack of darts comes up in one turn).
 */
export function pickUp(
  world: GameWorld,
  eid: number,
  events: TurnEvents,
  item?: number,
): Refusal | undefined {
  const { Position, Inventory, Item } = world.components
  if (!hasComponent(world, eid, Inventory)) {
    return refusal(world.kinds.messages, 'no-pack')
  }
  const x = Position.x[eid] as number
  const y = Position.y[eid] as number
  const here = itemsOn(world, x, y)
  const chosen = item ?? here[0]
  if (chosen === undefined) return refusal(world.kinds.messages, 'nothing-here')
  if (!here.includes(chosen)) return refusal(world.kinds.messages, 'not-here')
  if (packOf(world, eid).length >= (Inventory.capacity[eid] as number)) {
    return refusal(world.kinds.messages, 'pack-full')
  }
  // Thrown weapons of a kind come up together, as many as the pack has room for.
  const kind = Item.kind[chosen] as number
  const room = (Inventory.capacity[eid] as number) - packOf(world, eid).length
  const taken = world.kinds.items[kind]?.thrown
    ? [chosen, ...here.filter((i) => i !== chosen && Item.kind[i] === kind)].slice(0, room)
    : [chosen]
  for (const one of taken) {
    putInPack(world, eid, one)
    events.pickups.push({ eid, item: one, kind, x, y })
  }
  return undefined
}

/** Drops a carried `item` on `eid`'s tile. */
export function drop(
  world: GameWorld,
  eid: number,
  events: TurnEvents,
  item: number,
): Refusal | undefined {
  if (!carries(world, eid, item)) return notCarried(world)
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
  if (!carries(world, eid, item)) return notCarried(world)
  const kind = world.components.Item.kind[item] as number
  const charges = chargesLeft(world, item)
  if (charges === 0) {
    const name = world.kinds.items[kind]?.name ?? 'thing'
    return refusal(world.kinds.messages, 'no-charges', 'no-charges', { name })
  }
  const aimed = aim('playTurn', 'action.target', world, eid, kind, target)
  if (aimed.refused) return aimed.refused
  const effect = world.kinds.items[kind]?.use?.effect
  if (!effect) return refusal(world.kinds.messages, 'not-usable')
  // An effect that refuses has changed nothing and recorded nothing (its contract).
  const use: ItemUseContext = { user: eid, item, kind, affected: aimed.affected, events }
  if (target !== undefined) use.target = target
  if (aimed.path !== undefined) use.path = aimed.path
  const refused = effect(world, use)
  if (refused) return refused
  const { Position } = world.components
  events.uses.push({
    eid,
    item,
    kind,
    x: target?.x ?? (Position.x[eid] as number),
    y: target?.y ?? (Position.y[eid] as number),
  })
  // A wand spends a charge; a thrown weapon the effect laid on the floor stays there; the rest
  // is used up.
  if (charges !== null) world.components.Charges.left[item] = charges - 1
  else if (carries(world, eid, item)) removeEntity(world, item)
  return undefined
}

/** Why `eid` cannot act on `item` when it does not carry it; undefined when it does. */
export function carried(world: GameWorld, eid: number, item: number): Refusal | undefined {
  return carries(world, eid, item) ? undefined : notCarried(world)
}
