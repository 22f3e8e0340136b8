import type { Point } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import { type SpawnOptions, spawnMonsterEntity } from '../world/spawn.js'
import { monsterOf } from './fighters.js'

/**
 * A monster as its kind's row of `MONSTER_KINDS` makes it: `spawnBlocker`, then the kind's
 * fighter stats, energy, sight, a resting mind and the `Hostile` tag (`makeMonster`).
 */
export function spawnMonster(
  world: GameWorld,
  at: Point,
  kind: number,
  options: Pick<SpawnOptions, 'sprite'> = {},
): number {
  const eid = spawnMonsterEntity('spawnMonster', world, at, kind, options)
  monsterOf('spawnMonster', world, eid, kind)
  return eid
}
