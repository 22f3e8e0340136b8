import { fromAscii, type Point } from '@delve/map'
import { createGameWorld, type GameWorld, spawnEntity, spawnPlayer } from '../src/index.js'

/**
 * A world from a drawing: `@` is the player, `g` a blocking entity, `i` a non-blocking one;
 * each stands on floor. Returns the world and the ids by marker, in reading order.
 */
export function worldFromAscii(drawing: string): {
  world: GameWorld
  player: number
  blockers: number[]
  items: number[]
} {
  const map = fromAscii(drawing, '@gi')
  const world = createGameWorld(map, { capacity: 64 })
  const at = (ch: string): Point[] => map.marks[ch] ?? []
  const [start] = at('@')
  const player = start ? spawnPlayer(world, start) : 0
  const blockers = at('g').map((p) => spawnEntity(world, p))
  const items = at('i').map((p) => spawnEntity(world, p, { blocks: false }))
  return { world, player, blockers, items }
}

/** The occupancy grid recomputed from scratch: what it must equal after every step. */
export function occupancyFromPositions(world: GameWorld, blockers: readonly number[]): Int32Array {
  const { Position } = world.components
  const grid = new Int32Array(world.dungeon.width * world.dungeon.height)
  for (const eid of blockers) {
    grid[(Position.y[eid] as number) * world.dungeon.width + (Position.x[eid] as number)] = eid
  }
  return grid
}
