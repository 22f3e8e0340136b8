import type { GameWorld } from '../world/game-world.js'
import { assertEntity } from '../world/spawn.js'
import { stop, type WalkDecision, type WalkOptions } from './decision.js'
import { walkDownhill } from './downhill.js'
import { addFrontier, addStairsDown, knownLevel } from './known-map.js'
import { reasonToStop } from './stops.js'

/**
 * Auto-explore, one step a call: toward the nearest explored walkable tile that borders the
 * unexplored (a Dijkstra map from that frontier over the known level only). Stops when a monster
 * is in view, an item not in `knownItems` is seen away from the player, hit points are below
 * half, or no frontier can be reached: then it walks to the known down stairs, and stops as
 * `explored` on them (or at once when none is known). Play each step with `playTurn`.
 */
export function exploreStep(
  world: GameWorld,
  player: number,
  options: WalkOptions = {},
): WalkDecision {
  assertEntity(world, player)
  const reason = reasonToStop(world, player, options)
  if (reason) return stop(reason)
  const scratch = knownLevel(world)
  if (addFrontier(world, scratch) > 0) {
    const decision = walkDownhill(world, player, scratch)
    // Unreachable frontier (seen across a gap) counts as explored; a held way does not.
    if (decision.kind === 'step' || decision.reason === 'blocked') return decision
    scratch.goals.length = 0
  }
  if (addStairsDown(scratch) === 0) return stop('explored')
  const toStairs = walkDownhill(world, player, scratch)
  return toStairs.kind === 'step' || toStairs.reason === 'blocked' ? toStairs : stop('explored')
}
