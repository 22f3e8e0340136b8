/**
 * `@delve/ecs`: grid position, movement and collision as bitecs components and systems. Its folders
 * are layers, each importing only those below it (the order is its guide's layout table):
 * events, world, systems, creatures, items, growth, turns, effects, kinds, explore, saving,
 * client. This file is over all of them.
 *
 * @module \@delve/ecs
 */

export { type DrawEntry, type DrawnAs, drawList } from './client/draw-list.js'
export { bumpMessage, turnMessages } from './client/turn-messages.js'
export { alertMonsters } from './creatures/alert.js'
export {
  DEFAULT_ACCURACY,
  DEFAULT_SPREAD,
  type FighterOptions,
  MAX_STAT,
  makeFighter,
  makeMonster,
} from './creatures/fighters.js'
export {
  FREED,
  MIND_STATES,
  MindState,
  NOISE_RADIUS,
  WAKE_CHANCE,
  WAKE_RADIUS,
  WANDER_TURNS,
} from './creatures/minds.js'
export {
  isMonsterKind,
  kindInfo,
  kindName,
  MONSTER_KINDS,
  MonsterKind,
  PLAYER_STATS,
} from './creatures/monsters.js'
export { type PopulateOptions, populate } from './creatures/populate.js'
export { isAsleep, makeNoise, setAsleep } from './creatures/sleep.js'
export { spawnMonster } from './creatures/spawn-monster.js'
export { spawnPlayer } from './creatures/spawn-player.js'
export { checkAmount, harm } from './effects/harm.js'
export {
  amnesia,
  insight,
  poison,
  type TrainedStat,
  train,
  vigour,
} from './effects/potion-effects.js'
export { digging, hurl, slowing } from './effects/ranged-effects.js'
export {
  aggravation,
  identify,
  MAX_SUMMONED,
  magicMapping,
  summoning,
  teleportation,
} from './effects/scroll-effects.js'
export { confusion, fireball, heal, lightning } from './effects/tutorial-effects.js'
export {
  ArgumentRangeError,
  ArgumentTypeError,
  EntityError,
  KindError,
  SnapshotError,
  SpawnError,
} from './errors.js'
export {
  defineMessages,
  ENGINE_MESSAGES,
  type EngineMessageKey,
  isCatalogue,
  MAX_MESSAGE_LENGTH,
  type MessageParams,
  type Messages,
  message,
  refusal,
} from './events/messages.js'
export {
  BUMP_REASONS,
  type BumpEvent,
  type BumpReason,
  type MoveEvent,
  type StepEvents,
  type StepLog,
} from './events/step-events.js'
export {
  type AttackEvent,
  createTurnEvents,
  type DeathEvent,
  type EffectEvent,
  type EquipEvent,
  type ExperienceEvent,
  type ItemEvent,
  type LevelEvent,
  MAX_SAY_LENGTH,
  type RaiseEvent,
  type Refusal,
  type SayEvent,
  type SummonEvent,
  say,
  type TurnEvents,
} from './events/turn-events.js'
export type {
  MonsterStop,
  StopReason,
  WalkDecision,
  WalkOptions,
} from './explore/decision.js'
export { exploreStep } from './explore/explore-step.js'
export { runStep } from './explore/run-step.js'
export { travelStep } from './explore/travel-step.js'
export {
  defenceOf,
  equip,
  equipOf,
  powerOf,
  slotOf,
  unequip,
  wornIn,
} from './growth/equipment.js'
export {
  chooseLevelUp,
  experienceToNext,
  giveExperience,
  grantExperience,
  LEVEL_UP_GAINS,
  type LevelUpStat,
  XP_BASE,
  XP_FACTOR,
} from './growth/experience.js'
export { type Aim, aimItem, creaturesWithin } from './items/aim.js'
export { chargesOf, setCharges } from './items/charges.js'
export {
  floorItems,
  floorItemsView,
  giveInventory,
  inventoryOf,
  isItem,
  itemsAt,
  MAX_PACK,
  PLAYER_PACK,
  packCapacity,
} from './items/pack.js'
export { type PopulateItemsOptions, populateItems } from './items/populate-items.js'
export { spawnCarried, spawnItem } from './items/spawn-item.js'
export { createGameWorld } from './kinds/create-world.js'
export { DEFAULT_KINDS } from './kinds/default-kinds.js'
export {
  defineKinds,
  type KindsDefinition,
  kindCode,
  MAX_ITEM_KINDS,
  MAX_ITEM_RANGE,
  MAX_MONSTER_KINDS,
} from './kinds/define-kinds.js'
export { ITEM_KINDS, ItemKind } from './kinds/item-kinds.js'
export {
  type DrawnLevelSnapshot,
  type EntitySnapshot,
  type GeneratedLevelSnapshot,
  type ItemSnapshot,
  type KindNames,
  SNAPSHOT_VERSION,
  type WorldSnapshot,
} from './saving/format.js'
export { type RestoreOptions, restore } from './saving/restore.js'
export { snapshot } from './saving/snapshot.js'
export { collisionSystem } from './systems/collision.js'
export { movementSystem } from './systems/movement.js'
export {
  type MovesRecord,
  moveEntity,
  type TeleportOptions,
  teleport,
} from './systems/relocate.js'
export { readEvents, type StepOptions, step } from './systems/step.js'
export { visibilitySystem } from './systems/visibility.js'
export { BEHAVIOURS } from './turns/built-in-behaviours.js'
export { attack, die, isAlive } from './turns/combat.js'
export { ACTION_COST, monstersAct } from './turns/monster-turn.js'
export { type BehaviourOptions, defineBehaviour, defineRule } from './turns/registry.js'
export { THIEF_PACK } from './turns/thief.js'
export { type PlayerAction, playTurn } from './turns/turn.js'
export {
  type Components,
  createComponents,
  MAX_CAPACITY,
  MAX_CHARGES,
  MAX_SIGHT_RADIUS,
} from './world/components.js'
export {
  type Behaviour,
  type BehaviourContext,
  type BehaviourDefinition,
  type CombatRule,
  DEFAULT_CAPACITY,
  type Effect,
  type EquipSlot,
  type FighterStats,
  type GameWorld,
  type GameWorldContext,
  type GameWorldOptions,
  type HitContext,
  type ItemEquip,
  type ItemKindInfo,
  type ItemTargets,
  type ItemUse,
  type ItemUseContext,
  type Kinds,
  type MonsterKindInfo,
  type RuleContext,
  type SetDungeonOptions,
  type ThrownWeapon,
  type TurnRule,
} from './world/game-world.js'
export { setIntent } from './world/intent.js'
export { type Level, tileChecksum } from './world/level.js'
export { noise, roll, seedNumber } from './world/noise.js'
export { blockerAt, entityCount, getPosition, nearestFreeTile } from './world/queries.js'
export { playerViewer, seesPlayer, setViewshed } from './world/sight.js'
export {
  assertEntity,
  despawn,
  type SpawnOptions,
  spawnBlocker,
  spawnEntity,
} from './world/spawn.js'
export { setDungeon } from './world/world.js'
