import { ArgumentRangeError } from '../foundation/errors.js'
import { checkInteger, checkRecord } from '../foundation/guards.js'
import * as compute from '../fov/compute-fov.js'
import type { Vision } from '../fov/vision.js'
import * as sight from '../fov/vision.js'
import type { Point } from '../grid/point.js'
import type { TileMap } from '../grid/tile-map.js'
import { checkCells, checkMap, checkSize, checkTile } from './shapes.js'

// Field of view as the package exports it: checked, then the unchecked functions.

/** The tiles visible from `origin` (a tile of the map) within `radius` (0: unlimited). */
export function computeFov(
  map: TileMap,
  origin: Point,
  radius: number,
  out?: Uint8Array,
): Uint8Array {
  const fn = 'computeFov'
  checkMap(fn, 'map', map)
  checkTile(fn, 'origin', origin, map)
  checkInteger(fn, 'radius', radius, 0, Number.MAX_SAFE_INTEGER)
  if (out !== undefined) checkCells(fn, 'out', out, Uint8Array, map.width * map.height)
  return compute.computeFov(map, origin, radius, out)
}

/** A vision of a map this size with nothing seen yet. */
export function createVision(map: { width: number; height: number }): Vision {
  return sight.createVision(checkSize('createVision', 'map', map))
}

/** Sees from `origin` (a tile of the map) with `radius` (0: unlimited) into `vision`. */
export function updateVision(vision: Vision, map: TileMap, origin: Point, radius: number): void {
  const fn = 'updateVision'
  const v = checkRecord(fn, 'vision', vision, 'a Vision made by createVision')
  checkMap(fn, 'map', map)
  if (v.width !== map.width || v.height !== map.height) {
    throw new ArgumentRangeError(
      fn,
      'vision',
      vision,
      `a Vision of the ${map.width}×${map.height} map`,
      `a vision of ${String(v.width)}×${String(v.height)}`,
    )
  }
  const size = map.width * map.height
  checkCells(fn, 'vision.visible', v.visible, Uint8Array, size)
  checkCells(fn, 'vision.explored', v.explored, Uint8Array, size)
  for (const side of ['x1', 'y1', 'x2', 'y2']) checkInteger(fn, `vision.${side}`, v[side])
  checkTile(fn, 'origin', origin, map)
  checkInteger(fn, 'radius', radius, 0, Number.MAX_SAFE_INTEGER)
  sight.updateVision(vision, map, origin, radius)
}
