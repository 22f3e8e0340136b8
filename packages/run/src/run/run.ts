import { type GameWorld, getPosition, isAlive } from '@delve/ecs'
import { type Point, Tile, type Vision } from '@delve/map'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import type { RunRules } from '../content/run-rules.js'
import { endOf, isClimbing, isWon } from '../goal/goal.js'
import type { Perk } from '../growth/perks.js'
import {
  anItem,
  appearance,
  isKnown,
  itemName,
  knownCodes,
} from '../identification/identification.js'
import type { LoggedInput } from '../input/run-input.js'
import type { AimInfo, ItemView, PackItem, RememberedTile } from '../state/items.js'
import type { KeptLevel } from '../state/kept-level.js'
import { checkIndex } from '../state/run-checks.js'
import { hpOf, isDead, levelSeedOf, type RunState, runState } from '../state/run-state.js'
import type {
  AimPreview,
  CharacterView,
  MonsterView,
  PlayLevel,
  RunClocks,
  RunEnd,
  RunParts,
  RunPlace,
  RunStats,
  VaultView,
} from '../state/run-types.js'
import type { Hunger } from '../time/food-clock.js'
import { hunger } from '../time/passing-time.js'
import { standsOn } from '../travel/travel.js'
import * as inputs from '../turn/player-inputs.js'
import { cagedItems, isCaged, offerings, vaultAt, vaultViews } from '../vaults/cages.js'
import * as views from '../views/views.js'

export { mapLevel, savedRoom } from '../state/map-level.js'
export * from '../state/run-types.js'
export { generateLevel } from './generate-level.js'
export { freshStats, spawnHero } from './hero.js'

/** What the run's own modules may reach that nobody else does: its state record. */
const friends: { stateOf?: (run: Run) => RunState } = {}

/**
 * The state record of `run`, for the run's own modules that change it (`act`, the test hooks);
 * never exported from the package, so a game changes a run through `act` alone.
 */
export function stateOf(run: Run): RunState {
  return (friends.stateOf as (run: Run) => RunState)(run)
}

/**
 * One run through the dungeon, with no rendering or input: the ECS world holding the level, the
 * player and the monsters, where the run is in its seed chain, the rules it plays by, its tallies,
 * message log and input log. Made by `createRun` (or `loadRun`, `replayRun`); played through
 * `act`, the one way it changes; read through its getters and views: its place, level, monsters,
 * items, pack, clocks, goal and logs. A game draws it, a bot or a server drives it, and the same
 * inputs give the same run everywhere. Tests set scenes up through `testHooks(run)` of
 * `@delve/run/testing`.
 *
 * A facade: its state is one record (`RunState`), its behaviour the feature modules beside it
 * (`turn`, `player-inputs`, `travel`, `identification`, `cages`, `passing-time`, `goal`, `views`).
 */
export class Run {
  protected readonly s: RunState

  /** The parts of a run, as `createRun` and `loadRun` make them: not checked one by one. */
  constructor(parts: RunParts) {
    this.s = runState(parts, itemName)
  }

  static {
    friends.stateOf = (run) => run.s
  }

  get world(): GameWorld<PlayLevel> {
    return this.s.world
  }

  get player(): number {
    return this.s.player
  }

  get stats(): RunStats {
    return this.s.stats
  }

  /** The kinds, tables and goal the run plays by. */
  get rules(): RunRules {
    return this.s.rules
  }

  /** `itemName`, bound once: what the views and the lines name items with. */
  get itemNamer(): (kind: number) => string {
    return this.s.itemNamer
  }

  /**
   * What the player did so far, for a replay, or null when the run cannot be replayed from its
   * seed: one from a save, a map file, the sandbox, a deeper start, or a changed level.
   */
  inputLog(): readonly LoggedInput[] | null {
    return this.s.recording ? this.s.inputs : null
  }

  /** What the player sees this turn and has explored of this level, one byte per tile. */
  get vision(): Readonly<Vision> {
    return this.s.world.vision
  }

