import { checkInteger, isIntegerIn } from '../checks.js'
import type { FighterStats, MonsterKindInfo } from '../world/game-world.js'

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

/**
 * The deeper dungeon's monsters, each worth meeting in its own way: bats that flit at random,
 * wolves in packs, a thief that runs off with what it takes, a necromancer that calls skeletons,
 * an acid jelly that burns whoever strikes it (fight it from afar), and plain hard hitters.
 * `sleeps` is each kind's chance in 100 to be placed asleep (a thief and a wraith never sleep).
 * Not in `DEFAULT_KINDS`: a game adds them to its table, after `MORE_MONSTER_KINDS` (a
 * necromancer's skeletons are found by name, so the table must hold them too).
 */
export const DEEP_MONSTER_KINDS: readonly Readonly<MonsterKindInfo>[] = Object.freeze([
  Object.freeze({
    name: 'bat',
    article: 'a',
    glyph: 'b',
    hp: 4,
    power: 2,
    defence: 0,
    speed: 150,
    sight: 6,
    xp: 12,
    behaviour: 'erratic',
    randomness: 60,
    say: 'The bat flutters.',
    sleeps: 70,
  } as const),
  Object.freeze({
    name: 'wolf',
    article: 'a',
    glyph: 'd',
    hp: 7,
    power: 3,
    defence: 0,
    speed: 130,
    sight: 8,
    xp: 30,
    pack: 3,
    sleeps: 40,
  } as const),
  Object.freeze({
    name: 'thief',
    article: 'a',
    glyph: 't',
    hp: 9,
    power: 2,
    defence: 1,
    speed: 120,
    sight: 8,
    xp: 40,
    behaviour: 'thief',
    sleeps: 0,
  } as const),
  Object.freeze({
    name: 'acid jelly',
    article: 'an',
    glyph: 'J',
    hp: 20,
    power: 3,
    defence: 0,
    speed: 60,
    sight: 4,
    xp: 60,
    acid: 2,
    sleeps: 60,
  } as const),
  Object.freeze({
    name: 'skeleton',
    article: 'a',
    glyph: 's',
    hp: 8,
    power: 3,
    defence: 1,
    speed: 90,
    sight: 7,
    xp: 25,
    sleeps: 50,
  } as const),
  Object.freeze({
    name: 'necromancer',
    article: 'a',
    glyph: 'n',
    hp: 14,
    power: 3,
    defence: 1,
    speed: 100,
    sight: 8,
    xp: 120,
    behaviour: 'summoner',
    range: 6,
    summons: 'skeleton',
    summonEvery: 6,
    summonMost: 3,
    say: 'The necromancer chants.',
    sleeps: 50,
  } as const),
  Object.freeze({
    name: 'orc archer',
    article: 'an',
    glyph: 'A',
    hp: 9,
    power: 3,
    defence: 1,
    speed: 100,
    sight: 9,
    xp: 60,
    accuracy: 70,
    behaviour: 'ranged',
    range: 6,
    sleeps: 30,
  } as const),
  Object.freeze({
    name: 'ogre',
    article: 'an',
    glyph: 'O',
    hp: 20,
    power: 6,
    defence: 2,
    speed: 80,
    sight: 8,
    xp: 150,
    accuracy: 70,
    spread: 2,
    sleeps: 60,
  } as const),
  Object.freeze({
    name: 'dire wolf',
    article: 'a',
    glyph: 'D',
    hp: 11,
    power: 4,
    defence: 1,
    speed: 130,
    sight: 8,
    xp: 70,
    pack: 3,
    sleeps: 30,
  } as const),
  Object.freeze({
    name: 'wraith',
    article: 'a',
    glyph: 'w',
    hp: 14,
    power: 5,
    defence: 2,
    speed: 120,
    sight: 9,
    xp: 180,
    sleeps: 0,
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

/** Whether `kind` is a code of `MONSTER_KINDS`: any value may be asked about (false for the rest). */
export function isMonsterKind(kind: unknown): kind is number {
  return isIntegerIn(kind, 0, MONSTER_KINDS.length - 1)
}

/**
 * The kind's entry in `MONSTER_KINDS` (the default kinds; a world of its own kinds has them in
 * `world.kinds.monsters`); an `ArgumentRangeError` naming the allowed range for a code not in it.
 */
export function kindInfo(kind: number): Readonly<MonsterKindInfo> {
  return infoOf('kindInfo', kind)
}

/** The kind's name, say "goblin". */
export function kindName(kind: number): string {
  return infoOf('kindName', kind).name
}

function infoOf(fn: string, kind: number): Readonly<MonsterKindInfo> {
  const code = checkInteger(fn, 'kind', kind, 0, MONSTER_KINDS.length - 1)
  return MONSTER_KINDS[code] as Readonly<MonsterKindInfo>
}
