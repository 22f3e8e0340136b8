import { updateVision } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, internals } from '../world/internals.js'
import { viewerOf } from '../world/sight.js'

/**
 * Brings the player's view (`world.vision`) up to date, after movement: recomputed only when the
 * viewer moved, its radius changed, the level changed or another entity became the viewer, so a
 * turn in which the player bumps or waits costs nothing here. The work is bounded by the radius.
 * Monsters need no view of their own: sight is symmetric (see `seesPlayer`).
 */
export function visibilitySystem(world: GameWorld): void {
  checkWorld('visibilitySystem', world)
  updateView(world)
}

/** `visibilitySystem` of a world the caller vouches for: `step`'s own call, a spawn's, a move's. */
export function updateView(world: GameWorld): void {
  const viewer = viewerOf(world)
  const last = internals(world).sight
  if (viewer === 0) {
    if (last.viewer !== 0) clearVisible(world)
    last.viewer = 0
    return
  }
  const { Position, Viewshed } = world.components
  const x = Position.x[viewer] as number
  const y = Position.y[viewer] as number
  const radius = Viewshed.radius[viewer] as number
  const level = world.dungeon
  if (
    viewer === last.viewer &&
    x === last.x &&
    y === last.y &&
    radius === last.radius &&
    level === last.level
  ) {
    return
  }
  updateVision(world.vision, level, { x, y }, radius)
  last.viewer = viewer
  last.x = x
  last.y = y
  last.radius = radius
  last.level = level
}

function clearVisible(world: GameWorld): void {
  world.vision.visible.fill(0)
  world.vision.x2 = -1
  world.vision.y2 = -1
}
