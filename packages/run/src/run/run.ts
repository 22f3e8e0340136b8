import {
  aimItem,
  alertMonsters,
  bumpMessage,
  createTurnEvents,
  defenceOf,
  die,
  experienceToNext,
  type GameWorld,
  getPosition,
  giveExperience,
  giveInventory,
  inventoryOf,
  isAlive,
  itemsAt,
  MindState,
  moveEntity,
  type PlayerAction,
  packCapacity,
  playTurn,
  powerOf,
  setAsleep,
  setDungeon,
  setViewshed,
  slotOf,
  spawnMonster,
  type TurnEvents,
  turnMessages,
  visibilitySystem,
  floorItems as worldFloorItems,
  wornIn,
} from '@delve/ecs'
import {
  ArgumentRangeError,
  checkBoolean,
  checkInteger,
  checkOneOf,
  checkOptions,
  checkPoint,
  checkString,
  DIRECTIONS,
  type Direction,
  LOCKED_DOOR,
  type Point,
  randomSeed,
  STEPS,
  Tile,
  tileAt,
  toAscii,
  type Vision,
} from '@delve/map'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import { levelSeed } from '../chain/seed-chain.js'
import { appearances, withArticle } from '../content/appearances.js'
import { monsterCode } from '../content/default-kinds.js'
import { DESCENT_HEAL, PLAYER_REGEN } from '../content/default-tables.js'
import type { RunRules } from '../content/run-rules.js'
import { PACK_ITEMS, packFull, packStacks } from '../content/stacks.js'
import { vaultTitle } from '../content/vault-rules.js'
import { OFFER_SIZE, perkOffer } from '../growth/perk-offer.js'
import type { Perk } from '../growth/perks.js'
import type { LoggedInput } from '../input/run-input.js'
import { isBottom, levelChoice, makeLevel } from '../level/make-level.js'
import { placeGoal, placeItems, populateLevel } from '../level/placement.js'
import { markTiles, placeVaultMarks } from '../level/vault-marks.js'
import { type Hunger, hungerOf, tickFood } from '../time/food-clock.js'
import { wanderIn } from '../time/wanderers.js'
import { spokenList } from '../walks/walk-messages.js'
import {
  type AimInfo,
  floorItems,
  ItemMemory,
  type ItemView,
  type PackItem,
  packItems,
  type RememberedTile,
} from './items.js'
import { bringBack, type KeptLevel, type KeptMap, keepLevel, wakeKept } from './kept-level.js'
import { mapLevel, savedRoom } from './map-level.js'
import { aName } from './names.js'
import { checkChoice, checkIndex, checkParts, checkSeed } from './run-checks.js'
import {
  type AimPreview,
  type CharacterView,
  LOG_LINES,
  type MonsterView,
  type PlayLevel,
  type RunClocks,
  type RunEnd,
  type RunParts,
  type RunPlace,
  type RunStats,
  SIGHT_RADIUS,
  type TurnReport,
  type VaultView,
} from './run-types.js'
import { causeOfDeath, growthMessages, NO_LINES, quiet, refusedReport } from './turn-lines.js'
import { choiceVaultAt, isCagedAt, lockedVaultAt, unlockVault, vaultsOf } from './vault-doors.js'

export { generateLevel } from './generate-level.js'
export { freshStats, spawnHero } from './hero.js'
export { mapLevel, savedRoom } from './map-level.js'
export * from './run-types.js'

/**
 * One run through the dungeon, with no rendering or input: the ECS world holding the level, the
 * player and the monsters, where the run is in its seed chain, the rules it plays by, its tallies,
 * message log and input log. Made by `createRun` (or `loadRun`, `replayRun`); played through
 * `act`, its one entry point; read through its getters. A game draws it, a bot or a server
 * drives it, and the same inputs give the same run everywhere.
 */
export class Run {
  readonly world: GameWorld<PlayLevel>
  readonly player: number
  readonly stats: RunStats
  readonly rules: RunRules
  private place: RunPlace
  private monsterIds: number[]
  private readonly log: string[]
  private readonly memory: ItemMemory
  /** What the player did, for a replay; kept only for a run started from its seed. */
  private readonly inputs: LoggedInput[] = []
  private recording = false
  /** The pack holds the goal's item (see `carryingGoal`). */
  private holdsGoal = false
  /** The levels left behind, by depth, as they were left. */
  private readonly kept = new Map<number, KeptLevel>()
  /** Out of the dungeon with the goal. */
  private out = false
  /** The generator choice the current level was made with. */
  private choiceHere: GeneratorChoice
  /** Both tallies of `stats` are there (they are added on the first turn played). */
  private tallied = false
  /** The potion and scroll kinds the player knows, by code. */
  private readonly knownKinds = new Set<number>()
  /** This level's tiles as made: what its dug rock is told from when it is left (`KeptLevel.dug`). */
  private madeTiles: Uint8Array
  /** What each kind looks like in this run (`appearances`), and the seed they were drawn for. */
  private looks: (string | null)[] = []
  private looksSeed: string | null = null
  /** `itemName`, bound once: what the views and the lines name items with. */
  readonly itemNamer = (kind: number): string => this.itemName(kind)
  private readonly clocks: RunClocks
  /** The vaults of this level whose altars are caged, by index in `level.vaults`, ascending. */
  private caged: number[]

