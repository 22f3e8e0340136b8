import type { ParsedAscii } from '../formats/ascii.js'
import * as ascii from '../formats/ascii.js'
import type { TiledExportOptions, TiledImport, TiledMap, TiledSource } from '../formats/tiled.js'
import * as tiled from '../formats/tiled.js'
import { checkKnownKeys, checkRecord, checkString } from '../foundation/guards.js'
import type { TileMap } from '../grid/tile-map.js'
import { checkRoom } from './rooms.js'
import { checkList, checkMap, checkTile } from './shapes.js'

// The ASCII and Tiled forms as the package exports them: the arguments checked, then the readers
// and writers, which refuse text or JSON they cannot read with a RangeError naming the function,
// what is wrong and where.

/** One line per row: `#` wall, `.` floor, `+` door, `<` up, `>` down, `=` a locked door. */
export function toAscii(map: TileMap): string {
  return ascii.toAscii(checkMap('toAscii', 'map', map))
}

/** Reads a map drawn with `toAscii`'s characters; `markers` stand on floor and come back in `marks`. */
export function fromAscii(text: string, markers = ''): ParsedAscii {
  checkString('fromAscii', 'text', text)
  checkString('fromAscii', 'markers', markers)
  return ascii.fromAscii(text, markers)
}

/** The dungeon (or any tile map) as a Tiled 1.10 JSON map. */
export function toTiledMap(dungeon: TiledSource, options: TiledExportOptions = {}): TiledMap {
  const fn = 'toTiledMap'
  const map = checkMap(fn, 'dungeon', dungeon)
  const d = dungeon as unknown as Record<string, unknown>
  if (d.rooms !== undefined) {
    checkList(fn, 'dungeon.rooms', d.rooms, 'an array of rooms', (room, at) =>
      checkRoom(fn, at, room),
    )
  }
  for (const point of ['start', 'stairsUp', 'stairsDown']) {
    if (d[point] !== undefined) checkTile(fn, `dungeon.${point}`, d[point], map)
  }
  if (d.seed !== undefined) checkString(fn, 'dungeon.seed', d.seed)
  if (d.options !== undefined) checkRecord(fn, 'dungeon.options', d.options, 'dungeon options')
  const given = checkRecord('toTiledMap', 'options', options, 'an object of tileSize')
  checkKnownKeys('toTiledMap', 'options', given, ['tileSize'])
  return tiled.toTiledMap(dungeon, options)
}

/** Reads a Tiled JSON map (an object, as `JSON.parse` gives) back into tiles, rooms and points. */
export function fromTiledMap(json: unknown): TiledImport {
  checkRecord('fromTiledMap', 'json', json, 'a Tiled JSON map, parsed')
  return tiled.fromTiledMap(json)
}
