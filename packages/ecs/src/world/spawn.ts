import { inBounds, isWalkable, MAX_MAP_SIZE, type Point, pointToIndex, type Rng } from '@delve/map'
import { addComponent, addEntity, entityExists, query, removeEntity } from 'bitecs'
import {
  checkBoolean,
  checkInteger,
  checkOptions,
  checkPoint,
  isIntegerIn,
  isRecord,
} from '../checks.js'
import { ArgumentTypeError, EntityError, SpawnError } from '../errors.js'
import { MAX_SIGHT_RADIUS } from './components.js'
import type { GameWorld } from './game-world.js'
import { checkWorld, internals, reuseLowestIdsFirst } from './internals.js'
import { startOf } from './level.js'
import { cancelPendingMoves } from './scratch.js'

/** What `spawnEntity` takes besides the world and the tile. */
export interface SpawnOptions {
  /** Whether the entity occupies its tile so that nothing else may enter (default true). */
  blocks?: boolean
  /** The `Renderable.sprite` value (0 … 65535), for clients that draw. */
  sprite?: number
  /** A `Viewshed` of this radius in tiles (0: unlimited); none when absent. */
  sight?: number
}

/**
 * Adds an entity with `Position` and `MoveIntent` at `at`; a blocker that is not a player is
 * also tagged `Actor`. Refuses (with a `SpawnError`, leaving the world unchanged) a tile outside
 * the map, a wall, a tile a blocker holds, or a full world.
 */
export function spawnEntity(world: GameWorld, at: Point, options: SpawnOptions = {}): number {
  checkWorld('spawnEntity', world)
  return spawn('spawnEntity', world, at, options, false, -1)
}

/**
 * The player's entity: a blocker tagged `Player`, at the level's start unless told otherwise; a
 * world has one (a second is refused). `spawnPlayer` (creatures/) also works out its first view.
 */
export function spawnPlayerEntity(
  world: GameWorld,
  at?: Point,
  options: SpawnOptions = {},
): number {
  const fn = 'spawnPlayer'
  checkWorld(fn, world)
  const { Player } = world.components
  const [other] = query(world, [Player])
  if (other !== undefined) {
    throw new SpawnError(
      fn,
      'world',
      world,
      'a world with no player yet: one player a world',
      `a world with a player already (entity ${other})`,
    )
  }
  return spawn(fn, world, at ?? startOf(world.dungeon), options, true, -1)
}

/**
 * A monster: a blocking `Actor` with `Monster.kind = kind` (an index into `world.kinds.monsters`).
 * Same refusals as `spawnEntity`, plus an unknown kind.
 */
export function spawnBlocker(
  world: GameWorld,
  at: Point,
  kind: number,
  options: Pick<SpawnOptions, 'sprite' | 'sight'> = {},
): number {
  return spawnMonsterEntity('spawnBlocker', world, at, kind, options)
}

/** `spawnBlocker` for `fn`: `spawnMonster` says its own name when it refuses. */
export function spawnMonsterEntity(
  fn: string,
  world: GameWorld,
  at: Point,
  kind: number,
  options: Pick<SpawnOptions, 'sprite' | 'sight'>,
): number {
  checkWorld(fn, world)
  checkInteger(fn, 'kind', kind, 0, world.kinds.monsters.length - 1, SpawnError)
  const { sprite, sight } = checkOptions(fn, options, 'an object { sprite?, sight? }')
  // Monsters act in id order: a monster made mid-level (a wanderer, a summons) takes the lowest
  // free id, which follows from the ids alive alone, so a world restored from its snapshot
  // numbers it as the original did (the order of past removals is not in the snapshot).
  reuseLowestIdsFirst(internals(world).entityIndex)
  return spawn(fn, world, at, { sprite, sight, blocks: true } as SpawnOptions, false, kind)
}

