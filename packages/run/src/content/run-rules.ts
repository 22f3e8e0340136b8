import type { Kinds } from '@delve/ecs'
import {
  ALGORITHM_NAMES,
  type AlgorithmName,
  ArgumentTypeError,
  checkOptions,
  DungeonOptionsError,
  resolveDungeonOptions,
} from '@delve/map'
import { CHOICE_KEYS, optionsFor } from '../chain/generator-choice.js'
import { MAX_DEPTH } from '../chain/seed-chain.js'
import { DEFAULT_PERKS, type Perk } from '../growth/perks.js'
import { withWords } from '../words/run-messages.js'
import { DEFAULT_KINDS, itemCode, monsterCode } from './default-kinds.js'
import {
  type Band,
  DEFAULT_FOOD,
  DEFAULT_GOAL,
  DEFAULT_TABLES,
  DEFAULT_WANDERERS,
  type EquipmentRow,
  type FoodClock,
  type ItemRow,
  type LevelOptions,
  type LevelRow,
  type MonsterRow,
  type RunGoal,
  type RunTables,
  type WanderRow,
} from './default-tables.js'
import { DEFAULT_VAULTS } from './default-vaults.js'
import { RunOptionsError } from './run-options-error.js'
import { type RunVaults, type VaultRules, vaultRules } from './vault-rules.js'

/** A row with its kinds as codes of the run's kinds table, checked. */
type Coded<R, K extends keyof R> = Omit<R, K> & {
  readonly [P in K]: R[P] extends readonly string[] ? readonly number[] : number
}

/** A level row checked: its generators with their options, and the sum of their weights. */
export interface LevelRule {
  readonly from: number
  readonly generators: readonly {
    readonly algorithm: AlgorithmName
    readonly weight: number
    readonly options: Readonly<LevelOptions>
  }[]
  readonly total: number
}

/** The goal as a run plays it: the item's and the guard's codes (-1: no guard). */
export interface GoalRule {
  readonly depth: number
  readonly item: number
  readonly guard: number
  /** The win is leaving depth 1 by its up stairs with the item (else: taking it up). */
  readonly climb: boolean
}

/**
 * What a run plays by: its kinds, its tables with kinds as codes, how its levels are made (null:
 * every level by the run's generator choice), and its goal as codes (or none: a run with no goal
 * goes on until death). Made once, by `runRules`, from `createRun`'s options.
 */
export interface RunRules {
  readonly kinds: Kinds
  readonly monsters: readonly Coded<MonsterRow, 'kinds'>[]
  readonly items: readonly Coded<ItemRow, 'loot'>[]
  readonly equipment: readonly Coded<EquipmentRow, 'kinds'>[]
  readonly levels: readonly LevelRule[] | null
  readonly goal: GoalRule | null
  /** Wandering monsters by depth; none when null. */
  readonly wanderers: readonly Readonly<WanderRow>[] | null
  /** The food clock with its ration as an item code; none when null. */
  readonly food: Coded<FoodClock, 'ration'> | null
  /** What a level-up may give: three of them are offered at each. */
  readonly perks: readonly Perk[]
  /** The vaults put in its levels, and how many by depth; none when null. */
  readonly vaults: VaultRules | null
}

/** The most turns of food a clock may hold. */
export const MAX_FOOD = 100_000

/** The most of anything a table row may place on one level. */
export const MAX_PER_LEVEL = 10_000

/** The most extra hit points or power a table row may give. */
export const MAX_HARDENING = 1000

/** The heaviest weight a generator of a level row may have. */
export const MAX_WEIGHT = 1000

/** The content a run is played with, when not the default: its kinds, tables, goal and rules. */
export interface RulesOptions {
  kinds?: Kinds
  tables?: RunTables
  /** `null`: no goal. */
  goal?: RunGoal | null
  /** What a level-up may give (`DEFAULT_PERKS` when absent). */
  perks?: readonly Perk[]
  /** The vaults the tables' `vaults` rows draw from (`DEFAULT_VAULTS` when absent; null: none). */
  vaults?: RunVaults | null
  /**
   * The game's own words for the run's lines, by key of `RUN_MESSAGES` (a key left out keeps
   * Delve's English). Not content: the run plays, checks and verifies as without them.
   */
  messages?: Readonly<Record<string, string>>
}

