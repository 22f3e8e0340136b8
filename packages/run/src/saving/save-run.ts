import { type GameWorld, restore, SnapshotError, snapshot, type WorldSnapshot } from '@delve/ecs'
import {
  CircularRoom,
  checkOptions,
  type Dungeon,
  DungeonOptionsError,
  indexToPoint,
  type Point,
  RectangularRoom,
  resolveDungeonOptions,
  Tile,
} from '@delve/map'
import {
  type ChoiceSpec,
  choiceOf,
  GENERATOR_OPTIONS,
  type GeneratorChoice,
  optionsFor,
  sameChoice,
} from '../chain/generator-choice.js'
import { levelSeed, MAX_DEPTH, seedError } from '../chain/seed-chain.js'
import { hiddenFamily } from '../content/appearances.js'
import { RULES_OPTIONS, type RulesOptions, type RunRules, runRules } from '../content/run-rules.js'
import { decodeLog, encodeLog } from '../input/log-codec.js'
import type { LoggedInput } from '../input/run-input.js'
import { levelChoice, makeLevel } from '../level/make-level.js'
import { contentChecksum, defaultContentChecksum } from '../replay/checksum.js'
import { contentField } from '../replay/replay-run.js'
import { checkRun } from '../run/check-run.js'
import type { RememberedTile } from '../run/items.js'
import { dugTiles, type KeptLevel, type SavedRoom } from '../run/kept-level.js'
import {
  type PlayLevel,
  Run,
  type RunClocks,
  type RunPlace,
  type RunStats,
  savedRoom,
} from '../run/run.js'
import { readCaged, vaultsOf } from '../run/vault-doors.js'
import { readKeptLevels } from './kept-levels.js'
import { proveSave } from './prove-save.js'
import {
  isIntegerIn,
  readBoolean,
  readCount,
  readList,
  readNumber,
  readRecord,
  readText,
} from './read.js'
import { SaveError } from './save-error.js'

export { SaveError }

/**
 * The version of the save format and of the rules its run plays by; part of the data, checked
 * when a save is read. Version 2: levels left behind are kept, the way out is up. Version 3:
 * potions and scrolls unknown until used or identified (`known`), stacked in the pack; time
 * costs something (the clocks: food and wandering monsters). Version 4: eighteen monster kinds,
 * sleep and noise; darts, javelins and wands (charges, slowness, rock dug on a level, here and
 * on levels left behind: `KeptLevel.dug`). Version 5: vaults in the levels (their locked doors
 * unlocked, kept as `dug` is; their altars caged: `caged`, here and on levels left behind).
 * Version 6: the rules of version 6 of the run (called monsters give no experience; a called
 * monster whose caller died is saved as such). Version 7: the rules of version 7 of the run
 * (rooms and corridors and BSP levels made round their vaults). Version 8: the rules of version 8
 * of the run (the stairs cost a turn; no free identification). Version 9: the rules of version 9
 * of the run (healing that scales with the hero). Version 10: the rules of version 10 of the run
 * (the cave spider among the default kinds).
 */
export const SAVE_VERSION = 10

/** What is stored: where the run is in its seed chain, and its world as `@delve/ecs` saves it. */
export interface SavedRun {
  version: typeof SAVE_VERSION
  runSeed: string
  depth: number
  /**
   * Every option of the choice. A save made before an option was added lacks it; it reads as the
   * option's default, which is what that run was generated with.
   */
  choice: GeneratorChoice
  map?: string
  /** The generator's sandbox rather than a run (absent: a run). */
  sandbox?: true
  /** A loaded map's rooms (a generated level's come back with its seed). */
  rooms?: SavedRoom[]
  stats: RunStats
  /** The message log, oldest first (absent in saves from before combat). */
  log?: string[]
  /** The items remembered on explored tiles, as last seen: [tile index, kind names] (absent before items). */
  seenItems?: RememberedTile[]
  /** What the player did since the run began (`encodeLog`), for its replay; absent when it has none. */
  inputs?: string
  /** The food left and the wanderers alive on this level (`RunClocks`). */
  clocks: RunClocks
  /** The levels left behind, as they were left, shallowest first; absent when none is. */
  levels?: KeptLevel[]
  /** Out of the dungeon with the goal: the run is won (absent while it is not). */
  escaped?: true
  /** The potion and scroll kinds the player knows, by name, in code order; absent when none. */
  known?: string[]
  /** The vaults of this level whose altars are caged, by index; absent when none. */
  caged?: number[]
  /** `contentChecksum` of the content it was played with, when not the default. */
  content?: string
  snapshot: WorldSnapshot
}

