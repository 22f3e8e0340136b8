import {
  type Dungeon,
  fromAscii,
  generateDungeon,
  isWalkable,
  MAX_MAP_SIZE,
  type Point,
} from '@delve/map'
import { addComponent, addEntity, removeEntity } from 'bitecs'
import { SnapshotError } from './errors.js'
import { isMonsterKind, MONSTER_KINDS } from './monsters.js'
import { type EntitySnapshot, SNAPSHOT_VERSION, tileChecksum } from './snapshot.js'
import { createGameWorld, type GameWorld, type Level, MAX_CAPACITY } from './world.js'

export interface RestoreOptions {
  /** Capacity of the new world; default the snapshot's. Must exceed every entity id. */
  capacity?: number
}

/**
 * A world equal to the one `snapshot` was taken of: the same level (regenerated from seed and
 * options, or read from its rows), the same entity ids with the same components, the same
 * occupancy. The whole input is checked before anything is built: a corrupt or outdated
 * snapshot is a `SnapshotError` naming what is wrong, never a half-built world.
 */
export function restore(data: unknown, options: RestoreOptions = {}): GameWorld {
  const root = record(data, 'snapshot')
  if (root.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(
      'version',
      `is ${JSON.stringify(root.version)}; this version of @delve/ecs reads version ${SNAPSHOT_VERSION}`,
    )
  }
  const capacity = integer(options.capacity ?? root.capacity, 'capacity', 2, MAX_CAPACITY)
  const level = readLevel(root.dungeon)
  const entities = readEntities(root.entities, level, capacity)

  const world = createGameWorld(level, { capacity })
  const { Position, MoveIntent, BlocksMovement, Player, Actor, Monster, Renderable } =
    world.components
  // bitecs hands out ids 1, 2, 3 … in a new world: take them all, then give back the gaps.
  const wanted = new Set(entities.map((e) => e.id))
  const last = entities.at(-1)?.id ?? 0
  for (let id = 1; id <= last; id++) addEntity(world)
  for (let id = last; id >= 1; id--) if (!wanted.has(id)) removeEntity(world, id)
  for (const entity of entities) {
    const { id, position, intent } = entity
    addComponent(world, id, Position)
    addComponent(world, id, MoveIntent)
    Position.x[id] = position.x
    Position.y[id] = position.y
    MoveIntent.dx[id] = intent.dx
    MoveIntent.dy[id] = intent.dy
    if (entity.blocks) {
      addComponent(world, id, BlocksMovement)
      world.occupancy[position.y * level.width + position.x] = id
    }
    if (entity.player) addComponent(world, id, Player)
    if (entity.actor) addComponent(world, id, Actor)
    if (entity.monster) {
      addComponent(world, id, Monster)
      Monster.kind[id] = entity.monster.kind
    }
    if (entity.sprite !== undefined) {
      addComponent(world, id, Renderable)
      Renderable.sprite[id] = entity.sprite
    }
  }
  return world
}

function readLevel(data: unknown): Level {
  const level = record(data, 'dungeon')
  if ('seed' in level) return regenerate(level)
  const width = integer(level.width, 'dungeon.width', 1, MAX_MAP_SIZE)
  const height = integer(level.height, 'dungeon.height', 1, MAX_MAP_SIZE)
  const rows = level.tiles
  if (!Array.isArray(rows) || rows.length !== height) {
    throw new SnapshotError('dungeon.tiles', `must be an array of ${height} rows`)
  }
  rows.forEach((row, y) => {
    if (typeof row !== 'string' || !/^[#.+<>]*$/.test(row) || row.length !== width) {
      throw new SnapshotError(
        `dungeon.tiles[${y}]`,
        `must be a string of ${width} tile characters (# . + < >)`,
      )
    }
  })
  const { marks: _, ...map } = fromAscii(rows.join('\n'))
  if (level.start === undefined) return map
  return { ...map, start: point(level.start, 'dungeon.start', width, height) }
}

function regenerate(level: Record<string, unknown>): Dungeon {
  const { seed, checksum } = level
  if (typeof seed !== 'string' || seed.length === 0) {
    throw new SnapshotError('dungeon.seed', 'must be a non-empty string')
  }
  const options = record(level.options, 'dungeon.options')
  const expected = integer(checksum, 'dungeon.checksum', 0, 0xffffffff)
  let dungeon: Dungeon
  try {
    dungeon = generateDungeon({ ...options, seed })
  } catch (error) {
    throw new SnapshotError('dungeon.options', (error as Error).message)
  }
  const actual = tileChecksum(dungeon)
  if (actual !== expected) {
    throw new SnapshotError(
      'dungeon',
      `seed ${JSON.stringify(seed)} now generates other tiles (checksum ${actual}, saved ${expected}); the snapshot is from another version of @delve/map`,
    )
  }
  return dungeon
}

function readEntities(data: unknown, level: Level, capacity: number): EntitySnapshot[] {
  if (!Array.isArray(data)) throw new SnapshotError('entities', 'must be an array')
  const held = new Map<number, number>()
  let previous = 0
  return data.map((item, i): EntitySnapshot => {
    const path = `entities[${i}]`
    const e = record(item, path)
    const id = integer(e.id, `${path}.id`, 1, capacity - 1)
    if (id <= previous) throw new SnapshotError(`${path}.id`, 'ids must be unique and ascending')
    previous = id
    const position = point(e.position, `${path}.position`, level.width, level.height)
    const tile = position.y * level.width + position.x
    if (!isWalkable(level.tiles[tile] as number)) {
      throw new SnapshotError(`${path}.position`, `(${position.x}, ${position.y}) is not walkable`)
    }
    const intentData = record(e.intent, `${path}.intent`)
    const intent = {
      dx: integer(intentData.dx, `${path}.intent.dx`, -1, 1),
      dy: integer(intentData.dy, `${path}.intent.dy`, -1, 1),
    }
    const blocks = boolean(e.blocks, `${path}.blocks`)
    const entity: EntitySnapshot = {
      id,
      position,
      intent,
      blocks,
      player: boolean(e.player, `${path}.player`),
      actor: boolean(e.actor, `${path}.actor`),
    }
    if (blocks) {
      const other = held.get(tile)
      if (other !== undefined) {
        throw new SnapshotError(
          `${path}.position`,
          `entities ${other} and ${id} both block (${position.x}, ${position.y})`,
        )
      }
      held.set(tile, id)
    }
    if (e.monster !== undefined) {
      const kind = record(e.monster, `${path}.monster`).kind
      if (!isMonsterKind(kind)) {
        throw new SnapshotError(
          `${path}.monster.kind`,
          `must be an integer from 0 to ${MONSTER_KINDS.length - 1}`,
        )
      }
      entity.monster = { kind }
    }
    if (e.sprite !== undefined) entity.sprite = integer(e.sprite, `${path}.sprite`, 0, 0xffff)
    return entity
  })
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SnapshotError(path, 'must be an object')
  }
  return value as Record<string, unknown>
}

function integer(value: unknown, path: string, min: number, max: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
    return value
  }
  throw new SnapshotError(path, `must be an integer from ${min} to ${max}, got ${show(value)}`)
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value
  throw new SnapshotError(path, `must be true or false, got ${show(value)}`)
}

function point(value: unknown, path: string, width: number, height: number): Point {
  const p = record(value, path)
  return {
    x: integer(p.x, `${path}.x`, 0, width - 1),
    y: integer(p.y, `${path}.y`, 0, height - 1),
  }
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = typeof value === 'bigint' ? `${value}n` : (JSON.stringify(value) ?? String(value))
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}
