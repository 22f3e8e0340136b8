import { ArgumentRangeError } from '../foundation/errors.js'
import { checkFunction, checkInteger, checkPoint, checkRecord } from '../foundation/guards.js'
import * as fill from '../grid/flood-fill.js'
import * as join from '../grid/join-regions.js'
import type { Point } from '../grid/point.js'
import type { Regions } from '../grid/regions.js'
import * as regions from '../grid/regions.js'
import type { GridSize } from '../grid/search.js'
import * as search from '../grid/search.js'
import * as tile from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import * as maps from '../grid/tile-map.js'
import { MAX_MAP_SIZE } from '../options/limits.js'
import { checkCells, checkCode, checkMap, checkRect, checkSize, checkTile } from './shapes.js'

// The grid's functions as the package exports them: each checks what it is handed, then calls
// the one the generators use inside the package unchecked (their hot loops pay for no check).

/** A map of the given size (0 to `MAX_MAP_SIZE` a side), every tile a wall. */
export function createTileMap(width: number, height: number): TileMap {
  checkInteger('createTileMap', 'width', width, 0, MAX_MAP_SIZE)
  checkInteger('createTileMap', 'height', height, 0, MAX_MAP_SIZE)
  return maps.createTileMap(width, height)
}

/** True when (x, y) is a tile of a grid this size; any integers, on the grid or off it. */
export function inBounds(map: { width: number; height: number }, x: number, y: number): boolean {
  checkSize('inBounds', 'map', map)
  checkInteger('inBounds', 'x', x)
  checkInteger('inBounds', 'y', y)
  return maps.inBounds(map, x, y)
}

/** The tile at (x, y), or `Tile.Wall` outside the map: the world beyond the edge is rock. */
export function tileAt(map: TileMap, x: number, y: number): number {
  checkMap('tileAt', 'map', map)
  checkInteger('tileAt', 'x', x)
  checkInteger('tileAt', 'y', y)
  return maps.tileAt(map, x, y)
}

/** Sets (x, y) to `code`; points outside the map are ignored (tunnels are clipped to the map). */
export function setTile(map: TileMap, x: number, y: number, code: number): void {
  checkMap('setTile', 'map', map)
  checkInteger('setTile', 'x', x)
  checkInteger('setTile', 'y', y)
  checkCode('setTile', 'code', code)
  maps.setTile(map, x, y, code)
}

/**
 * Sets every tile of the inclusive rectangle x1..x2 × y1..y2 to `code`, clipped to the map; an
 * empty rectangle (x2 = x1 − 1) sets nothing, one inside out further is refused.
 */
export function fillRect(
  map: TileMap,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  code: number,
): void {
  const fn = 'fillRect'
  checkMap(fn, 'map', map)
  checkInteger(fn, 'x1', x1)
  checkInteger(fn, 'y1', y1)
  checkInteger(fn, 'x2', x2, x1 - 1)
  checkInteger(fn, 'y2', y2, y1 - 1)
  checkCode(fn, 'code', code)
  maps.fillRect(map, x1, y1, x2, y2, code)
}

/** The row-major index of tile `p` of a grid `width` tiles wide. */
export function pointToIndex(map: { width: number }, p: Point): number {
  const width = checkWidth('pointToIndex', map)
  const point = checkRecord('pointToIndex', 'p', p, 'a point {x, y} of integers')
  checkInteger('pointToIndex', 'p.x', point.x, 0, width - 1)
  checkInteger('pointToIndex', 'p.y', point.y, 0)
  return maps.pointToIndex(map, p)
}

/** The tile at row-major `index` (0 or more) of a grid `width` tiles wide. */
export function indexToPoint(map: { width: number }, index: number): Point {
  checkWidth('indexToPoint', map)
  checkInteger('indexToPoint', 'index', index, 0)
  return maps.indexToPoint(map, index)
}

function checkWidth(fn: string, map: unknown): number {
  const grid = checkRecord(fn, 'map', map, 'a map or grid { width }')
  return checkInteger(fn, 'map.width', grid.width, 1, MAX_MAP_SIZE)
}

/** Whether a tile code can be walked on: codes 0 to 255, as a map's `tiles` hold. */
export function isWalkable(code: number): boolean {
  return tile.isWalkable(checkInteger('isWalkable', 'code', code, 0, 255))
}

