import type { GameWorld, TurnEvents } from '@delve/ecs'
import type { PlacedVault, Point, Rect, TileMap } from '@delve/map'
import type { GeneratorChoice } from '../chain/generator-choice.js'
import type { RunRules } from '../content/run-rules.js'
import type { LoggedInput } from '../input/run-input.js'
import type { RememberedTile } from './items.js'
import type { KeptLevel } from './kept-level.js'

/** How far the player sees, in tiles: the tutorials' torch radius. */
export const SIGHT_RADIUS = 8

/** A level the game can play: a generated dungeon, or a map loaded from a file. */
export interface PlayLevel extends TileMap {
  /** The seed a generated level was made from (its tiles' looks follow it); none for a file's map. */
  seed?: string
  start: Point
  rooms: readonly Rect[]
  stairsUp?: Point
  stairsDown?: Point
  /** The vaults placed in a generated level (`@delve/map`'s `dungeon.vaults`). */
  vaults?: readonly PlacedVault[]
}

/** What one of the player's turns did. */
export interface TurnReport {
  /** Time passed: the player stepped, attacked or waited (a step into a wall takes none). */
  taken: boolean
  /** The player is on another tile. */
  moved: boolean
  /** What to tell the player, in order (also added to the run's log). */
  messages: string[]
  /** The player died this turn. */
  died: boolean
  /** What `@delve/ecs` says happened in the turn played, when one was. */
  events?: TurnEvents
}

/** Tallies shown when the run ends. */
export interface RunStats {
  steps: number
  dungeons: number
  /** Monsters killed, by kind name (absent in saves from before it was counted). */
  killsByKind?: Record<string, number>
  /** Items used up, by kind name. */
  used?: Record<string, number>
  /** What ended the run: "killed by a troll on depth 7"; absent while it goes on. */
  cause?: string
  /** Turns taken: steps, attacks and waits. */
  turns: number
  /** Monsters killed. */
  kills: number
  /** The perks taken at level-ups, in order (absent until one is). */
  perks?: string[]
}

/** A monster as a run shows it: where it is, its kind and name, its health and its state. */
export interface MonsterView {
  x: number
  y: number
  /** Index into the monster kinds of `@delve/ecs`. */
  kind: number
  /** The kind's name ("orc") and glyph ("o"). */
  name: string
  glyph: string
  /** Hit points left (a corpse has none), and when unhurt. */
  hp: number
  maxHp: number
  /** Stumbling about under a confusion scroll. */
  confused: boolean
  /** Asleep: it does nothing until a blow, a noise or the sight of the player near wakes it. */
  asleep: boolean
  /** Slowed by a wand: it acts half as often for a while. */
  slowed: boolean
}

/**
 * What aiming an item at a tile would do: the tiles of the creatures it reaches, or why not; for
 * an item thrown or zapped along a line, the tiles the line crosses (`path`).
 */
export interface AimPreview {
  affected: Point[]
  refused?: string
  path?: Point[]
}

/** Lines of the message log a run keeps (and saves); the history screen shows them all. */
export const LOG_LINES = 200

/** Where a run is: everything needed to make its current level again. */
export interface RunPlace {
  runSeed: string
  depth: number
  choice: GeneratorChoice
  /** Address of the Tiled map the run started on; only while the player is still on it. */
  map?: string
  /** The generator's sandbox, not a run: any depth, regenerating, labels; never counted. */
  sandbox?: boolean
}

/** The parts of a run a save brings back (see `saving/run-save.ts`). */
export interface RunParts {
  place: RunPlace
  /** The kinds, tables and goal the run plays by (`runRules`). */
  rules: RunRules
  world: GameWorld<PlayLevel>
  player: number
  monsters: number[]
  stats: RunStats
  /** The message log, oldest first. */
  log?: readonly string[]
  /** The items remembered on explored tiles of this level, as last seen. */
  seenItems?: readonly RememberedTile[]
  /** The clocks of time's cost (absent: a run just begun, its food full). */
  clocks?: RunClocks
  /**
   * What the player did from the run's start, for a replay (`[]` for a run just begun from the
   * top of its seed chain); absent for a run that cannot be replayed from its seed.
   */
  inputs?: readonly LoggedInput[]
  /** The levels left behind, as they were left (`KeptLevel`), one a depth. */
  kept?: readonly KeptLevel[]
  /** The player climbed out of the dungeon with the goal: the run is won. */
  escaped?: boolean
  /** The potion and scroll kinds the player knows (used or identified), by kind code. */
  known?: readonly number[]
  /**
   * The tiles of this level as they were made, when the run has changed them since (dug rock):
   * absent, the level's tiles are taken as made.
   */
  madeTiles?: Uint8Array
  /** The vaults of this level whose altars are caged (an item was taken from one), by index. */
  caged?: readonly number[]
}

/** A vault of the current level, for a screen: where it is and what it is called. */
export interface VaultView {
  name: string
  /** What the look command calls it ("an old guard post"). */
  title: string
  x: number
  y: number
  width: number
  height: number
  /** Its altars are caged: an item was taken from one. */
  caged: boolean
}

/** What time has cost: the food left, and the wandering monsters alive on this level. */
export interface RunClocks {
  /** Turns of food left (0: starving); the clock's start for a run just begun. */
  food: number
  /** The entity ids of the wanderers that came to this level and live, ascending. */
  wanderers: number[]
}

/** How a run ended: by death, or won (out of the dungeon with the goal, or the goal taken up). */
export interface RunEnd {
  /** Killed (true), or won (false). */
  died: boolean
  won: boolean
  /** The depth it ended on. */
  depth: number
  /**
   * "killed by a troll on depth 7", "escaped with the amulet of the deep" (a climb out), "took
   * the amulet of the deep on depth 10" (a goal that wins when taken).
   */
  cause: string
}

/** What the character screen shows. */
export interface CharacterView {
  level: number
  xp: number
  toNext: number
  hp: number
  maxHp: number
  /** With what is worn; `basePower` and `baseDefence` without. */
  power: number
  basePower: number
  defence: number
  baseDefence: number
  weapon: string | null
  armour: string | null
  levelUps: number
}
