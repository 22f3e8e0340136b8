// The run the controller's and RunControl's tests play: a bare room, the player on `@`.
import { spawnMonster } from '@delve/ecs'
import { fromAscii, type Point } from '@delve/map'
import { createRun, itemCode, monsterCode, Run, type RunTables } from '@delve/run'

/** No monsters, items or equipment of the tables' own: each test puts down what it needs. */
export const BARE: RunTables = {
  monsters: [{ from: 1, most: 0, kinds: ['rat'], hp: 0, power: 0 }],
  items: [{ from: 1, items: 0, loot: ['healing potion'] }],
  equipment: [{ from: 1, pieces: 0, kinds: ['dagger'] }],
}

export const ROOM = `
##########
#........#
#...@....#
#........#
#........#
##########`

/** The scrolls the aiming tests aim, known: an unknown one takes no aim (it aims itself). */
export const AIMED = ['confusion scroll', 'lightning scroll', 'fireball scroll']

/** A run on `map` with the player on `@`, and monsters of the run's kinds at their tiles. */
export function arena(map = ROOM, monsters: [string, Point][] = []): Run {
  const parsed = fromAscii(map, '@')
  const start = parsed.marks['@']?.[0] as Point
  const level = { ...parsed, start, rooms: [] }
  const base = createRun({ level, map: 'arena', seed: 'arena', tables: BARE, goal: null })
  const ids = monsters.map(([kind, at]) => spawnMonster(base.world, at, monsterCode(kind)))
  return new Run({
    place: base.where(),
    rules: base.rules,
    world: base.world,
    player: base.player,
    monsters: [...base.monsterIdsNow(), ...ids],
    stats: { ...base.stats },
    inputs: [],
    known: AIMED.map((name) => itemCode(name)),
  })
}
