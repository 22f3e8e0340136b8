import type { Point } from '@delve/map'
import { isRecord } from '../checks.js'
import { ArgumentTypeError, EntityError } from '../errors.js'
import { checkPlayer } from '../turns/turn.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld } from '../world/internals.js'
import { checkWalkOptions, stop, type WalkDecision, type WalkOptions } from './decision.js'
import { monsterStop, pastSleepers } from './monster-stop.js'
import { stepToward } from './search.js'
import { reasonToStop } from './stops.js'

/**
 * Travel, one step a call: toward `goal` along explored walkable tiles, with auto-explore's
 * stops (a sleeping monster only when the way comes beside it); `arrived` on it, `unreachable` when no known way leads there (an unexplored goal
 * included). Throws for a goal off the map.
 */
export function travelStep(
  world: GameWorld,
  player: number,
  goal: Point,
  options: WalkOptions = {},
): WalkDecision {
  const fn = 'travelStep'
  checkWorld(fn, world)
  checkPlayer(fn, world, player, true)
  const { width, height } = world.dungeon
  const tile = `a tile {x, y} of the ${width}×${height} level`
  if (!isRecord(goal)) throw new ArgumentTypeError(fn, 'goal', goal, tile)
  const { x, y } = goal
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) {
    throw new EntityError(
      fn,
      'goal',
      goal,
      tile,
      `(${x}, ${y}), not a tile of the ${width}×${height} level`,
    )
  }
  const given = checkWalkOptions(fn, options)
  const reason = reasonToStop(world, player, given)
  if (reason === 'monster') return monsterStop(world, player)
  if (reason) return stop(reason)
  const { Position } = world.components
  if (Position.x[player] === x && Position.y[player] === y) return stop('arrived')
  const goalIndex = y * width + x
  return pastSleepers(world, player, stepToward(world, player, goalIndex), given)
}
