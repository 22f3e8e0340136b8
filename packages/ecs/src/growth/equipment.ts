import { addComponent, hasComponent } from 'bitecs'
import { checkInteger } from '../checks.js'
import { ArgumentRangeError, ArgumentTypeError, EntityError } from '../errors.js'
import { refusal } from '../events/messages.js'
import { checkTurnEvents, type Refusal, type TurnEvents } from '../events/turn-events.js'
import { itemIn } from '../items/pack.js'
import type { EquipSlot, GameWorld, ItemEquip } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkEntity } from '../world/spawn.js'

/** The power `eid` strikes with: its own, and what it wields and wears adds. */
export function powerOf(world: GameWorld, eid: number): number {
  checkWorld('powerOf', world)
  checkEntity('powerOf', 'eid', world, eid)
  return totalPower(world, eid)
}

/** The defence `eid` has: its own, and what it wields and wears adds. */
export function defenceOf(world: GameWorld, eid: number): number {
  checkWorld('defenceOf', world)
  checkEntity('defenceOf', 'eid', world, eid)
  return totalDefence(world, eid)
}

/** `powerOf` a fighter the caller vouches for: a blow's own sum. */
export function totalPower(world: GameWorld, eid: number): number {
  return (world.components.Fighter.power[eid] as number) + bonus(world, eid, 'power')
}

/** `defenceOf` a fighter the caller vouches for. */
export function totalDefence(world: GameWorld, eid: number): number {
  return (world.components.Fighter.defence[eid] as number) + bonus(world, eid, 'defence')
}

const SLOTS = '"weapon" or "armour"'

/** The item `eid` has in `slot`, or 0. */
export function wornIn(world: GameWorld, eid: number, slot: EquipSlot): number {
  checkWorld('wornIn', world)
  checkEntity('wornIn', 'eid', world, eid)
  if (slot !== 'weapon' && slot !== 'armour') {
    if (typeof slot !== 'string') throw new ArgumentTypeError('wornIn', 'slot', slot, SLOTS)
    throw new ArgumentRangeError('wornIn', 'slot', slot, SLOTS)
  }
  return worn(world, eid, slot)
}

function worn(world: GameWorld, eid: number, slot: EquipSlot): number {
  const { Equipment } = world.components
  if (!hasComponent(world, eid, Equipment)) return 0
  return (slot === 'weapon' ? Equipment.weapon[eid] : Equipment.armour[eid]) as number
}

/** The slot `item` is worn in by `eid`, or null (for any other id, 0 included). */
export function slotOf(world: GameWorld, eid: number, item: number): EquipSlot | null {
  checkWorld('slotOf', world)
  checkEntity('slotOf', 'eid', world, eid)
  checkInteger('slotOf', 'item', item, 0, world.capacity - 1)
  return slotIn(world, eid, item)
}

/** `slotOf` for ids the caller vouches for: the item actions' own look. */
export function slotIn(world: GameWorld, eid: number, item: number): EquipSlot | null {
  if (item === 0) return null
  if (worn(world, eid, 'weapon') === item) return 'weapon'
  if (worn(world, eid, 'armour') === item) return 'armour'
  return null
}

/**
 * How an item is worn: its kind's `equip`, or undefined for an item that is not equipment. An
 * `EntityError` for an id that is no item.
 */
export function equipOf(world: GameWorld, item: number): Readonly<ItemEquip> | undefined {
  checkWorld('equipOf', world)
  checkItem('equipOf', world, item)
  return equipOfItem(world, item)
}

/** `equipOf` an item the caller vouches for: a blow's and a swap's own look. */
export function equipOfItem(world: GameWorld, item: number): Readonly<ItemEquip> | undefined {
  return world.kinds.items[world.components.Item.kind[item] as number]?.equip
}

/** An `EntityError` naming `fn` unless `item` is an item of the world. */
function checkItem(fn: string, world: GameWorld, item: number): void {
  checkEntity(fn, 'item', world, item)
  if (!itemIn(world, item)) {
    throw new EntityError(
      fn,
      'item',
      item,
      'an item entity (spawnItem, inventoryOf)',
      `${item}, an entity that is not an item`,
    )
  }
}

/** The refusal for an item its would-be wearer does not carry (as `playTurn` refuses it). */
export function notCarried(world: GameWorld): Refusal {
  return refusal(world.kinds.messages, 'not-carried')
}

/** Whether `eid` carries `item`, an item of the world. */
export function carries(world: GameWorld, eid: number, item: number): boolean {
  const { Carried } = world.components
  return itemIn(world, item) && hasComponent(world, item, Carried) && Carried.holder[item] === eid
}

/**
 * `eid` wields or wears a carried `item` in its kind's slot, taking off what was there. Refused
 * for an item it does not carry, one that is not equipment, or one already worn.
 */
export function equip(
  world: GameWorld,
  eid: number,
  item: number,
  events: TurnEvents,
): Refusal | undefined {
  checkWorld('equip', world)
  checkEntity('equip', 'eid', world, eid)
  checkItem('equip', world, item)
  checkTurnEvents('equip', 'events', events)
  if (!carries(world, eid, item)) return notCarried(world)
  return wear(world, eid, item, events)
}

/** `equip` of a carried item the caller vouches for: `playTurn`'s own. */
export function wear(
  world: GameWorld,
  eid: number,
  item: number,
  events: TurnEvents,
): Refusal | undefined {
  const how = equipOfItem(world, item)
  if (!how) return refusal(world.kinds.messages, 'not-equipment')
  if (slotIn(world, eid, item)) return refusal(world.kinds.messages, 'already-worn')
  const old = worn(world, eid, how.slot)
  if (old !== 0) takeOff(world, eid, old, events)
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
  checkWorld('unequip', world)
  checkEntity('unequip', 'eid', world, eid)
  checkItem('unequip', world, item)
  checkTurnEvents('unequip', 'events', events)
  return takeOff(world, eid, item, events)
}

/** `unequip` for ids the caller vouches for: `playTurn`'s and a swap's own. */
export function takeOff(
  world: GameWorld,
  eid: number,
  item: number,
  events: TurnEvents,
): Refusal | undefined {
  const slot = slotIn(world, eid, item)
  if (!slot) return refusal(world.kinds.messages, 'not-worn')
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
  const weapon = Equipment.weapon[eid] as number
  const armour = Equipment.armour[eid] as number
  if (weapon !== 0) total += equipOfItem(world, weapon)?.[stat] ?? 0
  if (armour !== 0) total += equipOfItem(world, armour)?.[stat] ?? 0
  return total
}
