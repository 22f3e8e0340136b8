import {
  blockerAt,
  chargesOf,
  createTurnEvents,
  die,
  floorItems,
  type GameWorld,
  getPosition,
  giveInventory,
  inventoryOf,
  isAlive,
  kindCode,
  MindState,
  moveEntity,
  nearestFreeTile,
  setCharges,
  spawnCarried,
  spawnItem,
  spawnMonster,
  THIEF_PACK,
} from '@delve/ecs'
import { ArgumentTypeError, checkInteger, LOCKED_DOOR, type Point, Tile } from '@delve/map'
import type { RememberedTile } from './items.js'

/**
 * A level the player left, as it was left: the monsters (the living with their hit points and
 * minds, and the dead), the items on its floor, what was explored of it and the items remembered
 * there. Plain data that survives `JSON.stringify`, the same in memory, in a save and in the
 * run's checksum: a return puts it all back (`bringBack`). The tiles are not kept: the seed chain
 * makes them again, but for a level it does not make (a map the run began on: `map`).
 */
export interface KeptLevel {
  depth: number
  /** Where the player stood on leaving: the stairs a return arrives on. */
  left: Point
  /** The monsters and their corpses, in the order they acted (their entity ids, ascending). */
  monsters: KeptMonster[]
  /** The items lying on the floor, in the order they were made: kind name, x, y. */
  items: KeptItem[]
  /** What was explored: lengths of runs of tiles in reading order, unexplored first. */
  explored: number[]
  /** The items remembered on explored tiles, as last seen. */
  seen: RememberedTile[]
  /** A level the seed chain does not make (a Tiled map the run began on): its tiles and rooms. */
  map?: KeptMap
  /**
   * The rock dug to floor on a level of the seed chain (a wand of digging), as tile indices in
   * reading order; absent when none was. A vault's locked doors unlocked are kept here too: they
   * are floor now.
   */
  dug?: number[]
  /** The vaults of the level whose altars are caged, by index in its vaults; absent when none. */
  caged?: number[]
}

/** A monster of a kept level: its kind's name and tile, and while it lives, its state. */
export interface KeptMonster {
  kind: string
  x: number
  y: number
  /** Absent for a corpse. */
  life?: KeptLife
  /** A living wanderer (it counts against the level's wanderers when the player returns). */
  wanderer?: true
}

/** What a living monster of a kept level was: its fighter, its energy, its sight and its mind. */
export interface KeptLife {
  hp: number
  maxHp: number
  regen: number
  power: number
  defence: number
  accuracy: number
  spread: number
  energy: number
  speed: number
  sight: number
  /** A `MindState` code, and the tile it searches for. */
  mind: number
  target: Point
  timer: number
  /** Turns left at half speed (a wand of slowing); absent when none. */
  slowed?: number
  /** A summoner's turns until it may call again (absent: 0). */
  cooldown?: number
  /** The summoner that called it: its index in the level's `monsters` (absent: none). */
  leader?: number
  /** What it carries, by kind name in its pack's order (a thief's loot; absent: nothing). */
  loot?: string[]
}

/** An item of a kept level: its kind's name, its tile, and a wand's charges left. */
export type KeptItem =
  | [kind: string, x: number, y: number]
  | [kind: string, x: number, y: number, charges: number]

/** A room of a loaded map: corners, and whether it is round. */
export type SavedRoom = [x1: number, y1: number, x2: number, y2: number, round: 0 | 1]

/** A map's level: its address, its tiles as `toAscii` rows, its rooms and start. */
export interface KeptMap {
  address: string
  tiles: string[]
  rooms: SavedRoom[]
  start: Point
}

/** What `keepLevel` keeps of the level beside the world: the run's own parts of it. */
export interface LeftLevel {
  depth: number
  /** The level's monsters (the dead's too). */
  monsterIds: readonly number[]
  /** Those of them that came wandering (the living are marked `wanderer`). */
  wanderers: readonly number[]
  /** The items remembered on explored tiles. */
  seen: RememberedTile[]
  /** Where the player leaves from. */
  left: Point
  /** The map's tiles and rooms, for a level the seed chain does not make. */
  map?: KeptMap
  /** The level's tiles as made, to tell dug rock by (null: a map's level, kept whole). */
  made?: Uint8Array | null
  /** The vaults whose altars are caged, by index. */
  caged?: readonly number[]
}