/** The run as the save's data (`saveRun` writes it as JSON text). */
export function encodeRun(run: Run): SavedRun {
  checkRun('encodeRun', 'run', run)
  const place = run.where()
  const saved: SavedRun = {
    version: SAVE_VERSION,
    runSeed: place.runSeed,
    depth: place.depth,
    choice: { ...place.choice },
    stats: JSON.parse(JSON.stringify(run.stats)),
    log: [...run.messages()],
    seenItems: run.seenItems(),
    clocks: run.clocksNow(),
    snapshot: snapshot(run.world),
  }
  if (place.sandbox) saved.sandbox = true
  const inputs = run.inputLog()
  if (inputs) saved.inputs = encodeLog(inputs)
  if (place.map !== undefined) {
    saved.map = place.map
    saved.rooms = run.level.rooms.map(savedRoom)
  }
  const levels = run.keptLevels()
  if (levels.length > 0) saved.levels = levels
  if (run.escaped) saved.escaped = true
  const known = run.known()
  if (known.length > 0) saved.known = known
  const caged = run.cagedNow()
  if (caged.length > 0) saved.caged = caged
  Object.assign(saved, contentField(run))
  return saved
}

/** The run as save text: JSON of `encodeRun`, version and all; `loadRun` reads it back. */
export function saveRun(run: Run): string {
  checkRun('saveRun', 'run', run)
  return JSON.stringify(encodeRun(run))
}

/**
 * The run a save holds, checked through and through: its fields, the world (by `restore`, which
 * refuses corrupt or outdated snapshots), and that the world's level is the one the run's seed
 * chain makes. Anything wrong is a `SaveError`; nothing half-read ever comes back.
 */
export function loadRun(text: string, options: RulesOptions = {}): Run {
  checkOptions('loadRun', options, RULES_OPTIONS)
  if (typeof text !== 'string') throw new SaveError('the save is not text')
  const rules = runRules(options)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new SaveError('the save is not JSON')
  }
  const saved = readRecord(data, 'the save', SaveError)
  if (saved.version !== SAVE_VERSION) {
    const found = JSON.stringify(saved.version ?? null)
    throw new SaveError(
      `the save is of version ${found}; this game reads saves of version ${SAVE_VERSION}`,
      'version',
    )
  }
  const content = contentChecksum(rules)
  if (saved.content !== undefined && saved.content !== content) {
    throw new SaveError(
      `the save was played with other content (kinds with their behaviours and turn rules, tables, goal, perks or vaults) than this: its content is ${String(saved.content).slice(0, 16)}, this is ${content}`,
      'content',
    )
  }
  // A save that names no content was played with the default: with other content, what does
  // not match is the content, not the save.
  const other = saved.content === undefined && content !== defaultContentChecksum()
  try {
    return readRun(saved, rules)
  } catch (error) {
    if (!(error instanceof SaveError) || error.code !== 'edited' || !other) throw error
    throw new SaveError(
      `${error.message}; the save was played with the default content (it names no other), and this content differs from it`,
      'content',
    )
  }
}

