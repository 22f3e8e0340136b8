import { hasComponent, query } from 'bitecs'
import type { GameWorld } from './world.js'

/**
 * Applies the intents `collisionSystem` left standing, clears them, keeps the occupancy grid true
 * and records each move in `world.events.moves`. Entities move in query order; when two want the
 * same free tile in one step, the first takes it and the other's move becomes an `entity` bump.
 */
export function movementSystem(world: GameWorld): void {
  const { Position, MoveIntent, BlocksMovement } = world.components
  const { width } = world.dungeon
  const { occupancy } = world
  const { moves, bumps } = world.events
  const movers = query(world, [Position, MoveIntent])

  for (let i = 0; i < movers.length; i++) {
    const eid = movers[i] as number
    const dx = MoveIntent.dx[eid] as number
    const dy = MoveIntent.dy[eid] as number
    if (dx === 0 && dy === 0) continue
    MoveIntent.dx[eid] = 0
    MoveIntent.dy[eid] = 0
    const fromX = Position.x[eid] as number
    const fromY = Position.y[eid] as number
    const x = fromX + dx
    const y = fromY + dy
    const to = y * width + x

    // The grid may have changed since collision ran: an earlier mover can have taken the tile.
    const other = occupancy[to] as number
    if (other !== 0 && other !== eid) {
      bumps.push({ eid, x, y, reason: 'entity', other })
      continue
    }
    if (hasComponent(world, eid, BlocksMovement)) {
      const from = fromY * width + fromX
      if (occupancy[from] === eid) occupancy[from] = 0
      occupancy[to] = eid
    }
    Position.x[eid] = x
    Position.y[eid] = y
    moves.push({ eid, fromX, fromY, x, y })
  }
}
