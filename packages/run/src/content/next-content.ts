import { type BehaviourDefinition, defineKinds, type Kinds, type MonsterKindInfo } from '@delve/ecs'
import { DEFAULT_KINDS } from './default-kinds.js'
import { DEFAULT_TABLES, type RunTables } from './default-tables.js'

// Delve's content waiting for the next rules version: a kind added to the defaults changes every
// run (a world's checksum names its kinds), so new kinds wait here, played only by a run given
// them, until a rules version takes them into `RUN_KINDS` and `DEFAULT_TABLES`. A new monster is
// its row and the behaviours it needs, here, a line in each list below, and its art. None waits
// today: the cave spider that waited here is the defaults' since rules version 10.

/** The monster kinds waiting, after `RUN_KINDS`'s (whose codes they keep). */
const MONSTERS: readonly Readonly<MonsterKindInfo>[] = []

/** The behaviours they need beyond the run's. */
const BEHAVIOURS: readonly BehaviourDefinition[] = []

/** Where each is met: added once to each monster row of the depth table from `from` to `to`. */
const DEPTHS: readonly { kind: string; from: number; to: number }[] = []

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
 * The default content and what waits for the next rules version (none today: the cave spider
 * that waited is the defaults' since version 10): `createRun({ seed, ...NEXT_CONTENT })`; its
 * runs replay and verify with the same content (`verifyRun(record, NEXT_CONTENT)`), and are told
 * apart from the default's by their content checksum once it holds a kind of its own.
 */
export const NEXT_CONTENT: Readonly<{ kinds: Kinds; tables: Readonly<RunTables> }> = Object.freeze({
  kinds: NEXT_KINDS,
  tables: NEXT_TABLES,
})
