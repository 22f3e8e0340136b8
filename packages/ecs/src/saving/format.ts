import type { Point, ResolvedDungeonOptions } from '@delve/map'

/**
 * The snapshot format this version writes. It reads this one and version 1 (before items and
 * kinds tables: its monster kinds are the default kinds' codes).
 */
export const SNAPSHOT_VERSION = 2

/** A level made by `generateDungeon`: its seed and options make it again. */
export interface GeneratedLevelSnapshot {
  seed: string
  options: ResolvedDungeonOptions
  /** `tileChecksum` of the tiles, so a restore can tell if regenerating gave something else. */
  checksum: number
}

/** Any other level: its tiles drawn as `toAscii` does, one string per row. */
export interface DrawnLevelSnapshot {
  width: number
  height: number
  tiles: string[]
  start?: Point
}

/** One entity's components. Optional fields are absent when the entity lacks the component. */
export interface EntitySnapshot {
  id: number
  position: Point
  intent: { dx: number; dy: number }
  blocks: boolean
  player: boolean
  actor: boolean
  monster?: { kind: number }
  sprite?: number
  /** The `Viewshed` radius (0: unlimited), when the entity has one. */
  sight?: number
  health?: { hp: number; max: number; regen: number }
  /**
   * `accuracy` and `spread` are absent in snapshots made before the rolled rule (80 and 1);
   * `throwing` (the thrown-damage bonus) when 0.
   */
  fighter?: {
    power: number
    defence: number
    accuracy?: number
    spread?: number
    throwing?: number
  }
  /** `slowed`: turns left at half speed, absent when 0. */
  energy?: { energy: number; speed: number; slowed?: number }
  /**
   * `state` is a `MindState` code; `leader` the summoner that called it (-1: called by one since
   * dead, or by a scroll) and `cooldown` a summoner's turns until its next call, each absent
   * when 0.
   */
  mind?: { state: number; target: Point; timer: number; leader?: number; cooldown?: number }
  hostile?: true
  corpse?: true
  /** The `Inventory` capacity, when the entity has a pack. */
  pack?: number
  /** Experience toward the next level, the level and the level-up choices owed. */
  experience?: { xp: number; level: number; pending: number }
  /** The items wielded and worn (ids of items in its pack; 0 for none). */
  equipment?: { weapon: number; armour: number }
}

/** One item: on the floor `at` a tile, or carried by `holder` (an entity id) in pack `order`. */
export interface ItemSnapshot {
  id: number
  /** An index into the snapshot's `kinds.items`. */
  kind: number
  at?: Point
  holder?: number
  order?: number
  /** The charges left, for an item that has them (a wand). */
  charges?: number
}

/**
 * The names of the world's kinds, in code order: a restore finds each kind by name in the
 * restoring world's kinds, so a save outlives a reordered table, and a kind it no longer has is
 * an error rather than a silent swap.
 */
export interface KindNames {
  monsters: string[]
  items: string[]
}

/** A whole world as plain JSON-safe data. */
export interface WorldSnapshot {
  version: typeof SNAPSHOT_VERSION
  capacity: number
  kinds: KindNames
  dungeon: GeneratedLevelSnapshot | DrawnLevelSnapshot
  /** In ascending id; items are in `items`. */
  entities: EntitySnapshot[]
  /** Every item, on floors and in packs, in ascending id; absent when there are none. */
  items?: ItemSnapshot[]
  /**
   * What the player has explored of this level, as `encodeMask` writes it (a few kilobytes even
   * for a 1000×1000 level); absent while nothing is. What is visible is seen again on restore.
   */
  vision?: { explored: string }
  /** Turns played; absent before the first. */
  turn?: number
  /** The seed of the monsters' chance (32-bit). */
  seed?: number
  /** How blows land; absent in older snapshots, whose worlds played the tutorials' `fixed` rule. */
  combat?: 'rolled' | 'fixed'
  /** Rolls made so far (`world.rolls`); absent before the first. */
  rolls?: number
}