/**
 * The rules of `options` (the defaults where absent), checked through: every kind a table or the
 * goal names is one of `kinds` of the right sort, every row's depths ascend from 1, every count is
 * an integer in range. Anything else is a `RunOptionsError` naming the place in the tables.
 */
export function runRules(options: RulesOptions = {}): RunRules {
  checkOptions('runRules', options, RULES_OPTIONS)
  return rulesOf(options, 'runRules')
}

/** The names `runRules` takes (`createRun` and `loadRun` take them too). */
export const RULES_OPTIONS: readonly string[] = [
  'kinds',
  'tables',
  'goal',
  'perks',
  'vaults',
  'messages',
]

/** `runRules` without the check of the names: for `createRun`, whose options hold more. */
export function rulesOf(options: RulesOptions, fn = 'createRun'): RunRules {
  const given = options.kinds ?? DEFAULT_KINDS
  if (!isKinds(given)) {
    throw new RunOptionsError('kinds', given, 'a kinds table made with defineKinds of @delve/ecs')
  }
  const kinds = withWords(fn, given, options.messages)
  const tables = options.tables ?? DEFAULT_TABLES
  if (typeof tables !== 'object' || tables === null) {
    throw new RunOptionsError('tables', tables, 'an object with monsters, items and equipment rows')
  }
  const monsters = rows(tables.monsters, 'tables.monsters', (row, at) => ({
    from: row.from,
    most: count(row.most, `${at}.most`, MAX_PER_LEVEL),
    kinds: names(row.kinds, `${at}.kinds`, (name, where) => monster(kinds, name, where)),
    hp: count(row.hp, `${at}.hp`, MAX_HARDENING),
    power: count(row.power, `${at}.power`, MAX_HARDENING),
    ...(row.asleep === undefined ? {} : { asleep: count(row.asleep, `${at}.asleep`, 100) }),
  }))
  const items = rows(tables.items, 'tables.items', (row, at) => ({
    from: row.from,
    items: count(row.items, `${at}.items`, MAX_PER_LEVEL),
    loot: names(row.loot, `${at}.loot`, (name, where) => itemCode(name, kinds, where)),
  }))
  const equipment = rows(tables.equipment, 'tables.equipment', (row, at) => ({
    from: row.from,
    pieces: count(row.pieces, `${at}.pieces`, MAX_PER_LEVEL),
    kinds: names(row.kinds, `${at}.kinds`, (name, where) => itemCode(name, kinds, where)),
  }))
  const levels = tables.levels === undefined ? null : levelRules(tables.levels)
  const wanderers = wandererRules(tables.wanderers)
  const food = tables.food === null ? null : foodOf(tables.food ?? DEFAULT_FOOD, kinds)
  return madeRules({
    kinds,
    monsters,
    items,
    equipment,
    levels,
    goal: goalOf(options.goal, kinds),
    wanderers,
    food,
    perks: perkRules(options.perks ?? DEFAULT_PERKS),
    vaults: vaultRules(
      options.vaults === undefined ? DEFAULT_VAULTS : options.vaults,
      tables.vaults,
      kinds,
      (table) => rows(table, 'tables.vaults', (row) => row),
    ),
  })
}

/** The wanderer rows, checked; none (null) for `null` or `[]`, the defaults when absent. */
function wandererRules(table: RunTables['wanderers']): RunRules['wanderers'] {
  if (table === null || (Array.isArray(table) && table.length === 0)) return null
  return rows(table ?? DEFAULT_WANDERERS, 'tables.wanderers', (row, at) => ({
    from: row.from,
    every: count(row.every, `${at}.every`, MAX_FOOD, 1),
    most: count(row.most, `${at}.most`, MAX_PER_LEVEL),
  }))
}

