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
