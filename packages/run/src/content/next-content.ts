import {
  type BehaviourDefinition,
  defineBehaviour,
  defineKinds,
  type Kinds,
  type MonsterKindInfo,
} from '@delve/ecs'
import { DEFAULT_KINDS } from './default-kinds.js'
import { DEFAULT_TABLES, type RunTables } from './default-tables.js'

// Delve's content waiting for the next rules version: a kind added to the defaults changes every
// run (a world's checksum names its kinds), so new kinds wait here, played only by a run given
// them, until a rules version takes them into `RUN_KINDS` and `DEFAULT_TABLES`. A new monster is
// its row and the behaviours it needs, here, a line in each list below, and its art.

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
 * from afar and meet it when it comes. Waiting in `NEXT_CONTENT`.
 */
const CAVE_SPIDER: Readonly<MonsterKindInfo> = Object.freeze({
  name: 'cave spider',
  article: 'a',
  glyph: 'S',
  hp: 10,
  power: 4,
  defence: 1,
  speed: 100,
  sight: 7,
  xp: 45,
  accuracy: 75,
  behaviour: 'ambush',
  sleeps: 0,
})

/** The monster kinds waiting, after `RUN_KINDS`'s (whose codes they keep). */
const MONSTERS: readonly Readonly<MonsterKindInfo>[] = [CAVE_SPIDER]

/** The behaviours they need beyond the run's. */
const BEHAVIOURS: readonly BehaviourDefinition[] = [AMBUSH]

/** Where each is met: added once to each monster row of the depth table from `from` to `to`. */
const DEPTHS: readonly { kind: string; from: number; to: number }[] = [
  { kind: 'cave spider', from: 3, to: 6 },
]

/** `RUN_KINDS` and the kinds waiting, with the behaviours they need. */
const NEXT_KINDS: Kinds = defineKinds({
  monsters: [...DEFAULT_KINDS.monsters, ...MONSTERS],
  items: DEFAULT_KINDS.items,
  behaviours: [...DEFAULT_KINDS.behaviours, ...BEHAVIOURS],
  rules: DEFAULT_KINDS.rules,
})

/** `DEFAULT_TABLES` with the kinds waiting in their depths. */
const NEXT_TABLES: Readonly<RunTables> = Object.freeze({
  ...DEFAULT_TABLES,
  monsters: DEFAULT_TABLES.monsters.map((row) => {
    const added = DEPTHS.filter(({ from, to }) => row.from >= from && row.from <= to)
    return added.length === 0 ? row : { ...row, kinds: [...row.kinds, ...added.map((d) => d.kind)] }
  }),
})

/**
 * The default content and what waits for the next rules version (the cave spider, which lies in
 * ambush, from depth 3 to 6): `createRun({ seed, ...NEXT_CONTENT })`; its runs replay and verify
 * with the same content (`verifyRun(record, NEXT_CONTENT)`), and are told apart from the
 * default's by their content checksum.
 */
export const NEXT_CONTENT: Readonly<{ kinds: Kinds; tables: Readonly<RunTables> }> = Object.freeze({
  kinds: NEXT_KINDS,
  tables: NEXT_TABLES,
})
