import type { Point, TileMap } from '@delve/map'
import type {
  CharacterView,
  GeneratorChoice,
  ItemView,
  MonsterView,
  PackItem,
  Run,
  VaultView,
} from '@delve/run'
import type { Mode } from '../play/modes.js'
import type { ViewReport } from '../view/dungeon-view.js'

// What `window.delve` is (`DelveHandle`): its cheats, what its `state()` reports, and what the
// game reports to it (`GameReport`). The reports are read from the run's views (`ItemView`, `VaultView`, `PackItem`, `CharacterView`, `Run`'s
// reads), each report the fields of its view the page has always shown, by the names it has
// always shown them (the page's names are contract: apps/game/README.md).

/**
 * An item as the handle reports it (`ItemView` but its glyph): where, its kind's name, what the
 * player calls it, and `caged` (absent: it can be picked up).
 */
export type ItemReport = Pick<ItemView, 'x' | 'y' | 'kind' | 'name' | 'caged'>

/**
 * A vault of the current level (`VaultView`): its name, what the look line calls it, its box
 * (its `width` and `height` as `w` and `h`, as the page has always named them), its cage.
 */
export type VaultReport = Pick<VaultView, 'name' | 'title' | 'x' | 'y' | 'caged'> & {
  w: VaultView['width']
  h: VaultView['height']
}

/**
 * One letter of the pack as the player reads it (`PackItem`): its letter, its kind's true name,
 * what the player calls one of it, the stack's count and label, known, a wand's charges.
 */
export type PackReport = Pick<
  PackItem,
  'letter' | 'kind' | 'name' | 'count' | 'label' | 'known' | 'charges'
>

/** What is being aimed, and where: the item's kind name (`PackItem`'s `kind`) and the cursor. */
export type TargetingReport = Pick<PackItem, 'kind'> & Point

/**
 * What `window.delve.state()` reports: the level on screen, the player and the run, with every
 * field of the generator choice at the top level (`preset`, `algorithm`, `roomShape`, …; an
 * option added to the map package's table appears here by itself). `width` and `height` are the
 * level's own, which for a loaded map need not be the choice's.
 */
/**
 * …and the hero's growth (`GrowthReport`): `xp`, `level`, `power` and `defence` with what is worn,
 * `equipment`, `levelUp` (a choice is waiting) and `won`; and the way out (`ClimbReport`).
 */