  /** The parts of a run, as `createRun` and `loadRun` make them: not checked one by one. */
  constructor(parts: RunParts) {
    checkParts(parts)
    this.place = { ...parts.place }
    this.rules = parts.rules
    this.world = parts.world
    this.player = parts.player
    this.monsterIds = [...parts.monsters]
    this.stats = { ...parts.stats }
    this.log = [...(parts.log ?? [])].slice(-LOG_LINES)
    this.memory = new ItemMemory(parts.seenItems)
    this.clocks = parts.clocks
      ? { food: parts.clocks.food, wanderers: [...parts.clocks.wanderers] }
      : { food: this.rules.food?.start ?? 0, wanderers: [] }
    for (const level of parts.kept ?? []) this.kept.set(level.depth, level)
    this.out = parts.escaped === true
    for (const kind of parts.known ?? []) this.knownKinds.add(kind)
    this.madeTiles = (parts.madeTiles ?? this.world.dungeon.tiles).slice()
    this.caged = [...(parts.caged ?? [])]
    this.choiceHere =
      this.place.map === undefined ? levelChoice(this.place, this.rules) : this.place.choice
    // A saved run keeps its record: it can still be replayed after a reload.
    if (parts.inputs) {
      this.inputs.push(...parts.inputs)
      this.recording = true
    }
    // The player sees (a run saved before the player could see gets its sight here), and has
    // seen from where it stands; a pack for a run saved before items.
    // Keen sight's wider radius is the world's own, kept in the snapshot.
    const radius = this.world.components.Viewshed.radius[this.player] as number
    setViewshed(this.world, this.player, radius > 0 ? radius : SIGHT_RADIUS)
    if (packCapacity(this.world, this.player) === 0) {
      giveInventory(this.world, this.player, PACK_ITEMS)
    }
    giveExperience(this.world, this.player)
    visibilitySystem(this.world)
    this.memory.update(this.world)
    this.holdsGoal = this.packHoldsGoal()
  }

  /**
   * What the player did so far, for a replay, or null when the run cannot be replayed from its
   * seed: one from a save, a map file, the sandbox, a deeper start, or a changed level.
   */
  inputLog(): readonly LoggedInput[] | null {
    return this.recording ? this.inputs : null
  }

  /** Keeps what the player did when it took effect. */
  private note(input: LoggedInput, report: TurnReport): TurnReport {
    if (report.taken && this.recording) this.inputs.push(input)
    return report
  }

  /** What the player sees this turn and has explored of this level, one byte per tile. */
  get vision(): Readonly<Vision> {
    return this.world.vision
  }

  /** How far the player sees, in tiles (0: without limit). */
  get sightRadius(): number {
    return this.world.components.Viewshed.radius[this.player] as number
  }

  get level(): PlayLevel {
    return this.world.dungeon
  }

  get runSeed(): string {
    return this.place.runSeed
  }

  get depth(): number {
    return this.place.depth
  }

  /** The run's generator choice (the address's, the panel's); see `levelChoice` for this level's. */
  get choice(): GeneratorChoice {
    return this.place.choice
  }

  /**
   * The generator choice this level was made with: the depth table's pick for the depth in a run
   * that follows it, else the run's own choice.
   */
  get levelChoice(): GeneratorChoice {
    return this.choiceHere
  }

  /** The depths of the levels left behind and kept as they were, shallowest first. */
  get levelsKept(): number[] {
    return [...this.kept.keys()].sort((a, b) => a - b)
  }

  /** The deepest level the run reached: this one or one left behind (every level entered is kept). */
  get deepest(): number {
    return Math.max(this.depth, ...this.kept.keys())
  }

  /** The levels left behind, as they were left, shallowest first (for the save and checksum). */
  keptLevels(): KeptLevel[] {
    return this.levelsKept.map((depth) => this.kept.get(depth) as KeptLevel)
  }

  /** The generator's sandbox rather than a run. */
  get sandbox(): boolean {
    return this.place.sandbox === true
  }

  /** The Tiled map being played, if the player is still on it. */
  get map(): string | undefined {
    return this.place.map
  }

  /** The current level's seed in the run's chain. */
  get levelSeed(): string {
    return levelSeed(this.place.runSeed, this.place.depth)
  }

  /** A copy of where the run is, for the address bar and the save. */
  where(): RunPlace {
    return { ...this.place }
  }

  monsterIdsNow(): readonly number[] {
    return this.monsterIds
  }

  playerPosition(): Point {
    return getPosition(this.world, this.player)
  }

  /**
   * The living monsters in reading order (top row first), which does not depend on their entity
   * ids: ids are recycled from level to level, and a reloaded run numbers them afresh.
   */
  monsters(): MonsterView[] {
    return this.creatures((eid) => isAlive(this.world, eid))
  }

  /** The living monsters on tiles in sight, in reading order: those the screen shows. */
  monstersInSight(): MonsterView[] {
    const { world } = this
    const { visible } = this.vision
    const { Position } = world.components
    const width = this.level.width
    // The tile first: most monsters are out of sight, and a look at a byte is cheap.
    return this.creatures(
      (eid) =>
        visible[(Position.y[eid] as number) * width + (Position.x[eid] as number)] === 1 &&
        isAlive(world, eid),
    )
  }

