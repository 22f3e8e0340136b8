import { createStepEvents, logToEvents, type StepEvents } from '../events/step-events.js'
import type { GameWorld } from '../world/game-world.js'
import { collisionSystem } from './collision.js'
import { movementSystem } from './movement.js'
import { visibilitySystem } from './visibility.js'

export interface StepOptions {
  /**
   * Build the events as objects (default true). With `false` the step allocates nothing per
   * entity and returns empty lists; the step's events are still in `world.log`, in typed arrays.
   */
  events?: boolean
}

/**
 * One turn: collision, movement, then the player's view. Returns that turn's bumps and moves,
 * by entity id.
 */
export function step(world: GameWorld, options: StepOptions = {}): StepEvents {
  collisionSystem(world)
  movementSystem(world)
  visibilitySystem(world)
  world.events = options.events === false ? createStepEvents() : logToEvents(world.log)
  return world.events
}

/** The events of the systems' last run as objects, for callers that run the systems themselves. */
export function readEvents(world: GameWorld): StepEvents {
  return logToEvents(world.log)
}
