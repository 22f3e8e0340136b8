export { collisionSystem } from './collision.js'
export { type Components, createComponents } from './components.js'
export { EntityError, SnapshotError, SpawnError } from './errors.js'
export {
  BUMP_REASONS,
  type BumpEvent,
  type BumpReason,
  type MoveEvent,
  type StepEvents,
  type StepLog,
} from './events.js'
export { blockerAt, getPosition, setIntent } from './intent.js'
export {
  isMonsterKind,
  kindInfo,
  kindName,
  MONSTER_KINDS,
  MonsterKind,
  type MonsterKindInfo,
} from './monsters.js'
export { movementSystem } from './movement.js'
export { type PopulateOptions, populate } from './populate.js'
export { type RestoreOptions, restore } from './restore.js'
export type { StepScratch } from './scratch.js'
export {
  type DrawnLevelSnapshot,
  type EntitySnapshot,
  type GeneratedLevelSnapshot,
  SNAPSHOT_VERSION,
  snapshot,
  tileChecksum,
  type WorldSnapshot,
} from './snapshot.js'
export {
  assertEntity,
  despawn,
  type SpawnOptions,
  spawnBlocker,
  spawnEntity,
  spawnPlayer,
} from './spawn.js'
export { readEvents, type StepOptions, step } from './step.js'
export {
  createGameWorld,
  DEFAULT_CAPACITY,
  entityCount,
  type GameWorld,
  type GameWorldContext,
  type GameWorldOptions,
  type Level,
  MAX_CAPACITY,
  nearestFreeTile,
  setDungeon,
} from './world.js'
