import { createVision, inBounds, type Point, pointToIndex } from '@delve/map'
import {
  createEntityIndex,
  createWorld,
  getAllEntities,
  hasComponent,
  observe,
  onRemove,
  registerQuery,
  removeEntity,
} from 'bitecs'
import { isIntegerIn, show } from '../checks.js'
import { EntityError } from '../errors.js'
import { createStepEvents, createStepLog } from '../events/step-events.js'
import { createComponents } from './components.js'
import {
  type CombatRule,
  DEFAULT_CAPACITY,
  type GameWorld,
  type GameWorldContext,
  type GameWorldOptions,
  type Kinds,
  MAX_CAPACITY,
  type SetDungeonOptions,
} from './game-world.js'
import { attachInternals, internals, reuseLowestIdsFirst } from './internals.js'
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
  if (typeof options !== 'object' || options === null) {
    throw new EntityError(`createGameWorld options: expected an object, got ${show(options)}`)
  }
  const unknown = Object.keys(options).filter(
    (key) => !(WORLD_OPTIONS as readonly string[]).includes(key),
  )
  if (unknown.length > 0) {
    throw new EntityError(
      `createGameWorld: unknown option ${unknown.map((k) => JSON.stringify(k)).join(', ')}; the options are ${WORLD_OPTIONS.join(', ')}`,
    )
  }
  const capacity = options.capacity ?? DEFAULT_CAPACITY
  const { seed } = options
  if (seed !== undefined && typeof seed !== 'string' && !Number.isSafeInteger(seed)) {
    throw new EntityError(`seed ${String(seed)}: expected text or an integer`)
  }
  if (!isIntegerIn(capacity, 2, MAX_CAPACITY)) {
    throw new EntityError(
      `capacity must be an integer from 2 to ${MAX_CAPACITY}, got ${show(capacity)}`,
    )
  }
  assertLevel(dungeon)
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
      kinds: checkedKinds(options.kinds, defaultKinds),
      combat: checkedCombat(options.combat),
      rolls: 0,
    },
    entityIndex,
  )
  const hidden = {
    scratch: createStepScratch(capacity, dungeon.width * dungeon.height),
    entityIndex,
    origin: originOf(dungeon, options.generated === true),
    sight: createSightState(),
    queries: {
      floor: registerQuery(world, [world.components.Item, world.components.Position]),
      carried: registerQuery(world, [world.components.Carried]),
    },
  }
  attachInternals(world, hidden)
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
  assertLevel(dungeon)
  const { Player, Position, MoveIntent, BlocksMovement, Carried } = world.components
  const players = getAllEntities(world)
    .filter((eid) => hasComponent(world, eid, Player))
    .sort((a, b) => a - b)
  // Place the players on the new level first, so a level with no room for them changes nothing.
  const occupancy = new Int32Array(dungeon.width * dungeon.height)
  const start = startOf(dungeon)
  const places = players.map((eid) => {
    const at = nearestFree(dungeon, occupancy, start)
    if (!at) throw new EntityError(`the new level has no free walkable tile for player ${eid}`)
    if (hasComponent(world, eid, BlocksMovement)) occupancy[pointToIndex(dungeon, at)] = eid
    return at
  })
  const origin = originOf(dungeon, options.generated === true)

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

function checkedCombat(combat: unknown): CombatRule {
  if (combat === undefined) return 'rolled'
  if (combat === 'rolled' || combat === 'fixed') return combat
  throw new EntityError(`combat ${JSON.stringify(combat)}: expected "rolled" or "fixed"`)
}

/** The kinds option: a table from `defineKinds` (frozen), or the defaults. */
function checkedKinds(kinds: Kinds | undefined, defaults: Kinds): Kinds {
  if (kinds === undefined) return defaults
  if (!Object.isFrozen(kinds) || !Array.isArray(kinds.monsters) || !Array.isArray(kinds.items)) {
    throw new EntityError('kinds: expected a table made by defineKinds({ monsters, items })')
  }
  return kinds
}

/** A generated level's own seed, so its monsters' chance follows from it; 0 for other levels. */
function levelSeed(level: Level): string | number {
  const { seed } = level as { seed?: unknown }
  return typeof seed === 'string' ? seed : 0
}