  /**
   * Places a monster of the kind called `name` on the free tile `at` (a sandbox's test hook),
   * asleep if told; it joins the level's monsters. Returns its id; a `RunOptionsError` for a
   * kind the run has not.
   */
  placeMonster(name: string, at: Point, options: { asleep?: boolean } = {}): number {
    checkString('Run.placeMonster', 'name', name)
    checkPoint('Run.placeMonster', 'at', at)
    const given = checkOptions('Run.placeMonster', options, ['asleep'])
    if (given.asleep !== undefined) checkBoolean('Run.placeMonster', 'options.asleep', given.asleep)
    const eid = spawnMonster(this.world, at, monsterCode(name, this.world.kinds, 'name'))
    if (options.asleep === true) setAsleep(this.world, eid)
    this.monsterIds.push(eid)
    return eid
  }

  /** Where monsters died on this level, in reading order. */
  corpses(): MonsterView[] {
    return this.creatures((eid) => !isAlive(this.world, eid))
  }

  private creatures(keep: (eid: number) => boolean): MonsterView[] {
    const { world } = this
    const { Monster, Health, Mind } = world.components
    return this.monsterIds
      .filter(keep)
      .map((eid) => {
        const kind = Monster.kind[eid] as number
        const alive = isAlive(world, eid)
        return {
          ...getPosition(world, eid),
          kind,
          name: world.kinds.monsters[kind]?.name ?? '?',
          glyph: world.kinds.monsters[kind]?.glyph ?? '?',
          hp: alive ? (Health.hp[eid] as number) : 0,
          maxHp: alive ? (Health.max[eid] as number) : 0,
          confused: alive && Mind.state[eid] === MindState.Confused,
          asleep: alive && Mind.state[eid] === MindState.Asleep,
          slowed: alive && (world.components.Energy.slowed[eid] as number) > 0,
        }
      })
      .sort((a, b) => a.y - b.y || a.x - b.x)
  }

  /**
   * Every item lying on this level, in reading order (the screen shows those in sight); one on a
   * caged altar says so (`caged`): it can no longer be picked up.
   */
  items(): ItemView[] {
    return this.markCaged(floorItems(this.world, this.itemNamer))
  }

  /** The items remembered on explored tiles out of sight, as they were last seen. */
  rememberedItems(): ItemView[] {
    return this.markCaged(this.memory.remembered(this.world.vision, this.world, this.itemNamer))
  }

  private markCaged(items: ItemView[]): ItemView[] {
    if (this.caged.length === 0) return items
    return items.map((item) => (this.isCaged(item) ? { ...item, caged: true } : item))
  }

  /** Whether `at` is an altar whose offering is caged: nothing there can be picked up. */
  isCaged(at: Point): boolean {
    checkPoint('Run.isCaged', 'at', at)
    return isCagedAt(vaultsOf(this.level), this.caged, at)
  }

  /** The ids of the items lying on caged altars. */
  cagedItems(): number[] {
    if (this.caged.length === 0) return []
    const { Position } = this.world.components
    return worldFloorItems(this.world).filter((eid) =>
      this.isCaged({ x: Position.x[eid] as number, y: Position.y[eid] as number }),
    )
  }

  /** The caged vaults of this level, by index in `level.vaults` (for the save and the checksum). */
  cagedNow(): number[] {
    return [...this.caged]
  }

  /** The vaults of this level, placed by `@delve/map`, with their titles (none for a map's level). */
  vaults(): VaultView[] {
    return vaultsOf(this.level).map((vault, i) => ({
      name: vault.name,
      title: vaultTitle(this.rules.vaults, vault.name),
      x: vault.x,
      y: vault.y,
      width: vault.width,
      height: vault.height,
      caged: this.caged.includes(i),
    }))
  }

  /** The vault whose box holds `at`, or null. */
  vaultAt(at: Point): VaultView | null {
    checkPoint('Run.vaultAt', 'at', at)
    return (
      this.vaults().find(
        (v) => at.x >= v.x && at.y >= v.y && at.x < v.x + v.width && at.y < v.y + v.height,
      ) ?? null
    )
  }

  /**
   * What the player calls the item kind `kind` (a code of `world.kinds.items`): its name, for a
   * kind known or always known (anything but a potion or a scroll), else its look this run:
   * "murky potion", "scroll labelled XOTH".
   */
  itemName(kind: number): string {
    this.checkKind('Run.itemName', kind)
    const info = this.world.kinds.items[kind]
    if (!info) return 'thing'
    if (this.knownKinds.has(kind)) return info.name
    return this.appearance(kind) ?? info.name
  }

  /** `itemName` with its article: "a murky potion", "an identify scroll", "the amulet of the deep". */
  anItem(kind: number): string {
    this.checkKind('Run.anItem', kind)
    const info = this.world.kinds.items[kind]
    return this.isKnown(kind) ? aName(info) : withArticle(this.itemName(kind))
  }

  /** What the kind `kind` looks like in this run: null for what is always known. */
  appearance(kind: number): string | null {
    this.checkKind('Run.appearance', kind)
    if (this.looksSeed !== this.place.runSeed) {
      this.looks = appearances(this.place.runSeed, this.world.kinds.items)
      this.looksSeed = this.place.runSeed
    }
    return this.looks[kind] ?? null
  }

  /** True when the player knows what the kind `kind` is (always, but for potions and scrolls). */
  isKnown(kind: number): boolean {
    this.checkKind('Run.isKnown', kind)
    return this.knownKinds.has(kind) || this.appearance(kind) === null
  }