export interface DelveState extends GeneratorChoice, GrowthReport, ClimbReport {
  /** The current level's seed (level 1: the run's seed). */
  seed: string
  width: number
  height: number
  player: Point
  rooms: number
  /** The map as the map package renders it; the player and monsters are not drawn. */
  ascii: string
  /** 'WebGL' or 'Canvas'. */
  renderer: string
  /** The seed the run's levels are derived from. */
  runSeed: string
  /** 1 for the first level, one more for each flight of stairs down. */
  depth: number
  /** The Tiled map being played, if any. */
  map: string | null
  /** The living monsters, in reading order, each with its hit points. */
  monsters: MonsterView[]
  /** The player's hit points now (0 once dead), and when unhurt. */
  hp: number
  maxHp: number
  /** Turns played in this run. */
  turn: number
  /** True once the player has died (the death screen is showing). */
  dead: boolean
  /** The message log, newest last. */
  messages: string[]
  /** The room labels drawn, in creation order; empty while they are hidden. */
  labels: string[]
  /** Under each label, the room's tag as drawn (`START`, `STAIRS`, `BOSS`, `TREASURE`; '' for none). */
  labelTags: string[]
  view: ViewReport
  /** Milliseconds from the last R key to the end of the next rendered frame; null before one. */
  lastRegenerateMs: number | null
  /** Tilemap layers built so far: a new level of the same size is drawn into the same layer. */
  layerBuilds: number
  /** Milliseconds from the last step taken to the end of the next rendered frame; null before one. */
  lastMoveMs: number | null
  /** Tiles written into the tilemap layer so far: a step writes only those whose sight may change. */
  tilesWritten: number
  /** The tiles of the monsters drawn on the canvas: those in sight, or all of them with `fov=off`. */
  drawnMonsters: Point[]
  /** Fog of war: false while the whole map is shown (`fov=off`). */
  fov: boolean
  /** How far the player sees, in tiles. */
  sightRadius: number
  /**
   * What the player sees this turn: one line per row, `1` in sight, `0` not. The player's own
   * sight, with fog of war off too (the torch still lights only these tiles).
   */
  visible: string
  /** What the player has ever seen of this level, in the same form. */
  explored: string
  /** The items on tiles in sight (every item with `fov=off`), in reading order. */
  items: ItemReport[]
  /**
   * The player's pack: each letter's kind name, in letter order (a first); a stack of potions
   * or scrolls of one kind is one letter.
   */
  inventory: string[]
  /** The pack as the player reads it: names by look until known, stacks with their counts. */
  pack: PackReport[]
  /** The potion and scroll kinds the player knows (used or identified), by name. */
  known: string[]
  /** The item being aimed and the cursor; null when not aiming. */
  targeting: TargetingReport | null
  /** How far the item being aimed reaches, in tiles (dx² + dy² ≤ range²); null when not aiming. */
  aimRange: number | null
  /** The cursor looking (`x`) or aiming: the tile acted on; null in play and in menus. */
  cursor: Point | null
  /**
   * What the keys do now: 'play', 'inventory', 'history', 'look', 'targeting', 'level-up',
   * 'character', or 'confirm' (asked whether to give the run up: Y or N).
   */
  mode: Mode['name']
  /** The look line under the map: what the cursor, the mouse or a long press is over. */
  lookLine: string
  /** The tiles of the items drawn on the canvas: in sight, and remembered (dim). */
  drawnItems: { seen: Point[]; remembered: Point[] }
  /**
   * The zoom in use: tiles this many times the readable default size. The player's choice (1 to
   * 4), or until they make one the fill's: as large as the screen allows while half a level and
   * the whole sight still show (1.5 at 1920 × 1080; under 1 on a phone on its side, where the
   * sight would not fit at the readable size).
   */
  zoom: number
  /** True while auto-explore, travel to the stairs or a run (Shift + a direction) goes on. */
  exploring: boolean
  /** Monsters killed in this run. */
  kills: number
  /**
   * A recording played back: the turn shown, the turns the recorded run took, and whether it is
   * playing (not paused, not ended); null in a game.
   */
  replay: ReplayReport | null
  /** The vaults of the current level, in the order placed (none on a level without them). */
  vaults: VaultReport[]
  /** Turns of food left (0: starving, or a game without a food clock). */
  food: Run['food']
  /** How hungry the hero is: 'fed', 'hungry', 'weak' or 'starving'. */
  hunger: Run['hunger']
}

/**
 * The way out, as `state()` reports it: `carryingGoal` (the amulet is in the pack: the way on is
 * up, and out of depth 1 wins), `levelsKept` (the depths of the levels left behind, kept as they
 * were left, shallowest first) and `deepest` (the deepest level reached), as the run reads them;
 * the level's `stairs` (null: none, as on the amulet's level) and the ones the player is `onStairs`.
 */
export type ClimbReport = Pick<Run, 'carryingGoal' | 'levelsKept' | 'deepest'> & {
  stairs: { up: Point | null; down: Point | null }
  onStairs: 'up' | 'down' | null
}

/** Where a replay is, as `state().replay` reports it. */
export interface ReplayReport {
  turn: number
  of: number
  playing: boolean
}

