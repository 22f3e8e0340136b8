import { isWalkable, type Point, type TileMap } from '@delve/map'
import { createWorld, getAllEntities, hasComponent, removeEntity, type World } from 'bitecs'
import { type Components, createComponents } from './components.js'
import { EntityError } from './errors.js'
import { createStepEvents, type StepEvents } from './events.js'

/** A level the world can hold: any tile map; `start` is where `spawnPlayer` puts the player. */
export type Level = TileMap & { start?: Point }

export interface GameWorldContext<L extends Level = Level> {
  components: Components
  /** Largest entity id + 1 the component arrays can hold. */
  capacity: number
  dungeon: L
  /** One cell per tile: the id of the blocking entity standing there, 0 for none. */
  occupancy: Int32Array
  /** The last step's bumps and moves. */
  events: StepEvents
}

export type GameWorld<L extends Level = Level> = World<GameWorldContext<L>>

export interface GameWorldOptions {
  /** Entity ids the component arrays are sized for (default 10 000). */
  capacity?: number
}

export const DEFAULT_CAPACITY = 10_000
const MAX_CAPACITY = 1 << 24

/** A world holding `dungeon`, with components sized for `capacity` entities and no entities yet. */
export function createGameWorld<L extends Level>(
  dungeon: L,
  options: GameWorldOptions = {},
): GameWorld<L> {
  const capacity = options.capacity ?? DEFAULT_CAPACITY
  if (!Number.isInteger(capacity) || capacity < 2 || capacity > MAX_CAPACITY) {
    throw new EntityError(`capacity must be an integer from 2 to ${MAX_CAPACITY}, got ${capacity}`)
  }
  return createWorld<GameWorldContext<L>>({
    components: createComponents(capacity),
    capacity,
    dungeon,
    occupancy: new Int32Array(dungeon.width * dungeon.height),
    events: createStepEvents(),
  })
}

/**
 * Swaps in a new level (a regenerate): every entity but the players is removed, the occupancy
 * grid is rebuilt for the new size, and the players are put back at the new start (the first
 * player on `start`, any others on the nearest free tiles). Entity count goes back to the players.
 */
export function setDungeon<L extends Level>(world: GameWorld<L>, dungeon: L): void {
  const { Player, Position, BlocksMovement } = world.components
  const players: number[] = []
  for (const eid of [...getAllEntities(world)]) {
    if (hasComponent(world, eid, Player)) players.push(eid)
    else removeEntity(world, eid)
  }
  world.dungeon = dungeon
  world.occupancy = new Int32Array(dungeon.width * dungeon.height)
  world.events = createStepEvents()
  players.sort((a, b) => a - b)
  for (const eid of players) {
    const at = nearestFreeTile(
      world,
      dungeon.start ?? { x: dungeon.width >> 1, y: dungeon.height >> 1 },
    )
    if (!at) throw new EntityError(`no free walkable tile left for player ${eid}`)
    Position.x[eid] = at.x
    Position.y[eid] = at.y
    world.components.MoveIntent.dx[eid] = 0
    world.components.MoveIntent.dy[eid] = 0
    if (hasComponent(world, eid, BlocksMovement)) world.occupancy[at.y * dungeon.width + at.x] = eid
  }
}

/** The walkable, unoccupied tile closest to `from` by orthogonal steps over walkable tiles. */
export function nearestFreeTile(world: GameWorld, from: Point): Point | undefined {
  const { width, height, tiles } = world.dungeon
  const { occupancy } = world
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
