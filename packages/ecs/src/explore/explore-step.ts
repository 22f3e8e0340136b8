import { checkPlayer } from '../turns/turn.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkWalkOptions, stop, type WalkDecision, type WalkOptions } from './decision.js'
import { FRONTIER, STAIRS_DOWN } from './goal-map.js'
import { monsterStop, pastSleepers } from './monster-stop.js'
import { stepToward } from './search.js'
import { reasonToStop } from './stops.js'

/**
 * Auto-explore, one step a call: toward the nearest explored walkable tile that borders the
 * unexplored (the frontier), by walking distance over the level as the player knows it. Stops
 * when a monster awake is in view (naming the nearest, with the first step toward it), when the
 * step would bring the player beside a sleeping one in view not in `knownSleepers` (naming it:
 * a sleeper is a known hazard, passed by while it sleeps and away from the way), an item not in
 * `knownItems` is seen away from the player, hit points are below half, or no frontier can be
 * reached: then it walks to the nearest known down stairs,
 * and stops as `explored` on them (at once when none is known). Play each step with `playTurn`.
 */
export function exploreStep(
  world: GameWorld,
  player: number,
  options: WalkOptions = {},
): WalkDecision {
  checkWorld('exploreStep', world)
  checkPlayer('exploreStep', world, player, true)
  const given = checkWalkOptions('exploreStep', options)
  const reason = reasonToStop(world, player, given)
  if (reason === 'monster') return monsterStop(world, player)
  if (reason) return stop(reason)
  const toFrontier = stepToward(world, player, FRONTIER)
  if (toFrontier.kind === 'step') return pastSleepers(world, player, toFrontier, given)
  const toStairs = stepToward(world, player, STAIRS_DOWN)
  return toStairs.kind === 'step' ? pastSleepers(world, player, toStairs, given) : stop('explored')
}