  /** How far the player sees, in tiles (0: without limit). */
  get sightRadius(): number {
    return this.s.world.components.Viewshed.radius[this.s.player] as number
  }

  get level(): PlayLevel {
    return this.s.world.dungeon
  }

  get runSeed(): string {
    return this.s.place.runSeed
  }

  get depth(): number {
    return this.s.place.depth
  }

  /** The run's generator choice (the address's, the panel's); see `levelChoice` for this level's. */
  get choice(): GeneratorChoice {
    return this.s.place.choice
  }

  /** The choice this level was made with: the depth table's for the depth, else the run's. */
  get levelChoice(): GeneratorChoice {
    return this.s.choiceHere
  }

  /** The depths of the levels left behind and kept as they were, shallowest first. */
  get levelsKept(): number[] {
    return [...this.s.kept.keys()].sort((a, b) => a - b)
  }

  /** The deepest level the run reached: this one or one left behind (every level entered is kept). */
  get deepest(): number {
    return Math.max(this.depth, ...this.s.kept.keys())
  }

  /** The levels left behind, as they were left, shallowest first (for the save and checksum). */
  keptLevels(): KeptLevel[] {
    return this.levelsKept.map((depth) => this.s.kept.get(depth) as KeptLevel)
  }

  /** The generator's sandbox rather than a run. */
  get sandbox(): boolean {
    return this.s.place.sandbox === true
  }

  /** The Tiled map being played, if the player is still on it. */
  get map(): string | undefined {
    return this.s.place.map
  }

  /** The current level's seed in the run's chain. */
  get levelSeed(): string {
    return levelSeedOf(this.s)
  }

  /** A copy of where the run is, for the address bar and the save. */
  where(): RunPlace {
    return { ...this.s.place }
  }

  /** The ids of this level's monsters, the dead among them, in the order they came. */
  monsterIdsNow(): readonly number[] {
    return this.s.monsterIds
  }

  /** The player's tile. */
  playerPosition(): Point {
    return getPosition(this.s.world, this.s.player)
  }

  /** The living monsters in reading order (top row first), whatever their entity ids. */
  monsters(): MonsterView[] {
    return views.creatures(this.s, (eid) => isAlive(this.s.world, eid))
  }

  /** The living monsters on tiles in sight, in reading order: those the screen shows. */
  monstersInSight(): MonsterView[] {
    return views.monstersInSight(this.s)
  }

  /** Where monsters died on this level, in reading order. */
  corpses(): MonsterView[] {
    return views.creatures(this.s, (eid) => !isAlive(this.s.world, eid))
  }

  /** Every item lying on this level, in reading order; one on a caged altar says so (`caged`). */
  items(): ItemView[] {
    return views.itemViews(this.s)
  }

  /** The items remembered on explored tiles out of sight, as they were last seen. */
  rememberedItems(): ItemView[] {
    return views.rememberedItems(this.s)
  }

  /** Whether `at` is an altar whose offering is caged: nothing there can be picked up. */
  isCaged(at: Point): boolean {
    return isCaged(this.s, at)
  }

  /** The ids of the items lying on caged altars. */
  cagedItems(): number[] {
    return cagedItems(this.s)
  }

  /** The ids of the items lying on choice altars, caged or not: what no walk takes. */
  offerings(): number[] {
    return offerings(this.s)
  }

  /** The caged vaults of this level, by index in `level.vaults` (for the save and the checksum). */
  cagedNow(): number[] {
    return [...this.s.caged]
  }

  /** The vaults of this level, placed by `@delve/map`, with their titles (none for a map's level). */
  vaults(): VaultView[] {
    return vaultViews(this.s)
  }

  /** The vault whose box holds `at`, or null. */
  vaultAt(at: Point): VaultView | null {
    return vaultAt(this.s, at)
  }

  /** What the player calls the item kind `kind`: its name if known, else its look this run. */
  itemName(kind: number): string {
    return itemName(this.s, kind)
  }

  /** `itemName` with its article: "a murky potion", "the amulet of the deep". */
  anItem(kind: number): string {
    return anItem(this.s, kind)
  }

