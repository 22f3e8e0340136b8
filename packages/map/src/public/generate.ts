import {
  checkInteger,
  checkOneOf,
  checkOptions,
  checkRecord,
  checkString,
} from '../foundation/guards.js'
import type { RoomLabel } from '../generate/labels.js'
import * as labels from '../generate/labels.js'
import type { SpawnOptions } from '../generate/placement.js'
import * as placement from '../generate/placement.js'
import * as tags from '../generate/room-tags.js'
import type { Stairs } from '../generate/stairs.js'
import * as stairs from '../generate/stairs.js'
import * as start from '../generate/start.js'
import * as variants from '../generate/tile-variants.js'
import { MAX_TILE_VARIANTS } from '../generate/tile-variants.js'
import type { Point } from '../grid/point.js'
import type { GridSize } from '../grid/search.js'
import type { TileMap } from '../grid/tile-map.js'
import { MAX_MAP_SIZE } from '../options/limits.js'
import type { Rng } from '../random/rng.js'
import { type Rect, type RectangularRoom, ROOM_TAGS, type RoomTag } from '../rooms/room.js'
import { checkRoom } from './rooms.js'
import { checkList, checkMap, checkRect, checkRng, checkSize, checkTile } from './shapes.js'

// A dungeon's finishing touches as the package exports them: checked, then the unchecked ones.

function checkRooms(fn: string, rooms: unknown): RectangularRoom[] {
  return checkList(fn, 'rooms', rooms, 'an array of rooms', (room, at) => checkRoom(fn, at, room))
}

/** The label of the room at `index` (0 or more) in creation order: A … Z, AA … */
export function roomLabel(index: number): string {
  checkInteger('roomLabel', 'index', index, 0, Number.MAX_SAFE_INTEGER - 1)
  return labels.roomLabel(index)
}

/** Every room's label at its centre, in creation order, with its tag when it has one. */
export function roomLabels(dungeon: { rooms: readonly (Rect & { tag?: RoomTag })[] }): RoomLabel[] {
  const d = checkRecord('roomLabels', 'dungeon', dungeon, 'a dungeon { rooms }')
  checkList('roomLabels', 'dungeon.rooms', d.rooms, 'an array of rooms', (room, at) => {
    const { tag } = checkRect('roomLabels', at, room) as { tag?: unknown }
    if (tag !== undefined) checkOneOf('roomLabels', `${at}.tag`, tag, ROOM_TAGS)
  })
  return labels.roomLabels(dungeon)
}

/** Up to `count` spawn tiles of the dungeon, away from its start. */
export function placeSpawns(
  dungeon: TileMap & { start: Point },
  rng: Rng,
  count: number,
  options: SpawnOptions = {},
): Point[] {
  const fn = 'placeSpawns'
  checkMap(fn, 'dungeon', dungeon)
  checkTile(fn, 'dungeon.start', (dungeon as { start?: unknown }).start, dungeon)
  checkRng(fn, 'rng', rng)
  checkInteger(fn, 'count', count, 0, MAX_MAP_SIZE * MAX_MAP_SIZE)
  const o = checkOptions(fn, options, ['minDistance', 'exclude'])
  if (o.minDistance !== undefined) {
    checkInteger(fn, 'options.minDistance', o.minDistance, 0, MAX_MAP_SIZE)
  }
  if (o.exclude !== undefined) {
    checkList(fn, 'options.exclude', o.exclude, 'an array of points', (p, at) =>
      checkPointLike(fn, at, p),
    )
  }
  return placement.placeSpawns(dungeon, rng, count, options)
}

/** A uniformly chosen floor or door tile not in `exclude`; undefined when there is none. */
export function randomFloor(
  map: TileMap,
  rng: Rng,
  exclude: ReadonlyArray<Point> = [],
): Point | undefined {
  checkMap('randomFloor', 'map', map)
  checkRng('randomFloor', 'rng', rng)
  checkList('randomFloor', 'exclude', exclude, 'an array of points', (p, at) =>
    checkPointLike('randomFloor', at, p),
  )
  return placement.randomFloor(map, rng, exclude)
}

function checkPointLike(fn: string, argument: string, value: unknown): void {
  const p = checkRecord(fn, argument, value, 'a point {x, y} of integers')
  checkInteger(fn, `${argument}.x`, p.x)
  checkInteger(fn, `${argument}.y`, p.y)
}

/** Tags the rooms by what they are for: start, stairs, boss, treasure, plain. */
export function tagRooms(rooms: readonly RectangularRoom[]): void {
  tags.tagRooms(checkRooms('tagRooms', rooms))
}

/** The stairs of a level: in its first and last rooms, or from `start` (a tile) without rooms. */
export function placeStairs(
  map: TileMap,
  rooms: readonly RectangularRoom[],
  from?: Point,
): Stairs | undefined {
  checkMap('placeStairs', 'map', map)
  checkRooms('placeStairs', rooms)
  if (from !== undefined) checkTile('placeStairs', 'start', from, map)
  return stairs.placeStairs(map, rooms, from)
}

/** The start of a level without rooms: the walkable tile nearest the centre. */
export function roomlessStart(map: TileMap): Point {
  return start.roomlessStart(checkMap('roomlessStart', 'map', map))
}

/** A look per tile, 0 … count − 1, from the dungeon's seed: the same on every engine. */
export function tileVariants(dungeon: GridSize & { seed: string }, count = 4): Uint8Array {
  const d = checkSize('tileVariants', 'dungeon', dungeon)
  checkString('tileVariants', 'dungeon.seed', (d as { seed?: unknown }).seed)
  checkInteger('tileVariants', 'count', count, 1, MAX_TILE_VARIANTS)
  return variants.tileVariants(dungeon, count)
}
