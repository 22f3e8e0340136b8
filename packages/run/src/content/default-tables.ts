import type { AlgorithmName } from '@delve/map'
import { ArgumentTypeError, checkInteger, checkRecord } from '@delve/map'
import type { GeneratorChoice } from '../chain/generator-choice.js'

/** A band of depths, from `from` until the next row's `from`. */
export interface Band {
  /** The first depth the row holds for. */
  from: number
}

/** The monsters of a band: how many, of what kinds, hardened how much. */
export interface MonsterRow extends Band {
  /** Most monsters on a level (one per room beyond the player's, up to this). */
  most: number
  /** The kinds drawn, by name, each as often as it is listed (a pack kind brings its pack). */
  kinds: readonly string[]
  /** Added to every monster's hit points and power at these depths. */
  hp: number
  power: number
  /**
   * The chance in 100 that a monster placed here starts asleep, for kinds whose own `sleeps`
   * does not say (default 0: awake, resting until it sees the player).
   */
  asleep?: number
}

/** The potions and scrolls of a band. */
export interface ItemRow extends Band {
  /** Items lying on a level. */
  items: number
  /** The kinds drawn, by name, each as often as it is listed. */
  loot: readonly string[]
}

/** The equipment of a band: pieces lying on a level, and the kinds drawn, by name. */
export interface EquipmentRow extends Band {
  pieces: number
  kinds: readonly string[]
}

/**
 * Wandering monsters of a band: on each turn on a level, one in `every` brings a monster of the
 * band's kinds from out of sight, searching for the hero, until `most` have come to that level.
 */
export interface WanderRow extends Band {
  every: number
  most: number
}

/**
 * The food clock: the hero starts with `start` turns of food and eats one a turn taken. At
 * `hungry` and `weak` turns left the log says so; with none left the hero is starving and loses
 * a hit point every `starveEvery` turns. Eating the `ration` item kind gives `meal` turns more
 * (up to `start`).
 */
export interface FoodClock {
  start: number
  hungry: number
  weak: number
  starveEvery: number
  ration: string
  meal: number
}

/** The generator options a level row may set: any of the choice's but the preset and algorithm. */
export type LevelOptions = Partial<Omit<GeneratorChoice, 'preset' | 'algorithm'>>

/** One way a level of a band may be made: an algorithm of `@delve/map`, its options, how often. */
export interface GeneratorRow {
  algorithm: AlgorithmName
  /** How often, against the band's other rows: drawn `weight` times in their total. */
  weight: number
  /** Options for this algorithm; the rest are the defaults of the run's preset. */
  options?: Readonly<LevelOptions>
}

/** How the levels of a band are made: one of its generators, drawn by weight from the level's seed. */
export interface LevelRow extends Band {
  generators: readonly Readonly<GeneratorRow>[]
}

/**
 * The vaults of a band: `count` drawn by weight among the run's vaults that fit the depth (each
 * placed if it fits somewhere), after those named in `force`, placed on every level of the band.
 */
export interface VaultRow extends Band {
  count: number
  force?: readonly string[]
}

/** What a run places by depth: plain data, kinds named as the run's kinds name them. */
export interface RunTables {
  monsters: readonly Readonly<MonsterRow>[]
  items: readonly Readonly<ItemRow>[]
  equipment: readonly Readonly<EquipmentRow>[]
  /** Monsters that come while the hero lingers (absent: `DEFAULT_WANDERERS`; `null` or `[]`: none). */
  wanderers?: readonly Readonly<WanderRow>[] | null
  /** The food clock (absent: `DEFAULT_FOOD`; `null`: the hero never hungers). */
  food?: Readonly<FoodClock> | null
  /**
   * How each level is made, by depth. Absent: every level plays the run's generator choice. It
   * holds for a run whose choice is its preset's default (`createRun` without `generator`, a
   * plain `?seed=` link); an explicit choice, and the sandbox's, holds for every level.
   */
  levels?: readonly Readonly<LevelRow>[]
  /** How many of the run's vaults a level gets, by depth (absent, `null` or `[]`: none). */
  vaults?: readonly Readonly<VaultRow>[] | null
}

/**
 * The goal of a run: an item lying on one level, guarded, with nothing below that level. Taking
 * it up wins at once, or (`climb`, the default) the win is climbing back out with it: up the
 * stairs of every level to depth 1's, and out.
 */
