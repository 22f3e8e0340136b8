import { addComponent, hasComponent } from 'bitecs'
import { message } from '../events/messages.js'
import { placed, type TurnEvents } from '../events/turn-events.js'
import { slotIn } from '../growth/equipment.js'
import { packOf, putInPack, putOnFloor } from '../items/pack.js'
import type { GameWorld } from '../world/game-world.js'
import { draw } from '../world/noise.js'

/** How many items a thief can run off with. */
export const THIEF_PACK = 4

/**
 * A thief's blow on a player: it snatches one item of use (a potion, a scroll, gear) from the pack, one not worn (drawn from the
 * world's rolls), instead of harm — "The thief snatches your healing potion!". False when there
 * is nothing to take: the blow lands as any other.
 */
export function snatch(world: GameWorld, thief: number, victim: number, events: TurnEvents) {
  const { Inventory, Item, Player } = world.components
  if (!hasComponent(world, victim, Player)) return false
  // Only a thing of use: a potion, a scroll, gear not worn (never a quest's prize).
  const loose = packOf(world, victim).filter((item) => {
    const kind = world.kinds.items[Item.kind[item] as number]
    return (
      slotIn(world, victim, item) === null && (kind?.use !== undefined || kind?.equip !== undefined)
    )
  })
  if (loose.length === 0) return false
  if (!hasComponent(world, thief, Inventory)) addComponent(world, thief, Inventory)
  Inventory.capacity[thief] = THIEF_PACK
  if (packOf(world, thief).length >= THIEF_PACK) return false
  const item = loose[draw(world, loose.length)] as number
  putInPack(world, thief, item)
  const kind = Item.kind[item] as number
  const name = world.kinds.items[kind]?.name ?? 'item'
  const who = world.kinds.monsters[world.components.Monster.kind[thief] as number]?.name ?? 'thief'
  // The item by its own name here; as the player calls it in `turnMessages`.
  events.says.push({
    text: message(world.kinds.messages, 'thief.snatch', { name: who, item: name }),
    key: 'thief.snatch',
    eid: thief,
    after: events.attacks.length,
    item: kind,
  })
  return true
}

/** Whether a monster carries anything (a thief with loot runs). */
export function hasLoot(world: GameWorld, eid: number): boolean {
  return hasComponent(world, eid, world.components.Inventory) && packOf(world, eid).length > 0
}

/** A dying monster drops all it carries on its tile (a thief gives back its loot). */
export function dropLoot(world: GameWorld, eid: number, events: TurnEvents): void {
  if (!hasComponent(world, eid, world.components.Inventory)) return
  const { Position, Item } = world.components
  const x = Position.x[eid] as number
  const y = Position.y[eid] as number
  for (const item of packOf(world, eid)) {
    putOnFloor(world, item, x, y)
    events.drops.push(placed(events, { eid, item, kind: Item.kind[item] as number, x, y }))
  }
}