/** The food clock, checked: its thresholds in order, its ration an item kind of the run. */
function foodOf(clock: unknown, kinds: Kinds): RunRules['food'] {
  if (typeof clock !== 'object' || clock === null || Array.isArray(clock)) {
    throw new RunOptionsError(
      'tables.food',
      clock,
      'an object { start, hungry, weak, starveEvery, ration, meal }, or null',
    )
  }
  const given = clock as Partial<Record<keyof FoodClock, unknown>>
  const start = count(given.start, 'tables.food.start', MAX_FOOD, 1)
  const hungry = count(given.hungry, 'tables.food.hungry', start - 1)
  return {
    start,
    hungry,
    weak: count(given.weak, 'tables.food.weak', hungry),
    starveEvery: count(given.starveEvery, 'tables.food.starveEvery', MAX_FOOD, 1),
    ration: itemCode(given.ration as string, kinds, 'tables.food.ration'),
    meal: count(given.meal, 'tables.food.meal', MAX_FOOD, 1),
  }
}

/** The perks, checked: a list of one or more, each named once, with its words and `grant`. */
function perkRules(perks: readonly Perk[]): readonly Perk[] {
  if (!Array.isArray(perks) || perks.length === 0) {
    throw new RunOptionsError('perks', perks, 'a list of one or more perks')
  }
  const seen = new Set<string>()
  perks.forEach((perk: Partial<Record<keyof Perk, unknown>>, i) => {
    const at = `perks[${i}]`
    if (typeof perk !== 'object' || perk === null) {
      throw new RunOptionsError(at, perk, 'a perk { name, gives, line, grant, once?, onKill? }')
    }
    for (const field of ['name', 'gives', 'line'] as const) {
      const text = perk[field]
      if (typeof text !== 'string' || text.length === 0 || text.length > MAX_PERK_TEXT) {
        throw new RunOptionsError(
          `${at}.${field}`,
          text,
          `a text of 1 to ${MAX_PERK_TEXT} characters`,
        )
      }
    }
    if (seen.has(perk.name as string)) {
      throw new RunOptionsError(`${at}.name`, perk.name, 'a name no other perk has')
    }
    seen.add(perk.name as string)
    if (typeof perk.grant !== 'function') {
      throw new RunOptionsError(`${at}.grant`, perk.grant, 'a function (world, hero) => void')
    }
    if (perk.onKill !== undefined && typeof perk.onKill !== 'function') {
      throw new RunOptionsError(`${at}.onKill`, perk.onKill, 'a function (world, hero) => void')
    }
    if (perk.once !== undefined && typeof perk.once !== 'boolean') {
      throw new RunOptionsError(`${at}.once`, perk.once, 'true, false or nothing')
    }
  })
  return perks
}

/** The longest name or line a perk may have. */
const MAX_PERK_TEXT = 200

/** The level rows, checked: algorithms of `@delve/map`, weights, options it accepts. */
function levelRules(table: readonly LevelRow[]): LevelRule[] {
  return rows(table, 'tables.levels', (row, at) => {
    const list = row.generators
    if (!Array.isArray(list) || list.length === 0) {
      throw new RunOptionsError(`${at}.generators`, list, 'a list of one or more generators')
    }
    const generators = list.map((generator, i) =>
      levelGenerator(generator, `${at}.generators[${i}]`),
    )
    const total = generators.reduce((sum, g) => sum + g.weight, 0)
    return { from: row.from, generators, total }
  })
}

/** Options a level row may not set: the run's preset holds, and the algorithm has its field. */
const NOT_IN_ROWS = new Set(['preset', 'algorithm'])

function levelGenerator(generator: unknown, at: string): LevelRule['generators'][number] {
  if (typeof generator !== 'object' || generator === null) {
    throw new RunOptionsError(at, generator, 'a generator { algorithm, weight, options? }')
  }
  const { algorithm, weight, options = {} } = generator as Partial<Record<string, unknown>>
  if (!(ALGORITHM_NAMES as readonly unknown[]).includes(algorithm)) {
    throw new RunOptionsError(`${at}.algorithm`, algorithm, `one of ${ALGORITHM_NAMES.join(', ')}`)
  }
  if (!Number.isInteger(weight) || (weight as number) < 1 || (weight as number) > MAX_WEIGHT) {
    throw new RunOptionsError(`${at}.weight`, weight, `an integer from 1 to ${MAX_WEIGHT}`)
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RunOptionsError(`${at}.options`, options, "an object of @delve/map's options")
  }
  for (const key of Object.keys(options)) {
    if (NOT_IN_ROWS.has(key) || !(CHOICE_KEYS as readonly string[]).includes(key)) {
      const allowed = CHOICE_KEYS.filter((name) => !NOT_IN_ROWS.has(name))
      throw new RunOptionsError(`${at}.options`, key, `options named ${allowed.join(', ')}`)
    }
  }
  // The map package judges the values, with the default preset (createRun checks the run's own).
  try {
    resolveDungeonOptions(optionsFor({ ...options, algorithm: algorithm as AlgorithmName }))
  } catch (error) {
    if (!(error instanceof DungeonOptionsError)) throw error
    throw new RunOptionsError(`${at}.options.${error.option}`, error.value, error.allowed)
  }
  return {
    algorithm: algorithm as AlgorithmName,
    weight: weight as number,
    options: { ...(options as LevelOptions) },
  }
}