export interface RunGoal {
  /** The level it lies on: the deepest, with no stairs down. */
  depth: number
  /** The item kind's name. */
  item: string
  /** The monster kind that waits beside it, if any. */
  guard?: string
  /** True (the default): the run is won by leaving depth 1 by its up stairs with the item. */
  climb?: boolean
}

const [Potion, Bolt, Daze, Fire, Food] = [
  'healing potion',
  'lightning scroll',
  'confusion scroll',
  'fireball scroll',
  'ration',
]
const [Extra, Vigour, Strength, Wisdom, Poison, Weakness, Amnesia] = [
  'extra healing potion',
  'vigour potion',
  'strength potion',
  'experience potion',
  'poison potion',
  'weakness potion',
  'amnesia potion',
]
const [Identify, Teleport, Mapping, Enchant, Aggravate, Summon] = [
  'identify scroll',
  'teleportation scroll',
  'magic mapping scroll',
  'enchant armour scroll',
  'aggravation scroll',
  'summoning scroll',
]
const [Dart, Javelin, Zap, Slow, Dig] = [
  'dart',
  'javelin',
  'wand of lightning',
  'wand of slowing',
  'wand of digging',
]
/** What every band from depth 4 on holds besides its healing and attack magic. */
const DEEP = [
  Identify,
  Teleport,
  Mapping,
  Enchant,
  Strength,
  Vigour,
  Poison,
  Weakness,
  Aggravate,
  Summon,
  Amnesia,
]

/** The potions and scrolls of depths 2 and 3. */
const SHALLOW = [
  Potion,
  Potion,
  Potion,
  Bolt,
  Daze,
  Identify,
  Teleport,
  Mapping,
  Strength,
  Poison,
  Weakness,
  Aggravate,
  Food,
  Food,
  Food,
]

/** What every band from depth 4 on holds to fight from afar: a dart, a javelin, each wand. */
const RANGED = [Dart, Javelin, Zap, Slow, Dig]

/**
 * Wandering monsters by depth: one in 150 turns on a level at first, two alive at most; one in 120
 * from depth 4 (three); one in 100 from depth 7 (four).
 */
export const DEFAULT_WANDERERS: readonly Readonly<WanderRow>[] = Object.freeze([
  { from: 1, every: 150, most: 2 },
  { from: 4, every: 120, most: 3 },
  { from: 7, every: 100, most: 4 },
])

/**
 * The food clock by default: 3 000 turns of food to start, hungry at 300 left, weak at 100,
 * starving at none (a hit point lost every 4 turns); a ration gives 2 500 more. A careful player
 * spends some 600 to 1 000 turns on a level (exploring, fighting, resting) and finds a ration on
 * about every other one: enough while it keeps moving, not while it rests on.
 */
export const DEFAULT_FOOD: Readonly<FoodClock> = Object.freeze({
  start: 3000,
  hungry: 300,
  weak: 100,
  starveEvery: 4,
  ration: Food,
  meal: 2500,
})

/**
 * How levels are made by depth. Depth 1 is always the seed's own map (rooms and corridors, the
 * map `generateDungeon` and the `delve` command make for the seed); below, BSP from 2, caves and
 * doors from 3, rooms and mazes and the drunkard's walk from 4, the tunnels and caves growing
 * more common with depth. The options are `@delve/map`'s.
 */
export const DEFAULT_LEVELS: readonly Readonly<LevelRow>[] = Object.freeze([
  { from: 1, generators: [{ algorithm: 'rooms-and-corridors', weight: 1 }] },
  {
    from: 2,
    generators: [
      { algorithm: 'rooms-and-corridors', weight: 3 },
      { algorithm: 'bsp', weight: 2 },
    ],
  },
  {
    from: 3,
    generators: [
      { algorithm: 'rooms-and-corridors', weight: 2, options: { doors: true } },
      { algorithm: 'bsp', weight: 2, options: { doors: true } },
      { algorithm: 'caves', weight: 1 },
    ],
  },
  {
    from: 4,
    generators: [
      { algorithm: 'rooms-and-corridors', weight: 2, options: { doors: true, roomShape: 'mixed' } },
      { algorithm: 'bsp', weight: 2, options: { doors: true } },
      { algorithm: 'caves', weight: 2 },
      { algorithm: 'rooms-and-mazes', weight: 2 },
      { algorithm: 'drunkard', weight: 1 },
    ],
  },
  {
    from: 7,
    generators: [
      { algorithm: 'bsp', weight: 2, options: { doors: true } },
      { algorithm: 'caves', weight: 3, options: { caveFill: 47 } },
      { algorithm: 'rooms-and-mazes', weight: 3, options: { mazeWinding: 50 } },
      { algorithm: 'drunkard', weight: 2, options: { drunkardFloor: 35 } },
    ],
  },
])

