import { createGameWorld, getPosition, type Kinds } from '@delve/ecs'
import {
  checkTileMap,
  DungeonOptionsError,
  isRecord,
  randomSeed,
  resolveDungeonOptions,
} from '@delve/map'
import {
  choiceOf,
  defaultChoice,
  type GeneratorChoice,
  optionsFor,
} from '../chain/generator-choice.js'
import { levelSeed, MAX_DEPTH, seedError } from '../chain/seed-chain.js'
import type { RunGoal, RunTables } from '../content/default-tables.js'
import { RunOptionsError } from '../content/run-options-error.js'
import { RULES_OPTIONS, type RunRules, rulesOf } from '../content/run-rules.js'
import type { RunVaults } from '../content/vault-rules.js'
import type { Perk } from '../growth/perks.js'
import { followsTable } from '../level/make-level.js'
import { placeGoal, placeItems, populateLevel } from '../level/placement.js'
import { markTiles, placeVaultMarks } from '../level/vault-marks.js'
import {
  freshStats,
  generateLevel,
  type PlayLevel,
  Run,
  type RunPlace,
  SIGHT_RADIUS,
  spawnHero,
} from './run.js'

/** What `createRun` takes; every field may be left out. */
export interface RunOptions {
  /** The run's seed: level n plays `seed/n` (level 1 the seed itself). Default: a fresh one. */
  seed?: string
  /** The monster and item kinds (`defineKinds` of `@delve/ecs`); default `DEFAULT_KINDS`. */
  kinds?: Kinds
  /** Monsters, items and equipment by depth, kinds by name; default `DEFAULT_TABLES`. */
  tables?: RunTables
  /** The item that wins the run, where it lies and who guards it; `null` for none. */
  goal?: RunGoal | null
  /** What a level-up may give, three offered at each; default `DEFAULT_PERKS`. */
  perks?: readonly Perk[]
  /** The vaults the tables' `vaults` rows put in levels; default `DEFAULT_VAULTS`, null for none. */
  vaults?: RunVaults | null
  /**
   * The game's own words for the run's lines, by key of `RUN_MESSAGES` (`{ 'hunger.hungry':
   * 'Your belly rumbles.' }`); a key left out keeps Delve's English, an unknown key is an
   * `ArgumentRangeError` naming it. Not content: the run plays and verifies as without them.
   */
  messages?: Readonly<Record<string, string>>
  /** The generator's options for every level (`@delve/map`'s, seed aside); default its own. */
  generator?: Partial<GeneratorChoice>
  /** The generator's sandbox rather than a run (a showcase): never recorded. */
  sandbox?: boolean
  /** The depth to start at (default 1). A run started deeper is not recorded. */
  depth?: number
  /** A first level of your own (a Tiled map, say) in place of the generated one, and its name. */
  level?: PlayLevel
  map?: string
}

/**
 * A new run: its first level generated from the seed (or `level` given), the hero on its start,
 * the monsters, items and the goal placed by the tables. A run from the top of its seed chain
 * keeps its input log, so `recordRun` and `replayRun` can play it again. Bad options are a
 * `RunOptionsError` (a `RangeError`) naming the option, or `@delve/map`'s `DungeonOptionsError`
 * for the generator's.
 */
export function createRun(options: RunOptions = {}): Run {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RunOptionsError('createRun options', options, 'an object of run options')
  }
  // A misspelt option would otherwise leave its default in silence (a random seed for `seeed`).
  for (const name of Object.keys(options)) {
    if (!RUN_OPTIONS.includes(name)) {
      throw new RunOptionsError(
        name,
        (options as Record<string, unknown>)[name],
        `no such option: the options are ${RUN_OPTIONS.join(', ')}`,
      )
    }
  }
  const rules = rulesOf(options)
  const seed = options.seed ?? randomSeed()
  if (typeof seed !== 'string') throw new RunOptionsError('seed', seed, 'a string')
  const refused = seedError(seed)
  if (refused) throw new RunOptionsError('seed', refused.value, refused.allowed)
  if (options.sandbox !== undefined && typeof options.sandbox !== 'boolean') {
    throw new RunOptionsError('sandbox', options.sandbox, 'true or false')
  }
  const sandbox = options.sandbox === true
  const depth = options.depth ?? 1
  if (!Number.isInteger(depth) || depth < 1 || depth > MAX_DEPTH) {
    throw new RunOptionsError('depth', depth, `an integer from 1 to ${MAX_DEPTH}`)
  }
  if (options.map !== undefined && typeof options.map !== 'string') {
    throw new RunOptionsError('map', options.map, 'a string: the address of the level given')
  }
  if (options.map !== undefined && options.level === undefined) {
    throw new RunOptionsError('map', options.map, 'nothing without a level')
  }
  const choice = checkedChoice(options.generator)
  // Below the goal the depth table has nothing: the goal's level has no way down.
  const deepest = rules.goal?.depth ?? MAX_DEPTH
  if (depth > deepest && followsTable({ runSeed: seed, depth, choice, sandbox }, rules)) {
    throw new RunOptionsError(
      'depth',
      depth,
      `an integer from 1 to ${deepest}, the goal's depth (deeper: sandbox, or a generator choice)`,
    )
  }
  checkLevelRows(rules, choice, sandbox)
  if (options.level !== undefined) {
    checkLevel(options.level)
    return onLevel(rules, options.level, options.map ?? 'level', choice, seed, sandbox)
  }
  const place: RunPlace = { runSeed: seed, depth, choice, ...(sandbox ? { sandbox } : {}) }
  // Fresh from generateDungeon: the world records its seed without generating it again.
  const world = createGameWorld<PlayLevel>(generateLevel(place, rules), {
    generated: true,
    kinds: rules.kinds,
  })
  const player = spawnHero(world)
  const arrival = getPosition(world, player)
  const seedHere = levelSeed(seed, depth)
  const rooms = world.dungeon.rooms.length
  const vaults = world.dungeon.vaults ?? []
  const monsters = placeVaultMarks(world, rules, seedHere, depth, vaults, arrival, SIGHT_RADIUS)
  monsters.push(...populateLevel(world, rules, seedHere, rooms, depth, arrival, SIGHT_RADIUS))
  placeItems(world, rules, seedHere, depth, markTiles(vaults))
  const guard = placeGoal(world, rules, depth, arrival, markTiles(vaults))
  if (guard !== 0) monsters.push(guard)
  // Only a run from the top of its seed chain can be replayed from the seed.
  const record = depth === 1 && !sandbox
  return new Run({
    place,
    rules,
    world,
    player,
    monsters,
    stats: freshStats(),
    ...(record ? { inputs: [] } : {}),
  })
}

