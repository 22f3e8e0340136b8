import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { setTile, type TileMap } from '../grid/tile-map.js'
import type { TunnelStyle } from '../options/choices.js'
import type { Rng } from '../random/rng.js'

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
  const { width, height, tiles } = map
  if (y < 0 || y >= height) return
  const left = Math.max(0, Math.min(x1, x2))
  const right = Math.min(width - 1, Math.max(x1, x2))
  if (left <= right) tiles.fill(Tile.Floor, y * width + left, y * width + right + 1)
}

/** Floor along column `x` from y1 to y2 inclusive, in either order. */
export function carveVertical(map: TileMap, y1: number, y2: number, x: number): void {
  const { width, height, tiles } = map
  if (x < 0 || x >= width) return
  // One store per tile: a `fill` call per one-tile row costs more than the store itself.
  const bottom = Math.min(height - 1, Math.max(y1, y2))
  for (let y = Math.max(0, Math.min(y1, y2)); y <= bottom; y++) tiles[y * width + x] = Tile.Floor
}

/**
 * The points of the line from `from` to `to`, both included, by Bresenham's algorithm as the
 * McRogueFace "direct tunnels" challenge writes it, with the error term doubled so that only
 * integers are used (its `dx / 2` is then `dx`): the same points on every engine.
 *
 * With `orthogonal`, every diagonal step gets the tile its minor-axis step reaches first, so
 * consecutive points always share a side: a player who moves orthogonally can follow it.
 */
export function bresenhamLine(from: Point, to: Point, orthogonal = false): Point[] {
  const points: Point[] = []
  walkLine(from.x, from.y, to.x, to.y, orthogonal, (x, y) => points.push({ x, y }))
  return points
}

/** A straight tunnel: the orthogonal (4-connected) Bresenham line, clipped to the map. */
export function carveBresenhamTunnel(map: TileMap, from: Point, to: Point): void {
  walkLine(from.x, from.y, to.x, to.y, true, (x, y) => setTile(map, x, y, Tile.Floor))
}

/**
 * Joins two points in `style`: `l` flips the tutorials' coin for the L's orientation (true:
 * horizontal first), `bresenham` draws nothing, `mixed` first flips a coin for the style (true:
 * Bresenham).
 */
export function carveTunnel(
  map: TileMap,
  from: Point,
  to: Point,
  style: TunnelStyle,
  rng: Rng,
): void {
  if (style === 'bresenham' || (style === 'mixed' && rng.chance(0.5))) {
    carveBresenhamTunnel(map, from, to)
  } else {
    carveLTunnel(map, from, to, rng.chance(0.5))
  }
}

function walkLine(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  orthogonal: boolean,
  visit: (x: number, y: number) => void,
): void {
  const dx = Math.abs(x2 - x1)
  const dy = Math.abs(y2 - y1)
  const sx = x1 < x2 ? 1 : -1
  const sy = y1 < y2 ? 1 : -1
  let x = x1
  let y = y1
  if (dx > dy) {
    let err = dx // twice the listing's dx / 2
    while (x !== x2) {
      visit(x, y)
      err -= 2 * dy
      if (err < 0) {
        y += sy
        err += 2 * dx
        if (orthogonal) visit(x, y)
      }
      x += sx
    }
  } else {
    let err = dy
    while (y !== y2) {
      visit(x, y)
      err -= 2 * dx
      if (err < 0) {
        x += sx
        err += 2 * dy
        if (orthogonal) visit(x, y)
      }
      y += sy
    }
  }
  visit(x2, y2)
}