/**
 * Vaults by depth: none on depth 1 (the seed's own map, as `generateDungeon` makes it), one on
 * depths 2 and 3, up to two from depth 4, up to three from depth 7; the warden's lair always on
 * depth 10, beside two more.
 */
export const DEFAULT_VAULT_ROWS: readonly Readonly<VaultRow>[] = Object.freeze([
  { from: 1, count: 0 },
  { from: 2, count: 1 },
  { from: 4, count: 2 },
  { from: 7, count: 3 },
  { from: 10, count: 2, force: ['warden_lair'] },
])

/**
 * Monsters, items, equipment and wandering monsters by depth (the tutorials' Part 12, and time's
 * cost), and the food clock. Monsters: rats, goblins and bats near the top; jackal packs from 2;
 * kobolds, wolf packs and thieves from 3 (thieves again from 6), cave spiders from 3 to 6;
 * archers, trolls and acid jellies from 4; skeletons from 5; necromancers, orc archers and ogres from 6; dire wolf packs from 7,
 * wraiths from 8 (no orc archers from 9); from depth 3 monsters have more hit points and harder
 * blows than their kind's own, more the deeper (a character grows fast, and a careful one wins
 * too often against less: by depth 9 the hardening adds 22 hit points and 7 power). Half of them sleep near the top, fewer deeper (a kind's `sleeps` says for
 * itself). Items: potions most often; lightning from 1, confusion 2, fireball 4; rations in
 * every row; darts (in stacks) from 1, javelins from 3, wands of slowing from 2, lightning from 3,
 * digging from 4, each rarer than potions. Equipment: a dagger or leather from 2, a sword or chain mail mostly from 5.
 * Wanderers: `DEFAULT_WANDERERS`; food: `DEFAULT_FOOD`.
 */
