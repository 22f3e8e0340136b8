import { createVision, inBounds, type Point, pointToIndex } from '@delve/map'
import {
  createEntityIndex,
  createWorld,
  getAllEntities,
  hasComponent,
  observe,
  onRemove,
  removeEntity,
} from 'bitecs'
import { checkBoolean, checkInteger, checkOptions, checkRecord, isRecord } from '../checks.js'
import { ArgumentTypeError, EntityError } from '../errors.js'
import { createStepEvents, createStepLog } from '../events/step-events.js'
import { createComponents, MAX_CAPACITY } from './components.js'
import {
  type CombatRule,
  DEFAULT_CAPACITY,
  type GameWorld,
  type GameWorldContext,
  type GameWorldOptions,
  type Kinds,
  type SetDungeonOptions,
} from './game-world.js'
import {
  attachInternals,
  checkWorld,
  internals,
  reuseLowestIdsFirst,
  standing,
} from './internals.js'
import {
  assertLevel,
  isUnchanged,
  type Level,
  type LevelOrigin,
  originOf,
  startOf,
} from './level.js'
import { seedNumber } from './noise.js'
import { nearestFree } from './queries.js'
import { cancelPendingMoves, createStepScratch } from './scratch.js'
import { createSightState } from './sight-state.js'

/** The options `createGameWorld` knows; any other is refused, so a typo is never ignored. */
const WORLD_OPTIONS = ['capacity', 'seed', 'generated', 'kinds', 'combat'] as const

/**
 * `createGameWorld`'s work: a world holding `dungeon`, with components sized for `capacity`
 * entities and no entities yet, made of `options.kinds` or else of `defaultKinds`. The default
 * comes from the caller because the default kinds (their effects) are built on the layers above
 * this one.
 */
export function newWorld<L extends Level>(
  dungeon: L,
  options: GameWorldOptions,
  defaultKinds: Kinds,
): GameWorld<L> {
  const fn = 'createGameWorld'
  const known = `an object of ${WORLD_OPTIONS.join(', ')}`
  checkRecord(fn, 'options', options, known)
  const unknown = Object.keys(options).filter(
    (key) => !(WORLD_OPTIONS as readonly string[]).includes(key),
  )
  if (unknown.length > 0) {
    const names = unknown.map((k) => JSON.stringify(k)).join(', ')
    throw new EntityError(
      fn,
      'options',
      options,
      known,
      `an object with the unknown option ${names}`,
    )
  }
  const capacity = checkInteger(
    fn,
    'options.capacity',
    options.capacity ?? DEFAULT_CAPACITY,
    2,
    MAX_CAPACITY,
    EntityError,
  )
  const { seed } = options
  if (seed === '') {
    throw new EntityError(
      fn,
      'options.seed',
      seed,
      'text of one character or more, or a safe integer',
    )
  }
  if (seed !== undefined && typeof seed !== 'string') {
    checkInteger(
      fn,
      'options.seed',
      seed,
      Number.MIN_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER,
      EntityError,
    )
  }
  if (options.generated !== undefined) checkBoolean(fn, 'options.generated', options.generated)
  assertLevel(fn, 'dungeon', dungeon)
  const entityIndex = createEntityIndex()
  const world = createWorld<GameWorldContext<L>>(
    {
      components: createComponents(capacity),
      capacity,
      dungeon,
      occupancy: new Int32Array(dungeon.width * dungeon.height),
      events: createStepEvents(),
      log: createStepLog(capacity),
      vision: createVision(dungeon),
      turn: 0,
      seed: seedNumber(options.seed ?? levelSeed(dungeon)),
      kinds: checkedKinds(fn, options.kinds, defaultKinds),
      combat: checkedCombat(fn, options.combat),
      rolls: 0,
    },
    entityIndex,
  )
  const hidden = {
    scratch: createStepScratch(capacity, dungeon.width * dungeon.height),
    entityIndex,
    origin: originOf(dungeon, options.generated === true),
    sight: createSightState(),
    standing: new Map(),
  }
  attachInternals(world, hidden)
  // The item queries are registered before any entity exists, so their lists keep the order in
  // which items were made; the others at their first use.
  standing(world, 'floor')
  standing(world, 'carried')
  // A blocker removed by any means (despawn, or bitecs's removeEntity / removeComponent) frees
  // its tile, so the grid stays true even for callers that bypass the helpers.
  const { Position, BlocksMovement } = world.components
  observe(world, onRemove(BlocksMovement), (eid: number) => {
    const at = { x: Position.x[eid] as number, y: Position.y[eid] as number }
    if (inBounds(world.dungeon, at.x, at.y)) {
      const tile = pointToIndex(world.dungeon, at)
      if (world.occupancy[tile] === eid) world.occupancy[tile] = 0
    }
    cancelPendingMoves(hidden.scratch)
  })
  return world
}

