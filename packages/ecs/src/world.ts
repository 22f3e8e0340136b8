import { isWalkable, type Point, type TileMap } from '@delve/map'
import {
  createEntityIndex,
  createWorld,
  getAllEntities,
  hasComponent,
  observe,
  onRemove,
  removeEntity,
  type World,
} from 'bitecs'
import { type Components, createComponents } from './components.js'
import { EntityError } from './errors.js'
import { createStepEvents, createStepLog, type StepEvents, type StepLog } from './events.js'
import { cancelPendingMoves, createStepScratch, type StepScratch } from './scratch.js'
import type { LevelSnapshotMemo } from './snapshot.js'

/** A level the world can hold: any tile map; `start` is where `spawnPlayer` puts the player. */
export type Level = TileMap & { start?: Point }

export interface GameWorldContext<L extends Level = Level> {
  components: Components
  /** Largest entity id + 1 the component arrays can hold. */
  capacity: number
  dungeon: L
  /** One cell per tile: the id of the blocking entity standing there, 0 for none. */
  occupancy: Int32Array
  /** The last `step`'s bumps and moves as objects (empty after `step(world, { events: false })`). */
  events: StepEvents
  /** The last step's bumps and moves in typed arrays, written by the systems themselves. */
  log: StepLog
  /** Working memory of the systems; not for callers. */
  scratch: StepScratch
  /** bitecs's entity index for this world, kept to count entities without allocating. */
  entityIndex: EntityIndex
  /** What `snapshot` last found for this level, so saving after every move does not redo it. */
  levelMemo?: LevelSnapshotMemo
}

/** bitecs's entity index (its type is not exported by bitecs 0.4). */
export type EntityIndex = ReturnType<typeof createEntityIndex>

export type GameWorld<L extends Level = Level> = World<GameWorldContext<L>>

export interface GameWorldOptions {
  /** Entity ids the component arrays are sized for (default 10 000); ids run 1 … capacity − 1. */
  capacity?: number
}

export const DEFAULT_CAPACITY = 10_000
export const MAX_CAPACITY = 1 << 24

/** A world holding `dungeon`, with components sized for `capacity` entities and no entities yet. */
export function createGameWorld<L extends Level>(
  dungeon: L,
  options: GameWorldOptions = {},
): GameWorld<L> {
  const capacity = options.capacity ?? DEFAULT_CAPACITY
  if (!Number.isInteger(capacity) || capacity < 2 || capacity > MAX_CAPACITY) {
    throw new EntityError(`capacity must be an integer from 2 to ${MAX_CAPACITY}, got ${capacity}`)
  }
  assertLevel(dungeon)
  const entityIndex = createEntityIndex()
  const world = createWorld<GameWorldContext<L>>(
    {
      components: createComponents(capacity),
      capacity,
      dungeon,
      occupancy: new Int32Array(dungeon.width * dungeon.height),
      events: createStepEvents(),
      log: createStepLog(capacity),
      scratch: createStepScratch(capacity, dungeon.width * dungeon.height),
      entityIndex,
    },
    entityIndex,
  )
  // A blocker removed by any means (despawn, or bitecs's removeEntity / removeComponent) frees
  // its tile, so the grid stays true even for callers that bypass the helpers.
  const { Position, BlocksMovement } = world.components
  observe(world, onRemove(BlocksMovement), (eid: number) => {
    const { width, height } = world.dungeon
    const x = Position.x[eid] as number
    const y = Position.y[eid] as number
    if (x >= 0 && y >= 0 && x < width && y < height && world.occupancy[y * width + x] === eid) {
      world.occupancy[y * width + x] = 0
    }
    cancelPendingMoves(world.scratch)
  })
  return world
}

/** How many entities the world holds. */
export function entityCount(world: GameWorld): number {
  return world.entityIndex.aliveCount
}

/**
 * Swaps in a new level (a regenerate): every entity but the players is removed, the occupancy
 * grid is rebuilt for the new size, and the players are put back at the new start (the first
 * player on `start`, any others on the nearest free tiles). Entity count goes back to the players.
 */
export function setDungeon<L extends Level>(world: GameWorld<L>, dungeon: L): void {
  assertLevel(dungeon)
  const { Player, Position, MoveIntent, BlocksMovement } = world.components
  const players = getAllEntities(world)
    .filter((eid) => hasComponent(world, eid, Player))
    .sort((a, b) => a - b)
  // Place the players on the new level first, so a level with no room for them changes nothing.
  const occupancy = new Int32Array(dungeon.width * dungeon.height)
  const start = dungeon.start ?? { x: dungeon.width >> 1, y: dungeon.height >> 1 }
  const places = players.map((eid) => {
    const at = nearestFree(dungeon, occupancy, start)
    if (!at) throw new EntityError(`the new level has no free walkable tile for player ${eid}`)
    if (hasComponent(world, eid, BlocksMovement)) occupancy[at.y * dungeon.width + at.x] = eid
    return at
  })

  cancelPendingMoves(world.scratch)
  for (const eid of getAllEntities(world)) {
    if (!hasComponent(world, eid, Player)) removeEntity(world, eid)
  }
  world.dungeon = dungeon
  world.occupancy = occupancy
  world.scratch.claim = new Int32Array(occupancy.length)
  world.events = createStepEvents()
  world.log.bumpCount = 0
  world.log.moveCount = 0
  players.forEach((eid, i) => {
    const at = places[i] as Point
    Position.x[eid] = at.x
    Position.y[eid] = at.y
    MoveIntent.dx[eid] = 0
    MoveIntent.dy[eid] = 0
  })
}

/** The walkable, unoccupied tile closest to `from` by orthogonal steps over walkable tiles. */
export function nearestFreeTile(world: GameWorld, from: Point): Point | undefined {
  return nearestFree(world.dungeon, world.occupancy, from)
}

function nearestFree(level: Level, occupancy: Int32Array, from: Point): Point | undefined {
  const { width, height, tiles } = level
  const seen = new Uint8Array(width * height)
  const queue: number[] = []
  if (from.x >= 0 && from.y >= 0 && from.x < width && from.y < height) {
    queue.push(from.y * width + from.x)
    seen[from.y * width + from.x] = 1
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] as number
    const walkable = isWalkable(tiles[i] as number)
    if (walkable && occupancy[i] === 0) return { x: i % width, y: Math.floor(i / width) }
    // Search through walkable tiles only; a start inside rock may still step out of it.
    if (!walkable && head > 0) continue
    const x = i % width
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < tiles.length && seen[j] === 0) {
        seen[j] = 1
        queue.push(j)
      }
    }
  }
  return undefined
}

/** A level the systems can trust: positive integer size and one tile code per cell. */
function assertLevel(level: Level): void {
  const { width, height, tiles } = level ?? {}
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new EntityError(
      `a level needs a positive integer width and height, got ${width}×${height}`,
    )
  }
  if (!(tiles instanceof Uint8Array) || tiles.length !== width * height) {
    throw new EntityError(
      `a ${width}×${height} level needs tiles: a Uint8Array of ${width * height} codes`,
    )
  }
}
