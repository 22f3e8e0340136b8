import { commitRemovals, type createEntityIndex, type Query } from 'bitecs'
import { ArgumentTypeError } from '../errors.js'
import type { GameWorld } from './game-world.js'
import type { LevelOrigin } from './level.js'
import type { StepScratch } from './scratch.js'
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
  /**
   * Queries asked on every turn, registered once with the world: `query` of bitecs hashes its
   * terms to find its query on each call, which cost more than the few items it walks.
   */
  queries: LiveQueries
}

/** The world's standing queries (read them through `live`). */
export interface LiveQueries {
  /** Items lying on the floor: `Item` and `Position`. */
  floor: Query
  /** Items in a pack: `Carried`. */
  carried: Query
}

/** The entities of a standing query now, pending removals applied; read it, do not keep it. */
export function live(world: GameWorld, which: keyof LiveQueries): readonly number[] {
  commitRemovals(world)
  return internals(world).queries[which].dense as readonly number[]
}

/**
 * Orders the ids bitecs will hand out again lowest first. bitecs reuses a removed id before a
 * new one, most recently removed first, so which id the next entity gets depends on the order of
 * past removals: a world restored from a snapshot (which removes its gaps in one order) and the
 * world the snapshot was taken of would number the next level's monsters differently, and
 * monsters act in id order. Sorted, the next ids follow from which ids are alive alone.
 */
export function reuseLowestIdsFirst(index: EntityIndex): void {
  const { dense, sparse, aliveCount } = index
  if (dense.length - aliveCount < 2) return
  // Already in order (as after a level is set, while its monsters are placed): nothing to do.
  let sorted = true
  for (let i = aliveCount + 1; i < dense.length && sorted; i++) {
    sorted = (dense[i - 1] as number) < (dense[i] as number)
  }
  if (sorted) return
  const free = dense.slice(aliveCount).sort((a, b) => a - b)
  for (let i = 0; i < free.length; i++) {
    const id = free[i] as number
    dense[aliveCount + i] = id
    sparse[id] = aliveCount + i
  }
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

/** What a call wants for its world, in words. */
export const A_WORLD = 'a world made by createGameWorld or restore'

/**
 * Throws an `ArgumentTypeError` naming `fn` unless `world` is a world of this package: a
 * property lookup, cheap enough for every call of a system.
 */
export function checkWorld(fn: string, world: unknown): asserts world is GameWorld {
  if (typeof world !== 'object' || world === null || !(INTERNALS in world)) {
    throw new ArgumentTypeError(fn, 'world', world, A_WORLD)
  }
}
