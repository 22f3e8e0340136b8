// @delve/run: a whole roguelike run, headless, over @delve/ecs and @delve/map.

export {
  type BalanceReport,
  type BotOptions,
  type BotRun,
  balanceReport,
  botRun,
  playBot,
} from './bot/balance-bot.js'
export { dailyDay, dailySeed, utcDay } from './chain/daily-seed.js'
export {
  CHOICE_KEYS,
  type ChoiceKey,
  type ChoiceSpec,
  choiceOf,
  DERIVED_DEFAULTS,
  defaultChoice,
  FIXED_OPTIONS,
  GENERATOR_OPTIONS,
  type GeneratorChoice,
  namedFields,
  optionsFor,
  sameChoice,
} from './chain/generator-choice.js'
export {
  itemSeed,
  levelSeed,
  MAX_DEPTH,
  MAX_RUN_SEED_LENGTH,
  monsterSeed,
  seedError,
} from './chain/seed-chain.js'
export { AMULET, GAME_KINDS, itemCode, monsterCode, WARDEN } from './content/default-kinds.js'
export {
  ARRIVAL_CLEARANCE,
  DESCENT_HEAL,
  depthRow,
  EQUIPMENT_TABLE,
  type EquipmentRow,
  GOAL_DEPTH,
  ITEM_TABLE,
  type ItemRow,
  MONSTER_TABLE,
  type MonsterRow,
  monsterCount,
  PLAYER_REGEN,
  rowFor,
  TILES_PER_MONSTER,
} from './content/default-tables.js'
export { decodeLog, encodeLog, MAX_INPUTS, MAX_LOG_TEXT } from './input/log-codec.js'
export { ReplayError } from './input/replay-error.js'
export type { RunInput } from './input/run-input.js'
export { keepsWayAround, placeGoal, placeItems, populateLevel } from './level/placement.js'
export { worldChecksum } from './replay/checksum.js'
export {
  applyInput,
  checkRecording,
  type Recording,
  recordRun,
  replayRun,
  replayToRun,
  startReplay,
} from './replay/replay-run.js'
export {
  type AimInfo,
  aimInfo,
  floorItems,
  ItemMemory,
  type ItemView,
  LETTERS,
  type PackItem,
  packItems,
  type RememberedTile,
} from './run/items.js'
export { aName } from './run/names.js'
export {
  type AimPreview,
  type CharacterView,
  DungeonRun,
  generateLevel,
  LOG_LINES,
  type MonsterView,
  type PlayLevel,
  type RunParts,
  type RunPlace,
  type RunStats,
  SIGHT_RADIUS,
  type TurnReport,
} from './run/run.js'
export { decodeRun, encodeRun, SAVE_VERSION, type SavedRun, SaveError } from './saving/save-run.js'
export { runSummary, SUMMARY_LINES, type SummaryParts } from './story/summary.js'
export {
  type AutoStep,
  AutoWalk,
  knownStairsDown,
  WalkMemory,
  type WalkPlan,
  type WalkStop,
} from './walks/auto-walk.js'
export { type StopFacts, spokenList, stopText } from './walks/walk-messages.js'
