import { checkInteger, checkRecord } from '@delve/map'
import type { RunRules } from '../content/run-rules.js'
import { RUN_LINES } from '../words/run-messages.js'

/** How hungry the hero is, by the turns of food left. */
export type Hunger = 'fed' | 'hungry' | 'weak' | 'starving'

/** The food clock as a run plays it: `FoodClock` with its ration as an item code. */
export type Clock = NonNullable<RunRules['food']>

/** The hunger of a hero with `food` turns of food left. */
export function hungerOf(food: number, clock: Clock): Hunger {
  checkInteger('hungerOf', 'food', food, 0)
  checkClock('hungerOf', clock)
  if (food <= 0) return 'starving'
  if (food <= clock.weak) return 'weak'
  if (food <= clock.hungry) return 'hungry'
  return 'fed'
}

/** What the log says when the hero becomes hungrier (nothing on being fed: the meal says it). */
export const HUNGER_LINES: Readonly<Record<Hunger, string | null>> = Object.freeze({
  fed: null,
  hungry: RUN_LINES['hunger.hungry'],
  weak: RUN_LINES['hunger.weak'],
  starving: RUN_LINES['hunger.starving'],
})

/** What the log says of a meal, by the hunger it leaves. */
export const MEAL_LINES: Readonly<Record<Hunger, string>> = Object.freeze({
  fed: RUN_LINES['meal.fed'],
  hungry: RUN_LINES['meal.hungry'],
  weak: RUN_LINES['meal.weak'],
  starving: RUN_LINES['meal.starving'],
})

/** What one turn taken does to the food clock. */
export interface FoodTick {
  /** Food left after the turn. */
  food: number
  /** How hungry the hero is after it. */
  hunger: Hunger
  /** The line to tell: a meal's, or the hunger's when it grew; null for neither. */
  line: string | null
  /** A hit point lost to starving this turn. */
  starve: boolean
}

/**
 * One turn taken on the clock: `meals` rations eaten this turn refill it (up to its start), then a
 * turn of food is eaten. A starving hero loses a hit point on every `starveEvery`-th turn, counted
 * by `turn` (the run's turns played, this one included).
 */
export function tickFood(food: number, meals: number, turn: number, clock: Clock): FoodTick {
  checkInteger('tickFood', 'food', food, 0)
  checkInteger('tickFood', 'meals', meals, 0)
  checkInteger('tickFood', 'turn', turn, 0)
  checkClock('tickFood', clock)
  const before = hungerOf(food, clock)
  const fed = Math.min(clock.start, food + meals * clock.meal)
  const left = Math.max(0, fed - 1)
  const hunger = hungerOf(left, clock)
  let line: string | null = null
  if (meals > 0) line = MEAL_LINES[hunger]
  else if (hunger !== before) line = HUNGER_LINES[hunger]
  return {
    food: left,
    hunger,
    line,
    starve: hunger === 'starving' && turn % clock.starveEvery === 0,
  }
}

/** A food clock as the run's rules hold it (`rules.food`). */
function checkClock(fn: string, clock: unknown): void {
  const c = checkRecord(
    fn,
    'clock',
    clock,
    'a food clock { start, hungry, weak, starveEvery, meal }',
  )
  for (const part of ['start', 'hungry', 'weak', 'meal']) {
    checkInteger(fn, `clock.${part}`, c[part], 0)
  }
  checkInteger(fn, 'clock.starveEvery', c.starveEvery, 1)
}
