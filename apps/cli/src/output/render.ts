import {
  type Dungeon,
  type PlacedVault,
  type Point,
  type ResolvedDungeonOptions,
  type RoomTag,
  toAscii,
  toTiledMap,
} from '@delve/map'
import type { Format } from '../flags/flags.js'

/** The `json` format: the whole dungeon, its tiles as rows of `toAscii` characters. */
export interface DungeonJson {
  seed: string
  width: number
  height: number
  start: Point
  stairsUp?: Point
  stairsDown?: Point
  /** Corners inclusive; `tag` what the room is for; `doors` its door tiles (none without doors). */
  rooms: {
    x1: number
    y1: number
    x2: number
    y2: number
    tag: RoomTag
    doors: Point[]
  }[]
  tiles: string[]
  options: Readonly<ResolvedDungeonOptions>
  /** With `--vaults`: the vaults placed, as `dungeon.vaults` lists them. */
  vaults?: readonly PlacedVault[]
}

export function dungeonToJson(dungeon: Dungeon): DungeonJson {
  const { seed, width, height, start, stairsUp, stairsDown, rooms, options, vaults } = dungeon
  return {
    seed,
    width,
    height,
    start,
    // Left out (undefined) when the dungeon has none.
    stairsUp,
    stairsDown,
    rooms: rooms.map(({ x1, y1, x2, y2, tag, doors }) => ({
      x1,
      y1,
      x2,
      y2,
      tag,
      doors: doors.map(({ x, y }) => ({ x, y })),
    })),
    tiles: toAscii(dungeon).split('\n'),
    options,
    // Left out (undefined) without --vaults.
    vaults,
  }
}

/** One dungeon in `format`, without the final newline; json and tiled are one compact line. */
export function renderDungeon(dungeon: Dungeon, format: Format, tileSize?: number): string {
  switch (format) {
    case 'ascii':
      return toAscii(dungeon)
    case 'json':
      return JSON.stringify(dungeonToJson(dungeon))
    case 'tiled':
      return JSON.stringify(toTiledMap(dungeon, tileSize === undefined ? {} : { tileSize }))
  }
}