  /** The potion and scroll kinds the player knows, by code, lowest first (for saves). */
  knownCodes(): number[] {
    return [...this.knownKinds].sort((a, b) => a - b)
  }

  /** The potion and scroll kinds the player knows, by name, in code order. */
  known(): string[] {
    return this.knownCodes().map((kind) => this.world.kinds.items[kind]?.name ?? '?')
  }

  /** Learns a kind; the line that says so, or none for one known already. */
  private learn(kind: number, line: (look: string, name: string) => string): string[] {
    if (this.isKnown(kind)) return []
    const look = this.appearance(kind) as string
    this.knownKinds.add(kind)
    return [line(look, this.world.kinds.items[kind]?.name ?? 'thing')]
  }

  /**
   * What the player learnt this turn: the kind of each potion or scroll it used (its use shows
   * what it is), and, read an identify scroll, the kinds of everything in the pack.
   */
  private learnt(events: TurnEvents, lines: string[]): void {
    const before = lines.length
    for (const use of events.uses) {
      if (use.eid !== this.player) continue
      lines.push(...this.learn(use.kind, (look, name) => `The ${look} was ${withArticle(name)}.`))
    }
    if (events.effects.some((e) => e.effect === 'identify' && e.target === this.player)) {
      const { Item } = this.world.components
      const kinds = new Set(inventoryOf(this.world, this.player).map((i) => Item.kind[i] as number))
      for (const kind of [...kinds].sort((a, b) => a - b)) {
        lines.push(...this.learn(kind, (look, name) => `The ${look} is ${withArticle(name)}.`))
      }
      if (lines.length === before) lines.push('You learn nothing new.')
    }
  }

  /** What the memory holds, for the save. */
  seenItems(): RememberedTile[] {
    return this.memory.entries()
  }

  /**
   * The player's pack, in letter order: potions and scrolls of a kind stacked under one letter,
   * named as the player knows them.
   */
  inventory(): PackItem[] {
    return packItems(this.world, this.player, this.itemNamer)
  }

  /** The level, experience and what adds to power and defence, for the character screen. */
  character(): CharacterView {
    const { world, player } = this
    const { Experience, Fighter } = world.components
    const level = Experience.level[player] as number
    const worn = (slot: 'weapon' | 'armour') => {
      const item = wornIn(world, player, slot)
      return item === 0
        ? null
        : (world.kinds.items[world.components.Item.kind[item] as number]?.name ?? null)
    }
    return {
      level,
      xp: Experience.xp[player] as number,
      toNext: experienceToNext(level),
      hp: this.hp,
      maxHp: this.maxHp,
      power: powerOf(world, player),
      basePower: Fighter.power[player] as number,
      defence: defenceOf(world, player),
      baseDefence: Fighter.defence[player] as number,
      weapon: worn('weapon'),
      armour: worn('armour'),
      levelUps: Experience.pending[player] as number,
    }
  }

  /** Level-up choices owed (the game asks them before anything else). */
  get levelUps(): number {
    return this.world.components.Experience.pending[this.player] as number
  }

  /**
   * The perks the level-up owed now offers (`OFFER_SIZE` of the rules' perks, drawn from the run's
   * seed and the level reached), or none when none is owed.
   */
  levelUpOffer(): readonly Perk[] {
    const owed = this.levelUps
    if (owed === 0 || this.dead) return []
    const level = (this.world.components.Experience.level[this.player] as number) - owed + 1
    return perkOffer(this.place.runSeed, level, this.rules.perks, this.stats.perks ?? [])
  }

  /** Settles a level-up: `choice` is the index of a perk of `levelUpOffer()`. No time passes. */
  levelUp(choice: number): TurnReport {
    checkInteger('Run.levelUp', 'choice', choice, 0, OFFER_SIZE - 1)
    if (this.dead) return refusedReport('The dead do not grow.')
    if (this.levelUps === 0) return refusedReport('You have no level-up to choose.')
    const offer = this.levelUpOffer()
    const perk = Number.isInteger(choice) ? offer[choice] : undefined
    if (perk === undefined) {
      return refusedReport(`Choose one of: ${offer.map((p) => p.name).join(', ')}.`)
    }
    const { Experience } = this.world.components
    Experience.pending[this.player] = (Experience.pending[this.player] as number) - 1
    perk.grant(this.world, this.player)
    this.stats.perks = [...(this.stats.perks ?? []), perk.name]
    const line = `${perk.line}: ${perk.gives}.`
    this.tell([line])
    if (this.recording) this.inputs.push({ kind: 'level-up', choice })
    return { taken: false, moved: false, messages: [line], died: false, events: createTurnEvents() }
  }

  /** The perks taken so far, in the order taken. */
  get perks(): readonly string[] {
    return this.stats.perks ?? []
  }

  /**
   * The run is won: out of the dungeon with the goal's item (the amulet), or, for a goal that
   * wins when taken (`climb: false`), holding it.
   */
  get won(): boolean {
    return this.out || (this.holdsGoal && this.rules.goal?.climb === false)
  }

  /**
   * The pack holds the goal's item. Asked several times an `act` and every frame, so it is kept
   * rather than read from the pack each time (a query of the world): worked out when the run is
   * made and again after every turn that moved an item into, out of or within reach of a pack (a
   * pickup, a drop, a use), the only turns that change what a pack holds.
   */
  get carryingGoal(): boolean {
    return this.holdsGoal
  }

