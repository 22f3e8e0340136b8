// The checks `restore` makes before building anything: each reader returns trusted data or
// throws a `SnapshotError` naming the offending part.
import {
  type Dungeon,
  fromAscii,
  generateDungeon,
  isWalkable,
  MAX_MAP_SIZE,
  pointToIndex,
} from '@delve/map'
import { readBoolean, readInteger, readPoint, readRecord, show } from '../checks.js'
import { DEFAULT_ACCURACY, DEFAULT_SPREAD, MAX_STAT } from '../creatures/fighters.js'
import { MIND_STATES } from '../creatures/minds.js'
import { MONSTER_KINDS } from '../creatures/monsters.js'
import { SnapshotError } from '../errors.js'
import { MAX_PACK } from '../items/pack.js'
import { MAX_CHARGES, MAX_SIGHT_RADIUS } from '../world/components.js'
import type { Kinds } from '../world/game-world.js'
import { checksumOf, type Level } from '../world/level.js'
import type { EntitySnapshot, ItemSnapshot } from './format.js'

/** The snapshot's level: regenerated from its seed (and checked against its checksum) or drawn. */
export function readLevel(data: unknown): { level: Level; generated?: Dungeon } {
  const level = readRecord(data, 'dungeon')
  if ('seed' in level) {
    const generated = regenerate(level)
    return { level: generated, generated }
  }
  const width = readInteger(level.width, 'dungeon.width', 1, MAX_MAP_SIZE)
  const height = readInteger(level.height, 'dungeon.height', 1, MAX_MAP_SIZE)
  const rows = level.tiles
  if (!Array.isArray(rows) || rows.length !== height) {
    throw new SnapshotError('dungeon.tiles', `must be an array of ${height} rows`)
  }
  rows.forEach((row, y) => {
    // `=` is a vault's locked door (`LOCKED_DOOR` of @delve/map).
    if (typeof row !== 'string' || !/^[#.+<>=]*$/.test(row) || row.length !== width) {
      throw new SnapshotError(
        `dungeon.tiles[${y}]`,
        `must be a string of ${width} tile characters (# . + < > =)`,
      )
    }
  })
  const { marks: _, ...map } = fromAscii(rows.join('\n'))
  if (level.start === undefined) return { level: map }
  return { level: { ...map, start: readPoint(level.start, 'dungeon.start', map) } }
}

function regenerate(level: Record<string, unknown>): Dungeon {
  const { seed, checksum } = level
  if (typeof seed !== 'string' || seed.length === 0) {
    throw new SnapshotError('dungeon.seed', 'must be a non-empty string')
  }
  const options = readRecord(level.options, 'dungeon.options')
  const expected = readInteger(checksum, 'dungeon.checksum', 0, 0xffffffff)
  let dungeon: Dungeon
  try {
    dungeon = generateDungeon({ ...options, seed })
  } catch (error) {
    throw new SnapshotError('dungeon.options', (error as Error).message)
  }
  const actual = checksumOf(dungeon)
  if (actual !== expected) {
    throw new SnapshotError(
      'dungeon',
      `seed ${JSON.stringify(seed)} now generates other tiles (checksum ${actual}, saved ${expected}): the save's seed, options or checksum were edited, or it was made with another version of @delve/map`,
    )
  }
  return dungeon
}

/** The entities, each checked against the level and the capacity, in ascending id. */
export function readEntities(
  data: unknown,
  level: Level,
  capacity: number,
  monsterCodes: readonly number[],
): EntitySnapshot[] {
  if (!Array.isArray(data)) throw new SnapshotError('entities', 'must be an array')
  const held = new Map<number, number>()
  let previous = 0
  return data.map((item, i): EntitySnapshot => {
    const path = `entities[${i}]`
    const e = readRecord(item, path)
    const id = readInteger(e.id, `${path}.id`, 1, capacity - 1)
    if (id <= previous) throw new SnapshotError(`${path}.id`, 'ids must be unique and ascending')
    previous = id
    const position = readPoint(e.position, `${path}.position`, level)
    const tile = pointToIndex(level, position)
    if (!isWalkable(level.tiles[tile] as number)) {
      throw new SnapshotError(`${path}.position`, `(${position.x}, ${position.y}) is not walkable`)
    }
    const intentData = readRecord(e.intent, `${path}.intent`)
    const intent = {
      dx: readInteger(intentData.dx, `${path}.intent.dx`, -1, 1),
      dy: readInteger(intentData.dy, `${path}.intent.dy`, -1, 1),
    }
    const blocks = readBoolean(e.blocks, `${path}.blocks`)
    const entity: EntitySnapshot = {
      id,
      position,
      intent,
      blocks,
      player: readBoolean(e.player, `${path}.player`),
      actor: readBoolean(e.actor, `${path}.actor`),
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
      const saved = readRecord(e.monster, `${path}.monster`).kind
      const kind = readInteger(saved, `${path}.monster.kind`, 0, monsterCodes.length - 1)
      entity.monster = { kind: monsterCodes[kind] as number }
    }
    if (e.sprite !== undefined) entity.sprite = readInteger(e.sprite, `${path}.sprite`, 0, 0xffff)
    if (e.sight !== undefined) {
      entity.sight = readInteger(e.sight, `${path}.sight`, 0, MAX_SIGHT_RADIUS)
    }
    if (e.health !== undefined) {
      const h = readRecord(e.health, `${path}.health`)
      const max = readInteger(h.max, `${path}.health.max`, 1, MAX_STAT)
      entity.health = {
        hp: readInteger(h.hp, `${path}.health.hp`, 1, max),
        max,
        regen: readInteger(h.regen, `${path}.health.regen`, 0, MAX_STAT),
      }
    }
    if (e.fighter !== undefined) {
      const f = readRecord(e.fighter, `${path}.fighter`)
      entity.fighter = {
        power: readInteger(f.power, `${path}.fighter.power`, 0, MAX_STAT),
        defence: readInteger(f.defence, `${path}.fighter.defence`, 0, MAX_STAT),
        accuracy:
          f.accuracy === undefined
            ? DEFAULT_ACCURACY
            : readInteger(f.accuracy, `${path}.fighter.accuracy`, 0, 100),
        spread:
          f.spread === undefined
            ? DEFAULT_SPREAD
            : readInteger(f.spread, `${path}.fighter.spread`, 0, 255),
      }
      if (f.throwing !== undefined) {
        entity.fighter.throwing = readInteger(f.throwing, `${path}.fighter.throwing`, 0, 255)
      }
    }
    if (e.energy !== undefined) {
      const g = readRecord(e.energy, `${path}.energy`)
      entity.energy = {
        energy: readInteger(g.energy, `${path}.energy.energy`, -MAX_STAT, MAX_STAT),
        speed: readInteger(g.speed, `${path}.energy.speed`, 0, MAX_STAT),
      }
      if (g.slowed !== undefined) {
        entity.energy.slowed = readInteger(g.slowed, `${path}.energy.slowed`, 0, 0xffff)
      }
    }
    if (e.mind !== undefined) {
      const m = readRecord(e.mind, `${path}.mind`)
      entity.mind = {
        state: readInteger(m.state, `${path}.mind.state`, 0, MIND_STATES.length - 1),
        target: readPoint(m.target, `${path}.mind.target`, level),
        timer: readInteger(m.timer, `${path}.mind.timer`, 0, 0xffff),
      }
      if (m.leader !== undefined) {
        entity.mind.leader = readInteger(m.leader, `${path}.mind.leader`, -1, 0x7fffffff)
      }
      if (m.cooldown !== undefined) {
        entity.mind.cooldown = readInteger(m.cooldown, `${path}.mind.cooldown`, 1, 0xffff)
      }
    }
    for (const tag of ['hostile', 'corpse'] as const) {
      if (e[tag] !== undefined && e[tag] !== true) {
        throw new SnapshotError(`${path}.${tag}`, `must be true when present, got ${show(e[tag])}`)
      }
      if (e[tag] === true) entity[tag] = true
    }
    if (e.pack !== undefined) entity.pack = readInteger(e.pack, `${path}.pack`, 1, MAX_PACK)
    if (e.experience !== undefined) {
      const x = readRecord(e.experience, `${path}.experience`)
      entity.experience = {
        xp: readInteger(x.xp, `${path}.experience.xp`, 0, 0xffffffff),
        level: readInteger(x.level, `${path}.experience.level`, 1, 0xffff),
        pending: readInteger(x.pending, `${path}.experience.pending`, 0, 0xffff),
      }
    }
    if (e.equipment !== undefined) {
      const q = readRecord(e.equipment, `${path}.equipment`)
      entity.equipment = {
        weapon: readInteger(q.weapon, `${path}.equipment.weapon`, 0, capacity - 1),
        armour: readInteger(q.armour, `${path}.equipment.armour`, 0, capacity - 1),
      }
    }
    if (entity.corpse && (blocks || entity.health)) {
      throw new SnapshotError(`${path}.corpse`, 'a corpse neither blocks nor has hit points')
    }
    return entity
  })
}

/**
 * The codes, in the restoring world's `kinds`, of the snapshot's kinds (found by name), as two
 * lists indexed by the snapshot's own codes. Version 1 has no table: its codes are the default
 * monster kinds'. A kind the world does not have is an error naming it.
 */
export function readKinds(
  data: unknown,
  version: number,
  kinds: Kinds,
): { monsters: number[]; items: number[] } {
  if (version === 1) {
    const names = MONSTER_KINDS.map((kind) => kind.name)
    return { monsters: codesOf(names, kinds.monsters, 'kinds.monsters'), items: [] }
  }
  const table = readRecord(data, 'kinds')
  return {
    monsters: codesOf(
      readNames(table.monsters, 'kinds.monsters'),
      kinds.monsters,
      'kinds.monsters',
    ),
    items: codesOf(readNames(table.items, 'kinds.items'), kinds.items, 'kinds.items'),
  }
}

function readNames(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string')) {
    throw new SnapshotError(path, 'must be an array of kind names')
  }
  return value
}

