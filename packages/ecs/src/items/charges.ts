import { addComponent, hasComponent } from 'bitecs'
import { checkInteger } from '../checks.js'
import { EntityError } from '../errors.js'
import { MAX_CHARGES } from '../world/components.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { itemIn } from './pack.js'

/** The charges `item` (an item of the world) has left; null for an item that has none (not a wand). */
export function chargesOf(world: GameWorld, item: number): number | null {
  checkWorld('chargesOf', world)
  checkItem('chargesOf', world, item)
  return chargesLeft(world, item)
}

/** `chargesOf` an item the caller vouches for. */
export function chargesLeft(world: GameWorld, item: number): number | null {
  const { Charges } = world.components
  return hasComponent(world, item, Charges) ? (Charges.left[item] as number) : null
}

/**
 * Sets the charges `item` has left, 0 to `MAX_CHARGES` (a test's or a cheat's; a game's wands are
 * made with their kind's `charges`). Any item may be given charges: with them, it is not used up.
 */
export function setCharges(world: GameWorld, item: number, charges: number): void {
  checkWorld('setCharges', world)
  checkItem('setCharges', world, item)
  checkInteger('setCharges', 'charges', charges, 0, MAX_CHARGES, EntityError)
  const { Charges } = world.components
  if (!hasComponent(world, item, Charges)) addComponent(world, item, Charges)
  Charges.left[item] = charges
}

function checkItem(fn: string, world: GameWorld, item: number): void {
  checkInteger(fn, 'item', item, 1, world.capacity - 1, EntityError)
  if (!itemIn(world, item)) throw new EntityError(fn, 'item', item, 'an item of this world')
}
