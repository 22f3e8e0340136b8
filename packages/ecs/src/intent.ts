import type { Point } from '@delve/map'
import { hasComponent } from 'bitecs'
import { EntityError } from './errors.js'
import { assertEntity } from './spawn.js'
import type { GameWorld } from './world.js'

/** Asks `eid` to step by (dx, dy), each −1, 0 or 1, on the next `step`. */
export function setIntent(world: GameWorld, eid: number, dx: number, dy: number): void {
  assertEntity(world, eid)
  if (!isUnitStep(dx) || !isUnitStep(dy)) {
    throw new EntityError(`intent (${dx}, ${dy}) for entity ${eid}: dx and dy must be -1, 0 or 1`)
  }
  const { MoveIntent } = world.components
  if (!hasComponent(world, eid, MoveIntent)) {
    throw new EntityError(`entity ${eid} has no MoveIntent`)
  }
  MoveIntent.dx[eid] = dx
  MoveIntent.dy[eid] = dy
}

/** Where `eid` stands. */
export function getPosition(world: GameWorld, eid: number): Point {
  assertEntity(world, eid)
  const { Position } = world.components
  return { x: Position.x[eid] as number, y: Position.y[eid] as number }
}

function isUnitStep(d: number): boolean {
  return d === -1 || d === 0 || d === 1
}

/** The blocking entity on tile (x, y), 0 for none or outside the map. */
export function blockerAt(world: GameWorld, x: number, y: number): number {
  const { width, height } = world.dungeon
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) {
    return 0
  }
  return world.occupancy[y * width + x] as number
}
