import { breadthFirst, inBounds, indexToPoint, isWalkable, type Point } from '@delve/map'
import { hasComponent } from 'bitecs'
import { checkInteger, checkPoint } from '../checks.js'
import { EntityError } from '../errors.js'
import type { GameWorld } from './game-world.js'
import { checkWorld, internals } from './internals.js'
import type { Level } from './level.js'
import { checkEntity } from './spawn.js'

/** How many entities the world holds. */
export function entityCount(world: GameWorld): number {
  checkWorld('entityCount', world)
  return internals(world).entityIndex.aliveCount
}

/** Where `eid` stands; an `EntityError` for one with no place (a carried item). */
export function getPosition(world: GameWorld, eid: number): Point {
  checkWorld('getPosition', world)
  checkPlaced('getPosition', 'eid', world, eid)
  const { Position } = world.components
  return { x: Position.x[eid] as number, y: Position.y[eid] as number }
}

/**
 * `checkEntity` for an entity that must stand on a tile: one with no `Position` (an item in a
 * pack) is an `EntityError`.
 */
export function checkPlaced(fn: string, argument: string, world: GameWorld, eid: unknown): number {
  checkEntity(fn, argument, world, eid)
  if (!hasComponent(world, eid as number, world.components.Position)) {
    throw new EntityError(
      fn,
      argument,
      eid,
      'an entity on a tile of the map',
      `${eid}, an entity with no Position (a carried item?)`,
    )
  }
  return eid as number
}

/**
 * The blocking entity on tile (x, y), 0 for none or outside the map: any whole coordinates are
 * answered, a coordinate that is not one is refused.
 */
export function blockerAt(world: GameWorld, x: number, y: number): number {
  checkWorld('blockerAt', world)
  checkInteger('blockerAt', 'x', x, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
  checkInteger('blockerAt', 'y', y, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
  return occupantAt(world, x, y)
}

/** `blockerAt` for whole coordinates the caller vouches for: the rules' own lookups. */
export function occupantAt(world: GameWorld, x: number, y: number): number {
  const { dungeon } = world
  if (!inBounds(dungeon, x, y)) return 0
  return world.occupancy[y * dungeon.width + x] as number
}

/** The walkable, unoccupied tile closest to `from` by orthogonal steps over walkable tiles. */
export function nearestFreeTile(world: GameWorld, from: Point): Point | undefined {
  const fn = 'nearestFreeTile'
  checkWorld(fn, world)
  checkPoint(fn, 'from', from)
  const { dungeon } = world
  if (!inBounds(dungeon, from.x, from.y)) {
    throw new EntityError(
      fn,
      'from',
      from,
      `a tile {x, y} of the ${dungeon.width}×${dungeon.height} map`,
      `(${from.x}, ${from.y}), outside the ${dungeon.width}×${dungeon.height} map`,
    )
  }
  return nearestFree(dungeon, world.occupancy, from)
}

/**
 * The same on any level and grid. The search walks walkable tiles only, but starts from `from`
 * whatever it is: a start inside rock may still step out of it.
 */
export function nearestFree(level: Level, occupancy: Int32Array, from: Point): Point | undefined {
  const { tiles } = level
  const walkable = (i: number): boolean => isWalkable(tiles[i] as number)
  const found = breadthFirst(level, from, walkable, (i) => walkable(i) && occupancy[i] === 0)
  return found < 0 ? undefined : indexToPoint(level, found)
}
