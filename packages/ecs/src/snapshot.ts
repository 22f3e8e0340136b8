import { generateDungeon, type Point, type ResolvedDungeonOptions, toAscii } from '@delve/map'
import { getAllEntities, hasComponent } from 'bitecs'
import { SnapshotError } from './errors.js'
import type { GameWorld, Level } from './world.js'

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
}

/** A whole world as plain JSON-safe data. */
export interface WorldSnapshot {
  version: typeof SNAPSHOT_VERSION
  capacity: number
  dungeon: GeneratedLevelSnapshot | DrawnLevelSnapshot
  /** In ascending id. */
  entities: EntitySnapshot[]
}

/**
 * The world as plain data that survives `JSON.stringify`: the level (as seed and options when
 * regenerating them gives these very tiles, else as ASCII rows) and each entity's components.
 * Only this package's components are stored; the step's events are not.
 */
export function snapshot(world: GameWorld): WorldSnapshot {
  const { Position, MoveIntent, BlocksMovement, Player, Actor, Monster, Renderable } =
    world.components
  const ids = [...getAllEntities(world)].sort((a, b) => a - b)
  const entities = ids.map((id): EntitySnapshot => {
    if (!hasComponent(world, id, Position) || !hasComponent(world, id, MoveIntent)) {
      throw new SnapshotError(
        `entity ${id}`,
        'has no Position or MoveIntent; snapshots hold entities made by the spawn helpers',
      )
    }
    const entity: EntitySnapshot = {
      id,
      position: { x: Position.x[id] as number, y: Position.y[id] as number },
      intent: { dx: MoveIntent.dx[id] as number, dy: MoveIntent.dy[id] as number },
      blocks: hasComponent(world, id, BlocksMovement),
      player: hasComponent(world, id, Player),
      actor: hasComponent(world, id, Actor),
    }
    if (hasComponent(world, id, Monster)) entity.monster = { kind: Monster.kind[id] as number }
    if (hasComponent(world, id, Renderable)) entity.sprite = Renderable.sprite[id] as number
    return entity
  })
  return {
    version: SNAPSHOT_VERSION,
    capacity: world.capacity,
    dungeon: levelSnapshot(world),
    entities,
  }
}

/** A 32-bit FNV-1a hash of a level's size and tiles. */
export function tileChecksum(level: Level): number {
  let hash = 0x811c9dc5
  const mix = (byte: number): void => {
    hash = Math.imul(hash ^ byte, 0x01000193)
  }
  for (const n of [level.width, level.height]) {
    mix(n & 0xff)
    mix((n >>> 8) & 0xff)
  }
  const { tiles } = level
  for (let i = 0; i < tiles.length; i++) mix(tiles[i] as number)
  return hash >>> 0
}

type LevelSnapshot = GeneratedLevelSnapshot | DrawnLevelSnapshot

/** A level's snapshot and what it was taken of: the same level object, tiles and start. */
export interface LevelSnapshotMemo {
  level: Level
  checksum: number
  start: Point | undefined
  snapshot: LevelSnapshot
}

/**
 * The level's part of a snapshot. Finding it regenerates the dungeon to compare (or draws it as
 * ASCII), so the result is kept on the world and reused while the level's tiles and start stay
 * as they were; only the checksum is recomputed each time. Callers get their own copy.
 */
function levelSnapshot(world: GameWorld): LevelSnapshot {
  const level = world.dungeon
  const checksum = tileChecksum(level)
  const start = level.start && { x: level.start.x, y: level.start.y }
  let memo = world.levelMemo
  if (
    memo?.level !== level ||
    memo.checksum !== checksum ||
    memo.start?.x !== start?.x ||
    memo.start?.y !== start?.y
  ) {
    memo = { level, checksum, start, snapshot: describeLevel(level, checksum) }
    world.levelMemo = memo
  }
  return copyLevelSnapshot(memo.snapshot)
}

function copyLevelSnapshot(level: LevelSnapshot): LevelSnapshot {
  if ('seed' in level) return { ...level, options: { ...level.options } }
  const copy: DrawnLevelSnapshot = { ...level, tiles: [...level.tiles] }
  if (level.start) copy.start = { ...level.start }
  return copy
}

function describeLevel(level: Level, checksum: number): LevelSnapshot {
  const generated = regenerated(level, checksum)
  if (generated) return generated
  const tiles = toAscii(level).split('\n')
  const bad = tiles.findIndex((row) => row.includes('?'))
  if (bad >= 0) {
    const x = (tiles[bad] as string).indexOf('?')
    const code = level.tiles[bad * level.width + x]
    throw new SnapshotError(
      'dungeon.tiles',
      `tile code ${code} at (${x}, ${bad}) has no ASCII form`,
    )
  }
  const drawn: DrawnLevelSnapshot = { width: level.width, height: level.height, tiles }
  if (level.start) drawn.start = { x: level.start.x, y: level.start.y }
  return drawn
}

/** Seed and options, if `level` came from `generateDungeon` and regenerating gives it unchanged. */
function regenerated(level: Level, checksum: number): GeneratedLevelSnapshot | undefined {
  const { seed, options } = level as Partial<{ seed: unknown; options: unknown }>
  if (typeof seed !== 'string' || typeof options !== 'object' || options === null) return undefined
  let again: Level
  try {
    again = generateDungeon({ ...(options as ResolvedDungeonOptions), seed })
  } catch {
    return undefined
  }
  const same =
    again.width === level.width &&
    again.height === level.height &&
    again.tiles.every((t, i) => t === level.tiles[i]) &&
    again.start?.x === level.start?.x &&
    again.start?.y === level.start?.y
  if (!same) return undefined // edited since, or generated from a caller's rng
  return {
    seed,
    options: JSON.parse(JSON.stringify(options)) as ResolvedDungeonOptions,
    checksum,
  }
}
