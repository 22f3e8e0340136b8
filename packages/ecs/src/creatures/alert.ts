import { hasComponent } from 'bitecs'
import { checkNumber } from '../checks.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'
import { checkPlaced } from '../world/queries.js'
import { MindState } from './minds.js'

/**
 * Wakes the monsters: every hostile monster with a mind within `radius` tiles of `player` (all of
 * them with no radius) starts searching for it where it stands now, as if it had heard a noise.
 * Monsters start asleep (resting) and wake by themselves only when they see the player; a game
 * calls this for a noise, an alarm, or a demo that should not wait. Returns how many woke.
 */
export function alertMonsters(world: GameWorld, player: number, radius?: number): number {
  checkWorld('alertMonsters', world)
  checkPlaced('alertMonsters', 'player', world, player)
  if (radius !== undefined)
    checkNumber('alertMonsters', 'radius', radius, 0, Number.POSITIVE_INFINITY)
  const { Mind, Position, Hostile } = world.components
  const px = Position.x[player] as number
  const py = Position.y[player] as number
  let woken = 0
  for (const eid of standing(world, 'minds')) {
    if (!hasComponent(world, eid, Hostile)) continue
    const dx = (Position.x[eid] as number) - px
    const dy = (Position.y[eid] as number) - py
    if (radius !== undefined && dx * dx + dy * dy > radius * radius) continue
    if (Mind.state[eid] === MindState.Confused) continue
    Mind.state[eid] = MindState.Searching
    Mind.targetX[eid] = px
    Mind.targetY[eid] = py
    woken++
  }
  return woken
}
