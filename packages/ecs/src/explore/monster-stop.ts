import { canStep } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import type { MonsterStop, WalkDecision, WalkOptions } from './decision.js'
import { stepToward } from './search.js'
import { nearestMonsterInView, sleeperBeside } from './stops.js'

/**
 * The walks' stop for a monster in view: `monster` (default: the nearest one awake), and the
 * first step toward it — onto it when it stands beside the player (an attack), else the first
 * step of a shortest walk to its tile over known ground (the walks' own search) — left out when
 * there is none.
 */
export function monsterStop(
  world: GameWorld,
  player: number,
  monster = nearestMonsterInView(world, player, true),
): MonsterStop {
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

/**
 * `decision` as it stands, unless it is a step that would bring the player beside a sleeping
 * monster in view (not one of `options.knownSleepers`): then the walk stops for it.
 */
export function pastSleepers(
  world: GameWorld,
  player: number,
  decision: WalkDecision,
  options: WalkOptions,
): WalkDecision {
  if (decision.kind !== 'step') return decision
  const sleeper = sleeperBeside(world, player, decision.dx, decision.dy, options.knownSleepers)
  return sleeper === 0 ? decision : monsterStop(world, player, sleeper)
}