/** Every name `createRun` takes. */
const RUN_OPTIONS: readonly string[] = [
  ...RULES_OPTIONS,
  'seed',
  'generator',
  'sandbox',
  'depth',
  'level',
  'map',
]

/** A level given to start on: a tile map with its rooms and start, as `fromTiledMap` gives. */
function checkLevel(level: unknown): void {
  const allowed = 'a level { width, height, tiles, rooms, start } (from fromTiledMap, say)'
  if (!isRecord(level)) throw new RunOptionsError('level', level, allowed)
  try {
    checkTileMap('createRun', 'level', level, 1)
  } catch {
    throw new RunOptionsError('level', level, allowed)
  }
  if (!Array.isArray(level.rooms))
    throw new RunOptionsError('level.rooms', level.rooms, 'an array of rooms')
  if (!isRecord(level.start))
    throw new RunOptionsError('level.start', level.start, 'a tile { x, y } of the level')
}

/**
 * Every generator of the depth table, on the run's preset, is one `@delve/map` accepts (a row
 * checked against the default preset may not fit another's map): else a `RunOptionsError`
 * naming the row. Only for a run that follows the table.
 */
function checkLevelRows(rules: RunRules, choice: GeneratorChoice, sandbox: boolean): void {
  if (!followsTable({ runSeed: '', depth: 1, choice, sandbox }, rules)) return
  ;(rules.levels ?? []).forEach((row, i) => {
    row.generators.forEach((generator, j) => {
      const options = {
        preset: choice.preset,
        ...generator.options,
        algorithm: generator.algorithm,
      }
      try {
        resolveDungeonOptions(optionsFor(options))
      } catch (error) {
        if (!(error instanceof DungeonOptionsError)) throw error
        const at = `tables.levels[${i}].generators[${j}].options.${error.option}`
        throw new RunOptionsError(
          at,
          error.value,
          `${error.allowed} (with preset ${choice.preset})`,
        )
      }
    })
  })
}

/** The generator's options, resolved as `@delve/map` resolves them (its errors as they are). */
function checkedChoice(generator: Partial<GeneratorChoice> | undefined): GeneratorChoice {
  if (generator === undefined) return defaultChoice()
  if (typeof generator !== 'object' || generator === null) {
    throw new RunOptionsError('generator', generator, "an object of @delve/map's dungeon options")
  }
  if ('seed' in generator || 'rng' in generator) {
    throw new RunOptionsError(
      'generator.seed',
      'given',
      'nothing: the run gives each level its seed',
    )
  }
  try {
    return choiceOf(resolveDungeonOptions(optionsFor(generator)))
  } catch (error) {
    if (error instanceof DungeonOptionsError) throw error
    throw new RunOptionsError('generator', generator, "@delve/map's dungeon options")
  }
}

/**
 * A run whose first level is `level` (a map loaded from `address`); the seed continues the chain
 * below it. The player starts on the map's start. Such a run is not recorded: its first level is
 * not the seed's.
 */
function onLevel(
  rules: RunRules,
  level: PlayLevel,
  address: string,
  choice: GeneratorChoice,
  runSeed: string,
  sandbox: boolean,
): Run {
  const place: RunPlace = {
    runSeed,
    depth: 1,
    choice,
    map: address,
    ...(sandbox ? { sandbox } : {}),
  }
  const world = createGameWorld<PlayLevel>(level, { kinds: rules.kinds })
  const player = spawnHero(world)
  const arrival = getPosition(world, player)
  const rooms = level.rooms.length
  const monsters = populateLevel(world, rules, runSeed, rooms, 1, arrival, SIGHT_RADIUS)
  placeItems(world, rules, runSeed, 1)
  const guard = placeGoal(world, rules, 1, arrival)
  if (guard !== 0) monsters.push(guard)
  return new Run({ place, rules, world, player, monsters, stats: freshStats() })
}
