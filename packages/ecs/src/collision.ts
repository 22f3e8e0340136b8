import { isWalkable } from '@delve/map'
import { query } from 'bitecs'
import type { BumpReason } from './events.js'
import type { GameWorld } from './world.js'

/**
 * Cancels every intent that would leave the map, enter a non-walkable tile, squeeze diagonally
 * between two walls, or enter a tile a blocking entity holds; each cancelled intent is recorded
 * in `world.events.bumps`. Intents that survive are applied by `movementSystem`.
 */
export function collisionSystem(world: GameWorld): void {
  const { Position, MoveIntent } = world.components
  const { width, height, tiles } = world.dungeon
  const { occupancy } = world
  const { bumps } = world.events
  const movers = query(world, [Position, MoveIntent])

  for (let i = 0; i < movers.length; i++) {
    const eid = movers[i] as number
    const dx = MoveIntent.dx[eid] as number
    const dy = MoveIntent.dy[eid] as number
    if (dx === 0 && dy === 0) continue
    const fromX = Position.x[eid] as number
    const fromY = Position.y[eid] as number
    const x = fromX + dx
    const y = fromY + dy

    let reason: BumpReason | undefined
    let other = 0
    if (x < 0 || y < 0 || x >= width || y >= height) {
      reason = 'bounds'
    } else if (!isWalkable(tiles[y * width + x] as number)) {
      reason = 'wall'
    } else if (
      dx !== 0 &&
      dy !== 0 &&
      !isWalkable(tiles[fromY * width + x] as number) &&
      !isWalkable(tiles[y * width + fromX] as number)
    ) {
      reason = 'wall' // a diagonal step may not slip between two walls that touch at a corner
    } else {
      other = occupancy[y * width + x] as number
      if (other !== 0 && other !== eid) reason = 'entity'
    }
    if (reason === undefined) continue

    MoveIntent.dx[eid] = 0
    MoveIntent.dy[eid] = 0
    bumps.push(reason === 'entity' ? { eid, x, y, reason, other } : { eid, x, y, reason })
  }
}