/** The run of a save of this version, read through and proved. */
function readRun(saved: Record<string, unknown>, rules: RunRules): Run {
  const place = readPlace(saved)
  const stats = readRecord(saved.stats, 'stats', SaveError)
  const runStats: RunStats = {
    steps: readCount(stats.steps, 'stats.steps', SaveError),
    dungeons: readCount(stats.dungeons, 'stats.dungeons', SaveError),
    // Saves from before combat had neither: nothing was fought yet.
    turns: stats.turns === undefined ? 0 : readCount(stats.turns, 'stats.turns', SaveError),
    kills: stats.kills === undefined ? 0 : readCount(stats.kills, 'stats.kills', SaveError),
  }
  for (const field of ['killsByKind', 'used'] as const) {
    if (stats[field] !== undefined) runStats[field] = readTally(stats[field], `stats.${field}`)
  }
  if (stats.cause !== undefined) runStats.cause = readText(stats.cause, 'stats.cause', SaveError)
  if (stats.perks !== undefined) {
    runStats.perks = readList(stats.perks, 'stats.perks', SaveError).map((name, i) => {
      const perk = readText(name, `stats.perks[${i}]`, SaveError)
      if (!rules.perks.some((p) => p.name === perk)) {
        throw new SaveError(`stats.perks[${i}] is ${JSON.stringify(perk)}, no perk of the run's`)
      }
      return perk
    })
  }
  const log =
    saved.log === undefined
      ? []
      : readList(saved.log, 'log', SaveError).map((line, i) =>
          readText(line, `log[${i}]`, SaveError),
        )

  let inputs: LoggedInput[] | undefined
  if (saved.inputs !== undefined) {
    try {
      inputs = decodeLog(saved.inputs)
    } catch (error) {
      throw new SaveError(`inputs: ${(error as Error).message}`)
    }
  }
  let world: GameWorld
  const seenItems = saved.seenItems === undefined ? [] : readSeenItems(saved.seenItems)
  try {
    world = restore(saved.snapshot, { kinds: rules.kinds })
  } catch (error) {
    // A world `restore` cannot trust: one changed by hand (a figure out of its range, say).
    if (error instanceof SnapshotError) throw new SaveError(error.message, 'edited')
    throw error
  }
  const generated = place.map === undefined ? generatedLevel(world, place, rules) : undefined
  const level = generated ? generated.level : loadedLevel(world, saved)
  const kept = saved.levels === undefined ? [] : readKeptLevels(saved.levels, place, rules)
  if (saved.escaped !== undefined && saved.escaped !== true) {
    throw new SaveError('escaped must be true when present')
  }
  const known = saved.known === undefined ? [] : readKnown(saved.known, world)
  const entities = (saved.snapshot as WorldSnapshot).entities
  const players = entities.filter((e) => e.player)
  if (players.length !== 1)
    throw new SaveError(`the save has ${players.length} players, not 1`, 'edited')
  const monsters = entities.filter((e) => e.monster !== undefined).map((e) => e.id)
  const living = new Set(
    entities.filter((e) => e.monster !== undefined && e.corpse !== true).map((e) => e.id),
  )
  const clocks = readClocks(saved.clocks, rules, living)
  Object.assign(world.dungeon, level)
  const caged =
    saved.caged === undefined ? [] : readCaged(saved.caged, vaultsOf(world.dungeon as PlayLevel))
  if (caged === null || (saved.caged !== undefined && caged.length === 0)) {
    throw new SaveError('caged is not the indices of vaults with altars, in order')
  }
  const run = new Run({
    place,
    rules,
    world: world as GameWorld<PlayLevel>,
    player: (players[0] as { id: number }).id,
    monsters,
    stats: runStats,
    log,
    seenItems: seenItems.filter(([tile]) => tile < world.dungeon.width * world.dungeon.height),
    ...(inputs ? { inputs } : {}),
    clocks,
    kept,
    escaped: saved.escaped === true,
    known,
    ...(generated?.made ? { madeTiles: generated.made } : {}),
    caged,
  })
  proveSave(run, saved.content)
  return run
}

/** The kinds known: names of potion or scroll kinds of the run, each once. */
function readKnown(data: unknown, world: GameWorld): number[] {
  const codes = readList(data, 'known', SaveError).map((name, i) => {
    const text = readText(name, `known[${i}]`, SaveError)
    const code = world.kinds.items.findIndex((kind) => kind.name === text)
    const info = world.kinds.items[code]
    if (!info || hiddenFamily(info) === null) {
      throw new SaveError(
        `known[${i}] is ${JSON.stringify(text)}, not a potion or scroll kind of the run`,
      )
    }
    return code
  })
  if (new Set(codes).size !== codes.length) throw new SaveError('known names a kind twice')
  return codes
}

