import { type CarefulMemory, carefulChoices, carefulMemory } from './careful-bot.js'

/**
 * Below this share of its hit points the cautious player rests (out of a fight), to full. Above
 * it, it walks on hurt and lets its hit points come back on the way, as a player does who will not
 * sit out every scratch.
 */
export const CAUTIOUS_REST_BELOW = 0.35

/** What the cautious bot remembers: the careful bot's memory, resting only when badly hurt. */
export function cautiousMemory(): CarefulMemory {
  return { ...carefulMemory(), restBelow: CAUTIOUS_REST_BELOW }
}

/**
 * The cautious player's choices for one turn: the careful player's (it explores, picks up and
 * uses what it finds, drinks potions when low, reads scrolls at monsters, steps back from a
 * crowd), but it does not rest at every scratch: only below `CAUTIOUS_REST_BELOW` of its hit
 * points with no monster in view. It reads only the player's view.
 */
export const cautiousChoices = carefulChoices
