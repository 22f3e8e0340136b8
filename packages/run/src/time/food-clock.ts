import type { RunRules } from '../content/run-rules.js'

/** How hungry the hero is, by the turns of food left. */
export type Hunger = 'fed' | 'hungry' | 'weak' | 'starving'

type Clock = NonNullable<RunRules['food']>

/** The hunger of a hero with `food` turns of food left. */
export function hungerOf(food: number, clock: Clock): Hunger {
  if (food <= 0) return 'starving'
  if (food <= clock.weak) return 'weak'
  if (food <= clock.hungry) return 'hungry'
  return 'fed'
}

/** What the log says when the hero becomes `hunger` (nothing on being fed again: the meal says it). */
export const HUNGER_LINES: Readonly<Record<Hunger, string | null>> = {
  fed: null,
  hungry: 'You are getting hungry.',
  weak: 'You are weak with hunger. Eat something!',
  starving: 'You are starving!',
}

/** What one turn taken does to the food clock. */
export interface FoodTick {
  /** Food left after the turn. */
  food: number
  /** A line to tell, when the hunger changed for the worse. */
  line: string | null
  /** A hit point lost to starving this turn. */
  starve: boolean
}

/**
 * One turn taken on the clock: `meals` rations eaten this turn refill it (up to its start), then a
 * turn of food is eaten. A starving hero loses a hit point on every `starveEvery`-th turn, counted
 * by `turn` (the run's turns played).
 */
export function tickFood(food: number, meals: number, turn: number, clock: Clock): FoodTick {
  const before = hungerOf(food, clock)
  const fed = Math.min(clock.start, food + meals * clock.meal)
  const left = Math.max(0, fed - 1)
  const after = hungerOf(left, clock)
  const worse = meals === 0 && after !== before
  return {
    food: left,
    line: worse ? HUNGER_LINES[after] : null,
    starve: after === 'starving' && turn % clock.starveEvery === 0,
  }
}
