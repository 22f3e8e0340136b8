import type { Point } from '@delve/map'
import { EntityError } from '../errors.js'
import type { GameWorld } from '../world/game-world.js'
import { assertEntity } from '../world/spawn.js'
import { stop, type WalkDecision, type WalkOptions } from './decision.js'
import { monsterStop } from './monster-stop.js'
import { stepToward } from './search.js'
import { reasonToStop } from './stops.js'

/**
 * Travel, one step a call: toward `goal` along explored walkable tiles, with auto-explore's
 * stops; `arrived` on it, `unreachable` when no known way leads there (an unexplored goal
 * included). Throws for a goal off the map.
 */
export function travelStep(
  world: GameWorld,
  player: number,
  goal: Point,
  options: WalkOptions = {},
): WalkDecision {
  assertEntity(world, player)
  const { width, height } = world.dungeon
  const { x, y } = goal
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height) {
    throw new EntityError(`travel to (${x}, ${y}): not a tile of the ${width}×${height} level`)
  }
  const reason = reasonToStop(world, player, options)
  if (reason === 'monster') return monsterStop(world, player)
  if (reason) return stop(reason)
  const { Position } = world.components
  if (Position.x[player] === x && Position.y[player] === y) return stop('arrived')
  const goalIndex = y * width + x
  return stepToward(world, player, goalIndex)
}
