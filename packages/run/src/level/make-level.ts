import {
  createRng,
  type Dungeon,
  generateDungeon,
  pointToIndex,
  resolveDungeonOptions,
  Tile,
} from '@delve/map'
import {
  choiceOf,
  defaultChoice,
  type GeneratorChoice,
  optionsFor,
  sameChoice,
} from '../chain/generator-choice.js'
import { layoutSeed, levelSeed } from '../chain/seed-chain.js'
import { checkPlace } from '../content/checks.js'
import { rowFor } from '../content/default-tables.js'
import type { LevelRule, RunRules } from '../content/run-rules.js'
import { checkRules } from '../content/run-rules.js'
import { vaultOption } from '../content/vault-rules.js'

/** Where a level is in a run's seed chain: everything that makes its tiles. */
export interface LevelPlace {
  runSeed: string
  depth: number
  /** The run's generator choice. */
  choice: GeneratorChoice
  /** The generator's sandbox: its choice holds on every level, as the generator makes it. */
  sandbox?: boolean
}

/**
 * Whether the run's levels are made by its depth table (`tables.levels`): a run, not the
 * sandbox, whose generator choice is its preset's default. An explicit choice holds for every
 * level instead (a link with `algo=caves` is a run of caves all the way down).
 */
export function followsTable(place: LevelPlace, rules: RunRules): boolean {
  checkPlace('followsTable', place)
  checkRules('followsTable', rules)
  return (
    rules.levels !== null &&
    place.sandbox !== true &&
    sameChoice(place.choice, defaultChoice(place.choice.preset))
  )
}

/**
 * The generator choice level `place.depth` is made with: the run's own, or the depth table's
 * row for the depth, one of its generators drawn by weight from the level's `layoutSeed`, over
 * the defaults of the run's preset. The same seed, depth and tables always give the same choice.
 */
export function levelChoice(place: LevelPlace, rules: RunRules): GeneratorChoice {
  checkPlace('levelChoice', place)
  checkRules('levelChoice', rules)
  if (!followsTable(place, rules)) return place.choice
  const row = rowFor(rules.levels as readonly LevelRule[], place.depth)
  const rng = createRng(layoutSeed(levelSeed(place.runSeed, place.depth)))
  let draw = rng.int(0, row.total - 1)
  let pick = row.generators[0] as LevelRule['generators'][number]
  for (const generator of row.generators) {
    if (draw < generator.weight) {
      pick = generator
      break
    }
    draw -= generator.weight
  }
  const options = { preset: place.choice.preset, ...pick.options, algorithm: pick.algorithm }
  return choiceOf(resolveDungeonOptions(optionsFor(options)))
}

/**
 * The level at `place`: generated from its seed with its `levelChoice`. On the goal's level of a
 * run there is nothing below: its down stairs are floor (the copy is no longer what the seed
 * generates, so a save stores its tiles). The sandbox's levels are the generator's, untouched.
 */
export function makeLevel(place: LevelPlace, rules: RunRules): Dungeon {
  checkPlace('makeLevel', place)
  checkRules('makeLevel', rules)
  const vaults = vaultOption(rules.vaults, place.depth)
  const seed = levelSeed(place.runSeed, place.depth)
  const options = optionsFor(levelChoice(place, rules))
  // The added keys before the spread: a key added after one gives every object a hidden class
  // of its own in V8 (a new map each time, some 2 µs, and every read of it a slow one).
  const made = generateDungeon(vaults ? { seed, vaults, ...options } : { seed, ...options })
  // Vaults are not in the level's options: only its tiles can make it again (saved as tiles).
  const dungeon = made.vaults?.length ? { ...made, reproducible: false } : made
  return isBottom(place, rules) ? withoutStairsDown(dungeon) : dungeon
}

/** True on the goal's level of a run: the deepest, with no stairs down. */
export function isBottom(place: LevelPlace, rules: RunRules): boolean {
  checkPlace('isBottom', place)
  checkRules('isBottom', rules)
  return rules.goal !== null && place.depth === rules.goal.depth && place.sandbox !== true
}

/** `dungeon` with its down stairs turned to floor. */
function withoutStairsDown(dungeon: Dungeon): Dungeon {
  const { stairsDown, ...rest } = dungeon
  if (!stairsDown) return dungeon
  const tiles = dungeon.tiles.slice()
  tiles[pointToIndex(dungeon, stairsDown)] = Tile.Floor
  return { ...rest, tiles, reproducible: false }
}
