import {
  type GameWorld,
  giveExperience,
  giveInventory,
  inventoryOf,
  isAlive,
  packCapacity,
  setViewshed,
  visibilitySystem,
} from '@delve/ecs'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import { levelSeed } from '../chain/seed-chain.js'
import type { RunRules } from '../content/run-rules.js'
import { PACK_ITEMS } from '../content/stacks.js'
import type { LoggedInput } from '../input/run-input.js'
import { levelChoice } from '../level/make-level.js'
import { ItemMemory } from './items.js'
import type { KeptLevel } from './kept-level.js'
import { checkParts } from './run-checks.js'
import {
  LOG_LINES,
  type PlayLevel,
  type RunClocks,
  type RunParts,
  type RunPlace,
  type RunStats,
  SIGHT_RADIUS,
  type TurnReport,
} from './run-types.js'

/**
 * Everything a run holds, in one plain record: `Run` is a facade over it, and the feature
 * modules (turn, travel, identification, cages, time, goal, views) read and change it. Each
 * fact is kept once.
 */
export interface RunState {
  readonly world: GameWorld<PlayLevel>
  readonly player: number
  readonly stats: RunStats
  readonly rules: RunRules
  place: RunPlace
  /** The monsters of this level, the dead among them (corpses), in the order they came. */
  monsterIds: number[]
  /** The message log, oldest first, at most `LOG_LINES`. */
  readonly log: string[]
  readonly memory: ItemMemory
  /** What the player did, for a replay; kept only for a run started from its seed. */
  readonly inputs: LoggedInput[]
  recording: boolean
  /** The pack holds the goal's item (see `Run.carryingGoal`). */
  holdsGoal: boolean
  /** The levels left behind, by depth, as they were left. */
  readonly kept: Map<number, KeptLevel>
  /** Out of the dungeon with the goal. */
  out: boolean
  /** The generator choice the current level was made with. */
  choiceHere: GeneratorChoice
  /** Both tallies of `stats` are there (they are added on the first turn played). */
  tallied: boolean
  /** The potion and scroll kinds the player knows, by code. */
  readonly knownKinds: Set<number>
  /** This level's tiles as made: what its dug rock is told from when it is left (`KeptLevel.dug`). */
  madeTiles: Uint8Array
  /** What each kind looks like in this run (`appearances`), and the seed they were drawn for. */
  looks: (string | null)[]
  looksSeed: string | null
  readonly clocks: RunClocks
  /** The vaults of this level whose altars are caged, by index in `level.vaults`, ascending. */
  caged: number[]
  /** `itemName`, bound once: what the views and the lines name items with. */
  readonly itemNamer: (kind: number) => string
}

/**
 * The state of a run from its parts (`createRun`, `loadRun`), the player seeing from its tile;
 * `name` is what names an item kind for the player (`identification`'s `itemName`).
 */
export function runState(parts: RunParts, name: (s: RunState, kind: number) => string): RunState {
  checkParts(parts)
  const { world, player, rules } = parts
  const place = { ...parts.place }
  const state: RunState = {
    world,
    player,
    rules,
    place,
    monsterIds: [...parts.monsters],
    stats: { ...parts.stats },
    log: [...(parts.log ?? [])].slice(-LOG_LINES),
    memory: new ItemMemory(parts.seenItems),
    // A saved run keeps its record: it can still be replayed after a reload.
    inputs: [...(parts.inputs ?? [])],
    recording: Boolean(parts.inputs),
    holdsGoal: false,
    kept: new Map((parts.kept ?? []).map((level) => [level.depth, level])),
    out: parts.escaped === true,
    choiceHere: place.map === undefined ? levelChoice(place, rules) : place.choice,
    tallied: false,
    knownKinds: new Set(parts.known ?? []),
    madeTiles: (parts.madeTiles ?? world.dungeon.tiles).slice(),
    looks: [],
    looksSeed: null,
    clocks: parts.clocks
      ? { food: parts.clocks.food, wanderers: [...parts.clocks.wanderers] }
      : { food: rules.food?.start ?? 0, wanderers: [] },
    caged: [...(parts.caged ?? [])],
    itemNamer: (kind: number): string => name(state, kind),
  }
  // The player sees (a run saved before the player could see gets its sight here), and has
  // seen from where it stands; a pack for a run saved before items.
  // Keen sight's wider radius is the world's own, kept in the snapshot.
  const radius = world.components.Viewshed.radius[player] as number
  setViewshed(world, player, radius > 0 ? radius : SIGHT_RADIUS)
  if (packCapacity(world, player) === 0) giveInventory(world, player, PACK_ITEMS)
  giveExperience(world, player)
  visibilitySystem(world)
  state.memory.update(world)
  state.holdsGoal = packHoldsGoal(state)
  return state
}

/**
 * A monster come to this level between its making and its leaving (called, wandered in, placed by
 * a test hook) joins its list. The list mirrors the world's monsters (a save reads them from the
 * world); this is the one place it grows, so it can go once `@delve/ecs` answers that query.
 */
export function joinLevel(s: RunState, eid: number): void {
  s.monsterIds.push(eid)
}

/** The player is dead. */
export function isDead(s: RunState): boolean {
  return !isAlive(s.world, s.player)
}

/** The player's hit points now (0 once dead). */
export function hpOf(s: RunState): number {
  return isAlive(s.world, s.player) ? (s.world.components.Health.hp[s.player] as number) : 0
}

/** The current level's seed in the run's chain. */
export function levelSeedOf(s: RunState): string {
  return levelSeed(s.place.runSeed, s.place.depth)
}

/** Whether the pack holds the goal's item now, read from the world. */
export function packHoldsGoal(s: RunState): boolean {
  const { goal } = s.rules
  if (goal === null) return false
  const { Item } = s.world.components
  return inventoryOf(s.world, s.player).some((item) => Item.kind[item] === goal.item)
}

/** Adds lines to the message log, keeping the last `LOG_LINES`. */
export function tell(s: RunState, lines: readonly string[]): void {
  for (const line of lines) s.log.push(line)
  if (s.log.length > LOG_LINES) s.log.splice(0, s.log.length - LOG_LINES)
}

/** Keeps what the player did when it took effect. */
export function note(s: RunState, input: LoggedInput, report: TurnReport): TurnReport {
  if (report.taken && s.recording) s.inputs.push(input)
  return report
}

/** An input that changed the run without a turn: its lines told and the input logged. */
export function took(s: RunState, input: LoggedInput, lines: string[]): TurnReport {
  tell(s, lines)
  if (s.recording) s.inputs.push(input)
  return { taken: true, moved: false, messages: lines, died: false, events: undefined }
}