export const DEFAULT_TABLES: Readonly<RunTables> = Object.freeze({
  monsters: [
    { from: 1, most: 5, kinds: ['rat', 'rat', 'goblin', 'bat'], hp: 0, power: 0, asleep: 50 },
    {
      from: 2,
      most: 7,
      kinds: ['rat', 'goblin', 'goblin', 'jackal', 'orc', 'bat'],
      hp: 0,
      power: 0,
      asleep: 50,
    },
    {
      from: 3,
      most: 9,
      kinds: ['goblin', 'orc', 'orc', 'jackal', 'kobold', 'wolf', 'thief', 'cave spider'],
      hp: 2,
      power: 1,
      asleep: 45,
    },
    {
      from: 4,
      most: 11,
      kinds: [
        'goblin',
        'orc',
        'kobold',
        'goblin archer',
        'troll',
        'wolf',
        'acid jelly',
        'cave spider',
      ],
      hp: 6,
      power: 2,
      asleep: 40,
    },
    {
      from: 5,
      most: 12,
      kinds: [
        'orc',
        'goblin archer',
        'kobold',
        'troll',
        'wolf',
        'acid jelly',
        'skeleton',
        'cave spider',
      ],
      hp: 9,
      power: 4,
      asleep: 40,
    },
    {
      from: 6,
      most: 12,
      kinds: [
        'orc',
        'orc archer',
        'troll',
        'skeleton',
        'necromancer',
        'ogre',
        'acid jelly',
        'thief',
        'cave spider',
      ],
      hp: 13,
      power: 5,
      asleep: 35,
    },
    {
      from: 7,
      most: 13,
      kinds: ['orc archer', 'troll', 'ogre', 'necromancer', 'skeleton', 'dire wolf', 'acid jelly'],
      hp: 16,
      power: 6,
      asleep: 35,
    },
    {
      from: 8,
      most: 14,
      kinds: ['orc archer', 'troll', 'ogre', 'necromancer', 'dire wolf', 'wraith', 'acid jelly'],
      hp: 19,
      power: 7,
      asleep: 30,
    },
    {
      from: 9,
      most: 15,
      kinds: ['skeleton', 'troll', 'ogre', 'necromancer', 'dire wolf', 'wraith', 'acid jelly'],
      hp: 22,
      power: 7,
      asleep: 30,
    },
    { from: 11, most: 16, kinds: ['orc archer', 'troll', 'ogre', 'wraith'], hp: 24, power: 8 },
    { from: 13, most: 18, kinds: ['troll', 'ogre', 'wraith'], hp: 26, power: 9 },
    { from: 15, most: 20, kinds: ['troll', 'wraith'], hp: 28, power: 10 },
  ],
  items: [
    {
      from: 1,
      items: 3,
      loot: [Potion, Potion, Potion, Bolt, Identify, Teleport, Poison, Food, Food, Food, Dart],
    },
    {
      from: 2,
      items: 4,
      loot: [...SHALLOW, Dart, Slow],
    },
    {
      from: 3,
      items: 4,
      loot: [...SHALLOW, Dart, Javelin, Slow, Zap],
    },
    {
      from: 4,
      items: 5,
      loot: [Potion, Potion, Potion, Extra, Bolt, Daze, Fire, Food, Food, Food, ...DEEP, ...RANGED],
    },
    {
      from: 7,
      items: 6,
      loot: [
        Potion,
        Potion,
        Extra,
        Extra,
        Bolt,
        Daze,
        Fire,
        Wisdom,
        Food,
        Food,
        Food,
        ...DEEP,
        ...RANGED,
      ],
    },
    {
      from: 11,
      items: 7,
      loot: [
        Potion,
        Potion,
        Extra,
        Extra,
        Bolt,
        Daze,
        Fire,
        Wisdom,
        Food,
        Food,
        Food,
        ...DEEP,
        ...RANGED,
      ],
    },
    {
      from: 15,
      items: 8,
      loot: [
        Potion,
        Potion,
        Extra,
        Extra,
        Bolt,
        Daze,
        Fire,
        Wisdom,
        Food,
        Food,
        Food,
        ...DEEP,
        ...RANGED,
      ],
    },
  ],
  equipment: [
    { from: 1, pieces: 0, kinds: ['dagger'] },
    { from: 2, pieces: 1, kinds: ['dagger', 'leather armour'] },
    { from: 4, pieces: 1, kinds: ['dagger', 'leather armour', 'sword', 'chain mail'] },
    { from: 6, pieces: 1, kinds: ['sword', 'chain mail'] },
  ],
  wanderers: DEFAULT_WANDERERS,
  food: DEFAULT_FOOD,
  levels: DEFAULT_LEVELS,
  vaults: DEFAULT_VAULT_ROWS,
})

/** The goal by default: the amulet of the deep on depth 10, the warden beside it; climb out. */
export const DEFAULT_GOAL: Readonly<RunGoal> = Object.freeze({
  depth: 10,
  item: 'amulet of the deep',
  guard: 'warden',
  climb: true,
})

/** The depth of the default goal: the warden and the amulet wait on this level. */
export const GOAL_DEPTH = DEFAULT_GOAL.depth

/** The row of `table` for `depth` (1 …): the last whose `from` is at most `depth`. */
export function rowFor<R extends Band>(table: readonly R[], depth: number): R {
  if (!Array.isArray(table) || table.length === 0) {
    throw new ArgumentTypeError('rowFor', 'table', table, 'a non-empty array of rows { from, … }')
  }
  for (let i = 0; i < table.length; i++) {
    const row = checkRecord('rowFor', `table[${i}]`, table[i], 'a row { from, … }')
    checkInteger('rowFor', `table[${i}].from`, row.from, 1)
  }
  checkInteger('rowFor', 'depth', depth, 1)
  let row = table[0] as R
  for (const next of table) if (next.from <= depth) row = next
  return row
}

/** Open tiles per monster on a level with few rooms or none (caves, a drunkard's walk). */
export const TILES_PER_MONSTER = 100

/**
 * How many monsters a level holds for its `row`: one per room beyond the player's, or one per
 * `TILES_PER_MONSTER` walkable tiles where that is more (levels with few rooms or none), up to
 * the row's most.
 */
export function monsterCount(row: { readonly most: number }, rooms: number, walkable = 0): number {
  const given = checkRecord('monsterCount', 'row', row, 'a monster row { most, … }')
  checkInteger('monsterCount', 'row.most', given.most, 0)
  checkInteger('monsterCount', 'rooms', rooms, 0)
  checkInteger('monsterCount', 'walkable', walkable, 0)
  const wanted = Math.max(rooms - 1, Math.floor(walkable / TILES_PER_MONSTER), 0)
  return Math.min(wanted, row.most)
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