function codesOf(
  names: readonly string[],
  own: readonly { name: string }[],
  path: string,
): number[] {
  return names.map((name, i) => {
    const code = own.findIndex((kind) => kind.name === name)
    if (code < 0) {
      throw new SnapshotError(
        `${path}[${i}]`,
        `${show(name)} is not a kind of this world (its kinds: ${own.map((k) => k.name).join(', ')})`,
      )
    }
    return code
  })
}

/**
 * The items, each on a walkable tile of the level or carried by an entity of the snapshot that
 * has a pack (none over its capacity), in ascending id and sharing no id with an entity.
 */
export function readItems(
  data: unknown,
  level: Level,
  capacity: number,
  itemCodes: readonly number[],
  entities: readonly EntitySnapshot[],
): ItemSnapshot[] {
  if (data === undefined) {
    checkWorn(entities, new Map())
    return []
  }
  if (!Array.isArray(data)) throw new SnapshotError('items', 'must be an array')
  const entityIds = new Set(entities.map((e) => e.id))
  const packs = new Map(entities.flatMap((e) => (e.pack === undefined ? [] : [[e.id, e.pack]])))
  const held = new Map<number, number>()
  let previous = 0
  const items = data.map((value, i): ItemSnapshot => {
    const path = `items[${i}]`
    const r = readRecord(value, path)
    const id = readInteger(r.id, `${path}.id`, 1, capacity - 1)
    if (id <= previous) throw new SnapshotError(`${path}.id`, 'ids must be unique and ascending')
    if (entityIds.has(id)) throw new SnapshotError(`${path}.id`, `entity ${id} is not an item`)
    previous = id
    const kind = readInteger(r.kind, `${path}.kind`, 0, itemCodes.length - 1)
    const item: ItemSnapshot = { id, kind: itemCodes[kind] as number }
    if (r.charges !== undefined) {
      item.charges = readInteger(r.charges, `${path}.charges`, 0, MAX_CHARGES)
    }
    if (r.holder !== undefined) {
      const holder = readInteger(r.holder, `${path}.holder`, 1, capacity - 1)
      const room = packs.get(holder)
      if (room === undefined) {
        throw new SnapshotError(`${path}.holder`, `entity ${holder} has no pack`)
      }
      const count = (held.get(holder) ?? 0) + 1
      if (count > room) {
        throw new SnapshotError(`${path}.holder`, `entity ${holder}'s pack holds ${room} items`)
      }
      held.set(holder, count)
      item.holder = holder
      item.order = readInteger(r.order, `${path}.order`, 0, 0xffffffff)
      return item
    }
    const at = readPoint(r.at, `${path}.at`, level)
    if (!isWalkable(level.tiles[pointToIndex(level, at)] as number)) {
      throw new SnapshotError(`${path}.at`, `(${at.x}, ${at.y}) is not walkable`)
    }
    item.at = at
    return item
  })
  checkWorn(entities, new Map(items.map((item) => [item.id, item])))
  return items
}

/** Every worn item is an item its wearer carries, of the kind the slot takes. */
function checkWorn(entities: readonly EntitySnapshot[], items: Map<number, ItemSnapshot>): void {
  entities.forEach((entity, i) => {
    if (!entity.equipment) return
    for (const slot of ['weapon', 'armour'] as const) {
      const id = entity.equipment[slot]
      if (id === 0) continue
      if (items.get(id)?.holder !== entity.id) {
        throw new SnapshotError(
          `entities[${i}].equipment.${slot}`,
          `item ${id} is not in entity ${entity.id}'s pack`,
        )
      }
    }
  })
}
