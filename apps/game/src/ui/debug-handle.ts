import { type Point, type TileMap, toAscii, type Vision } from '@delve/map'
import type { Hunger, ItemView, MonsterView, VaultView } from '@delve/run'
import { choiceOf, type GeneratorChoice } from '@delve/run'
import type { Mode } from '../play/modes.js'
import type { ViewReport } from '../view/dungeon-view.js'

/** An item as the handle reports it: where, and its kind's name. */
export interface ItemReport {
  x: number
  y: number
  kind: string
  /** What the player calls it: the kind's name once known, else its look ("murky potion"). */
  name: string
  /** It lies on a caged vault altar: it can no longer be picked up (absent: it can). */
  caged?: true
}

/** A vault of the current level: its name, what the look line calls it, its box, its cage. */
export interface VaultReport {
  name: string
  title: string
  x: number
  y: number
  w: number
  h: number
  /** Its altars are caged: an offering was taken. */
  caged: boolean
}

/** One letter of the pack as the player reads it. */
export interface PackReport {
  letter: string
  /** The kind's true name, known or not (as `inventory` gives it). */
  kind: string
  /** What the player calls one of it ("murky potion", or the kind's name once known). */
  name: string
  /** How many the stack holds. */
  count: number
  /** As the pack lists it: "3 murky potions", "a healing potion", "a wand of digging (3)". */
  label: string
  known: boolean
  /** A wand's charges left; null for anything else. */
  charges: number | null
}

/** What is being aimed, and where: the item's kind name and the cursor. */
export interface TargetingReport {
  kind: string
  x: number
  y: number
}

/**
 * What `window.delve.state()` reports: the level on screen, the player and the run, with every
 * field of the generator choice at the top level (`preset`, `algorithm`, `roomShape`, …; an
 * option added to the map package's table appears here by itself). `width` and `height` are the
 * level's own, which for a loaded map need not be the choice's.
 */
/**
 * …and the hero's growth (`GrowthReport`): `xp`, `level`, `power` and `defence` with what is worn,
 * `equipment`, `levelUp` (a choice is waiting) and `won`.
 */
export interface DelveState extends GeneratorChoice, GrowthReport {
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
  /** The amulet is in the pack: the way on is up, and out of depth 1 wins. */
  carryingGoal: boolean
  /** The level's stairs: where the up and down stairs are (null: none, as on the amulet's level). */
  stairs: { up: Point | null; down: Point | null }
  /** The stairs the player stands on, if any. */
  onStairs: 'up' | 'down' | null
  /** The depths of the levels left behind, kept as they were left, shallowest first. */
  levelsKept: number[]
  /** The deepest level reached. */
  deepest: number
  /** Turns of food left (0: starving, or a game without a food clock). */
  food: number
  /** How hungry the hero is: 'fed', 'hungry', 'weak' or 'starving'. */
  hunger: Hunger
}

/** The way out, as `state()` reports it (see `DelveState`). */
export interface ClimbReport {
  carryingGoal: boolean
  stairs: { up: Point | null; down: Point | null }
  onStairs: 'up' | 'down' | null
  levelsKept: number[]
  deepest: number
}

/** Where a replay is, as `state().replay` reports it. */
export interface ReplayReport {
  turn: number
  of: number
  playing: boolean
}

/** What the game reports each time it is asked. */
export interface GameReport {
  level: TileMap & { rooms: readonly unknown[] }
  seed: string
  runSeed: string
  depth: number
  choice: GeneratorChoice
  map?: string
  player: Point
  monsters: MonsterView[]
  hp: number
  maxHp: number
  turn: number
  dead: boolean
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
  sightRadius: number
  vision: Readonly<Vision>
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
  time?: { food: number; hunger: Hunger }
}

