import type { createEntityIndex } from 'bitecs'
import type { KnownGrids } from '../explore/known-grids.js'
import type { StepScratch } from '../systems/scratch.js'
import type { GameWorld } from './game-world.js'
import type { LevelOrigin } from './level.js'
import type { SightState } from './sight-state.js'

/** bitecs's entity index (its type is not exported by bitecs 0.4). */
export type EntityIndex = ReturnType<typeof createEntityIndex>

/**
 * What a world keeps for this package's own modules and hides from callers: it is not in
 * `GameWorldContext`, and it sits on the world under a symbol no one else holds, as bitecs keeps
 * its own bookkeeping. Not exported from the package.
 */
export interface WorldInternals {
  /** Working memory of the systems. */
  scratch: StepScratch
  /** bitecs's entity index for this world, kept to count entities without allocating. */
  entityIndex: EntityIndex
  /** Where the current level came from, recorded when it was set; undefined when unknown. */
  origin: LevelOrigin | undefined
  /** What `world.vision` was last computed from. */
  sight: SightState
  /** The monsters' turn's working memory, made on the first turn. */
  turn?: TurnScratch
  /** Auto-explore's and travel's working memory, made on the first use and on a resize. */
  explore?: ExploreScratch
  /** What the walks last learnt of the level, and their distance maps from the goals. */
  known?: KnownLevel
}

/**
 * The working memory of the walks' searches from the player, sized by the level: which search last
 * reached each tile (a stamp, so nothing is cleared between searches), the first step toward it,
 * and the queue.
 */
export interface ExploreScratch {
  size: number
  stamp: Int32Array
  search: number
  first: Uint8Array
  queue: Int32Array
}

/**
 * What the player knows of a level, as grids (copies of the explored marks and tiles, what they
 * make of each tile) brought up to date before each use, the frontier, and the walks' distance
 * maps made from them: walking distances (8 neighbours, the walks' corner rule) from every goal of
 * a kind over the tiles known to be walkable.
 */
export interface KnownLevel {
  grids: KnownGrids
  /**
   * Eight-byte views, kept so a comparison allocates nothing: of the grids' copies, and of the
   * arrays last compared with them (`compared`: those arrays and their views, undefined when not
   * aligned).
   */
  exploredWords: Float64Array
  tilesWords: Float64Array
  compared:
    | {
        explored: Uint8Array
        tiles: Uint8Array
        words: { explored: Float64Array; tiles: Float64Array } | undefined
      }
    | undefined
  /** The eight-byte words found changed by a comparison, up to the most worth learning one by one. */
  changed: Int32Array
  /**
   * The frontier (open tiles with a neighbour not explored) as a list of padded tiles, and each
   * padded tile's place in it counted from 1 (0 when not on it, so a new array needs no filling):
   * kept tile by tile as tiles are learnt, so a map from the frontier starts without looking over
   * the level.
   */
  frontier: number[]
  frontierAt: Int32Array
  /**
   * Distance maps of this knowledge by goal, in the grids' map slots; a travel goal keeps one.
   * `spare` holds the slots not in use.
   */
  maps: Map<number, Int32Array>
  spare: Int32Array[]
}

/** The monsters in entity id order, and the buffer of the Dijkstra map toward the player. */
export interface TurnScratch {
  order: Int32Array
  toward: Float64Array
}

const INTERNALS = Symbol('@delve/ecs internals')

type WorldWithInternals = GameWorld & { [INTERNALS]: WorldInternals }

/** Gives a new world its internals (once, as `createGameWorld` makes it). */
export function attachInternals(world: GameWorld, internals: WorldInternals): void {
  Object.defineProperty(world, INTERNALS, { value: internals, enumerable: false })
}

/** The world's internals. Read them once per call, not per entity: this is a property lookup. */
export function internals(world: GameWorld): WorldInternals {
  return (world as WorldWithInternals)[INTERNALS]
}
