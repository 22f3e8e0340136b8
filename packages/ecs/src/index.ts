export { collisionSystem } from './collision.js'
export { type Components, createComponents } from './components.js'
export { EntityError, SpawnError } from './errors.js'
export type { BumpEvent, BumpReason, MoveEvent, StepEvents } from './events.js'
export { getPosition, setIntent } from './intent.js'
export { movementSystem } from './movement.js'
export { despawn, type SpawnOptions, spawnEntity, spawnPlayer } from './spawn.js'
export { step } from './step.js'
export {
  createGameWorld,
  DEFAULT_CAPACITY,
  type GameWorld,
  type GameWorldContext,
  type GameWorldOptions,
  type Level,
  nearestFreeTile,
  setDungeon,
} from './world.js'