  /** Out of the dungeon by depth 1's up stairs, carrying the goal: the climb is over, won. */
  get escaped(): boolean {
    return this.out
  }

  /** Carrying the goal out: the way on is up (travel heads for the up stairs). */
  get climbing(): boolean {
    return this.holdsGoal && this.rules.goal?.climb === true
  }

  /** The goal's item with its article ("the amulet of the deep"). */
  private goalName(): string {
    const goal = this.rules.goal
    return aName(goal ? this.world.kinds.items[goal.item] : undefined)
  }

  /** Whether the pack holds the goal's item now, read from the world. */
  private packHoldsGoal(): boolean {
    const { goal } = this.rules
    if (goal === null) return false
    const { Item } = this.world.components
    return inventoryOf(this.world, this.player).some((item) => Item.kind[item] === goal.item)
  }

  /** How the run ended, or null while it goes on. */
  get end(): RunEnd | null {
    const { depth } = this
    if (this.dead) {
      return { died: true, won: false, depth, cause: this.stats.cause ?? `died on depth ${depth}` }
    }
    if (!this.won) return null
    const item = this.goalName()
    const cause = this.out ? `escaped with ${item}` : `took ${item} on depth ${depth}`
    return { died: false, won: true, depth, cause }
  }

  /** One turn: wields or wears the pack's `index`-th item, or takes it off if it is on. */
  toggleWorn(index: number): TurnReport {
    checkIndex('Run.toggleWorn', index)
    const item = this.packItem(index)
    if (item === 0) return refusedReport('You have no such item.')
    const action = slotOf(this.world, this.player, item) === null ? 'equip' : 'unequip'
    return this.note({ kind: 'wear', index }, this.play({ kind: action, item }))
  }

  /** Counts the turn's kills and uses, and notes what ended the run. */
  private tally(events: TurnEvents): void {
    const { world, stats } = this
    // Both tallies exist from the first turn on (saves hold them, empty or not).
    if (!this.tallied) {
      stats.killsByKind ??= {}
      stats.used ??= {}
      this.tallied = true
    }
    if (events.deaths.length === 0 && events.uses.length === 0) return
    const byKind = stats.killsByKind as Record<string, number>
    for (const death of events.deaths) {
      if (death.player) {
        stats.cause = causeOfDeath(world, death.by, this.player, this.depth)
        continue
      }
      stats.kills++
      const name = world.kinds.monsters[death.kind ?? -1]?.name ?? 'creature'
      byKind[name] = (byKind[name] ?? 0) + 1
    }
    const used = stats.used as Record<string, number>
    for (const use of events.uses) {
      const name = world.kinds.items[use.kind]?.name ?? 'item'
      used[name] = (used[name] ?? 0) + 1
    }
  }

  /** What the perks taken do after each kill of the player's (bloodlust's healing). */
  private afterKills(events: TurnEvents): void {
    if (events.deaths.length === 0 || this.stats.perks === undefined) return
    for (const death of events.deaths) {
      if (death.by !== this.player || death.player) continue
      for (const name of this.stats.perks) {
        this.rules.perks.find((perk) => perk.name === name)?.onKill?.(this.world, this.player)
      }
    }
  }

  /** One turn: picks up the first item underfoot (refused, at no cost, with none or a full pack). */
  pickUp(): TurnReport {
    const { Position } = this.world.components
    const { player, world } = this
    const at = { x: Position.x[player] as number, y: Position.y[player] as number }
    const here = itemsAt(world, at.x, at.y)
    if (here.length > 0 && this.isCaged(at) && !this.dead) {
      return refusedReport('The offering is caged: it can no longer be taken.')
    }
    // The first item underfoot that fits: one that joins a stack, or any while a letter is free.
    const item = here.find((eid) => !packFull(world, player, eid))
    if (here.length > 0 && item === undefined && !this.dead) {
      return refusedReport('Your pack is full.')
    }
    const action: PlayerAction = item === undefined ? { kind: 'pickup' } : { kind: 'pickup', item }
    return this.note({ kind: 'pickup' }, this.play(action))
  }

  /** One turn: drops the pack's `index`-th item (a = 0) underfoot. */
  drop(index: number): TurnReport {
    checkIndex('Run.drop', index)
    const item = this.packItem(index)
    if (item === 0) return refusedReport('You have no such item.')
    return this.note({ kind: 'drop', index }, this.play({ kind: 'drop', item }))
  }

  /** One turn: uses the pack's `index`-th item, aimed at `target` where it needs one. */
  use(index: number, target?: Point): TurnReport {
    checkIndex('Run.use', index)
    if (target !== undefined) this.checkTarget('Run.use', target)
    const item = this.packItem(index)
    if (item === 0) return refusedReport('You have no such item.')
    const at = target ? { target: { x: target.x, y: target.y } } : {}
    return this.note({ kind: 'use', index, ...at }, this.play({ kind: 'use', item, ...at }))
  }

  /**
   * The item the pack's `index`-th letter acts on (of a stack, the last picked up), or 0: what
   * `inventory()[index].item` is, without naming the whole pack.
   */
  private packItem(index: number): number {
    const stack = packStacks(this.world, this.player)[index]
    return stack?.[stack.length - 1] ?? 0
  }

  /** How the pack's `index`-th item is aimed; null for one that needs no aiming. */
  aimOf(index: number): AimInfo | null {
    checkIndex('Run.aimOf', index)
    return this.inventory()[index]?.aim ?? null
  }

