import { createGameWorld, spawnEntity } from '@delve/ecs'
import { createRng, generateDungeon } from '@delve/map'
import { openMap } from './ecs-bench.js'

/** Heap plus typed-array memory, after a full collection when Node was started with --expose-gc. */
function used(): number {
  ;(globalThis as { gc?: () => void }).gc?.()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

export interface MemoryFigures {
  bytesPerTile: number
  bytesPerEntity: number
  exact: boolean
}

/**
 * Bytes per tile of a 1000×1000 Dungeon (tiles, rooms and all) and bytes per entity of a world
 * holding 100 000 entities, measured as the growth of used memory while the objects are alive.
 */
export function measureMemory(): MemoryFigures {
  const exact = typeof (globalThis as { gc?: unknown }).gc === 'function'
  const keep: unknown[] = []
  const before = used()
  for (let i = 0; i < 4; i++)
    keep.push(generateDungeon({ width: 1000, height: 1000, maxRooms: 8333, seed: i }))
  const bytesPerTile = (used() - before) / (4 * 1000 * 1000)

  const map = openMap(1000, createRng('memory'))
  const beforeWorld = used()
  const world = createGameWorld(map, { capacity: 100_001 })
  let placed = 0
  for (let i = 1001; placed < 100_000; i += 7) {
    if (map.tiles[i] !== 1 || world.occupancy[i] !== 0) continue
    spawnEntity(world, { x: i % 1000, y: Math.floor(i / 1000) })
    placed++
  }
  // The map's own tiles were allocated before: what remains is the world's.
  const bytesPerEntity = (used() - beforeWorld) / placed
  keep.push(world)
  return { bytesPerTile, bytesPerEntity, exact: exact && keep.length > 0 }
}