function goalOf(goal: RunGoal | null | undefined, kinds: Kinds): RunRules['goal'] {
  if (goal === null) return null
  const given = goal ?? DEFAULT_GOAL
  if (typeof given !== 'object') {
    throw new RunOptionsError('goal', given, 'an object { depth, item, guard? }, or null')
  }
  if (!Number.isInteger(given.depth) || given.depth < 1 || given.depth > MAX_DEPTH) {
    throw new RunOptionsError('goal.depth', given.depth, `an integer from 1 to ${MAX_DEPTH}`)
  }
  const item = itemCode(given.item, kinds, 'goal.item')
  const guard = given.guard === undefined ? -1 : monster(kinds, given.guard, 'goal.guard')
  const climb = given.climb ?? true
  if (typeof climb !== 'boolean') {
    throw new RunOptionsError(
      'goal.climb',
      climb,
      'true (climb out with it) or false (take it and win)',
    )
  }
  return { depth: given.depth, item, guard, climb }
}

function isKinds(kinds: unknown): kinds is Kinds {
  const k = kinds as Partial<Kinds> | null
  return typeof k === 'object' && k !== null && Array.isArray(k.monsters) && Array.isArray(k.items)
}

const monster = (kinds: Kinds, name: string, where: string) => monsterCode(name, kinds, where)

/** A table's rows, each checked by `read`, their depths ascending from 1. */
function rows<R extends Band, C>(
  table: readonly R[] | undefined,
  what: string,
  read: (row: R, at: string) => C,
): C[] {
  if (!Array.isArray(table) || table.length === 0) {
    throw new RunOptionsError(what, table, 'a list of one or more rows, the first from depth 1')
  }
  let last = 0
  return table.map((row, i) => {
    const at = `${what}[${i}]`
    if (typeof row !== 'object' || row === null) throw new RunOptionsError(at, row, 'a row object')
    const first = i === 0
    const from = row.from
    if (first ? from !== 1 : !Number.isInteger(from) || from <= last || from > MAX_DEPTH) {
      const allowed = first
        ? '1 (the first row holds from depth 1)'
        : `an integer from ${last + 1} to ${MAX_DEPTH} (rows go down in order)`
      throw new RunOptionsError(`${at}.from`, from, allowed)
    }
    last = from
    return read(row, at)
  })
}

function count(value: unknown, what: string, most: number, least = 0): number {
  if (!Number.isInteger(value) || (value as number) < least || (value as number) > most) {
    throw new RunOptionsError(what, value, `an integer from ${least} to ${most}`)
  }
  return value as number
}

function names(
  list: readonly string[] | undefined,
  what: string,
  code: (name: string, where: string) => number,
): number[] {
  if (!Array.isArray(list) || list.length === 0) {
    throw new RunOptionsError(what, list, 'a list of one or more kind names')
  }
  return list.map((name, i) => code(name, `${what}[${i}]`))
}

/** The rules `runRules` made: only those (a copy or a hand-made object could skip its checks). */
const MADE = new WeakSet<object>()

/** Notes `rules` as made by `runRules`. */
export function madeRules(rules: RunRules): RunRules {
  MADE.add(rules)
  return rules
}

export function checkRules(fn: string, value: unknown): RunRules {
  if (typeof value !== 'object' || value === null || !MADE.has(value)) {
    throw new ArgumentTypeError(fn, 'rules', value, 'RunRules made by runRules')
  }
  return value as RunRules
}
