import { inBounds, isWalkable, type Point, pointToIndex } from '@delve/map'
import { addComponent, addEntity, entityExists, query, removeEntity } from 'bitecs'
import { isIntegerIn, show } from '../checks.js'
import { EntityError, SpawnError } from '../errors.js'
import { MAX_SIGHT_RADIUS } from './components.js'
import type { GameWorld } from './game-world.js'
import { internals } from './internals.js'
import { startOf } from './level.js'
import { cancelPendingMoves } from './scratch.js'

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
  return spawn(world, at, options, false, -1)
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
  const { Player } = world.components
  const [other] = query(world, [Player])
  if (other !== undefined) {
    throw new SpawnError(`cannot spawn a second player: entity ${other} is the player already`)
  }
  return spawn(world, at ?? startOf(world.dungeon), options, true, -1)
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
  const kinds = world.kinds.monsters.length
  if (!isIntegerIn(kind, 0, kinds - 1)) {
    throw new SpawnError(
      `cannot spawn monster kind ${show(kind)}: expected an integer from 0 to ${kinds - 1}`,
    )
  }
  return spawn(world, at, { ...options, blocks: true }, false, kind)
}

/** Removes an entity; a blocker's tile is freed (by the world's `BlocksMovement` observer). */
export function despawn(world: GameWorld, eid: number): void {
  assertEntity(world, eid)
  cancelPendingMoves(internals(world).scratch)
  removeEntity(world, eid)
}

/** Throws an `EntityError` unless `eid` is a live entity of this world. */
export function assertEntity(world: GameWorld, eid: number): void {
  if (!isIntegerIn(eid, 1, world.capacity - 1) || !entityExists(world, eid)) {
    throw new EntityError(`no entity ${eid} in this world`)
  }
}

/** Checks everything first, so that a refusal leaves the world exactly as it was. */
function spawn(
  world: GameWorld,
  at: Point,
  options: SpawnOptions,
  player: boolean,
  kind: number,
): number {
  const { components, occupancy, capacity } = world
  const index = checkFloor(world, at)
  const { x, y } = at
  const blocks = options.blocks ?? true
  const occupant = occupancy[index] as number
  if (blocks && occupant !== 0) {
    throw new SpawnError(`cannot spawn at (${x}, ${y}): entity ${occupant} is there`)
  }
  const { sprite } = options
  if (sprite !== undefined && !isIntegerIn(sprite, 0, 0xffff)) {
    throw new SpawnError(`cannot spawn with sprite ${sprite}: expected an integer from 0 to 65535`)
  }
  const { sight } = options
  if (sight !== undefined && !isIntegerIn(sight, 0, MAX_SIGHT_RADIUS)) {
    throw new SpawnError(
      `cannot spawn with sight ${sight}: expected an integer from 0 to ${MAX_SIGHT_RADIUS}`,
    )
  }
  if (nextEntityId(world) >= capacity) {
    throw new SpawnError(`cannot spawn: the world is full (capacity ${capacity})`)
  }

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
export function checkFloor(world: GameWorld, at: Point): number {
  const { dungeon } = world
  if (typeof at !== 'object' || at === null) {
    throw new SpawnError(`cannot spawn at ${show(at)}: expected a point {x, y}`)
  }
  const { x, y } = at
  if (!Number.isInteger(x) || !Number.isInteger(y)) {
    throw new SpawnError(`cannot spawn at (${show(x)}, ${show(y)}): coordinates must be integers`)
  }
  if (!inBounds(dungeon, x, y)) {
    throw new SpawnError(
      `cannot spawn at (${x}, ${y}): outside the ${dungeon.width}×${dungeon.height} map`,
    )
  }
  const index = pointToIndex(dungeon, { x, y })
  if (!isWalkable(dungeon.tiles[index] as number)) {
    throw new SpawnError(`cannot spawn at (${x}, ${y}): the tile is not walkable`)
  }
  return index
}

/** The id bitecs will hand out next: the first recycled one, else one past the largest so far. */
export function nextEntityId(world: GameWorld): number {
  const index = internals(world).entityIndex
  return index.aliveCount < index.dense.length
    ? (index.dense[index.aliveCount] as number)
    : index.maxId + 1
}
