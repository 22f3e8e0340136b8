import { ItemKind, MonsterKind } from '@delve/ecs'
import { monsterCode } from './default-kinds.js'

const { Goblin, Orc, Rat, Troll } = MonsterKind
const Archer = monsterCode('goblin archer')
const Kobold = monsterCode('kobold')
const Jackal = monsterCode('jackal')
const {
  HealingPotion: Potion,
  LightningScroll: Bolt,
  ConfusionScroll: Daze,
  FireballScroll: Fire,
  Dagger,
  Sword,
  LeatherArmour: Leather,
  ChainMail: Mail,
} = ItemKind

/** A band of depths, from `from` until the next row's `from`. */
interface Band {
  /** The first depth the row holds for. */
  from: number
}

/** The monsters of a band: how many, of what kinds, hardened how much. */
export interface MonsterRow extends Band {
  /** Most monsters on a level (one per room beyond the player's, up to this). */
  most: number
  /** The kinds drawn, each as often as it is listed (a pack kind brings its pack). */
  kinds: readonly number[]
  /** Added to every monster's hit points and power at these depths. */
  hp: number
  power: number
}

/** The potions and scrolls of a band. */
export interface ItemRow extends Band {
  /** Items lying on a level. */
  items: number
  /** The kinds drawn, each as often as it is listed. */
  loot: readonly number[]
}

/** The equipment of a band: pieces lying on a level, and the kinds drawn. */
export interface EquipmentRow extends Band {
  pieces: number
  kinds: readonly number[]
}

/**
 * Monsters by depth (the tutorials' Part 12): rats and goblins near the top; jackal packs from
 * 2, kobolds from 3, archers and trolls from 4; only archers and trolls from 11. From depth 3
 * monsters have more hit points than their kind's own, from 5 harder blows.
 */
export const MONSTER_TABLE: readonly Readonly<MonsterRow>[] = [
  { from: 1, most: 5, kinds: [Rat, Rat, Goblin], hp: 0, power: 0 },
  { from: 2, most: 7, kinds: [Rat, Goblin, Goblin, Jackal, Orc], hp: 0, power: 0 },
  { from: 3, most: 9, kinds: [Goblin, Orc, Orc, Jackal, Kobold], hp: 1, power: 0 },
  { from: 4, most: 10, kinds: [Goblin, Orc, Kobold, Archer, Troll], hp: 2, power: 0 },
  { from: 5, most: 11, kinds: [Orc, Orc, Archer, Kobold, Troll], hp: 3, power: 1 },
  { from: 7, most: 12, kinds: [Orc, Archer, Troll, Troll], hp: 4, power: 1 },
  { from: 9, most: 14, kinds: [Orc, Archer, Troll, Troll], hp: 6, power: 2 },
  { from: 11, most: 16, kinds: [Archer, Troll, Troll], hp: 8, power: 2 },
  { from: 13, most: 18, kinds: [Troll], hp: 10, power: 3 },
  { from: 15, most: 20, kinds: [Troll], hp: 12, power: 4 },
]

/** Potions and scrolls by depth: potions most often; lightning from 1, confusion 2, fireball 4. */
export const ITEM_TABLE: readonly Readonly<ItemRow>[] = [
  { from: 1, items: 2, loot: [Potion, Potion, Bolt] },
  { from: 2, items: 3, loot: [Potion, Potion, Bolt, Daze] },
  { from: 4, items: 4, loot: [Potion, Potion, Bolt, Daze, Fire] },
  { from: 7, items: 5, loot: [Potion, Potion, Potion, Bolt, Daze, Fire] },
  { from: 11, items: 6, loot: [Potion, Potion, Potion, Bolt, Daze, Fire] },
  { from: 15, items: 7, loot: [Potion, Potion, Potion, Bolt, Daze, Fire] },
]

/** Equipment by depth: a dagger or leather from 2, a sword or chain mail mostly from 5. */
export const EQUIPMENT_TABLE: readonly Readonly<EquipmentRow>[] = [
  { from: 1, pieces: 0, kinds: [Dagger] },
  { from: 2, pieces: 1, kinds: [Dagger, Leather] },
  { from: 4, pieces: 1, kinds: [Dagger, Leather, Sword, Mail] },
  { from: 6, pieces: 1, kinds: [Sword, Mail] },
]

/** The depth of the goal: the warden and the amulet wait on this level. */
export const GOAL_DEPTH = 10

/** The row of `table` for `depth` (1 …). */
export function rowFor<R extends Band>(table: readonly R[], depth: number): R {
  let row = table[0] as R
  for (const next of table) if (next.from <= depth) row = next
  return row
}

/** The monsters' row for `depth`. */
export function depthRow(depth: number): Readonly<MonsterRow> {
  return rowFor(MONSTER_TABLE, depth)
}

/** Open tiles per monster on a level with few rooms or none (caves, a drunkard's walk). */
export const TILES_PER_MONSTER = 100

/**
 * How many monsters a level holds at `depth`: one per room beyond the player's, or one per
 * `TILES_PER_MONSTER` walkable tiles where that is more (levels with few rooms or none), up to
 * the depth's most.
 */
export function monsterCount(rooms: number, depth: number, walkable = 0): number {
  const wanted = Math.max(rooms - 1, Math.floor(walkable / TILES_PER_MONSTER), 0)
  return Math.min(wanted, depthRow(depth).most)
}

/**
 * No monster is placed within this many steps (king's moves) of where the player arrives on a
 * level, nor anywhere the player can see from there: a level never opens with a fight.
 */
export const ARRIVAL_CLEARANCE = 6

/** Turns per hit point the player wins back while hurt: slow, so resting costs time. */
export const PLAYER_REGEN = 6

/** Going down the stairs heals this share of the hit points the player is missing. */
export const DESCENT_HEAL = 0.5
