import { despawn, floorItems, type Kinds } from '@delve/ecs'
import { fromAscii } from '@delve/map'
import { DEFAULT_TABLES, type RunTables } from '../src/content/default-tables.js'
import { createRun } from '../src/run/create-run.js'
import { Run } from '../src/run/run.js'

/** How `emptyRun` makes its run: the seed, the map's name, and content other than the defaults. */
export interface EmptyRunOptions {
  seed: string
  map?: string
  kinds?: Kinds
  tables?: Readonly<RunTables>
}

/**
 * A run on the ASCII map `ascii`, the hero at (1, 1), with no monster, item or wanderer but what a
 * test puts there (`testHooks(run).placeMonster`, `placeItem`).
 */
export function emptyRun(ascii: string, options: EmptyRunOptions): Run {
  const { seed, map = 'room', kinds, tables = DEFAULT_TABLES } = options
  const level = { ...fromAscii(ascii), start: { x: 1, y: 1 }, rooms: [] }
  const noWanderers = { ...tables, wanderers: [] }
  const base = createRun({ level, map, seed, tables: noWanderers, ...(kinds ? { kinds } : {}) })
  for (const eid of floorItems(base.world)) despawn(base.world, eid)
  for (const eid of base.monsterIdsNow()) despawn(base.world, eid)
  return new Run({
    place: base.where(),
    rules: base.rules,
    world: base.world,
    player: base.player,
    monsters: [],
    stats: { ...base.stats },
  })
}