/** The clocks: food up to the clock's start, wanderers each a living monster of the save, once. */
function readClocks(data: unknown, rules: RunRules, living: ReadonlySet<number>): RunClocks {
  const clocks = readRecord(data, 'clocks', SaveError)
  const most = rules.food?.start ?? 0
  const food = readNumber(clocks.food, 'clocks.food', SaveError)
  if (!isIntegerIn(food, 0, most)) {
    throw new SaveError(`clocks.food is ${food}, not an integer from 0 to ${most}`, 'edited')
  }
  const seen = new Set<number>()
  const wanderers = readList(clocks.wanderers, 'clocks.wanderers', SaveError).map((id, i) => {
    if (!isIntegerIn(id, 1, Number.MAX_SAFE_INTEGER) || !living.has(id) || seen.has(id)) {
      throw new SaveError(`clocks.wanderers[${i}] is not a living monster of the save, once`)
    }
    seen.add(id)
    return id
  })
  return { food, wanderers }
}

/** Counts by name: an object of whole numbers. */
function readTally(data: unknown, what: string): Record<string, number> {
  const record = readRecord(data, what, SaveError)
  const tally: Record<string, number> = {}
  for (const [name, count] of Object.entries(record)) {
    tally[name] = readCount(count, `${what}.${name}`, SaveError)
  }
  return tally
}

/** The remembered items: pairs of a tile index and a list of kind names. */
function readSeenItems(data: unknown): RememberedTile[] {
  return readList(data, 'seenItems', SaveError).map((entry, i) => {
    const [tile, kinds] = Array.isArray(entry) ? entry : []
    if (!isIntegerIn(tile, 0, Number.MAX_SAFE_INTEGER)) {
      throw new SaveError(`seenItems[${i}] is not a tile and its items`)
    }
    const names = readList(kinds, `seenItems[${i}]`, SaveError).map((name, j) =>
      readText(name, `seenItems[${i}][${j}]`, SaveError),
    )
    return [tile, names]
  })
}

function readPlace(saved: Record<string, unknown>): RunPlace {
  const runSeed = readText(saved.runSeed, 'runSeed', SaveError)
  const refused = seedError(runSeed)
  if (refused) throw new SaveError(refused.message)
  const depth = readNumber(saved.depth, 'depth', SaveError)
  if (!isIntegerIn(depth, 1, MAX_DEPTH)) {
    throw new SaveError(`depth is ${depth}, not an integer from 1 to ${MAX_DEPTH}`)
  }
  const choice = readRecord(saved.choice, 'choice', SaveError)
  // Each saved option of its type; one a save lacks (made before the option existed) reads as
  // its default, which is what that run was generated with. The map package is the judge.
  const given: Partial<Record<ChoiceSpec['name'], unknown>> = {}
  for (const spec of GENERATOR_OPTIONS) {
    const value = choice[spec.name]
    if (value !== undefined) given[spec.name] = savedOption(spec, value)
  }
  let resolved: GeneratorChoice
  try {
    resolved = choiceOf(resolveDungeonOptions(optionsFor(given as Partial<GeneratorChoice>)))
  } catch (error) {
    if (error instanceof DungeonOptionsError) throw new SaveError(error.message)
    throw error
  }
  const place: RunPlace = { runSeed, depth, choice: resolved }
  if (saved.sandbox !== undefined) {
    if (saved.sandbox !== true) throw new SaveError('sandbox must be true when present')
    place.sandbox = true
  }
  if (saved.map !== undefined) place.map = readText(saved.map, 'map', SaveError)
  return place
}

/** A saved option, if it is of the option's type. */
function savedOption(spec: ChoiceSpec, value: unknown): unknown {
  const what = `choice.${spec.name}`
  switch (spec.type) {
    case 'integer':
      return readNumber(value, what, SaveError)
    case 'boolean':
      return readBoolean(value, what, SaveError)
    default:
      return readText(value, what, SaveError)
  }
}

