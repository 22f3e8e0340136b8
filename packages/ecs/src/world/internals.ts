import { commitRemovals, type createEntityIndex, Not, type QueryTerm, query } from 'bitecs'
import { ArgumentTypeError } from '../errors.js'
import type { Components } from './components.js'
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
  /** The standing queries asked so far, by name: each the live list bitecs keeps for it. */
  standing: Map<StandingQuery, readonly number[]>
}

/**
 * The queries the systems ask on every turn or step, by name, with their terms. bitecs's `query`
 * finds a query by hashing its terms (mapping, sorting and joining them into a string) on every
 * call: a sixth of the time a replay took. Each is registered with bitecs at its first use, as
 * `query` would register it, so the lists and their order are the ones `query` gives.
 */
const STANDING = {
  /** Items lying on the floor (asked as the world is made, before any entity). */
  floor: (c: Components) => [c.Item, c.Position],
  /** Items in a pack (asked as the world is made, before any entity). */
  carried: (c: Components) => [c.Carried],
  /** Creatures that act on their own: the monster turn's. */
  monsters: (c: Components) => [c.Mind, c.Energy, c.Position, c.Health],
  /** Everything with a mind and a place (waking, alerting). */
  minds: (c: Components) => [c.Mind, c.Position],
  /** Monsters with a mind, a place and hostility (sleep). */
  sleepers: (c: Components) => [c.Mind, c.Position, c.Hostile],
  /** Hostile creatures on the map (explore's stops). */
  hostiles: (c: Components) => [c.Hostile, c.Position],
  /** Creatures with health on the map (aiming). */
  creatures: (c: Components) => [c.Health, c.Position],
  /** Hostile creatures with health on the map (aiming at the nearest). */
  foes: (c: Components) => [c.Hostile, c.Health, c.Position],
  /** Everything with health (regeneration). */
  living: (c: Components) => [c.Health],
  /** Everything with a mind and health (a summoner's called). */
  called: (c: Components) => [c.Mind, c.Health],
  /** Everything with a mind (freeing the called). */
  allMinds: (c: Components) => [c.Mind],
  /** Blockers that want to move this step (collision). */
  movingBlockers: (c: Components) => [c.Position, c.MoveIntent, c.BlocksMovement],
  /** Non-blocking entities that want to move this step (collision). */
  movingPassers: (c: Components) => [c.Position, c.MoveIntent, Not(c.BlocksMovement)],
  /** Players that see (the view's viewer: the lowest id). */
  viewers: (c: Components) => [c.Player, c.Viewshed, c.Position],
  /** Players (whose turn a turn's messages tell). */
  players: (c: Components) => [c.Player],
  /** Everything on the map (the draw list). */
  placed: (c: Components) => [c.Position],
} satisfies Record<string, (c: Components) => QueryTerm[]>

/** The name of a standing query (`standing`). */
export type StandingQuery = keyof typeof STANDING

/**
 * The entities of a standing query now, exactly as `query(world, terms)` of bitecs gives them
 * (pending removals applied; the live list: read it, do not keep it), without hashing the terms.
 */
export function standing(world: GameWorld, name: StandingQuery): readonly number[] {
  const asked = internals(world).standing
  const known = asked.get(name)
  if (known !== undefined) {
    commitRemovals(world)
    return known
  }
  const found = query(world, STANDING[name](world.components)) as readonly number[]
  asked.set(name, found)
  return found
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