/** The level `world` holds, as the player leaves it. */
export function keepLevel(world: GameWorld, level: LeftLevel): KeptLevel {
  const { depth, monsterIds, seen, left, map } = level
  const { Item, Position } = world.components
  const name = (kind: number) => world.kinds.items[kind]?.name ?? '?'
  const wanderers = new Set(level.wanderers)
  const order = [...monsterIds].sort((a, b) => a - b)
  const keptOne = (eid: number) => {
    const monster = keptMonster(world, eid, order)
    if (monster.life && wanderers.has(eid)) monster.wanderer = true
    return monster
  }
  const kept: KeptLevel = {
    depth,
    left: { x: left.x, y: left.y },
    monsters: order.map(keptOne),
    items: [...floorItems(world)]
      .sort((a, b) => a - b)
      .map((eid): KeptItem => {
        const item: KeptItem = [
          name(Item.kind[eid] as number),
          Position.x[eid] as number,
          Position.y[eid] as number,
        ]
        const charges = chargesOf(world, eid)
        return charges === null ? item : [...item, charges]
      }),
    explored: maskRuns(world.vision.explored),
    seen,
  }
  if (map) kept.map = map
  const dug = level.made ? dugTiles(level.made, world.dungeon.tiles) : []
  if (dug.length > 0) kept.dug = dug
  if (level.caged && level.caged.length > 0) kept.caged = [...level.caged]
  return kept
}

/**
 * The tiles that were rock (dug) or a locked door (unlocked) when made and are floor now,
 * ascending.
 */
export function dugTiles(made: Uint8Array, now: Uint8Array): number[] {
  const dug: number[] = []
  for (let i = 0; i < made.length; i++) {
    const was = made[i]
    if ((was === Tile.Wall || was === LOCKED_DOOR) && now[i] === Tile.Floor) dug.push(i)
  }
  return dug
}

function keptMonster(world: GameWorld, eid: number, order: readonly number[]): KeptMonster {
  const { Monster, Health, Fighter, Energy, Viewshed, Mind, Item } = world.components
  const kind = world.kinds.monsters[Monster.kind[eid] as number]?.name ?? '?'
  const at = getPosition(world, eid)
  if (!isAlive(world, eid)) return { kind, x: at.x, y: at.y }
  const life: KeptLife = {
    hp: Health.hp[eid] as number,
    maxHp: Health.max[eid] as number,
    regen: Health.regen[eid] as number,
    power: Fighter.power[eid] as number,
    defence: Fighter.defence[eid] as number,
    accuracy: Fighter.accuracy[eid] as number,
    spread: Fighter.spread[eid] as number,
    energy: Energy.energy[eid] as number,
    speed: Energy.speed[eid] as number,
    sight: Viewshed.radius[eid] as number,
    mind: Mind.state[eid] as number,
    target: { x: Mind.targetX[eid] as number, y: Mind.targetY[eid] as number },
    timer: Mind.timer[eid] as number,
  }
  const slowed = Energy.slowed[eid] as number
  if (slowed > 0) life.slowed = slowed
  const cooldown = Mind.cooldown[eid] as number
  if (cooldown > 0) life.cooldown = cooldown
  const leader = order.indexOf(Mind.leader[eid] as number)
  if (leader >= 0) life.leader = leader
  const loot = inventoryOf(world, eid).map(
    (item) => world.kinds.items[Item.kind[item] as number]?.name ?? '?',
  )
  if (loot.length > 0) life.loot = loot
  return { kind, x: at.x, y: at.y, life }
}

/** The monsters a kept level brought back: all of them (the dead's too), and its wanderers. */
export interface BroughtBack {
  monsters: number[]
  /** The living wanderers, ascending. */
  wanderers: number[]
}

/**
 * Puts a kept level's monsters and items back into `world`, whose level is the kept one with the
 * player on it: the dead first, then the living in the order they acted, then the items, so the
 * same kept level always comes back with the same entity ids. What was explored is explored
 * again. Returns the monsters' ids (the dead's too) and which of them are wanderers.
 */
