import {
  kindCode,
  MAX_CHARGES,
  MAX_PACK,
  MAX_SIGHT_RADIUS,
  MAX_STAT,
  MIND_STATES,
} from '@delve/ecs'
import { inBounds, isWalkable, LOCKED_DOOR, type Point, Tile, type TileMap } from '@delve/map'
import { MAX_DEPTH } from '../chain/seed-chain.js'
import type { RunRules } from '../content/run-rules.js'
import { makeLevel } from '../level/make-level.js'
import type { RememberedTile } from '../run/items.js'
import {
  type KeptItem,
  type KeptLevel,
  type KeptLife,
  type KeptMap,
  type KeptMonster,
  runsMask,
  type SavedRoom,
} from '../run/kept-level.js'
import { mapLevel, type PlayLevel, type RunPlace } from '../run/run.js'
import { readCaged, vaultsOf } from '../run/vault-doors.js'
import { isIntegerIn, readList, readNumber, readRecord, readText } from './read.js'
import { SaveError } from './save-error.js'

/**
 * The kept levels of a save, checked through: one a depth, none the current one's; each monster
 * of a kind of the run on a walkable tile of its level, with its figures in the ranges of
 * `@delve/ecs`; each item of a kind of the run on a walkable tile; the explored runs adding up to
 * the level's size. A level of the seed chain is made again to check against; a map's is read
 * from its rows. Anything else is a `SaveError` naming the place in the save.
 */
export function readKeptLevels(data: unknown, place: RunPlace, rules: RunRules): KeptLevel[] {
  const depths = new Set<number>([place.depth])
  return readList(data, 'levels', SaveError).map((entry, i) => {
    const at = `levels[${i}]`
    const record = readRecord(entry, at, SaveError)
    const depth = readNumber(record.depth, `${at}.depth`, SaveError)
    if (!isIntegerIn(depth, 1, MAX_DEPTH) || depths.has(depth)) {
      throw new SaveError(`${at}.depth is ${depth}: not a depth from 1 to ${MAX_DEPTH} of its own`)
    }
    depths.add(depth)
    const map = record.map === undefined ? undefined : readMap(record.map, `${at}.map`)
    const level: PlayLevel = map ? mapLevel(map) : makeLevel({ ...place, depth }, rules)
    const dug =
      record.dug === undefined || map ? undefined : readDug(record.dug, `${at}.dug`, level)
    for (const i of dug ?? []) level.tiles[i] = Tile.Floor
    const tile = (value: unknown, what: string) => readTile(value, what, level)
    const kept: KeptLevel = {
      depth,
      left: tile(record.left, `${at}.left`),
      monsters: readLeaders(
        readList(record.monsters, `${at}.monsters`, SaveError).map((m, j) =>
          readMonster(m, `${at}.monsters[${j}]`, level, rules),
        ),
        `${at}.monsters`,
      ),
      items: readList(record.items, `${at}.items`, SaveError).map((item, j) =>
        readItem(item, `${at}.items[${j}]`, level, rules),
      ),
      explored: readExplored(record.explored, `${at}.explored`, level),
      seen: readSeen(record.seen, `${at}.seen`, level),
    }
    if (map) kept.map = map
    if (dug) kept.dug = dug
    if (record.caged !== undefined) {
      const caged = readCaged(record.caged, vaultsOf(level))
      if (caged === null || caged.length === 0) {
        throw new SaveError(`${at}.caged is not the indices of vaults with altars, in order`)
      }
      kept.caged = caged
    }
    return kept
  })
}

/**
 * Dug rock and unlocked doors: tile indices, ascending, each rock or a locked door of the level as
 * made and not on its border.
 */