/** What the game reports each time it is asked. */
export interface GameReport
  extends Pick<
    Run,
    'runSeed' | 'depth' | 'hp' | 'maxHp' | 'turn' | 'dead' | 'sightRadius' | 'vision'
  > {
  level: TileMap & { rooms: readonly unknown[] }
  seed: string
  choice: GeneratorChoice
  map?: string
  player: Point
  monsters: MonsterView[]
  messages: readonly string[]
  labels: string[]
  labelTags: string[]
  view: ViewReport
  lastRegenerateMs: number | null
  layerBuilds: number
  lastMoveMs: number | null
  tilesWritten: number
  drawnMonsters: Point[]
  fov: boolean
  /** Changes whenever `vision` may have (a move): the rows are drawn again only then. */
  visionVersion: number
  items: readonly ItemView[]
  inventory: string[]
  pack: PackReport[]
  known: string[]
  /** The level's vaults (absent: none). */
  vaults?: readonly VaultView[]
  targeting: TargetingReport | null
  /** How far the item being aimed reaches; absent or null when not aiming. */
  aimRange?: number | null
  cursor?: Point | null
  mode: Mode['name']
  lookLine: string
  drawnItems: { seen: Point[]; remembered: Point[] }
  zoom: number
  /** The hero: experience, level (as `heroLevel`: `level` is the map), stats with gear. */
  growth: GrowthReport
  exploring?: boolean
  kills?: number
  replay?: ReplayReport | null
  /** The way out; absent: no goal carried, no stairs known, nothing kept. */
  climb?: ClimbReport
  /** The food clock (absent: full, fed). */
  time?: Pick<Run, 'food' | 'hunger'>
}

/**
 * The hero's growth and gear, as `state()` reports them at its top level: the character's `xp`,
 * `level`, `power` and `defence` (with what is worn) and its `equipment` (`CharacterView`'s
 * `weapon` and `armour`), whether a level-up is owed, the run's `won`.
 */
export type GrowthReport = Pick<CharacterView, 'xp' | 'level' | 'power' | 'defence'> &
  Pick<Run, 'won'> & {
    equipment: Pick<CharacterView, 'weapon' | 'armour'>
    levelUp: boolean
    /** The perks the level-up owed offers, in the order a, b, c (empty when none is owed). */
    levelUpOffer: string[]
    /** The perks taken at level-ups so far, in order. */
    perks: string[]
  }

/**
 * Test hooks, only on a page opened with `cheats` in its address: set up a scene in a few calls
 * rather than hunting for a seed where it happens by itself.
 */
export interface DelveCheats {
  /**
   * Lays an item of `kind` (its name, as in `items`) on `at` (the player's tile by default) and
   * draws it; returns '' when done, or why not.
   */
  placeItem(kind: string, at?: Point): string
  /**
   * Puts a monster of `kind` (its name) on the free tile `at` (by default a free tile beside the
   * player), asleep if told, and draws it; returns '' when done, or why not.
   */
  placeMonster(kind: string, at?: Point, options?: { asleep?: boolean }): string
  /** The hero gains `amount` experience, as from a kill; returns '' when done, or why not. */
  gainExperience(amount: number): string
  /**
   * The item kind `kind` (its name) becomes known, as if used (an aimed scroll known takes aim
   * when read); returns '' when done, or why not.
   */
  identify(kind: string): string
}

/** The read-only handle the page exposes for tests and the curious. */
export interface DelveHandle {
  /** True once the first level has been drawn. */
  readonly ready: boolean
  /** Frames rendered so far. */
  readonly frames: number
  /**
   * True while the game has nothing to do: every input it was given handled, the latest change
   * drawn, the camera at rest, no walk, replay or save going on. It then draws no frame until
   * something happens (a key, the pointer, a resize). False until the first level is drawn. What
   * a test waits on after an input, rather than on frames.
   */
  readonly idle: boolean
  state(): DelveState
  /** Present only with `cheats` in the page's address (see `DelveCheats`). */
  readonly cheats?: DelveCheats
}

declare global {
  interface Window {
    readonly delve: DelveHandle
  }
}
