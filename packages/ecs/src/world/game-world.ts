import type { Vision } from '@delve/map'
import type { World } from 'bitecs'
import type { StepEvents, StepLog } from '../systems/events.js'
import type { Components } from './components.js'
import type { Level } from './level.js'

/** What a world holds besides bitecs's own bookkeeping (see `internals.ts` for the hidden rest). */
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
  /**
   * What the player sees (the lowest-id entity with `Player` and a `Viewshed`): `visible` this
   * turn and `explored` ever, one byte per tile of this level, made anew with each level and
   * kept by `visibilitySystem`.
   */
  vision: Vision
  /** Turns played (`playTurn`), from 0. */
  turn: number
  /** The 32-bit seed of the monsters' chance (`noise`): with the turn, it fixes what they do. */
  seed: number
}

export type GameWorld<L extends Level = Level> = World<GameWorldContext<L>>

export interface GameWorldOptions {
  /** Entity ids the component arrays are sized for (default 10 000); ids run 1 … capacity − 1. */
  capacity?: number
  /**
   * The seed of the monsters' chance, as text or a number (default: the level's own `seed`, so a
   * generated dungeon's monsters behave the same every time it is played; else 0).
   */
  seed?: string | number
  /**
   * Say the level is exactly as `generateDungeon` made it (not edited since): its seed and options
   * are recorded as they are. Without it, a `Dungeon` is generated once more to make sure, which
   * costs as much as making it (a few milliseconds at 1000×1000).
   */
  generated?: boolean
}

/** How `setDungeon` takes the new level. */
export interface SetDungeonOptions {
  /** As `GameWorldOptions.generated`. */
  generated?: boolean
}

export const DEFAULT_CAPACITY = 10_000
export const MAX_CAPACITY = 1 << 24
