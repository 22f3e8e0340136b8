import { type GameWorld, type ItemKindInfo, inventoryOf } from '@delve/ecs'
import { hiddenFamily } from './appearances.js'
import { checkEntityId, checkWorld } from './checks.js'

/** Letters a pack has: a to z, one a stack. */
export const PACK_LETTERS = 26

/**
 * Items a hero's pack holds at most, counted one by one (`@delve/ecs`'s capacity): its letters
 * are the limit that matters, this one only bounds a pack of stacks.
 */
export const PACK_ITEMS = 26 * 20

/** Whether items of a kind stack in a pack: potions, scrolls and thrown weapons. */
export function stacksInPack(info: Readonly<ItemKindInfo>): boolean {
  return hiddenFamily(info) !== null || info.thrown !== undefined
}

/**
 * The pack of `holder` as stacks, in letter order: each a list of item entities, in the order
 * they were picked up. Potions, scrolls and thrown weapons of one kind stack (a stack takes one
 * letter); every other item is a stack of its own. A stack sits where its first item was picked up.
 */
export function packStacks(world: GameWorld, holder: number): number[][] {
  checkEntityId('packStacks', 'holder', checkWorld('packStacks', world), holder)
  const { Item } = world.components
  const stacks: number[][] = []
  const byKind = new Map<number, number[]>()
  for (const item of inventoryOf(world, holder)) {
    const kind = Item.kind[item] as number
    const info = world.kinds.items[kind]
    if (info && stacksInPack(info)) {
      const stack = byKind.get(kind)
      if (stack) {
        stack.push(item)
        continue
      }
      const fresh = [item]
      byKind.set(kind, fresh)
      stacks.push(fresh)
    } else {
      stacks.push([item])
    }
  }
  return stacks
}

/**
 * True when `holder`'s pack has no room for `item` (an entity lying about): every letter is taken
 * and it would not join a stack, or the pack holds `PACK_ITEMS` items. With no item: no letter
 * is free.
 */
export function packFull(world: GameWorld, holder: number, item?: number): boolean {
  checkEntityId('packFull', 'holder', checkWorld('packFull', world), holder)
  if (item !== undefined) checkEntityId('packFull', 'item', world, item)
  const stacks = packStacks(world, holder)
  if (stacks.reduce((n, s) => n + s.length, 0) >= PACK_ITEMS) return true
  if (stacks.length < PACK_LETTERS) return false
  if (item === undefined) return true
  const { Item } = world.components
  const kind = Item.kind[item] as number
  const info = world.kinds.items[kind]
  if (!info || !stacksInPack(info)) return true
  return !stacks.some((s) => Item.kind[s[0] as number] === kind)
}
