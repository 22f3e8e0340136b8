import type { Point } from './point.js'
import { Tile } from './tile.js'

/** A grid of tile codes, row-major: `tiles[y * width + x]`. */
export interface TileMap {
  width: number
  height: number
  tiles: Uint8Array
}

/** A map of the given size, every tile a wall (the "fill" of fill-then-carve). */
export function createTileMap(width: number, height: number): TileMap {
  // A new Uint8Array is all zeros, and Tile.Wall is 0.
  return { width, height, tiles: new Uint8Array(width * height) }
}

/** True when (x, y) is a tile of a grid this size. */
export function inBounds(map: { width: number; height: number }, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < map.width && y < map.height
}

/** The tile at (x, y), or `Tile.Wall` outside the map: the world beyond the edge is rock. */
export function tileAt(map: TileMap, x: number, y: number): number {
  return inBounds(map, x, y) ? (map.tiles[y * map.width + x] as number) : Tile.Wall
}

/** Sets (x, y) to `code`; points outside the map are ignored (tunnels are clipped to the map). */
export function setTile(map: TileMap, x: number, y: number, code: number): void {
  if (inBounds(map, x, y)) map.tiles[y * map.width + x] = code
}

/** Sets every tile of the inclusive rectangle x1..x2 × y1..y2 to `code`, clipped to the map. */
export function fillRect(
  map: TileMap,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  code: number,
): void {
  const left = Math.max(0, x1)
  const right = Math.min(map.width - 1, x2)
  if (left > right) return
  const top = Math.max(0, y1)
  const bottom = Math.min(map.height - 1, y2)
  for (let y = top; y <= bottom; y++) {
    const row = y * map.width
    map.tiles.fill(code, row + left, row + right + 1)
  }
}

/** The row-major index of `p` in a grid `width` tiles wide. */
export function pointToIndex(map: { width: number }, p: Point): number {
  return p.y * map.width + p.x
}

/** The tile at row-major `index` of a grid `width` tiles wide. */
export function indexToPoint(map: { width: number }, index: number): Point {
  const x = index % map.width
  return { x, y: (index - x) / map.width }
}
