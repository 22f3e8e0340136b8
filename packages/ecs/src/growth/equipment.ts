import { addComponent, hasComponent } from 'bitecs'
import type { Refusal, TurnEvents } from '../events/turn-events.js'
import type { EquipSlot, GameWorld, ItemEquip } from '../world/game-world.js'

/** The power `eid` strikes with: its own, and what it wields and wears adds. */
export function powerOf(world: GameWorld, eid: number): number {
  return (world.components.Fighter.power[eid] as number) + bonus(world, eid, 'power')
}

/** The defence `eid` has: its own, and what it wields and wears adds. */
export function defenceOf(world: GameWorld, eid: number): number {
  return (world.components.Fighter.defence[eid] as number) + bonus(world, eid, 'defence')
}

/** The item `eid` has in `slot`, or 0. */
export function wornIn(world: GameWorld, eid: number, slot: EquipSlot): number {
  const { Equipment } = world.components
  if (!hasComponent(world, eid, Equipment)) return 0
  return (slot === 'weapon' ? Equipment.weapon[eid] : Equipment.armour[eid]) as number
}

/** The slot `item` is worn in by `eid`, or null. */
export function slotOf(world: GameWorld, eid: number, item: number): EquipSlot | null {
  if (item === 0) return null
  if (wornIn(world, eid, 'weapon') === item) return 'weapon'
  if (wornIn(world, eid, 'armour') === item) return 'armour'
  return null
}

/** How an item is worn: its kind's `equip`, or undefined for an item that is not equipment. */
export function equipOf(world: GameWorld, item: number): Readonly<ItemEquip> | undefined {
  return world.kinds.items[world.components.Item.kind[item] as number]?.equip
}

/**
 * `eid` wields or wears a carried `item` in its kind's slot, taking off what was there. Refused
 * for an item that is not equipment or is already worn.
 */
export function equip(
  world: GameWorld,
  eid: number,
  item: number,
  events: TurnEvents,
): Refusal | undefined {
  const how = equipOf(world, item)
  if (!how) return { code: 'not-equipment', message: 'You cannot wield or wear that.' }
  if (slotOf(world, eid, item))
    return { code: 'already-worn', message: 'You already have that on.' }
  const old = wornIn(world, eid, how.slot)
  if (old !== 0) unequip(world, eid, old, events)
  const { Equipment, Item } = world.components
  if (!hasComponent(world, eid, Equipment)) {
    addComponent(world, eid, Equipment)
    Equipment.weapon[eid] = 0
    Equipment.armour[eid] = 0
  }
  if (how.slot === 'weapon') Equipment.weapon[eid] = item
  else Equipment.armour[eid] = item
  events.equips.push({ eid, item, kind: Item.kind[item] as number, slot: how.slot })
  return undefined
}

/** `eid` takes off a worn `item`; refused for one it does not have on. */
export function unequip(
  world: GameWorld,
  eid: number,
  item: number,
  events: TurnEvents,
): Refusal | undefined {
  const slot = slotOf(world, eid, item)
  if (!slot) return { code: 'not-worn', message: 'You do not have that on.' }
  const { Equipment, Item } = world.components
  if (slot === 'weapon') Equipment.weapon[eid] = 0
  else Equipment.armour[eid] = 0
  events.unequips.push({ eid, item, kind: Item.kind[item] as number, slot })
  return undefined
}

function bonus(world: GameWorld, eid: number, stat: 'power' | 'defence'): number {
  const { Equipment } = world.components
  if (!hasComponent(world, eid, Equipment)) return 0
  let total = 0
  for (const item of [Equipment.weapon[eid] as number, Equipment.armour[eid] as number]) {
    if (item !== 0) total += equipOf(world, item)?.[stat] ?? 0
  }
  return total
}
