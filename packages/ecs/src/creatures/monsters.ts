import { isIntegerIn } from '../checks.js'

/** What a creature fights with: its hit points, the harm it does and the harm it stops. */
export interface FighterStats {
  /** Hit points when unhurt. */
  hp: number
  /** Damage dealt is power − the target's defence, never below 0 (the tutorials' rule). */
  power: number
  defence: number
  /** Chance in 100 that a blow lands, under the rolled rule (default 80). */
  accuracy?: number
  /** A blow's power varies by up to this much either way, under the rolled rule (default 1). */
  spread?: number
}

/**
 * How a monster fights: `melee` walks up and strikes; `ranged` strikes from up to `range` tiles
 * while it sees the player, and steps back from one beside it; `cowardly` flees down a flee map
 * once below `fleeAt` of its hit points.
 */
export type Behaviour = 'melee' | 'ranged' | 'cowardly'

/**
 * One kind of monster: the name a game shows ("Blocked by a goblin"), a default glyph, and how it
 * fights, moves and sees.
 */
export interface MonsterKindInfo extends FighterStats {
  name: string
  /** The article for `name`: "a" or "an", or "the" for one of a kind. */
  article: 'a' | 'an' | 'the'
  /** A character a text client can draw it with. */
  glyph: string
  /** Energy gained per turn; 100 is one action a turn, as the player (150: three every two). */
  speed: number
  /** How far it sees, in tiles. */
  sight: number
  /** Experience its killer gains (default 0). */
  xp?: number
  /** How it fights (default `melee`). */
  behaviour?: Behaviour
  /** For `ranged`: how far it shoots, in tiles (dx² + dy² ≤ range²). */
  range?: number
  /** For `cowardly`: the share of its hit points, in 100ths, below which it flees (default 50). */
  fleeAt?: number
  /** How many of it a level places together (a pack; default 1). */
  pack?: number
}

/**
 * The kinds table; `Monster.kind` is an index into it. Append only: snapshots store the index,
 * so an entry never moves or changes meaning.
 */
export const MONSTER_KINDS: readonly Readonly<MonsterKindInfo>[] = Object.freeze([
  // Weak and common.
  Object.freeze({
    name: 'goblin',
    article: 'a',
    glyph: 'g',
    hp: 6,
    power: 3,
    defence: 0,
    speed: 100,
    sight: 8,
    xp: 20,
  } as const),
  // The tutorials' orc: 10 hit points, power 3, defence 0.
  Object.freeze({
    name: 'orc',
    article: 'an',
    glyph: 'o',
    hp: 10,
    power: 3,
    defence: 0,
    speed: 100,
    sight: 8,
    xp: 35,
  } as const),
  // Quick and frail: three moves for the player's two.
  Object.freeze({
    name: 'rat',
    article: 'a',
    glyph: 'r',
    hp: 3,
    power: 2,
    defence: 0,
    speed: 150,
    sight: 6,
    xp: 10,
  } as const),
  // The tutorials' troll (16 hit points, power 4, defence 1), and slow: one move for two.
  Object.freeze({
    name: 'troll',
    article: 'a',
    glyph: 'T',
    hp: 16,
    power: 4,
    defence: 1,
    speed: 50,
    sight: 8,
    xp: 100,
  } as const),
])

/**
 * Monsters beyond the tutorials', each with a way of fighting of its own: an archer that keeps
 * its distance and shoots, a kobold that runs when hurt, jackals that come quick and weak, in
 * packs. Not in `DEFAULT_KINDS`: a game adds them to its table (`[...MONSTER_KINDS, ...these]`).
 */
export const MORE_MONSTER_KINDS: readonly Readonly<MonsterKindInfo>[] = Object.freeze([
  Object.freeze({
    name: 'goblin archer',
    article: 'a',
    glyph: 'a',
    hp: 5,
    power: 2,
    defence: 0,
    speed: 100,
    sight: 8,
    xp: 30,
    accuracy: 65,
    behaviour: 'ranged',
    range: 5,
  } as const),
  Object.freeze({
    name: 'kobold',
    article: 'a',
    glyph: 'k',
    hp: 8,
    power: 3,
    defence: 1,
    speed: 110,
    sight: 8,
    xp: 25,
    behaviour: 'cowardly',
    fleeAt: 50,
  } as const),
  Object.freeze({
    name: 'jackal',
    article: 'a',
    glyph: 'j',
    hp: 3,
    power: 2,
    defence: 0,
    speed: 160,
    sight: 7,
    xp: 8,
    pack: 3,
  } as const),
])

/** The tutorials' player: 30 hit points, power 5, defence 2. */
export const PLAYER_STATS: Readonly<FighterStats> = Object.freeze({
  hp: 30,
  power: 5,
  defence: 2,
  accuracy: 85,
  spread: 1,
})

/** The kind codes by name (as `Tile` is for tiles): `MonsterKind.Orc === 1`. */
export const MonsterKind = Object.freeze({ Goblin: 0, Orc: 1, Rat: 2, Troll: 3 } as const)

export function isMonsterKind(kind: unknown): kind is number {
  return isIntegerIn(kind, 0, MONSTER_KINDS.length - 1)
}

/** The kind's table entry; a `RangeError` naming the allowed range for a code not in the table. */
export function kindInfo(kind: number): Readonly<MonsterKindInfo> {
  if (!isMonsterKind(kind)) {
    throw new RangeError(
      `unknown monster kind ${kind}: expected an integer from 0 to ${MONSTER_KINDS.length - 1}`,
    )
  }
  return MONSTER_KINDS[kind] as Readonly<MonsterKindInfo>
}

/** The kind's name, say "goblin". */
export function kindName(kind: number): string {
  return kindInfo(kind).name
}
