import { canStep, DIRS_8, dijkstraMap } from '@delve/map'
import type { GameWorld } from '../world/game-world.js'
import type { ExploreScratch } from '../world/internals.js'
import { stop, type WalkDecision } from './decision.js'

/**
 * The step from the player's tile down the Dijkstra map of the scratch's goals over the known
 * level: to the lowest neighbour it may enter that no blocker holds (ties to the first of N, NE,
 * E… clockwise), `arrived` on a goal, `unreachable` when no goal can be reached, `blocked` when
 * every way down is held.
 */
export function walkDownhill(
  world: GameWorld,
  player: number,
  scratch: ExploreScratch,
): WalkDecision {
  const { known, dist, goals } = scratch
  dijkstraMap(known, goals, { out: dist })
  const { Position } = world.components
  const x = Position.x[player] as number
  const y = Position.y[player] as number
  const { width } = known
  const here = dist[y * width + x] as number
  if (here === 0) return stop('arrived')
  if (here === Number.POSITIVE_INFINITY) return stop('unreachable')
  let best = here
  let bestDx = 0
  let bestDy = 0
  for (const [dx, dy] of DIRS_8) {
    if (!canStep(known, x, y, dx, dy)) continue
    const i = (y + dy) * width + x + dx
    const d = dist[i] as number
    if (d < best && world.occupancy[i] === 0) {
      best = d
      bestDx = dx
      bestDy = dy
    }
  }
  return best < here ? { kind: 'step', dx: bestDx, dy: bestDy } : stop('blocked')
}