/** Whether a tile code lets light through: codes 0 to 255, as a map's `tiles` hold. */
export function isTransparent(code: number): boolean {
  return tile.isTransparent(checkInteger('isTransparent', 'code', code, 0, 255))
}

/** Walkable, or a locked door: codes 0 to 255, as a map's `tiles` hold. */
export function isPassable(code: number): boolean {
  return tile.isPassable(checkInteger('isPassable', 'code', code, 0, 255))
}

/** Every tile reached from `start` (a tile of the map) by orthogonal steps over walkable tiles. */
export function floodFill(map: TileMap, start: Point): Uint8Array {
  checkTile('floodFill', 'start', start, checkMap('floodFill', 'map', map))
  return fill.floodFill(map, start)
}

/** The number of walkable tiles of the map. */
export function countWalkable(map: TileMap): number {
  return fill.countWalkable(checkMap('countWalkable', 'map', map))
}

/** True when every walkable tile is reached from `start` (a tile of the map). */
export function isConnected(map: TileMap, start: Point): boolean {
  checkTile('isConnected', 'start', start, checkMap('isConnected', 'map', map))
  return fill.isConnected(map, start)
}

/** The number of tiles reached from `start` (a tile of the map). */
export function reachableCount(map: TileMap, start: Point): number {
  checkTile('reachableCount', 'start', start, checkMap('reachableCount', 'map', map))
  return fill.reachableCount(map, start)
}

/** Every region of walkable tiles, labelled in reading order of its first tile. */
export function labelRegions(map: TileMap): Regions {
  return regions.labelRegions(checkMap('labelRegions', 'map', map))
}

/** The largest region of `regions` (made by `labelRegions`); 0 when there is none. */
export function largestRegion(given: Regions): number {
  return regions.largestRegion(checkRegions('largestRegion', given))
}

/**
 * Joins every region to region `main` by tunnels through rock inside `area` (within the map's
 * border); the number of regions joined.
 */
export function joinRegions(
  map: TileMap,
  given: Regions,
  main: number,
  area: { x1: number; y1: number; x2: number; y2: number },
): number {
  const fn = 'joinRegions'
  const { width, height } = checkMap(fn, 'map', map)
  const r = checkRegions(fn, given, width * height)
  checkInteger(fn, 'main', main, 1, Math.max(1, r.count))
  const box = checkRect(fn, 'area', area)
  if (box.x1 < 1 || box.y1 < 1 || box.x2 > width - 2 || box.y2 > height - 2) {
    throw new ArgumentRangeError(
      fn,
      'area',
      area,
      `a rectangle inside the border of the ${width}×${height} map`,
    )
  }
  return join.joinRegions(map, given, main, area)
}

function checkRegions(fn: string, value: unknown, tiles?: number): Regions {
  const r = checkRecord(fn, 'regions', value, 'Regions made by labelRegions')
  if (tiles === undefined) {
    checkInteger(fn, 'regions.count', r.count, 0)
  } else {
    checkCells(fn, 'regions.labels', r.labels, Int32Array, tiles)
    checkInteger(fn, 'regions.count', r.count, 0, tiles)
  }
  const sizes = r.sizes
  if (!Array.isArray(sizes) || sizes.length !== (r.count as number) + 1) {
    throw new ArgumentRangeError(
      fn,
      'regions.sizes',
      sizes,
      `an array of ${(r.count as number) + 1} sizes, as labelRegions makes`,
    )
  }
  return value as Regions
}

/**
 * A breadth-first search from `start` (off the grid: nothing visited, −1) over the tiles `canEnter` allows,
 * calling `visit` with each tile's index and distance until it returns true; `seen` (one byte a
 * tile, zeros) may be handed in to be reused.
 */
export function breadthFirst(
  grid: GridSize,
  start: Point,
  canEnter: (index: number) => boolean,
  visit: (index: number, distance: number) => boolean | undefined,
  seen?: Uint8Array,
): number {
  const fn = 'breadthFirst'
  const size = checkSize(fn, 'grid', grid)
  // A start off the grid visits nothing, as documented: any point of integers.
  checkPoint(fn, 'start', start)
  checkFunction(fn, 'canEnter', canEnter)
  checkFunction(fn, 'visit', visit)
  if (seen === undefined) return search.breadthFirst(grid, start, canEnter, visit)
  checkCells(fn, 'seen', seen, Uint8Array, size.width * size.height)
  return search.breadthFirst(grid, start, canEnter, visit, seen)
}
