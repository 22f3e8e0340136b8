import { pointToIndex } from '@delve/map'
import { addComponent, hasComponent } from 'bitecs'
import { checkInteger } from '../checks.js'
import { EntityError } from '../errors.js'
import { MAX_SIGHT_RADIUS } from './components.js'
import type { GameWorld } from './game-world.js'
import { checkWorld, standing } from './internals.js'
import { checkPlaced } from './queries.js'
import { checkEntity } from './spawn.js'

/** Gives `eid` a `Viewshed` of `radius` tiles (0: unlimited), or changes its radius. */
export function setViewshed(world: GameWorld, eid: number, radius: number): void {
  checkWorld('setViewshed', world)
  checkEntity('setViewshed', 'eid', world, eid)
  checkInteger('setViewshed', 'radius', radius, 0, MAX_SIGHT_RADIUS, EntityError)
  const { Viewshed } = world.components
  if (!hasComponent(world, eid, Viewshed)) addComponent(world, eid, Viewshed)
  Viewshed.radius[eid] = radius
}

/**
 * Whether the monster (any entity with a `Viewshed`) `eid` sees the player. Sight is symmetric,
 * so this is the player's view read at the monster's tile, within the monster's own radius: no
 * field of view is computed for it. A monster therefore never sees farther than the player does.
 * False for an entity without a `Viewshed`, and while no player views the level.
 */
export function seesPlayer(world: GameWorld, eid: number): boolean {
  checkWorld('seesPlayer', world)
  checkPlaced('seesPlayer', 'eid', world, eid)
  return inPlayerSight(world, eid)
}

/** `seesPlayer` for a placed entity the caller vouches for: a monster deciding its move. */
export function inPlayerSight(world: GameWorld, eid: number): boolean {
  const { Position, Viewshed } = world.components
  if (!hasComponent(world, eid, Viewshed)) return false
  const x = Position.x[eid] as number
  const y = Position.y[eid] as number
  if (world.vision.visible[pointToIndex(world.dungeon, { x, y })] !== 1) return false
  const radius = Viewshed.radius[eid] as number
  if (radius === 0) return true
  const viewer = viewerOf(world)
  const dx = x - (Position.x[viewer] as number)
  const dy = y - (Position.y[viewer] as number)
  return dx * dx + dy * dy <= radius * radius
}

/** The entity whose view `world.vision` holds: the lowest-id player with a `Viewshed`, or 0. */
export function playerViewer(world: GameWorld): number {
  checkWorld('playerViewer', world)
  return viewerOf(world)
}

/** `playerViewer` of a world the caller vouches for: the view's own lookup, once a step. */
export function viewerOf(world: GameWorld): number {
  return lowestOf(standing(world, 'viewers'))
}

/** The lowest id among `found` (a query's entities), or 0 when there is none. */
export function lowestOf(found: readonly number[]): number {
  let lowest = 0
  for (let i = 0; i < found.length; i++) {
    const eid = found[i] as number
    if (lowest === 0 || eid < lowest) lowest = eid
  }
  return lowest
}