  /** What the kind `kind` looks like in this run: null for what is always known. */
  appearance(kind: number): string | null {
    return appearance(this.s, kind)
  }

  /** True when the player knows what the kind `kind` is (always, but for potions and scrolls). */
  isKnown(kind: number): boolean {
    return isKnown(this.s, kind)
  }

  /** The potion and scroll kinds the player knows, by code, lowest first (for saves). */
  knownCodes(): number[] {
    return knownCodes(this.s)
  }

  /** The potion and scroll kinds the player knows, by name, in code order. */
  known(): string[] {
    return knownCodes(this.s).map((kind) => this.s.world.kinds.items[kind]?.name ?? '?')
  }

  /** What the memory holds, for the save. */
  seenItems(): RememberedTile[] {
    return this.s.memory.entries()
  }

  /** The player's pack, in letter order, named as the player knows its items. */
  inventory(): PackItem[] {
    return views.inventory(this.s)
  }

  /** The level, experience and what adds to power and defence, for the character screen. */
  character(): CharacterView {
    return views.character(this.s)
  }

  /** Level-up choices owed (the game asks them before anything else). */
  get levelUps(): number {
    return this.s.world.components.Experience.pending[this.s.player] as number
  }

  /** The perks the level-up owed now offers, or none when none is owed. */
  levelUpOffer(): readonly Perk[] {
    return inputs.levelUpOffer(this.s)
  }

  /** The perks taken so far, in the order taken. */
  get perks(): readonly string[] {
    return this.s.stats.perks ?? []
  }

  /** The run is won: out with the goal, or holding a goal that wins when taken. */
  get won(): boolean {
    return isWon(this.s)
  }

  /** The pack holds the goal's item (kept, and worked out again after a turn that moves items). */
  get carryingGoal(): boolean {
    return this.s.holdsGoal
  }

  /** Out of the dungeon by depth 1's up stairs, carrying the goal: the climb is over, won. */
  get escaped(): boolean {
    return this.s.out
  }

  /** Carrying the goal out: the way on is up (travel heads for the up stairs). */
  get climbing(): boolean {
    return isClimbing(this.s)
  }

  /** How the run ended, or null while it goes on. */
  get end(): RunEnd | null {
    return endOf(this.s)
  }

  /** How the pack's `index`-th item is aimed; null for one that needs no aiming. */
  aimOf(index: number): AimInfo | null {
    checkIndex('Run.aimOf', index)
    return views.inventory(this.s)[index]?.aim ?? null
  }

  /** What using the pack's `index`-th item at `target` would reach, or why it cannot. */
  preview(index: number, target?: Point): AimPreview {
    checkIndex('Run.preview', index)
    if (target !== undefined) inputs.checkTarget(this.s, 'Run.preview', target)
    return views.preview(this.s, index, target)
  }

  /** The player's hit points now (0 once dead). */
  get hp(): number {
    return hpOf(this.s)
  }

  /** The player's hit points when unhurt. */
  get maxHp(): number {
    return this.s.world.components.Health.max[this.s.player] as number
  }

  /** Turns played in this run. */
  get turn(): number {
    return this.s.world.turn
  }

  get dead(): boolean {
    return isDead(this.s)
  }

  /** The message log, oldest first. */
  messages(): readonly string[] {
    return this.s.log
  }

  /** Turns of food left (0: starving; 0 too in a run without a food clock). */
  get food(): number {
    return this.s.clocks.food
  }

  /** How hungry the hero is ('fed' in a run without a food clock). */
  get hunger(): Hunger {
    return hunger(this.s)
  }

  /** The clocks, for the save and the checksum (a copy). */
  clocksNow(): RunClocks {
    return { food: this.s.clocks.food, wanderers: [...this.s.clocks.wanderers] }
  }

  /** True when the player stands on the down stairs. */
  onStairsDown(): boolean {
    return standsOn(this.s, Tile.StairsDown)
  }

  /** True when the player stands on the up stairs. */
  onStairsUp(): boolean {
    return standsOn(this.s, Tile.StairsUp)
  }
}
