import { equipOf } from '@delve/ecs'
import { type Point, Tile, type TileMap } from '@delve/map'
import type { AimInfo, ItemView } from '../run/items.js'
import type { MonsterView, Run } from '../run/run.js'

/** One item of the pack as the player knows it: its name, where it is worn, what it adds. */
export interface PackEntry {
  /** The index `use`, `wear` and `drop` take (a = 0). */
  index: number
  kind: string
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
  items: readonly ItemView[]
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

/** How many lines of the message log the view holds. */
const LINES = 10

/** The player's view of `run` now: a copy, so reading it never reaches into the run. */
export function playerView(run: Run): PlayerView {
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
      kind: p.kind,
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
    levelUpOffer: run.levelUpOffer().map((perk) => perk.name),
    climbing: run.climbing,
    at: run.playerPosition(),
    known: { width, height, tiles: known },
    explored,
    visible,
    monsters: monstersInSight(run, visible, width),
    // What lies on a caged altar cannot be taken: the bots leave it be.
    items: [...run.items().filter(seen), ...run.rememberedItems()]
      .filter((i) => !i.caged)
      .sort((a, b) => a.y - b.y || a.x - b.x || a.kind.localeCompare(b.kind)),
    pack,
    gear: gearTable(run),
    messages: run.messages().slice(-LINES),
    preview: (index, target) => run.preview(index, target).affected.filter(seen),
  }
}

/** The living monsters in sight; the run's list is read only when some monster's tile is seen. */
function monstersInSight(run: Run, visible: Uint8Array, width: number): MonsterView[] {
  const { Position } = run.world.components
  const seen = (x: number, y: number) => visible[y * width + x] === 1
  const some = run
    .monsterIdsNow()
    .some((eid) => seen(Position.x[eid] as number, Position.y[eid] as number))
  return some ? run.monsters().filter((m) => seen(m.x, m.y)) : []
}

function gearTable(run: Run): Map<string, { slot: 'weapon' | 'armour'; bonus: number }> {
  const table = new Map<string, { slot: 'weapon' | 'armour'; bonus: number }>()
  for (const kind of run.world.kinds.items) {
    const { equip } = kind
    if (equip?.slot === 'weapon' || equip?.slot === 'armour')
      table.set(kind.name, { slot: equip.slot, bonus: (equip.power ?? 0) + (equip.defence ?? 0) })
  }
  return table
}

/** What a wearable item adds, from its kind's table: what any player can read off the item. */
function bonusOf(run: Run, item: number): number {
  const equip = equipOf(run.world, item)
  return (equip?.power ?? 0) + (equip?.defence ?? 0)
}