  /** What using the pack's `index`-th item at `target` would reach, or why it cannot. */
  preview(index: number, target?: Point): AimPreview {
    checkIndex('Run.preview', index)
    if (target !== undefined) this.checkTarget('Run.preview', target)
    const item = this.inventory()[index]
    if (!item || this.dead) return { affected: [], refused: 'You have no such item.' }
    const kind = this.world.components.Item.kind[item.item] as number
    const aim = aimItem(this.world, this.player, kind, target)
    if (aim.refused) return { affected: [], refused: aim.refused.message }
    const affected = aim.affected.map((eid) => getPosition(this.world, eid))
    return aim.path ? { affected, path: aim.path } : { affected }
  }

  /** A code of the run's item kinds. */
  private checkKind(fn: string, kind: unknown): void {
    checkInteger(fn, 'kind', kind, 0, this.world.kinds.items.length - 1)
  }

  /** A tile of this level. */
  private checkTarget(fn: string, target: unknown): void {
    const { width, height } = this.level
    const p = checkPoint(fn, 'target', target)
    if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) {
      throw new ArgumentRangeError(fn, 'target', target, `a tile of the ${width}×${height} level`)
    }
  }

  /** The player's hit points now (0 once dead). */
  get hp(): number {
    return isAlive(this.world, this.player)
      ? (this.world.components.Health.hp[this.player] as number)
      : 0
  }

  /** The player's hit points when unhurt. */
  get maxHp(): number {
    return this.world.components.Health.max[this.player] as number
  }

  /** Turns played in this run. */
  get turn(): number {
    return this.world.turn
  }

  get dead(): boolean {
    return !isAlive(this.world, this.player)
  }

  /** The message log, oldest first. */
  messages(): readonly string[] {
    return this.log
  }

  /** Adds lines to the message log, keeping the last `LOG_LINES`. */
  private tell(lines: readonly string[]): void {
    for (const line of lines) this.log.push(line)
    if (this.log.length > LOG_LINES) this.log.splice(0, this.log.length - LOG_LINES)
  }

  /** One turn: the player steps one tile in `direction`, or attacks the monster there. */
  move(direction: Direction): TurnReport {
    checkOneOf('Run.move', 'direction', direction, DIRECTIONS)
    const { dx, dy } = STEPS[direction]
    const { Position } = this.world.components
    const x = (Position.x[this.player] as number) + dx
    const y = (Position.y[this.player] as number) + dy
    let first: readonly string[] = NO_LINES
    if (tileAt(this.level, x, y) === LOCKED_DOOR && !this.dead) {
      // A vault's key opens its doors, and the step goes through; without it, nothing happens.
      const vault = lockedVaultAt(vaultsOf(this.level), { x, y })
      const line = vault ? unlockVault(this.world, this.player, vault, this.itemNamer) : null
      if (line === null) return refusedReport('The door is locked.')
      first = [line]
    }
    return this.note({ kind: 'move', direction }, this.play({ kind: 'move', dx, dy }, first))
  }

  /** One turn spent standing still: the monsters act, hurt fighters heal a little. */
  wait(): TurnReport {
    return this.note({ kind: 'wait' }, this.play({ kind: 'wait' }))
  }

  private play(action: PlayerAction, first: readonly string[] = NO_LINES): TurnReport {
    if (this.dead)
      return { taken: false, moved: false, messages: [], died: false, events: undefined }
    const { player } = this
    const events = playTurn(this.world, player, action)
    // Monsters a summoner called join the level's.
    for (const called of events.summons) this.monsterIds.push(called.eid)
    if (!events.taken) {
      // The refusal's reason, or the bump's; a step refused without either met someone.
      const [reason = bumpMessage('entity')] = turnMessages(this.world, events, player)
      return refusedReport(reason)
    }
    let moved = false
    for (const move of events.moves) if (move.eid === player) moved = true
    this.stats.turns++
    if (moved) this.stats.steps++
    // Most turns are a step or a wait and nothing else: nothing to tell, learn, cage or count.
    const eventful = !quiet(events)
    let messages: string[]
    if (eventful) {
      const held = this.holdsGoal
      if (events.pickups.length > 0 || events.drops.length > 0 || events.uses.length > 0) {
        this.holdsGoal = this.packHoldsGoal()
      }
      const told = turnMessages(this.world, events, player, this.itemNamer)
      messages = first.length === 0 ? told : [...first, ...told]
      this.learnt(events, messages)
      this.cage(events, messages)
      for (const e of events.effects) if (e.effect === 'summon') this.monsterIds.push(e.target)
      if (this.holdsGoal && !held && this.climbing) messages.push(...this.wake())
    } else {
      messages = [...first]
    }
    // One look at the floor a turn: what is in sight, and what lies where the player stepped.
    const { Position } = this.world.components
    const here = moved
      ? (Position.y[player] as number) * this.world.dungeon.width + (Position.x[player] as number)
      : -1
    this.underfoot(this.memory.update(this.world, here), messages)
    this.tally(events)
    if (eventful) this.afterKills(events)
    this.passTime(events, messages)
    if (eventful) growthMessages(events, player, messages)
    if (messages.length > 0) this.tell(messages)
    return { taken: true, moved, messages, died: this.dead, events }
  }

  /**
   * An item taken from a choice altar cages the others of its vault: they can no longer be taken.
   */
  private cage(events: TurnEvents, lines: string[]): void {
    for (const pickup of events.pickups) {
      if (pickup.eid !== this.player) continue
      const i = choiceVaultAt(vaultsOf(this.level), pickup)
      if (i < 0 || this.caged.includes(i)) continue
      this.caged = [...this.caged, i].sort((a, b) => a - b)
      lines.push('Bars fall over the other altars: their offerings are caged.')
    }
  }

  /**
   * What a turn taken costs in time: a turn of food (a ration eaten refills it; a starving hero
   * does not heal and loses a hit point now and then), and maybe a wandering monster arriving
   * out of sight. Only the level the player is on lives: levels left behind wait as they were.
   */
  private passTime(events: TurnEvents, lines: string[]): void {
    const { world, player, clocks, rules } = this
    const clock = rules.food
    if (clock !== null && !this.dead) {
      let meals = 0
      for (const use of events.uses) if (use.eid === player && use.kind === clock.ration) meals++
      const tick = tickFood(clocks.food, meals, world.turn, clock)
      clocks.food = tick.food
      if (tick.line !== null) lines.push(tick.line)
      // A starving body does not mend: its healing stops until it is fed.
      world.components.Health.regen[player] = tick.hunger === 'starving' ? 0 : PLAYER_REGEN
      if (tick.starve) this.starve(events, lines)
    }
    if (rules.wanderers === null || this.dead) return
    clocks.wanderers = clocks.wanderers.filter((eid) => isAlive(world, eid))
    const alive = clocks.wanderers.length
    const wanderer = wanderIn(world, rules, this.levelSeed, this.depth, alive, player)
    if (wanderer !== 0) {
      this.monsterIds.push(wanderer)
      clocks.wanderers.push(wanderer)
    }
  }

  /** A hit point lost to hunger; the last one kills, and the story says so. */
  private starve(events: TurnEvents, lines: string[]): void {
    const { Health } = this.world.components
    const hp = (Health.hp[this.player] as number) - 1
    Health.hp[this.player] = Math.max(0, hp)
    if (hp > 0) return
    die(this.world, this.player, events)
    this.stats.cause = `starved on depth ${this.depth}`
    lines.push('You die of hunger.')
  }

  /** Turns of food left (0: starving; 0 too in a run without a food clock). */
  get food(): number {
    return this.clocks.food
  }

  /** How hungry the hero is ('fed' in a run without a food clock). */
  get hunger(): Hunger {
    const clock = this.rules.food
    return clock === null ? 'fed' : hungerOf(this.clocks.food, clock)
  }

  /** The clocks, for the save and the checksum (a copy). */
  clocksNow(): RunClocks {
    return { food: this.clocks.food, wanderers: [...this.clocks.wanderers] }
  }

  /** Adds "You see a healing potion here." to `lines` for the items where the player stepped. */
  private underfoot(here: readonly number[], lines: string[]): void {
    if (here.length === 0) return
    const { Item } = this.world.components
    const names = here.map((item) => this.anItem(Item.kind[item] as number))
    lines.push(`You see ${spokenList(names)} here.`)
  }

  /** True when the player stands on the down stairs. */
  onStairsDown(): boolean {
    const { x, y } = this.playerPosition()
    return tileAt(this.level, x, y) === Tile.StairsDown
  }

  /** True when the player stands on the up stairs. */
  onStairsUp(): boolean {
    const { x, y } = this.playerPosition()
    return tileAt(this.level, x, y) === Tile.StairsUp
  }

  /**
   * Down the stairs to the next level of the chain, onto its up stairs: the level as it was left,
   * if the player was there before, else a new one. False (and nothing changes) off the stairs.
   */
  descend(): boolean {
    return this.goDown().taken
  }

  /** `descend`, with the lines it told (or the refusal's). */
  goDown(): TurnReport {
    if (!this.onStairsDown() || this.dead) return refusedReport('There are no stairs down here.')
    this.enter({ ...this.place, depth: this.place.depth + 1 }, 'down')
    // A breath on the stairs: part of what was lost comes back.
    const { Health } = this.world.components
    const missing = this.maxHp - this.hp
    Health.hp[this.player] = this.hp + Math.ceil(missing * DESCENT_HEAL)
    const lines = [`You descend the stairs to depth ${this.place.depth}.`]
    if (isBottom(this.place, this.rules)) {
      lines.push(
        `This is the bottom of the dungeon: ${this.goalName()} lies here, and no stairs lead further down.`,
      )
    }
    return this.took({ kind: 'descend' }, lines)
  }

  /**
   * Up the stairs the player stands on: to the level above, as it was left, onto its down
   * stairs; on depth 1, out of the dungeon, which wins the run when carrying the goal out (and
   * is refused otherwise). No time passes. Refused, changing nothing, off the up stairs.
   */
  ascend(): TurnReport {
    if (this.dead) return refusedReport('The dead do not climb.')
    if (!this.onStairsUp()) return refusedReport('There are no stairs up here.')
    if (this.place.depth === 1) {
      if (!this.climbing) return refusedReport(this.noWayOut())
      this.out = true
      const line = `You climb out of the dungeon into the daylight with ${this.goalName()}. You have won!`
      return this.took({ kind: 'ascend' }, [line])
    }
    this.enter({ ...this.place, depth: this.place.depth - 1 }, 'up')
    return this.took({ kind: 'ascend' }, [`You climb the stairs to depth ${this.place.depth}.`])
  }

  /** Why depth 1's up stairs do not let the player out. */
  private noWayOut(): string {
    const goal = this.rules.goal
    if (goal === null) return 'There is no way out: the dungeon lets no one go.'
    return `You will not leave without ${this.goalName()}: it lies on depth ${goal.depth}.`
  }

  /** An input that changed the run without a turn: its lines told and the input logged. */
  private took(input: LoggedInput, lines: string[]): TurnReport {
    this.tell(lines)
    if (this.recording) this.inputs.push(input)
    return { taken: true, moved: false, messages: lines, died: false, events: undefined }
  }

  /**
   * The levels above wake, the goal taken: their monsters go looking for the player where a
   * return arrives. The lines saying so.
   */
  private wake(): string[] {
    for (const [depth, level] of this.kept)
      if (depth < this.depth) this.kept.set(depth, wakeKept(level))
    const lines = [
      `You have ${this.goalName()}! Now climb back out: up the stairs of every level to the daylight.`,
    ]
    if (this.depth > 1)
      lines.push('Far above, the dungeon stirs: its monsters are awake and hunting you.')
    return lines
  }

  /** A new chain (a fresh seed by default) at the same depth, with the same choice. */
  regenerate(runSeed: string = randomSeed()): void {
    checkSeed('Run.regenerate', runSeed)
    this.recording = false
    this.kept.clear()
    this.enter({ ...this.place, runSeed }, 'new')
  }

  /** The level of the same seed and depth made with another choice. */
  reconfigure(choice: GeneratorChoice, runSeed: string = this.place.runSeed): void {
    checkChoice('Run.reconfigure', choice)
    checkSeed('Run.reconfigure', runSeed)
    this.recording = false
    this.kept.clear()
    this.enter({ ...this.place, choice, runSeed }, 'new')
  }

  /**
   * Swaps in the level of `next`, the one being left kept as it is (but for a new chain: `new`).
   * Going down the player arrives on the up stairs (the level's start), going up on the down
   * stairs. A level left before comes back as it was left; a new one is populated by the tables,
   * and, while the goal is carried out, wakes at once.
   */
  private enter(next: RunPlace, by: 'down' | 'up' | 'new'): void {
    if (by !== 'new') {
      this.kept.set(this.place.depth, this.keepHere())
    }
    const kept = this.kept.get(next.depth)
    this.kept.delete(next.depth)
    const { map: _, ...place } = next
    let level: PlayLevel
    if (kept?.map) {
      level = mapLevel(kept.map)
      setDungeon(this.world, level)
      this.place = { ...place, map: kept.map.address }
      this.choiceHere = place.choice
    } else {
      level = makeLevel(place, this.rules)
      setDungeon(this.world, level, { generated: true })
      this.place = place
      this.choiceHere = levelChoice(place, this.rules)
    }
    this.madeTiles = level.tiles.slice()
    // Rock dug and doors unlocked on a level left behind are so again (after setDungeon, which
    // took it as made).
    for (const tile of kept?.dug ?? []) level.tiles[tile] = Tile.Floor
    this.caged = [...(kept?.caged ?? [])]
    // A level left before is entered where it was left: the stairs between it and this one.
    const arrival = kept?.left ?? (by === 'up' ? (level.stairsDown ?? level.start) : level.start)
    moveEntity(this.world, this.player, arrival)
    if (kept) {
      const back = bringBack(this.world, kept)
      this.monsterIds = back.monsters
      this.clocks.wanderers = back.wanderers
      this.memory.replace(kept.seen)
    } else {
      this.populate(arrival)
      this.clocks.wanderers = []
      this.memory.clear()
      if (this.climbing) alertMonsters(this.world, this.player)
      this.stats.dungeons++
    }
    // The player sees from where they arrive.
    visibilitySystem(this.world)
    this.memory.update(this.world)
  }

  /** A new level's monsters, items and goal, kept clear of where the player arrives. */
  private populate(arrival: Point): void {
    const { depth } = this.place
    const vaults = vaultsOf(this.level)
    this.monsterIds = placeVaultMarks(
      this.world,
      this.rules,
      this.levelSeed,
      depth,
      vaults,
      arrival,
      SIGHT_RADIUS,
    )
    this.monsterIds.push(
      ...populateLevel(
        this.world,
        this.rules,
        this.levelSeed,
        this.level.rooms.length,
        depth,
        arrival,
        SIGHT_RADIUS,
      ),
    )
    placeItems(this.world, this.rules, this.levelSeed, depth, markTiles(vaults))
    const warden = placeGoal(this.world, this.rules, depth, arrival, markTiles(vaults))
    if (warden !== 0) this.monsterIds.push(warden)
  }

  /** The current level as the player leaves it. */
  private keepHere(): KeptLevel {
    const { map } = this.place
    const level = this.level
    const kept: KeptMap | undefined =
      map === undefined
        ? undefined
        : {
            address: map,
            tiles: toAscii(level).split('\n'),
            rooms: level.rooms.map((r) => savedRoom(r)),
            start: { ...level.start },
          }
    return keepLevel(this.world, {
      depth: this.place.depth,
      made: kept ? null : this.madeTiles,
      monsterIds: this.monsterIds,
      wanderers: this.clocks.wanderers,
      seen: this.memory.entries(),
      left: this.playerPosition(),
      caged: this.caged,
      ...(kept ? { map: kept } : {}),
    })
  }
}
