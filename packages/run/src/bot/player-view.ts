import { equipOf } from '@delve/ecs'
import { type Point, Tile, type TileMap } from '@delve/map'
import { checkRun } from '../run/check-run.js'
import type { AimInfo } from '../run/items.js'
import type { MonsterView, Run } from '../run/run.js'

/** One item of the pack as the player knows it: its name, where it is worn, what it adds. */
export interface PackEntry {
  /** The index `use`, `wear` and `drop` take (a = 0). */
  index: number
  /**
   * What the player calls it: the kind's name once known ("healing potion"), else its look this
   * run ("murky potion"), never the kind's secret name.
   */
  name: string
  /** The player knows its kind (always, for what is not a potion or a scroll). */
  known: boolean
  aim: AimInfo | null
  slot: 'weapon' | 'armour' | null
  worn: boolean
  /** What it adds to power and defence when worn, as its kind says (0 for a non-wearable). */
  bonus: number
  /** How many the stack holds (darts come several to a letter). */
  count: number
  /** A wand's charges left; null for anything else. */
  charges: number | null
}

/**
 * Everything a player at the screen knows, and nothing else: the only thing the careful and the
 * diving bots read. Tiles never explored read as walls (`known`); monsters out of sight are
 * absent; items are those in sight and those remembered where last seen; the pack, the hit
 * points and the last lines of the message log are the player's own.
 */
export interface PlayerView {
  turn: number
  depth: number
  hp: number
  maxHp: number
  /** How hungry the hero is, as the status line shows it beside the hit points. */
  hunger: Run['hunger']
  power: number
  defence: number
  /** Level-up choices owed. */
  levelUps: number
  /** The perks the level-up owed offers, as its menu lists them (none when none is owed). */
  levelUpOffer: string[]
  /** Carrying the amulet out: the way on is up. */
  climbing: boolean
  at: Point
  /** The level as explored: an unexplored tile is a wall here. */
  known: TileMap
  /** One byte a tile: explored (remembered), and in sight this turn. */
  explored: Uint8Array
  visible: Uint8Array
  /** The living monsters in sight, in reading order. */
  monsters: readonly MonsterView[]
  /** The items in sight and those remembered out of sight, in reading order. */
  items: readonly SeenItem[]
  pack: readonly PackEntry[]
  /** What each wearable kind adds and where it is worn, by name: the kinds table, no secret. */
  gear: ReadonlyMap<string, { slot: 'weapon' | 'armour'; bonus: number }>
  /** The message log's last lines, oldest first. */
  messages: readonly string[]
  /**
   * The tiles of the monsters in sight that using the pack's `index`-th item at `target` would
   * reach (the game shows this while aiming); empty when it cannot be used so.
   */
  preview(index: number, target?: Point): Point[]
}

/** An item on the floor as the screen shows it: where, its glyph, and what the player calls it. */
export interface SeenItem {
  x: number
  y: number
  glyph: string
  /** The kind's name once known, else its look this run: never the kind's secret name. */
  name: string
}

/** How many lines of the message log the view holds. */
const LINES = 10

/** The player's view of `run` now: a copy, so reading it never reaches into the run. */
export function playerView(run: Run): PlayerView {
  checkRun('playerView', 'run', run)
  const { width, height, tiles } = run.level
  const explored = new Uint8Array(run.vision.explored)
  const visible = new Uint8Array(run.vision.visible)
  const known = new Uint8Array(tiles)
  for (let i = 0; i < known.length; i++) if (explored[i] !== 1) known[i] = Tile.Wall
  const seen = (p: Point) => visible[p.y * width + p.x] === 1
  const character = run.character()
  const pack = run.inventory().map(
    (p, index): PackEntry => ({
      index,
      name: p.name,
      known: p.known,
      aim: p.aim,
      slot: p.slot === 'weapon' || p.slot === 'armour' ? p.slot : null,
      worn: p.worn,
      bonus: bonusOf(run, p.item),
      count: p.count,
      charges: p.charges,
    }),
  )
  return {
    turn: run.turn,
    depth: run.depth,
    hp: run.hp,
    maxHp: run.maxHp,
    hunger: run.hunger,
    power: character.power,
    defence: character.defence,
    levelUps: run.levelUps,
    levelUpOffer: run.levelUps > 0 ? run.levelUpOffer().map((perk) => perk.name) : [],
    climbing: run.climbing,
    at: run.playerPosition(),
    known: { width, height, tiles: known },
    explored,
    visible,
    monsters: run.monstersInSight(),
    // What lies on a caged altar cannot be taken: the bots leave it be.
    items: [...run.items().filter(seen), ...run.rememberedItems()]
      .filter((i) => !i.caged)
      .map(({ x, y, glyph, name }): SeenItem => ({ x, y, glyph, name }))
      .sort((a, b) => a.y - b.y || a.x - b.x || compare(a.name, b.name)),
    pack,
    gear: gearTable(run),
    messages: run.messages().slice(-LINES),
    preview: (index, target) => run.preview(index, target).affected.filter(seen),
  }
}

/** Plain code-unit order: the same on every machine, and far cheaper than a locale's. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The gear table of a kinds table, made once: the kinds never change during a run. */
const GEAR = new WeakMap<
  object,
  ReadonlyMap<string, { slot: 'weapon' | 'armour'; bonus: number }>
>()

function gearTable(run: Run): ReadonlyMap<string, { slot: 'weapon' | 'armour'; bonus: number }> {
  const made = GEAR.get(run.world.kinds.items)
  if (made) return made
  const table = new Map<string, { slot: 'weapon' | 'armour'; bonus: number }>()
  for (const kind of run.world.kinds.items) {
    const { equip } = kind
    if (equip?.slot === 'weapon' || equip?.slot === 'armour')
      table.set(kind.name, { slot: equip.slot, bonus: (equip.power ?? 0) + (equip.defence ?? 0) })
  }
  GEAR.set(run.world.kinds.items, table)
  return table
}

/** What a wearable item adds, from its kind's table: what any player can read off the item. */
function bonusOf(run: Run, item: number): number {
  const equip = equipOf(run.world, item)
  return (equip?.power ?? 0) + (equip?.defence ?? 0)
}
