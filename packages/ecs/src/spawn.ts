import { isWalkable, type Point } from '@delve/map'
import { addComponent, addEntity, entityExists, removeEntity } from 'bitecs'
import { EntityError, SpawnError } from './errors.js'
import type { GameWorld } from './world.js'

export interface SpawnOptions {
  /** Whether the entity occupies its tile so that nothing else may enter (default true). */
  blocks?: boolean
  /** The `Renderable.sprite` value, for clients that draw. */
  sprite?: number
}

/**
 * Adds an entity with `Position` and `MoveIntent` at `at`. Refuses (with a `SpawnError`, leaving
 * the world unchanged) a tile outside the map, a wall, a tile a blocker holds, or a full world.
 */
export function spawnEntity(world: GameWorld, at: Point, options: SpawnOptions = {}): number {
  const { components, dungeon, occupancy, capacity } = world
  const { x, y } = at
  if (!Number.isInteger(x) || !Number.isInteger(y)) {
    throw new SpawnError(`cannot spawn at (${x}, ${y}): coordinates must be integers`)
  }
  if (x < 0 || y < 0 || x >= dungeon.width || y >= dungeon.height) {
    throw new SpawnError(
      `cannot spawn at (${x}, ${y}): outside the ${dungeon.width}×${dungeon.height} map`,
    )
  }
  const index = y * dungeon.width + x
  if (!isWalkable(dungeon.tiles[index] as number)) {
    throw new SpawnError(`cannot spawn at (${x}, ${y}): the tile is not walkable`)
  }
  const blocks = options.blocks ?? true
  const occupant = occupancy[index] as number
  if (blocks && occupant !== 0) {
    throw new SpawnError(`cannot spawn at (${x}, ${y}): entity ${occupant} is there`)
  }

  const eid = addEntity(world)
  if (eid >= capacity) {
    removeEntity(world, eid)
    throw new SpawnError(`cannot spawn: the world is full (capacity ${capacity})`)
  }
  const { Position, MoveIntent, BlocksMovement, Renderable } = components
  addComponent(world, eid, Position)
  addComponent(world, eid, MoveIntent)
  Position.x[eid] = x
  Position.y[eid] = y
  // Ids are recycled: clear whatever a removed entity left in the arrays.
  MoveIntent.dx[eid] = 0
  MoveIntent.dy[eid] = 0
  if (blocks) {
    addComponent(world, eid, BlocksMovement)
    occupancy[index] = eid
  }
  if (options.sprite !== undefined) {
    addComponent(world, eid, Renderable)
    Renderable.sprite[eid] = options.sprite
  }
  return eid
}

/** The player: a blocking entity tagged `Player`, at the level's start unless told otherwise. */
export function spawnPlayer(world: GameWorld, at?: Point, options: SpawnOptions = {}): number {
  const { dungeon } = world
  const where = at ?? dungeon.start ?? { x: dungeon.width >> 1, y: dungeon.height >> 1 }
  const eid = spawnEntity(world, where, options)
  addComponent(world, eid, world.components.Player)
  return eid
}

/** Removes an entity, freeing its tile in the occupancy grid. */
export function despawn(world: GameWorld, eid: number): void {
  assertEntity(world, eid)
  const { Position } = world.components
  const { width, height } = world.dungeon
  const x = Position.x[eid] as number
  const y = Position.y[eid] as number
  if (x >= 0 && y >= 0 && x < width && y < height && world.occupancy[y * width + x] === eid) {
    world.occupancy[y * width + x] = 0
  }
  removeEntity(world, eid)
}

export function assertEntity(world: GameWorld, eid: number): void {
  if (!Number.isInteger(eid) || eid <= 0 || eid >= world.capacity || !entityExists(world, eid)) {
    throw new EntityError(`no entity ${eid} in this world`)
  }
}
