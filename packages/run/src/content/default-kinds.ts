import {
  defineKinds,
  ITEM_KINDS,
  type ItemKindInfo,
  type Kinds,
  kindCode,
  MONSTER_KINDS,
  MORE_MONSTER_KINDS,
  type MonsterKindInfo,
} from '@delve/ecs'

/**
 * The warden of the deep: the one monster of its kind, waiting by the amulet on the goal's
 * level. Slow to anger (it rests until it sees you) and hard to bring down.
 */
export const WARDEN: Readonly<MonsterKindInfo> = Object.freeze({
  name: 'warden',
  article: 'the',
  glyph: 'W',
  hp: 50,
  power: 8,
  defence: 2,
  speed: 100,
  sight: 8,
  xp: 500,
  accuracy: 75,
  spread: 2,
})

/** The goal of a run: taking it up wins. It does nothing else. */
export const AMULET: Readonly<ItemKindInfo> = Object.freeze({
  name: 'amulet of the deep',
  article: 'the',
  glyph: '"',
})

/**
 * The game's own kinds: the tutorials' monsters and the package's others (archers, kobolds,
 * jackals), the warden; the tutorials' items, the equipment, and the amulet. One table, made
 * once: every world of the game (a new run, a level, a restored save) is made with it.
 */
export const GAME_KINDS: Kinds = defineKinds({
  monsters: [...MONSTER_KINDS, ...MORE_MONSTER_KINDS, WARDEN],
  items: [...ITEM_KINDS, AMULET],
})

/** A monster kind's code in `GAME_KINDS`, by name. */
export function monsterCode(name: string): number {
  const code = kindCode(GAME_KINDS.monsters, name)
  if (code < 0) throw new RangeError(`no monster kind ${JSON.stringify(name)} in the game's kinds`)
  return code
}

/** An item kind's code in `GAME_KINDS`, by name. */
export function itemCode(name: string): number {
  const code = kindCode(GAME_KINDS.items, name)
  if (code < 0) throw new RangeError(`no item kind ${JSON.stringify(name)} in the game's kinds`)
  return code
}
