/**
 * `@delve/run`: a whole roguelike run, headless, over @delve/ecs and @delve/map. Layers, each
 * importing only those before it: chain (seeds, the generator's choice), growth (perks), content
 * (kinds, tables, rules), input (the inputs and their log), walks, level (placement), run (the run itself),
 * act (the one entry point), replay, saving, story, bot. Its argument errors are the ones every
 * Delve package throws, from @delve/map.
 *
 * @module \@delve/run
 */

export { ArgumentRangeError, ArgumentTypeError } from '@delve/map'

export { type ActResult, act, isWalking, stopWalking } from './act/act.js'
export { ActInputError } from './act/act-input-error.js'
export { MAX_REST } from './act/rest.js'
export { type BotOptions, type BotRun, botRun, playBot } from './bot/balance-bot.js'
export { type BalanceReport, balanceReport } from './bot/balance-report.js'
export {
  PLAYER_BOTS,
  type PlayAsOptions,
  type PlayerBot,
  type PlayerBotName,
  type PlayerBots,
  playAs,
  playOn,
} from './bot/play-as.js'
export { type PackEntry, type PlayerView, playerView } from './bot/player-view.js'
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
  layoutSeed,
  levelSeed,
  MAX_DEPTH,
  MAX_RUN_SEED_LENGTH,
  monsterSeed,
  seedError,
} from './chain/seed-chain.js'
export {
  appearanceSeed,
  appearances,
  counted,
  hiddenFamily,
  POTION_LOOKS,
  SCROLL_LABELS,
  withArticle,
} from './content/appearances.js'
// Named apart from @delve/art's glyphs (AMULET, WARDEN) and @delve/ecs's DEFAULT_KINDS: one name,
// one value, across the packages.
export {
  AMULET as AMULET_KIND,
  DEFAULT_KINDS as RUN_KINDS,
  itemCode,
  monsterCode,
  RATION,
  VAULT_KEYS,
  WARDEN as WARDEN_KIND,
} from './content/default-kinds.js'
export {
  ARRIVAL_CLEARANCE,
  type Band,
  DEFAULT_FOOD,
  DEFAULT_GOAL,
  DEFAULT_LEVELS,
  DEFAULT_TABLES,
  DEFAULT_VAULT_ROWS,
  DEFAULT_WANDERERS,
  DESCENT_HEAL,
  type EquipmentRow,
  type FoodClock,
  type GeneratorRow,
  GOAL_DEPTH,
  type ItemRow,
  type LevelOptions,
  type LevelRow,
  type MonsterRow,
  monsterCount,
  PLAYER_REGEN,
  type RunGoal,
  type RunTables,
  rowFor,
  TILES_PER_MONSTER,
  type VaultRow,
  type WanderRow,
} from './content/default-tables.js'
export {
  DEFAULT_VAULT_TEXT,
  DEFAULT_VAULT_TITLES,
  DEFAULT_VAULTS,
} from './content/default-vaults.js'
export {
  DEEP_MONSTER_KINDS,
  MORE_MONSTER_KINDS,
  RANGED_ITEM_KINDS,
} from './content/more-kinds.js'
export { NEXT_CONTENT } from './content/next-content.js'
export { RunOptionsError } from './content/run-options-error.js'
export {
  type GoalRule,
  type LevelRule,
  MAX_FOOD,
  MAX_WEIGHT,
  type RulesOptions,
  type RunRules,
  runRules,
} from './content/run-rules.js'
export { PACK_ITEMS, PACK_LETTERS, packFull, packStacks } from './content/stacks.js'
export { MORE_POTIONS, MORE_SCROLLS } from './content/unknown-kinds.js'
export {
  CHOICE_ALTAR,
  type RunVaults,
  type VaultRules,
  vaultOption,
  vaultTitle,
} from './content/vault-rules.js'
export { OFFER_SIZE, perkOffer } from './growth/perk-offer.js'
export { DEFAULT_PERKS, type Perk } from './growth/perks.js'
export { decodeLog, encodeLog, MAX_INPUTS, MAX_LOG_TEXT } from './input/log-codec.js'
export { ReplayError } from './input/replay-error.js'
export type { LoggedInput, RunInput, WalkInput } from './input/run-input.js'
export {
  followsTable,
  isBottom,
  type LevelPlace,
  levelChoice,
  makeLevel,
} from './level/make-level.js'
export { keepsWayAround, placeGoal, placeItems, populateLevel } from './level/placement.js'
export { markTiles, placeVaultMarks } from './level/vault-marks.js'
export { runChecksum, worldChecksum } from './replay/checksum.js'
export {
  applyInput,
  checkRecording,
  type ReplayOptions,
  type ReplaySource,
  RUN_VERSION,
  type RunRecord,
  type RunVerdict,
  recordRun,
  replayRun,
  startReplay,
  verifyRun,
} from './replay/replay-run.js'
export { createRun, type RunOptions } from './run/create-run.js'
export {
  type AimInfo,
  aimInfo,
  floorItems as floorItemViews,
  type ItemNamer,
  type ItemView,
  LETTERS,
  type PackItem,
  packItems,
  type RememberedTile,
  trueName,
} from './run/items.js'
export {
  type BroughtBack,
  type KeptItem,
  type KeptLevel,
  type KeptLife,
  type KeptMap,
  type KeptMonster,
  type LeftLevel,
  maskRuns,
  runsMask,
  type SavedRoom,
} from './run/kept-level.js'
export { aName } from './run/names.js'
export {
  type AimPreview,
  type CharacterView,
  generateLevel,
  LOG_LINES,
  type MonsterView,
  type PlayLevel,
  Run,
  type RunClocks,
  type RunEnd,
  type RunParts,
  type RunPlace,
  type RunStats,
  SIGHT_RADIUS,
  type TurnReport,
  type VaultView,
} from './run/run.js'
export type { SaveErrorCode } from './saving/save-error.js'
export {
  encodeRun,
  loadRun,
  SAVE_VERSION,
  type SavedRun,
  SaveError,
  saveRun,
} from './saving/save-run.js'
export { runStory, runSummary, SUMMARY_LINES, type SummaryParts } from './story/summary.js'
export {
  type Clock,
  type FoodTick,
  HUNGER_LINES,
  type Hunger,
  hungerOf,
  MEAL_LINES,
  tickFood,
} from './time/food-clock.js'
export { arrivalFits, wandererSeed, wanderIn } from './time/wanderers.js'
export {
  type AutoStep,
  AutoWalk,
  knownStairsDown,
  knownStairsUp,
  WalkMemory,
  type WalkPlan,
  type WalkStop,
} from './walks/auto-walk.js'
export { type StopFacts, spokenList, stopText } from './walks/walk-messages.js'
export {
  RUN_LINES,
  RUN_MESSAGES,
  type RunMessageKey,
  runLine,
} from './words/run-messages.js'
