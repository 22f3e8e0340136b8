import type { Point } from './point.js'
import { Tile } from './tile.js'
import { fillRect, type TileMap } from './tile-map.js'

/**
 * Carves an L-shaped tunnel from `from` to `to`, both ends included. With `horizontalFirst` it
 * runs along `from`'s row to the corner (to.x, from.y), then down or up `to`'s column; otherwise
 * along `from`'s column to (from.x, to.y), then along `to`'s row. Clipped to the map.
 */
export function carveLTunnel(map: TileMap, from: Point, to: Point, horizontalFirst: boolean): void {
  if (horizontalFirst) {
    carveHorizontal(map, from.x, to.x, from.y)
    carveVertical(map, from.y, to.y, to.x)
  } else {
    carveVertical(map, from.y, to.y, from.x)
    carveHorizontal(map, from.x, to.x, to.y)
  }
}

/** Floor along row `y` from x1 to x2 inclusive, in either order. */
export function carveHorizontal(map: TileMap, x1: number, x2: number, y: number): void {
  fillRect(map, Math.min(x1, x2), y, Math.max(x1, x2), y, Tile.Floor)
}

/** Floor along column `x` from y1 to y2 inclusive, in either order. */
export function carveVertical(map: TileMap, y1: number, y2: number, x: number): void {
  fillRect(map, x, Math.min(y1, y2), x, Math.max(y1, y2), Tile.Floor)
}
