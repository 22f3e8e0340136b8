import { ItemKind, MonsterKind } from '@delve/ecs'

const { Goblin, Orc, Rat, Troll } = MonsterKind
const {
  HealingPotion: Potion,
  LightningScroll: Bolt,
  ConfusionScroll: Daze,
  FireballScroll: Fire,
} = ItemKind

/** What a level holds from one depth on: more monsters, of stronger kinds, hardened further down. */
export interface DepthRow {
  /** The first depth the row holds for; it holds until the next row's. */
  from: number
  /** Most monsters on a level (one per room beyond the player's, up to this). */
  most: number
  /** The kinds drawn, each as often as it is listed. */
  kinds: readonly number[]
  /** Added to every monster's hit points and power at these depths. */
  hp: number
  power: number
  /** Items lying on a level. */
  items: number
  /** The item kinds drawn, each as often as it is listed. */
  loot: readonly number[]
}

/**
 * The dungeon's difficulty, one row per band of depths: rats and goblins near the top, orcs from
 * depth 2, trolls from 4, only trolls from 11; from depth 3 on monsters have more hit points than
 * their kind's own, from 5 on harder blows. Items beside them: potions most often, scrolls of
 * lightning from the start, confusion from depth 2, fireball from 4. Tuned with the balance bot (`balance-bot.ts`): a
 * careful player gets several levels down, and few get past depth 15.
 */
export const DEPTH_TABLE: readonly Readonly<DepthRow>[] = [
  {
    from: 1,
    most: 5,
    kinds: [Rat, Rat, Goblin],
    hp: 0,
    power: 0,
    items: 2,
    loot: [Potion, Potion, Bolt],
  },
  {
    from: 2,
    most: 7,
    kinds: [Rat, Goblin, Goblin, Orc],
    hp: 0,
    power: 0,
    items: 3,
    loot: [Potion, Potion, Bolt, Daze],
  },
  {
    from: 3,
    most: 9,
    kinds: [Goblin, Orc, Orc],
    hp: 1,
    power: 0,
    items: 3,
    loot: [Potion, Potion, Bolt, Daze],
  },
  {
    from: 4,
    most: 10,
    kinds: [Goblin, Orc, Orc, Troll],
    hp: 2,
    power: 0,
    items: 4,
    loot: [Potion, Potion, Bolt, Daze, Fire],
  },
  {
    from: 5,
    most: 11,
    kinds: [Orc, Orc, Troll],
    hp: 3,
    power: 1,
    items: 4,
    loot: [Potion, Potion, Bolt, Daze, Fire],
  },
  {
    from: 7,
    most: 12,
    kinds: [Orc, Troll, Troll],
    hp: 4,
    power: 1,
    items: 5,
    loot: [Potion, Potion, Potion, Bolt, Daze, Fire],
  },
  {
    from: 9,
    most: 14,
    kinds: [Orc, Troll, Troll],
    hp: 6,
    power: 2,
    items: 5,
    loot: [Potion, Potion, Potion, Bolt, Daze, Fire],
  },
  {
    from: 11,
    most: 16,
    kinds: [Troll],
    hp: 8,
    power: 2,
    items: 6,
    loot: [Potion, Potion, Potion, Bolt, Daze, Fire],
  },
  {
    from: 13,
    most: 18,
    kinds: [Troll],
    hp: 10,
    power: 3,
    items: 6,
    loot: [Potion, Potion, Potion, Bolt, Daze, Fire],
  },
  {
    from: 15,
    most: 20,
    kinds: [Troll],
    hp: 12,
    power: 4,
    items: 7,
    loot: [Potion, Potion, Potion, Bolt, Daze, Fire],
  },
]

/** The row for `depth` (1 …). */
export function depthRow(depth: number): Readonly<DepthRow> {
  let row = DEPTH_TABLE[0] as Readonly<DepthRow>
  for (const next of DEPTH_TABLE) if (next.from <= depth) row = next
  return row
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
