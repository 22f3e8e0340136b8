import { collisionSystem } from './collision.js'
import { createStepEvents, type StepEvents } from './events.js'
import { movementSystem } from './movement.js'
import type { GameWorld } from './world.js'

/** One turn: collision, then movement. Returns that turn's bumps and moves. */
export function step(world: GameWorld): StepEvents {
  world.events = createStepEvents()
  collisionSystem(world)
  movementSystem(world)
  return world.events
}