function readDug(data: unknown, at: string, level: TileMap): number[] {
  const { width, height } = level
  let last = -1
  return readList(data, at, SaveError).map((tile, i) => {
    const x = (tile as number) % width
    const y = Math.floor((tile as number) / width)
    if (
      !isIntegerIn(tile, last + 1, width * height - 1) ||
      x === 0 ||
      y === 0 ||
      x === width - 1 ||
      y === height - 1 ||
      (level.tiles[tile] !== Tile.Wall && level.tiles[tile] !== LOCKED_DOOR)
    ) {
      throw new SaveError(`${at}[${i}] is not rock of its level, inside its border, in order`)
    }
    last = tile
    return tile
  })
}

/** Each summoner named by index must be another living monster of the same level. */
function readLeaders(monsters: KeptMonster[], at: string): KeptMonster[] {
  monsters.forEach((monster, i) => {
    const leader = monster.life?.leader
    if (leader === undefined) return
    if (leader === i || !monsters[leader]?.life) {
      throw new SaveError(
        `${at}[${i}].life.leader ${leader} is not another living monster of the level`,
      )
    }
  })
  return monsters
}

function readTile(value: unknown, what: string, level: TileMap): Point {
  const { x, y } = readRecord(value, what, SaveError)
  if (
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    !inBounds(level, x as number, y as number) ||
    !isWalkable(level.tiles[(y as number) * level.width + (x as number)] as number)
  ) {
    throw new SaveError(`${what} is not a walkable tile of its level`)
  }
  return { x: x as number, y: y as number }
}

function readMonster(data: unknown, at: string, level: TileMap, rules: RunRules): KeptMonster {
  const record = readRecord(data, at, SaveError)
  const kind = readText(record.kind, `${at}.kind`, SaveError)
  if (kindCode(rules.kinds.monsters, kind) < 0) {
    throw new SaveError(`${at}.kind "${kind.slice(0, 40)}" is no monster kind of the run`)
  }
  const { x, y } = readTile(record, at, level)
  if (record.life === undefined) return { kind, x, y }
  const life = readLife(record.life, `${at}.life`, level, rules)
  const monster: KeptMonster = { kind, x, y, life }
  if (record.wanderer !== undefined) {
    if (record.wanderer !== true) throw new SaveError(`${at}.wanderer must be true when present`)
    monster.wanderer = true
  }
  return monster
}

function readLife(data: unknown, at: string, level: TileMap, rules: RunRules): KeptLife {
  const record = readRecord(data, at, SaveError)
  const int = (name: keyof KeptLife, min: number, max: number) => {
    const value = record[name]
    if (!isIntegerIn(value, min, max)) {
      throw new SaveError(`${at}.${name} is not an integer from ${min} to ${max}`)
    }
    return value
  }
  const maxHp = int('maxHp', 1, MAX_STAT)
  const target = readRecord(record.target, `${at}.target`, SaveError)
  if (!isIntegerIn(target.x, 0, level.width - 1) || !isIntegerIn(target.y, 0, level.height - 1)) {
    throw new SaveError(`${at}.target is not a tile of its level`)
  }
  const life: KeptLife = {
    hp: int('hp', 1, maxHp),
    maxHp,
    regen: int('regen', 0, MAX_STAT),
    power: int('power', 0, MAX_STAT),
    defence: int('defence', 0, MAX_STAT),
    accuracy: int('accuracy', 0, 100),
    spread: int('spread', 0, 255),
    energy: int('energy', 0, MAX_STAT),
    speed: int('speed', 0, MAX_STAT),
    sight: int('sight', 0, MAX_SIGHT_RADIUS),
    mind: int('mind', 0, MIND_STATES.length - 1),
    target: { x: target.x as number, y: target.y as number },
    timer: int('timer', 0, Number.MAX_SAFE_INTEGER),
    ...(record.slowed === undefined ? {} : { slowed: int('slowed', 1, 0xffff) }),
  }
  if (record.cooldown !== undefined) life.cooldown = int('cooldown', 1, 0xffff)
  // An index into the level's monsters: checked against their count once all are read.
  if (record.leader !== undefined) life.leader = int('leader', 0, MAX_KEPT_MONSTERS)
  if (record.loot !== undefined) {
    const loot = readList(record.loot, `${at}.loot`, SaveError)
    if (loot.length === 0 || loot.length > MAX_PACK) {
      throw new SaveError(`${at}.loot must hold 1 to ${MAX_PACK} item kind names when present`)
    }
    life.loot = loot.map((name, i) => {
      const text = readText(name, `${at}.loot[${i}]`, SaveError)
      if (kindCode(rules.kinds.items, text) < 0) {
        throw new SaveError(`${at}.loot[${i}] "${text.slice(0, 40)}" is no item kind of the run`)
      }
      return text
    })
  }
  return life
}

