import type { Point, ResolvedDungeonOptions } from '@delve/map'

/** The snapshot format this version writes and reads. */
export const SNAPSHOT_VERSION = 1

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
  fighter?: { power: number; defence: number }
  energy?: { energy: number; speed: number }
  /** `state` is a `MindState` code. */
  mind?: { state: number; target: Point; timer: number }
  hostile?: true
  corpse?: true
}

/** A whole world as plain JSON-safe data. */
export interface WorldSnapshot {
  version: typeof SNAPSHOT_VERSION
  capacity: number
  dungeon: GeneratedLevelSnapshot | DrawnLevelSnapshot
  /** In ascending id. */
  entities: EntitySnapshot[]
  /**
   * What the player has explored of this level, as `encodeMask` writes it (a few kilobytes even
   * for a 1000×1000 level); absent while nothing is. What is visible is seen again on restore.
   */
  vision?: { explored: string }
  /** Turns played; absent before the first. */
  turn?: number
  /** The seed of the monsters' chance (32-bit). */
  seed?: number
}
