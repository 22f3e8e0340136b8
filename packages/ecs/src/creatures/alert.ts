import { hasComponent, query } from 'bitecs'
import type { GameWorld } from '../world/game-world.js'
import { assertEntity } from '../world/spawn.js'
import { MindState } from './minds.js'

/**
 * Wakes the monsters: every hostile monster with a mind within `radius` tiles of `player` (all of
 * them with no radius) starts searching for it where it stands now, as if it had heard a noise.
 * Monsters start asleep (resting) and wake by themselves only when they see the player; a game
 * calls this for a noise, an alarm, or a demo that should not wait. Returns how many woke.
 */
export function alertMonsters(world: GameWorld, player: number, radius?: number): number {
  assertEntity(world, player)
  const { Mind, Position, Hostile } = world.components
  const px = Position.x[player] as number
  const py = Position.y[player] as number
  let woken = 0
  for (const eid of query(world, [Mind, Position])) {
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