/**
 * A generated level must be exactly the one the seed chain gives for this place: regenerated
 * from its seed with the level's choice, or, for a level the run changed (the goal's, with no
 * stairs down, or one with rock dug), saved as tiles that are the ones the run makes but for
 * rock dug to floor inside the border. The parts tiles do not hold (rooms, stairs, seed) are
 * put back beside them; `made` is the level's tiles as made, when the save holds tiles.
 */
function generatedLevel(
  world: GameWorld,
  place: RunPlace,
  rules: RunRules,
): { level: Partial<PlayLevel>; made?: Uint8Array } {
  const dungeon = world.dungeon as Partial<Dungeon>
  const expected = levelSeed(place.runSeed, place.depth)
  if (dungeon.seed === undefined) {
    const made = makeLevel(place, rules)
    const { tiles } = world.dungeon
    const sameSize = made.width === world.dungeon.width && made.height === world.dungeon.height
    // The tiles the run makes, but for rock it dug to floor (never the border).
    const changed = sameSize ? changedTiles(made.tiles, tiles) : null
    const dug = changed ? dugTiles(made.tiles, tiles) : []
    if (changed === null || changed !== dug.length || (made.reproducible && dug.length === 0)) {
      throw new SaveError(
        `the saved level is not level ${place.depth} of seed ${place.runSeed}`,
        'edited',
      )
    }
    if (dug.some((i) => onBorder(made, i))) {
      throw new SaveError(`the saved level has the border of level ${place.depth} dug`, 'edited')
    }
    const { tiles: _, width: __, height: ___, ...rest } = made
    return { level: dug.length > 0 ? { ...rest, reproducible: false } : rest, made: made.tiles }
  }
  if (dungeon.seed !== expected || !dungeon.options) {
    throw new SaveError(
      `the saved level is not level ${place.depth} of seed ${place.runSeed}`,
      'edited',
    )
  }
  if (!sameChoice(choiceOf(dungeon.options), levelChoice(place, rules))) {
    throw new SaveError('the saved level was made with other options than the run', 'edited')
  }
  return { level: {} }
}

/** How many tiles differ between two levels of one size. */
function changedTiles(a: Uint8Array, b: Uint8Array): number {
  let changed = 0
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed++
  return changed
}

function onBorder(level: { width: number; height: number }, i: number): boolean {
  const x = i % level.width
  const y = Math.floor(i / level.width)
  return x === 0 || y === 0 || x === level.width - 1 || y === level.height - 1
}

/** A loaded map comes back as tiles; its rooms and stairs are put back beside them. */
function loadedLevel(world: GameWorld, saved: Record<string, unknown>): Partial<PlayLevel> {
  const { width, height } = world.dungeon
  const rooms = readList(saved.rooms, 'rooms', SaveError).map((item, i) => {
    const [x1, y1, x2, y2, round] = Array.isArray(item) ? item : []
    const inside =
      isIntegerIn(x1, 0, width - 1) &&
      isIntegerIn(x2, 0, width - 1) &&
      isIntegerIn(y1, 0, height - 1) &&
      isIntegerIn(y2, 0, height - 1)
    if (!inside || (round !== 0 && round !== 1)) {
      throw new SaveError(`rooms[${i}] is not a room of the map`)
    }
    const Room = round === 1 ? CircularRoom : RectangularRoom
    return new Room(x1, y1, x2 - x1, y2 - y1)
  })
  const level: Partial<PlayLevel> = { rooms }
  const up = findTile(world.dungeon, Tile.StairsUp)
  const down = findTile(world.dungeon, Tile.StairsDown)
  if (up) level.stairsUp = up
  if (down) level.stairsDown = down
  if (!world.dungeon.start) level.start = up ?? { x: width >> 1, y: height >> 1 }
  return level
}

function findTile(map: { width: number; tiles: Uint8Array }, code: number): Point | undefined {
  const i = map.tiles.indexOf(code)
  return i < 0 ? undefined : indexToPoint(map, i)
}