/**
 * Swaps in a new level (a regenerate): every entity but the players and what they carry is
 * removed, the occupancy
 * grid is rebuilt for the new size, and the players are put back at the new start (the first
 * player on `start`, any others on the nearest free tiles). Entity count goes back to the players.
 */
export function setDungeon<L extends Level>(
  world: GameWorld<L>,
  dungeon: L,
  options: SetDungeonOptions = {},
): void {
  const fn = 'setDungeon'
  checkWorld(fn, world)
  assertLevel(fn, 'dungeon', dungeon)
  const { generated } = checkOptions(fn, options, 'an object { generated? }')
  if (generated !== undefined) checkBoolean(fn, 'options.generated', generated)
  const { Player, Position, MoveIntent, BlocksMovement, Carried } = world.components
  const players = getAllEntities(world)
    .filter((eid) => hasComponent(world, eid, Player))
    .sort((a, b) => a - b)
  // Place the players on the new level first, so a level with no room for them changes nothing.
  const occupancy = new Int32Array(dungeon.width * dungeon.height)
  const start = startOf(dungeon)
  const places = players.map((eid) => {
    const at = nearestFree(dungeon, occupancy, start)
    if (!at) {
      throw new EntityError(
        fn,
        'dungeon',
        dungeon,
        'a level with a free walkable tile for each player',
        `a level with no free walkable tile for player ${eid}`,
      )
    }
    if (hasComponent(world, eid, BlocksMovement)) occupancy[pointToIndex(dungeon, at)] = eid
    return at
  })
  const origin = originOf(dungeon, generated === true)

  const hidden = internals(world)
  cancelPendingMoves(hidden.scratch)
  const kept = new Set(players)
  for (const eid of getAllEntities(world)) {
    const carried = hasComponent(world, eid, Carried) && kept.has(Carried.holder[eid] as number)
    if (!kept.has(eid) && !carried) removeEntity(world, eid)
  }
  reuseLowestIdsFirst(hidden.entityIndex)
  world.dungeon = dungeon
  world.occupancy = occupancy
  hidden.scratch.claim = new Int32Array(occupancy.length)
  hidden.origin = origin
  // A new level starts unexplored; the next visibilitySystem run sees it.
  world.vision = createVision(dungeon)
  hidden.sight = createSightState()
  world.events = createStepEvents()
  world.log.bumpCount = 0
  world.log.moveCount = 0
  players.forEach((eid, i) => {
    const at = places[i] as Point
    Position.x[eid] = at.x
    Position.y[eid] = at.y
    MoveIntent.dx[eid] = 0
    MoveIntent.dy[eid] = 0
  })
}

/**
 * Where the world's level came from, if it was recorded when the level was set and the level
 * has not changed since (same object, tiles and start): `snapshot`'s way to store it as a seed.
 */
export function unchangedOrigin(world: GameWorld): LevelOrigin | undefined {
  const { origin } = internals(world)
  return origin && isUnchanged(origin, world.dungeon) ? origin : undefined
}

function checkedCombat(fn: string, combat: unknown): CombatRule {
  if (combat === undefined) return 'rolled'
  if (combat === 'rolled' || combat === 'fixed') return combat
  const rules = '"rolled" or "fixed"'
  if (typeof combat !== 'string') throw new ArgumentTypeError(fn, 'options.combat', combat, rules)
  throw new EntityError(fn, 'options.combat', combat, rules)
}

/** The kinds option: a table from `defineKinds` (frozen), or the defaults. */
function checkedKinds(fn: string, kinds: Kinds | undefined, defaults: Kinds): Kinds {
  if (kinds === undefined) return defaults
  checkKinds(fn, 'options.kinds', kinds)
  return kinds
}

const KINDS_TABLE = 'a table made by defineKinds({ monsters, items })'

/** An error naming `fn` unless `kinds` is a table `defineKinds` made (frozen, two lists). */
export function checkKinds(fn: string, argument: string, kinds: unknown): asserts kinds is Kinds {
  if (!isRecord(kinds)) throw new ArgumentTypeError(fn, argument, kinds, KINDS_TABLE)
  if (
    !Object.isFrozen(kinds) ||
    !Array.isArray(kinds.monsters) ||
    !Array.isArray(kinds.items) ||
    !Array.isArray(kinds.behaviours) ||
    !Array.isArray(kinds.rules)
  ) {
    throw new EntityError(fn, argument, kinds, KINDS_TABLE)
  }
}

/** A generated level's own seed, so its monsters' chance follows from it; 0 for other levels. */
function levelSeed(level: Level): string | number {
  const { seed } = level as { seed?: unknown }
  return typeof seed === 'string' ? seed : 0
}
