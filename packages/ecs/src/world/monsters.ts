import { isIntegerIn } from '../checks.js'

/** One kind of monster: the name a game shows ("Blocked by a goblin") and a default glyph. */
export interface MonsterKindInfo {
  name: string
  /** The indefinite article for `name`: "a" or "an". */
  article: 'a' | 'an'
  /** A character a text client can draw it with. */
  glyph: string
}

/**
 * The kinds table; `Monster.kind` is an index into it. Append only: snapshots store the index,
 * so an entry never moves or changes meaning.
 */
export const MONSTER_KINDS: readonly Readonly<MonsterKindInfo>[] = Object.freeze([
  Object.freeze({ name: 'goblin', article: 'a', glyph: 'g' } as const),
  Object.freeze({ name: 'orc', article: 'an', glyph: 'o' } as const),
  Object.freeze({ name: 'rat', article: 'a', glyph: 'r' } as const),
  Object.freeze({ name: 'troll', article: 'a', glyph: 'T' } as const),
])

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