/** Most monsters one kept level can name as a summoner (a world's entities, at most). */
const MAX_KEPT_MONSTERS = 0xffffff

function readItem(data: unknown, at: string, level: TileMap, rules: RunRules): KeptItem {
  const [kind, x, y, charges] = readList(data, at, SaveError)
  const name = readText(kind, `${at}[0]`, SaveError)
  if (kindCode(rules.kinds.items, name) < 0) {
    throw new SaveError(`${at}[0] "${name.slice(0, 40)}" is no item kind of the run`)
  }
  const tile = readTile({ x, y }, at, level)
  if (charges === undefined) return [name, tile.x, tile.y]
  if (!isIntegerIn(charges, 0, MAX_CHARGES)) {
    throw new SaveError(`${at}[3] is not a count of charges from 0 to ${MAX_CHARGES}`)
  }
  return [name, tile.x, tile.y, charges]
}

function readExplored(data: unknown, at: string, level: TileMap): number[] {
  const runs = readList(data, at, SaveError) as number[]
  if (!runsMask(runs, level.width * level.height)) {
    throw new SaveError(`${at} does not add up to the ${level.width}×${level.height} level`)
  }
  return [...runs]
}

function readSeen(data: unknown, at: string, level: TileMap): RememberedTile[] {
  return readList(data, at, SaveError).map((entry, i) => {
    const [tile, kinds] = Array.isArray(entry) ? entry : []
    if (!isIntegerIn(tile, 0, level.width * level.height - 1)) {
      throw new SaveError(`${at}[${i}] is not a tile of its level and its items`)
    }
    const names = readList(kinds, `${at}[${i}]`, SaveError).map((name, j) =>
      readText(name, `${at}[${i}][${j}]`, SaveError),
    )
    return [tile, names]
  })
}

/** A map's level: its address, rows of `toAscii`'s characters, rooms inside it, a start on it. */
function readMap(data: unknown, at: string): KeptMap {
  const record = readRecord(data, at, SaveError)
  const address = readText(record.address, `${at}.address`, SaveError)
  const tiles = readList(record.tiles, `${at}.tiles`, SaveError).map((row, i) =>
    readText(row, `${at}.tiles[${i}]`, SaveError),
  )
  let level: TileMap
  try {
    level = mapLevel({ address, tiles, rooms: [], start: { x: 0, y: 0 } })
  } catch (error) {
    throw new SaveError(`${at}.tiles: ${(error as Error).message}`)
  }
  const rooms = readList(record.rooms, `${at}.rooms`, SaveError).map((item, i): SavedRoom => {
    const [x1, y1, x2, y2, round] = Array.isArray(item) ? item : []
    const inside =
      isIntegerIn(x1, 0, level.width - 1) &&
      isIntegerIn(x2, x1 as number, level.width - 1) &&
      isIntegerIn(y1, 0, level.height - 1) &&
      isIntegerIn(y2, y1 as number, level.height - 1)
    if (!inside || (round !== 0 && round !== 1)) {
      throw new SaveError(`${at}.rooms[${i}] is not a room of the map`)
    }
    return [x1 as number, y1 as number, x2 as number, y2 as number, round]
  })
  return { address, tiles, rooms, start: readTile(record.start, `${at}.start`, level) }
}
