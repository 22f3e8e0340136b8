import type { TileMap } from '../grid/tile-map.js'
import { ArgumentRangeError, ArgumentTypeError } from './errors.js'
import { checkInteger, checkRecord } from './guards.js'

const TILE_MAP = 'a TileMap of @delve/map: { width, height, tiles: Uint8Array of width × height }'

/** A tile map whose tiles fill it exactly; sides of at least `least` (0 by default). */
export function checkTileMap(fn: string, argument: string, value: unknown, least = 0): TileMap {
  const map = checkRecord(fn, argument, value, TILE_MAP)
  const width = checkInteger(fn, `${argument}.width`, map.width, least)
  const height = checkInteger(fn, `${argument}.height`, map.height, least)
  if (!(map.tiles instanceof Uint8Array)) {
    throw new ArgumentTypeError(
      fn,
      `${argument}.tiles`,
      map.tiles,
      `a Uint8Array of ${width} × ${height}`,
    )
  }
  if (map.tiles.length !== width * height) {
    throw new ArgumentRangeError(
      fn,
      `${argument}.tiles`,
      map.tiles,
      `a Uint8Array of ${width} × ${height} = ${width * height}`,
    )
  }
  return map as unknown as TileMap
}