/** Removes an entity; a blocker's tile is freed (by the world's `BlocksMovement` observer). */
export function despawn(world: GameWorld, eid: number): void {
  checkWorld('despawn', world)
  checkEntity('despawn', 'eid', world, eid)
  cancelPendingMoves(internals(world).scratch)
  removeEntity(world, eid)
}

/**
 * Throws unless `eid` is a live entity of `world`: an `ArgumentTypeError` for a world that is not
 * one or an id that is not a number, an `EntityError` for a number that names no live entity.
 */
export function assertEntity(world: GameWorld, eid: number): void {
  checkWorld('assertEntity', world)
  checkEntity('assertEntity', 'eid', world, eid)
}

/**
 * `assertEntity` for `fn`'s `argument`, in a world already checked: two comparisons and bitecs's
 * lookup, so a call checks its ids at no cost worth measuring.
 */
export function checkEntity(fn: string, argument: string, world: GameWorld, eid: unknown): number {
  if (isIntegerIn(eid, 1, world.capacity - 1) && entityExists(world, eid)) return eid
  if (typeof eid !== 'number') {
    throw new ArgumentTypeError(
      fn,
      argument,
      eid,
      `an entity id, an integer from 1 to ${world.capacity - 1}`,
    )
  }
  throw new EntityError(
    fn,
    argument,
    eid,
    `the id of a live entity of this world (there is no entity ${eid})`,
  )
}

/** What `spawn`'s options are, in words. */
const SPAWN_OPTIONS = 'an object { blocks?, sprite?, sight? }'

/** Checks everything first, so that a refusal leaves the world exactly as it was. */
function spawn(
  fn: string,
  world: GameWorld,
  at: Point,
  given: SpawnOptions,
  player: boolean,
  kind: number,
): number {
  const { components, occupancy } = world
  const options = checkOptions(fn, given, SPAWN_OPTIONS)
  const index = checkFloor(fn, world, at)
  const { x, y } = at
  const blocks = options.blocks === undefined || checkBoolean(fn, 'options.blocks', options.blocks)
  const occupant = occupancy[index] as number
  if (blocks && occupant !== 0) {
    throw new SpawnError(
      fn,
      'at',
      at,
      'a tile no blocker holds',
      `(${x}, ${y}): entity ${occupant} is there`,
    )
  }
  const sprite =
    options.sprite === undefined
      ? undefined
      : checkInteger(fn, 'options.sprite', options.sprite, 0, 0xffff, SpawnError)
  const sight =
    options.sight === undefined
      ? undefined
      : checkInteger(fn, 'options.sight', options.sight, 0, MAX_SIGHT_RADIUS, SpawnError)
  checkRoom(fn, world)

  cancelPendingMoves(internals(world).scratch)
  const eid = addEntity(world)
  const { Position, MoveIntent, BlocksMovement, Player, Actor, Monster, Renderable, Viewshed } =
    components
  addComponent(world, eid, Position)
  addComponent(world, eid, MoveIntent)
  Position.x[eid] = x
  Position.y[eid] = y
  // Ids are recycled: clear whatever a removed entity left in the arrays.
  MoveIntent.dx[eid] = 0
  MoveIntent.dy[eid] = 0
  Monster.kind[eid] = 0
  Renderable.sprite[eid] = 0
  Viewshed.radius[eid] = 0
  if (blocks) {
    addComponent(world, eid, BlocksMovement)
    occupancy[index] = eid
  }
  if (player) addComponent(world, eid, Player)
  else if (blocks) addComponent(world, eid, Actor)
  if (kind >= 0) {
    addComponent(world, eid, Monster)
    Monster.kind[eid] = kind
  }
  if (sprite !== undefined) {
    addComponent(world, eid, Renderable)
    Renderable.sprite[eid] = sprite
  }
  if (sight !== undefined) {
    addComponent(world, eid, Viewshed)
    Viewshed.radius[eid] = sight
  }
  return eid
}

/**
 * The index of the tile `at`, checked: a point of integers, on the map, walkable. A `SpawnError`
 * says which it is not.
 */
