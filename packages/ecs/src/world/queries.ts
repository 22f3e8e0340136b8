import {
  breadthFirst,
  inBounds,
  indexToPoint,
  isWalkable,
  type Point,
  pointToIndex,
} from '@delve/map'
import type { GameWorld } from './game-world.js'
import { internals } from './internals.js'
import type { Level } from './level.js'
import { assertEntity } from './spawn.js'

/** How many entities the world holds. */
export function entityCount(world: GameWorld): number {
  return internals(world).entityIndex.aliveCount
}

/** Where `eid` stands. */
export function getPosition(world: GameWorld, eid: number): Point {
  assertEntity(world, eid)
  const { Position } = world.components
  return { x: Position.x[eid] as number, y: Position.y[eid] as number }
}

/** The blocking entity on tile (x, y), 0 for none or outside the map. */
export function blockerAt(world: GameWorld, x: number, y: number): number {
  const { dungeon } = world
  if (!Number.isInteger(x) || !Number.isInteger(y) || !inBounds(dungeon, x, y)) return 0
  return world.occupancy[pointToIndex(dungeon, { x, y })] as number
}

/** The walkable, unoccupied tile closest to `from` by orthogonal steps over walkable tiles. */
export function nearestFreeTile(world: GameWorld, from: Point): Point | undefined {
  return nearestFree(world.dungeon, world.occupancy, from)
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
