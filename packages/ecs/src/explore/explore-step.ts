import { checkPlayer } from '../turns/turn.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkWalkOptions, stop, type WalkDecision, type WalkOptions } from './decision.js'
import { FRONTIER, STAIRS_DOWN } from './goal-map.js'
import { monsterStop } from './monster-stop.js'
import { stepToward } from './search.js'
import { reasonToStop } from './stops.js'

/**
 * Auto-explore, one step a call: toward the nearest explored walkable tile that borders the
 * unexplored (the frontier), by walking distance over the level as the player knows it. Stops
 * when a monster is in view (naming the nearest, with the first step toward it), an item not in `knownItems` is seen away from the player, hit points
 * are below half, or no frontier can be reached: then it walks to the nearest known down stairs,
 * and stops as `explored` on them (at once when none is known). Play each step with `playTurn`.
 */
export function exploreStep(
  world: GameWorld,
  player: number,
  options: WalkOptions = {},
): WalkDecision {
  checkWorld('exploreStep', world)
  checkPlayer('exploreStep', world, player, true)
  const reason = reasonToStop(world, player, checkWalkOptions('exploreStep', options))
  if (reason === 'monster') return monsterStop(world, player)
  if (reason) return stop(reason)
  const toFrontier = stepToward(world, player, FRONTIER)
  if (toFrontier.kind === 'step') return toFrontier
  const toStairs = stepToward(world, player, STAIRS_DOWN)
  return toStairs.kind === 'step' ? toStairs : stop('explored')
}
