import { kindCode, spawnItem } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { DEFAULT_FOOD, DEFAULT_TABLES } from '../content/default-tables.js'
import { RunOptionsError } from '../content/run-options-error.js'
import { runRules } from '../content/run-rules.js'
import { createRun } from '../run/create-run.js'
import { type Clock, HUNGER_LINES, hungerOf, MEAL_LINES, tickFood } from './food-clock.js'

const CLOCK = runRules().food as Clock

describe('the food clock', () => {
  it('is the default table: 3000 to start, hungry at 300, weak at 100, a ration 2500', () => {
    expect(DEFAULT_FOOD).toEqual({
      start: 3000,
      hungry: 300,
      weak: 100,
      starveEvery: 4,
      ration: 'ration',
      meal: 2500,
    })
  })

  it('grows hungrier at each threshold, saying so once, as the turns pass', () => {
    const lines: string[] = []
    let food = CLOCK.start
    const states = new Set<string>()
    for (let turn = 1; turn <= CLOCK.start + 1; turn++) {
      const tick = tickFood(food, 0, turn, CLOCK)
      food = tick.food
      states.add(tick.hunger)
      if (tick.line) lines.push(`${turn}: ${tick.line}`)
    }
    expect(lines).toEqual([
      `2700: ${HUNGER_LINES.hungry}`,
      `2900: ${HUNGER_LINES.weak}`,
      `3000: ${HUNGER_LINES.starving}`,
    ])
    expect(lines.map((l) => l.split(': ')[1])).toEqual([
      'You are getting hungry.',
      'You are weak with hunger.',
      'You are starving!',
    ])
    expect([...states]).toEqual(['fed', 'hungry', 'weak', 'starving'])
    expect(food).toBe(0)
  })

  it('names the hunger by the food left', () => {
    expect([3000, 301, 300, 101, 100, 1, 0].map((f) => hungerOf(f, CLOCK))).toEqual([
      'fed',
      'fed',
      'hungry',
      'hungry',
      'weak',
      'weak',
      'starving',
    ])
  })

  it('costs a hit point every starveEvery-th turn while starving, never before', () => {
    const starved = [1, 2, 3, 4, 5, 8].map((turn) => tickFood(0, 0, turn, CLOCK).starve)
    expect(starved).toEqual([false, false, false, true, false, true])
    expect(tickFood(2, 0, 8, CLOCK).starve).toBe(false)
  })

  it('is refilled by a meal, up to its start, with the meal’s line', () => {
    expect(tickFood(50, 1, 7, CLOCK)).toEqual({
      food: 2549,
      hunger: 'fed',
      line: MEAL_LINES.fed,
      starve: false,
    })
    expect(tickFood(1400, 2, 7, CLOCK).food).toBe(CLOCK.start - 1)
    const small = { ...CLOCK, meal: 10 }
    expect(tickFood(0, 1, 4, small)).toMatchObject({ hunger: 'weak', line: MEAL_LINES.weak })
  })
})

describe('a run’s food', () => {
  it('starts full, and a run without a clock is always fed', () => {
    expect(createRun({ seed: 'food' })).toMatchObject({ food: 3000, hunger: 'fed' })
    const fasting = createRun({ seed: 'food', tables: { ...DEFAULT_TABLES, food: null } })
    act(fasting, { kind: 'wait' })
    expect(fasting).toMatchObject({ food: 0, hunger: 'fed' })
  })

  it('tells the hunger lines in the log as the hero rests, and starving kills, told in the story', () => {
    const food = { ...DEFAULT_FOOD, start: 40, hungry: 30, weak: 20, starveEvery: 1 }
    const tables = { ...DEFAULT_TABLES, food, wanderers: [] }
    const run = createRun({ seed: 'starve', tables, goal: null })
    const told: string[] = []
    for (let n = 0; n < 400 && !run.end; n++) {
      const report = act(run, { kind: 'wait' })
      told.push(...report.lines)
    }
    const hunger = told.filter((line) => Object.values(HUNGER_LINES).includes(line))
    expect(hunger).toEqual([HUNGER_LINES.hungry, HUNGER_LINES.weak, HUNGER_LINES.starving])
    expect(run.messages()).toContain('You die of hunger.')
    expect(run.end).toEqual({
      died: true,
      won: false,
      depth: 1,
      cause: 'starved on depth 1',
    })
    expect(run.hunger).toBe('starving')
  })

  it('is refilled by eating a ration from the pack', () => {
    const food = { ...DEFAULT_FOOD, start: 2000, meal: 1000 }
    const tables = {
      ...DEFAULT_TABLES,
      food,
      wanderers: [],
      items: [{ from: 1, items: 0, loot: ['ration'] }],
    }
    const run = createRun({ seed: 'meal', tables, goal: null })
    for (let n = 0; n < 1800; n++) act(run, { kind: 'wait' })
    expect(run).toMatchObject({ food: 200, hunger: 'hungry' })
    spawnItem(run.world, run.playerPosition(), kindCode(run.world.kinds.items, 'ration'))
    expect(act(run, { kind: 'pickup' }).taken).toBe(true)
    const index = run.inventory().findIndex((item) => item.kind === 'ration')
    const meal = act(run, { kind: 'use', index })
    expect(meal.lines).toEqual(['You use the ration.', MEAL_LINES.fed])
    expect(run).toMatchObject({ food: 1198, hunger: 'fed' })
    expect(run.inventory().some((item) => item.kind === 'ration')).toBe(false)
    expect(run.stats.used).toMatchObject({ ration: 1 })
  })
})

describe('the food table is checked', () => {
  const withFood = (food: unknown) => () =>
    runRules({ tables: { ...DEFAULT_TABLES, food: food as never } })

  it.each([
    ['tables.food', 'plenty'],
    ['tables.food.start', { ...DEFAULT_FOOD, start: 0 }],
    ['tables.food.hungry', { ...DEFAULT_FOOD, hungry: 3000 }],
    ['tables.food.weak', { ...DEFAULT_FOOD, weak: 301 }],
    ['tables.food.starveEvery', { ...DEFAULT_FOOD, starveEvery: 0.5 }],
    ['tables.food.meal', { ...DEFAULT_FOOD, meal: -1 }],
    ['tables.food.ration', { ...DEFAULT_FOOD, ration: 'cake' }],
  ])('a bad %s is a RunOptionsError (a RangeError) naming it', (field, food) => {
    expect(withFood(food)).toThrow(RunOptionsError)
    expect(withFood(food)).toThrow(RangeError)
    expect(withFood(food)).toThrow(`Invalid ${field}:`)
  })

  it('null switches the clock off', () => {
    expect(runRules({ tables: { ...DEFAULT_TABLES, food: null } }).food).toBeNull()
  })
})