export function bringBack(world: GameWorld, kept: KeptLevel): BroughtBack {
  const monsterKind = (name: string) => kindCode(world.kinds.monsters, name)
  const ids: number[] = []
  const wanderers: number[] = []
  // Each kept monster's new id, by its index in the list (0: not brought back).
  const made = new Array<number>(kept.monsters.length).fill(0)
  kept.monsters.forEach((monster, i) => {
    if (monster.life) return
    const corpse = corpseAt(world, monsterKind(monster.kind), monster)
    if (corpse !== 0) ids.push(corpse)
    made[i] = corpse
  })
  kept.monsters.forEach((monster, i) => {
    if (!monster.life) return
    const at =
      blockerAt(world, monster.x, monster.y) === 0 ? monster : nearestFreeTile(world, monster)
    if (!at) return
    const eid = spawnMonster(world, at, monsterKind(monster.kind))
    setLife(world, eid, monster.life)
    ids.push(eid)
    made[i] = eid
    if (monster.wanderer) wanderers.push(eid)
  })
  // Then who called whom, and what each carries: after every monster, so ids stay as they were.
  kept.monsters.forEach((monster, i) => {
    const eid = made[i] ?? 0
    const life = monster.life
    if (eid === 0 || !life) return
    world.components.Mind.leader[eid] = life.leader === undefined ? 0 : (made[life.leader] ?? 0)
    if (!life.loot) return
    giveInventory(world, eid, Math.max(THIEF_PACK, life.loot.length))
    for (const name of life.loot) spawnCarried(world, eid, kindCode(world.kinds.items, name))
  })
  for (const [kind, x, y, charges] of kept.items) {
    const item = spawnItem(world, { x, y }, kindCode(world.kinds.items, kind))
    if (charges !== undefined) setCharges(world, item, charges)
  }
  const explored = runsMask(kept.explored, world.vision.explored.length)
  if (explored) {
    const mask = world.vision.explored
    for (let i = 0; i < mask.length; i++) if (explored[i] === 1) mask[i] = 1
  }
  return { monsters: ids, wanderers }
}

/** A corpse of `kind` on `at`: made on a free tile (the player may stand on `at`), then laid there. */
function corpseAt(world: GameWorld, kind: number, at: Point): number {
  const free = blockerAt(world, at.x, at.y) === 0 ? at : nearestFreeTile(world, at)
  if (!free) return 0
  const eid = spawnMonster(world, free, kind)
  die(world, eid, createTurnEvents())
  if (free !== at) moveEntity(world, eid, at)
  return eid
}

function setLife(world: GameWorld, eid: number, life: KeptLife): void {
  const { Health, Fighter, Energy, Viewshed, Mind } = world.components
  Health.hp[eid] = life.hp
  Health.max[eid] = life.maxHp
  Health.regen[eid] = life.regen
  Fighter.power[eid] = life.power
  Fighter.defence[eid] = life.defence
  Fighter.accuracy[eid] = life.accuracy
  Fighter.spread[eid] = life.spread
  Energy.energy[eid] = life.energy
  Energy.speed[eid] = life.speed
  Energy.slowed[eid] = life.slowed ?? 0
  Viewshed.radius[eid] = life.sight
  Mind.state[eid] = life.mind
  Mind.targetX[eid] = life.target.x
  Mind.targetY[eid] = life.target.y
  Mind.timer[eid] = life.timer
  Mind.cooldown[eid] = life.cooldown ?? 0
}

/**
 * The kept level woken: every living monster not stumbling under a confusion scroll searches for
 * the player where a return arrives (`left`), as `alertMonsters` of `@delve/ecs` wakes a level.
 */
export function wakeKept(kept: KeptLevel): KeptLevel {
  const monsters = kept.monsters.map((monster): KeptMonster => {
    const { life } = monster
    if (!life || life.mind === MindState.Confused) return monster
    return { ...monster, life: { ...life, mind: MindState.Searching, target: { ...kept.left } } }
  })
  return { ...kept, monsters }
}

/** A mask of 0 and 1 as the lengths of its runs, the first run of 0s (perhaps empty). */
export function maskRuns(mask: Uint8Array): number[] {
  if (!(mask instanceof Uint8Array)) {
    throw new ArgumentTypeError('maskRuns', 'mask', mask, 'a Uint8Array of 0s and 1s')
  }
  const runs: number[] = []
  let value = 0
  let count = 0
  for (let i = 0; i < mask.length; i++) {
    const bit = mask[i] === 1 ? 1 : 0
    if (bit === value) {
      count++
    } else {
      runs.push(count)
      value = bit
      count = 1
    }
  }
  runs.push(count)
  return runs
}

/** The mask of `size` tiles that `maskRuns` gave `runs`; null when they do not add up to it. */
export function runsMask(runs: readonly number[], size: number): Uint8Array | null {
  if (!Array.isArray(runs))
    throw new ArgumentTypeError('runsMask', 'runs', runs, 'an array of run lengths')
  checkInteger('runsMask', 'size', size, 0, 4096 * 4096)
  const mask = new Uint8Array(size)
  let at = 0
  for (let i = 0; i < runs.length; i++) {
    const length = runs[i] as number
    if (!Number.isSafeInteger(length) || length < 0 || at + length > size) return null
    if (i % 2 === 1) mask.fill(1, at, at + length)
    at += length
  }
  return at === size ? mask : null
}