/** The hero's growth and gear, as `state()` reports them at its top level. */
export interface GrowthReport {
  xp: number
  level: number
  power: number
  defence: number
  equipment: { weapon: string | null; armour: string | null }
  levelUp: boolean
  /** The perks the level-up owed offers, in the order a, b, c (empty when none is owed). */
  levelUpOffer: string[]
  /** The perks taken at level-ups so far, in order. */
  perks: string[]
  won: boolean
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

/** What the game tells the handle. Only the game holds this; the page sees the read-only side. */
export interface DebugReporter {
  /** Where the current state comes from. */
  watch(source: () => GameReport): void
  markReady(): void
  countFrame(): void
  /** Where `idle` comes from (the frame gate); until told, the game is never idle. */
  watchIdle(source: () => boolean): void
  /** Hands the test hooks to the handle; ignored unless the page enabled them. */
  provideCheats(cheats: DelveCheats): void
}

/**
 * Defines `window.delve` (read-only) and returns the reporter that feeds it. With `cheats`, the
 * handle also offers the test hooks the game provides.
 */
export function installDebugHandle(
  target: Window,
  rendererName: () => string,
  options: { cheats?: boolean } = {},
): DebugReporter {
  let cheats: DelveCheats | undefined
  let ready = false
  let frames = 0
  let idle: () => boolean = () => false
  let source: (() => GameReport) | null = null
  // A large map's text is megabytes: drawn once per level, however often a test asks, and again
  // only when a turn changed its tiles (rock dug): they are compared once a turn.
  const asciiOf = new WeakMap<object, { turn: number; tiles: Uint8Array; ascii: string }>()
  const asciiNow = (level: TileMap, turn: number): string => {
    let drawn = asciiOf.get(level)
    if (drawn && drawn.turn !== turn) {
      drawn.turn = turn
      if (!sameTiles(drawn.tiles, level.tiles)) drawn = undefined
    }
    if (!drawn) {
      drawn = { turn, tiles: level.tiles.slice(), ascii: toAscii(level) }
      asciiOf.set(level, drawn)
    }
    return drawn.ascii
  }
  const rowsOf = new WeakMap<object, { version: number; visible: string; explored: string }>()
  const sightRows = (vision: Readonly<Vision>, version: number) => {
    let rows = rowsOf.get(vision)
    if (rows?.version !== version) {
      rows = {
        version,
        visible: bitRows(vision, vision.visible),
        explored: bitRows(vision, vision.explored),
      }
      rowsOf.set(vision, rows)
    }
    return rows
  }

  const handle: DelveHandle = Object.freeze({
    get ready() {
      return ready
    },
    get frames() {
      return frames
    },
    get idle() {
      return ready && idle()
    },
    get cheats() {
      return cheats
    },
    state(): DelveState {
      if (!source) {
        throw new Error('window.delve.state(): no dungeon yet; wait for window.delve.ready')
      }
      const report = source()
      const { level, choice } = report
      const rows = sightRows(report.vision, report.visionVersion)
      const ascii = asciiNow(level, report.turn)
      return {
        seed: report.seed,
        ...choiceOf(choice),
        width: level.width,
        height: level.height,
        player: { x: report.player.x, y: report.player.y },
        rooms: level.rooms.length,
        ascii,
        renderer: rendererName(),
        runSeed: report.runSeed,
        depth: report.depth,
        map: report.map ?? null,
        monsters: report.monsters,
        hp: report.hp,
        maxHp: report.maxHp,
        turn: report.turn,
        dead: report.dead,
        messages: [...report.messages],
        labels: report.labels,
        labelTags: report.labelTags,
        view: report.view,
        lastRegenerateMs: report.lastRegenerateMs,
        layerBuilds: report.layerBuilds,
        lastMoveMs: report.lastMoveMs,
        tilesWritten: report.tilesWritten,
        drawnMonsters: report.drawnMonsters,
        fov: report.fov,
        sightRadius: report.sightRadius,
        visible: rows.visible,
        explored: rows.explored,
        items: report.items.map(({ x, y, kind, name, caged }) => ({
          x,
          y,
          kind,
          name,
          ...(caged ? { caged } : {}),
        })),
        vaults: (report.vaults ?? []).map(({ name, title, x, y, width, height, caged }) => ({
          name,
          title,
          x,
          y,
          w: width,
          h: height,
          caged,
        })),
        inventory: [...report.inventory],
        pack: report.pack.map((item) => ({ ...item })),
        known: [...report.known],
        targeting: report.targeting && { ...report.targeting },
        aimRange: report.aimRange ?? null,
        cursor: report.cursor ? { x: report.cursor.x, y: report.cursor.y } : null,
        ...report.growth,
        equipment: { ...report.growth.equipment },
        mode: report.mode,
        lookLine: report.lookLine,
        drawnItems: report.drawnItems,
        zoom: report.zoom,
        exploring: report.exploring ?? false,
        kills: report.kills ?? 0,
        replay: report.replay ? { ...report.replay } : null,
        ...climbOf(report),
        food: report.time?.food ?? 0,
        hunger: report.time?.hunger ?? 'fed',
      }
    },
  })
  Object.defineProperty(target, 'delve', { value: handle, enumerable: true })

  return {
    watch(next) {
      source = next
    },
    markReady() {
      ready = true
    },
    countFrame() {
      frames++
    },
    watchIdle(next) {
      idle = next
    },
    provideCheats(given) {
      if (options.cheats) cheats = given
    },
  }
}

/** The way-out fields of the state, copied (or their defaults for a report without them). */
function climbOf(report: GameReport): ClimbReport {
  const climb = report.climb
  const at = (p: Point | null | undefined) => (p ? { x: p.x, y: p.y } : null)
  return {
    carryingGoal: climb?.carryingGoal ?? false,
    stairs: { up: at(climb?.stairs.up), down: at(climb?.stairs.down) },
    onStairs: climb?.onStairs ?? null,
    levelsKept: [...(climb?.levelsKept ?? [])],
    deepest: climb?.deepest ?? report.depth,
  }
}

/** A mask as text: one line per row of `0` and `1`, like the map's ASCII. */
function bitRows(size: { width: number; height: number }, mask: Uint8Array): string {
  const lines = new Array<string>(size.height)
  for (let y = 0; y < size.height; y++) {
    lines[y] = mask.subarray(y * size.width, (y + 1) * size.width).join('')
  }
  return lines.join('\n')
}

function sameTiles(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
