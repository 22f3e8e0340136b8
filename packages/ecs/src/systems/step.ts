import { checkBoolean, checkOptions } from '../checks.js'
import { createStepEvents, logToEvents, type StepEvents } from '../events/step-events.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { collide } from './collision.js'
import { applyMoves } from './movement.js'
import { updateView } from './visibility.js'

/** What `step` takes besides the world. */
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
  checkWorld('step', world)
  const { events } = checkOptions('step', options, 'an object { events? }')
  return stepWorld(world, events === undefined || checkBoolean('step', 'options.events', events))
}

/** `step` of a world the caller vouches for: the monsters' rounds and the player's move. */
export function stepWorld(world: GameWorld, events: boolean): StepEvents {
  collide(world)
  applyMoves(world)
  updateView(world)
  world.events = events ? logToEvents(world.log) : createStepEvents()
  return world.events
}

/** The events of the systems' last run as objects, for callers that run the systems themselves. */
export function readEvents(world: GameWorld): StepEvents {
  checkWorld('readEvents', world)
  return logToEvents(world.log)
}
