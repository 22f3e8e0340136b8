import {
  BEHAVIOURS,
  type BehaviourDefinition,
  defineBehaviour,
  defineKinds,
  ITEM_KINDS,
  type ItemKindInfo,
  type ItemUse,
  type Kinds,
  kindCode,
  MONSTER_KINDS,
  type MonsterKindInfo,
} from '@delve/ecs'
import { checkString } from '@delve/map'
import { checkKinds } from './checks.js'
import { DEEP_MONSTER_KINDS, MORE_MONSTER_KINDS, RANGED_ITEM_KINDS } from './more-kinds.js'
import { RunOptionsError } from './run-options-error.js'
import { HEALING_POTION, MORE_POTIONS, MORE_SCROLLS } from './unknown-kinds.js'

/**
 * The warden of the deep: the one monster of its kind, waiting by the amulet on the goal's
 * level. Slow to anger (it rests until it sees you) and hard to bring down.
 */
export const WARDEN: Readonly<MonsterKindInfo> = Object.freeze({
  name: 'warden',
  article: 'the',
  glyph: 'W',
  hp: 100,
  power: 16,
  defence: 2,
  speed: 100,
  sight: 8,
  xp: 500,
  accuracy: 75,
  spread: 2,
})

/** What a skeleton is worth (its kind's own is 25). */
const SKELETON_XP = 3

/**
 * The deep kinds as a run plays them: a skeleton is worth little, since a necromancer out of reach
 * calls them without end (their worth would reward standing and waiting for more); an orc archer
 * hits softer and less often than its kind's own, since the depth's hardening adds to every
 * arrow and it keeps out of reach.
 */
const DEEP_KINDS: readonly Readonly<MonsterKindInfo>[] = DEEP_MONSTER_KINDS.map((kind) => {
  if (kind.name === 'skeleton') return Object.freeze({ ...kind, xp: SKELETON_XP })
  if (kind.name === 'orc archer') return Object.freeze({ ...kind, power: 2, accuracy: 60 })
  return kind
})

/**
 * An ambusher holds its ground while it sees the hero coming: it neither walks up nor runs, and
 * strikes only a hero who stands beside it. Once hurt it gives the wait up and hunts as a melee
 * monster does. It draws nothing from the world's rolls but its blows': a run replays alike.
 */
const AMBUSH: BehaviourDefinition = defineBehaviour('ambush', {
  act(ctx, monster) {
    const [me, hero] = [ctx.at(monster), ctx.at(ctx.player)]
    const beside = Math.max(Math.abs(me.x - hero.x), Math.abs(me.y - hero.y)) === 1
    const { Health } = ctx.world.components
    const hurt = (Health.hp[monster] as number) < (Health.max[monster] as number)
    if (beside || hurt) ctx.hunt(monster)
  },
})

/**
 * A cave spider: waits in ambush (`AMBUSH`), awake, and bites hard; walk round it, or strike it
 * from afar and meet it when it comes. From depth 3 to 6. Worth little: a monster that waits to
 * be fought when the hero is ready would otherwise be experience for the taking.
 */
const CAVE_SPIDER: Readonly<MonsterKindInfo> = Object.freeze({
  name: 'cave spider',
  article: 'a',
  glyph: 'S',
  hp: 12,
  power: 5,
  defence: 1,
  speed: 100,
  sight: 7,
  xp: 15,
  accuracy: 75,
  behaviour: 'ambush',
  sleeps: 0,
})

/** The goal of a run: taking it up wins. It does nothing else. */
export const AMULET: Readonly<ItemKindInfo> = Object.freeze({
  name: 'amulet of the deep',
  article: 'the',
  glyph: '"',
})

/**
 * Food: used (eaten), it is gone; the run's food clock (`FoodClock` of the tables) counts the meal
 * and says how it went down. Its effect changes nothing in the world.
 */
export const RATION: Readonly<ItemKindInfo> = Object.freeze({
  name: 'ration',
  article: 'a',
  glyph: '%',
  use: Object.freeze<ItemUse>({ targets: 'self', effect: () => undefined }),
})

/**
 * The keys of the game's vaults (`DEFAULT_VAULTS`): each opens the locked doors of a vault that
 * names its kind, and is used up doing so. They do nothing else.
 */
export const VAULT_KEYS: readonly Readonly<ItemKindInfo>[] = Object.freeze(
  ['iron key', 'silver key', 'bone key'].map((name) =>
    Object.freeze({ name, article: name.startsWith('i') ? 'an' : 'a', glyph: '~' }),
  ),
)

/**
 * A run's kinds by default: the tutorials' monsters (`@delve/ecs`'s) and the run's others (archers,
 * kobolds, jackals), the warden, then the deeper ones (bats, wolves, thieves, jellies, necromancers and
 * their skeletons, orc archers, ogres, wraiths: after the warden, so its code stays) and the cave
 * spider (last, for the same reason), with the behaviours they act by (the six built in,
 * `BEHAVIOURS` of `@delve/ecs`, and the spider's `ambush`); the
 * tutorials' items (the healing potion the run's own, `HEALING_POTION`: a share of the most hit
 * points, not the tutorials' 4), the equipment, the amulet, and the run's own potions and scrolls
 * (`MORE_POTIONS`, `MORE_SCROLLS`: unknown until used), the ration, and the darts,
 * javelins and wands (`RANGED_ITEM_KINDS`: after the rest, so their codes stay), and the vaults'
 * keys (`VAULT_KEYS`, last for the same reason). One table, made
 * once: every world of a run (a new run, a level, a restored save) is made with it. A game with
 * kinds of its own passes `createRun` a table of its own (`defineKinds` of `@delve/ecs`).
 */
export const DEFAULT_KINDS: Kinds = defineKinds({
  monsters: [...MONSTER_KINDS, ...MORE_MONSTER_KINDS, WARDEN, ...DEEP_KINDS, CAVE_SPIDER],
  items: [
    ...ITEM_KINDS.map((kind) => (kind.name === HEALING_POTION.name ? HEALING_POTION : kind)),
    AMULET,
    ...MORE_POTIONS,
    ...MORE_SCROLLS,
    RATION,
    ...RANGED_ITEM_KINDS,
    ...VAULT_KEYS,
  ],
  behaviours: [...BEHAVIOURS, AMBUSH],
})

/** A monster kind's code in `kinds`, by name; a `RunOptionsError` naming `where` when absent. */
export function monsterCode(name: string, kinds: Kinds = DEFAULT_KINDS, where = 'kinds'): number {
  checkKinds('monsterCode', 'kinds', kinds)
  checkString('monsterCode', 'where', where)
  const code = kindCode(kinds.monsters, name)
  if (code < 0) throw new RunOptionsError(where, name, 'the name of a monster kind of the run')
  return code
}

/** An item kind's code in `kinds`, by name; a `RunOptionsError` naming `where` when absent. */
export function itemCode(name: string, kinds: Kinds = DEFAULT_KINDS, where = 'kinds'): number {
  checkKinds('itemCode', 'kinds', kinds)
  checkString('itemCode', 'where', where)
  const code = kindCode(kinds.items, name)
  if (code < 0) throw new RunOptionsError(where, name, 'the name of an item kind of the run')
  return code
}
