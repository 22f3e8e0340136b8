import {
  type Dungeon,
  generateDungeon,
  LOCKED_DOOR,
  type Point,
  type ResolvedDungeonOptions,
  type TileMap,
} from '@delve/map'
import { checkInteger, isRecord } from '../checks.js'
import { ArgumentTypeError, EntityError } from '../errors.js'

/** A level the world can hold: any tile map; `start` is where `spawnPlayer` puts the player. */
export type Level = TileMap & { start?: Point }

/** Where the player goes on `level`: its start, else the middle of the map. */
export function startOf(level: Level): Point {
  return level.start ?? { x: level.width >> 1, y: level.height >> 1 }
}

const A_LEVEL = 'a tile map { width, height, tiles, start? }, as generateDungeon or fromAscii make'

/**
 * A level the systems can trust, `fn`'s `argument`: positive integer size and one tile code per
 * cell. An `ArgumentTypeError` for what is not a tile map, an `EntityError` for one out of shape.
 */
export function assertLevel(fn: string, argument: string, level: unknown): asserts level is Level {
  if (!isRecord(level)) throw new ArgumentTypeError(fn, argument, level, A_LEVEL)
  const width = checkInteger(
    fn,
    `${argument}.width`,
    level.width,
    1,
    Number.POSITIVE_INFINITY,
    EntityError,
  )
  const height = checkInteger(
    fn,
    `${argument}.height`,
    level.height,
    1,
    Number.POSITIVE_INFINITY,
    EntityError,
  )
  const { tiles } = level
  const codes = `a Uint8Array of ${width * height} tile codes (a ${width}×${height} level needs tiles, one code a tile)`
  if (!(tiles instanceof Uint8Array))
    throw new ArgumentTypeError(fn, `${argument}.tiles`, tiles, codes)
  if (tiles.length !== width * height) throw new EntityError(fn, `${argument}.tiles`, tiles, codes)
  // A code past the locked door is no tile of @delve/map: refused, not drawn as rock.
  for (let i = 0; i < tiles.length; i++) {
    if ((tiles[i] as number) > LOCKED_DOOR) {
      throw new EntityError(
        fn,
        `${argument}.tiles[${i}]`,
        tiles[i],
        `a tile code of @delve/map, 0 to ${LOCKED_DOOR}`,
      )
    }
  }
}

/** A 32-bit FNV-1a hash of a level's size and tiles. */
export function tileChecksum(level: Level): number {
  assertLevel('tileChecksum', 'level', level)
  return checksumOf(level)
}

/** `tileChecksum` of a level the world holds (checked when it was given). */
export function checksumOf(level: Level): number {
  let hash = 0x811c9dc5
  for (const n of [level.width, level.height]) {
    hash = Math.imul(hash ^ (n & 0xff), 0x01000193)
    hash = Math.imul(hash ^ ((n >>> 8) & 0xff), 0x01000193)
  }
  // One multiply per tile, nothing else in the loop: this runs on every save.
  const { tiles } = level
  for (let i = 0; i < tiles.length; i++) hash = Math.imul(hash ^ (tiles[i] as number), 0x01000193)
  return hash >>> 0
}

/**
 * Where a level came from, recorded when the world is given it: the seed and options that
 * `generateDungeon` makes it again from, and what it was then (its checksum and start), so that
 * later edits show.
 */
export interface LevelOrigin {
  /** The level object this describes. */
  level: Level
  seed: string
  /** A copy: nothing the caller does to the dungeon's options changes it. */
  options: ResolvedDungeonOptions
  checksum: number
  start: Point | undefined
}

/**
 * The origin of a level given to the world, or undefined when regenerating cannot make it:
 * not a reproducible `Dungeon` (drawn from a caller's rng, or not generated at all), or edited
 * between `generateDungeon` and now. The last is only seen by generating it again, once, here.
 */
export function findOrigin(level: Level): LevelOrigin | undefined {
  if (!isReproducible(level)) return undefined
  let again: Dungeon
  try {
    again = generateDungeon({ ...level.options, seed: level.seed })
  } catch {
    return undefined
  }
  const same =
    again.width === level.width &&
    again.height === level.height &&
    sameTiles(again.tiles, level.tiles) &&
    samePoint(again.start, level.start)
  return same ? generatedOrigin(level) : undefined
}

/**
 * The origin to record for `level`: checked by generating it again (`findOrigin`), or, when the
 * caller says the level is exactly as `generateDungeon` made it, taken from its seed and options.
 */
export function originOf(level: Level, generated: boolean): LevelOrigin | undefined {
  if (!generated) return findOrigin(level)
  return isReproducible(level) ? generatedOrigin(level) : undefined
}

/** The origin of a dungeon known to be as `generateDungeon` made it (`restore` just did). */
export function generatedOrigin(dungeon: Level & Pick<Dungeon, 'seed' | 'options'>): LevelOrigin {
  return {
    level: dungeon,
    seed: dungeon.seed,
    options: JSON.parse(JSON.stringify(dungeon.options)) as ResolvedDungeonOptions,
    checksum: checksumOf(dungeon),
    start: dungeon.start && { x: dungeon.start.x, y: dungeon.start.y },
  }
}

/** Whether `origin` still describes `level`: the same object, tiles and start as when recorded. */
export function isUnchanged(origin: LevelOrigin, level: Level): boolean {
  return (
    origin.level === level &&
    samePoint(origin.start, level.start) &&
    origin.checksum === checksumOf(level)
  )
}

function isReproducible(level: Level): level is Level & Pick<Dungeon, 'seed' | 'options'> {
  const { reproducible, seed, options } = level as Partial<
    Record<'reproducible' | 'seed' | 'options', unknown>
  >
  return (
    reproducible === true &&
    typeof seed === 'string' &&
    typeof options === 'object' &&
    options !== null
  )
}

/** Whether two optional points are both absent or at the same place. */
export function samePoint(a: Point | undefined, b: Point | undefined): boolean {
  return a?.x === b?.x && a?.y === b?.y
}

function sameTiles(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
