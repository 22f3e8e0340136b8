import { canStep } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import type { MonsterStop } from './decision.js'
import { stepToward } from './search.js'
import { nearestMonsterInView } from './stops.js'

/**
 * The walks' stop for a monster in view: the nearest one, and the first step toward it — onto it
 * when it stands beside the player (an attack), else the first step of a shortest walk to its
 * tile over known ground (the walks' own search) — left out when there is none.
 */
export function monsterStop(world: GameWorld, player: number): MonsterStop {
  const monster = nearestMonsterInView(world, player)
  const { Position } = world.components
  const x = Position.x[player] as number
  const y = Position.y[player] as number
  const mx = Position.x[monster] as number
  const my = Position.y[monster] as number
  const dx = mx - x
  const dy = my - y
  if (Math.max(Math.abs(dx), Math.abs(dy)) === 1 && canStep(world.dungeon, x, y, dx, dy)) {
    return { kind: 'stop', reason: 'monster', monster, toward: { dx, dy } }
  }
  const way = stepToward(world, player, my * world.dungeon.width + mx)
  return way.kind === 'step'
    ? { kind: 'stop', reason: 'monster', monster, toward: { dx: way.dx, dy: way.dy } }
    : { kind: 'stop', reason: 'monster', monster }
}