export function checkFloor(fn: string, world: GameWorld, at: Point): number {
  const { dungeon } = world
  const floor = `a walkable tile {x, y} of the ${dungeon.width}×${dungeon.height} map`
  if (!isRecord(at)) throw new ArgumentTypeError(fn, 'at', at, floor)
  const x = checkInteger(
    fn,
    'at.x',
    at.x,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    SpawnError,
  )
  const y = checkInteger(
    fn,
    'at.y',
    at.y,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    SpawnError,
  )
  if (!inBounds(dungeon, x, y)) {
    throw new SpawnError(
      fn,
      'at',
      at,
      floor,
      `(${x}, ${y}), outside the ${dungeon.width}×${dungeon.height} map`,
    )
  }
  const index = pointToIndex(dungeon, { x, y })
  if (!isWalkable(dungeon.tiles[index] as number)) {
    throw new SpawnError(fn, 'at', at, floor, `(${x}, ${y}), a tile that is not walkable`)
  }
  return index
}

/** A `SpawnError` naming `fn` unless the world has room for one more entity. */
export function checkRoom(fn: string, world: GameWorld): void {
  const { capacity } = world
  if (nextEntityId(world) < capacity) return
  throw new SpawnError(
    fn,
    'world',
    world,
    'a world with room for one more entity (despawn one, or make the world with a larger capacity)',
    `full (capacity ${capacity})`,
  )
}

/** The id bitecs will hand out next: the first recycled one, else one past the largest so far. */
export function nextEntityId(world: GameWorld): number {
  const index = internals(world).entityIndex
  return index.aliveCount < index.dense.length
    ? (index.dense[index.aliveCount] as number)
    : index.maxId + 1
}

/** What `populate` and `populateItems` place, checked: the kinds to draw from and the tiles to skip. */
export interface Placing {
  kinds: readonly number[]
  exclude: readonly Point[]
  minDistance: number | undefined
}

/**
 * The arguments of `populate` and `populateItems` after the world: an rng, a count, and options
 * of kinds (codes below `kindCount`), tiles to skip and a distance from the start.
 */
export function checkPlacing(
  fn: string,
  rng: unknown,
  count: unknown,
  given: unknown,
  kindCount: number,
): Placing {
  if (typeof (rng as Partial<Rng> | null | undefined)?.int !== 'function') {
    throw new ArgumentTypeError(fn, 'rng', rng, 'a generator from createRng')
  }
  checkInteger(fn, 'count', count, 0, MAX_MAP_SIZE * MAX_MAP_SIZE, SpawnError)
  const options = checkOptions(fn, given, 'an object { kinds?, exclude?, minDistance? }')
  const codes = `a non-empty list of kind codes, integers from 0 to ${kindCount - 1}`
  let kinds: readonly number[]
  if (options.kinds === undefined) {
    kinds = Array.from({ length: kindCount }, (_, kind) => kind)
  } else {
    if (!Array.isArray(options.kinds)) {
      throw new ArgumentTypeError(fn, 'options.kinds', options.kinds, codes)
    }
    kinds = options.kinds
    kinds.forEach((kind, i) => {
      checkInteger(fn, `options.kinds[${i}]`, kind, 0, kindCount - 1, SpawnError)
    })
  }
  if (kinds.length === 0) throw new SpawnError(fn, 'options.kinds', kinds, codes)
  const exclude = options.exclude ?? []
  if (!Array.isArray(exclude)) {
    throw new ArgumentTypeError(fn, 'options.exclude', exclude, 'a list of points {x, y}')
  }
  exclude.forEach((p, i) => {
    checkPoint(fn, `options.exclude[${i}]`, p)
  })
  const { minDistance } = options
  if (minDistance !== undefined) {
    checkInteger(fn, 'options.minDistance', minDistance, 0, MAX_MAP_SIZE, SpawnError)
  }
  return { kinds, exclude, minDistance: minDistance as number | undefined }
}
