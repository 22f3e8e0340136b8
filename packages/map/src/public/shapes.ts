import { ArgumentRangeError, ArgumentTypeError } from '../foundation/errors.js'
import { checkInteger, checkPoint, checkRecord, isRecord } from '../foundation/guards.js'
import { checkTileMap } from '../foundation/tile-map-check.js'
import type { Point } from '../grid/point.js'
import type { TileMap } from '../grid/tile-map.js'
import { MAX_MAP_SIZE } from '../options/limits.js'
import type { Rng } from '../random/rng.js'

// The shapes the package's functions take, checked at the package's edge: a map, a tile of it,
// a generator, a rectangle. Each returns the value or throws the foundation's errors naming the
// function and the argument.

/** The highest tile code: `LOCKED_DOOR`. Codes above it are no tile of this package. */
const MAX_TILE_CODE = 5

/** A tile map whose tiles fill it: sides from 0 to `MAX_MAP_SIZE`. */
export function checkMap(fn: string, argument: string, value: unknown): TileMap {
  const map = checkTileMap(fn, argument, value)
  if (map.width > MAX_MAP_SIZE || map.height > MAX_MAP_SIZE) {
    throw new ArgumentRangeError(
      fn,
      argument,
      value,
      `a map of at most ${MAX_MAP_SIZE}×${MAX_MAP_SIZE}`,
      `${map.width}×${map.height}`,
    )
  }
  return map
}

/** A grid's size: `{ width, height }` of integers from 0 to `MAX_MAP_SIZE`. */
export function checkSize(
  fn: string,
  argument: string,
  value: unknown,
): { width: number; height: number } {
  const size = checkRecord(fn, argument, value, 'a map or grid { width, height }')
  checkInteger(fn, `${argument}.width`, size.width, 0, MAX_MAP_SIZE)
  checkInteger(fn, `${argument}.height`, size.height, 0, MAX_MAP_SIZE)
  return size as { width: number; height: number }
}

/** A point that is a tile of a grid this size. */
export function checkTile(
  fn: string,
  argument: string,
  value: unknown,
  grid: { width: number; height: number },
): Point {
  const p = checkPoint(fn, argument, value)
  if (p.x < 0 || p.y < 0 || p.x >= grid.width || p.y >= grid.height) {
    throw new ArgumentRangeError(
      fn,
      argument,
      value,
      `a tile of the ${grid.width}×${grid.height} map`,
      `(${p.x}, ${p.y})`,
    )
  }
  return p
}

/** A tile code: `Tile`'s five or `LOCKED_DOOR`. */
export function checkCode(fn: string, argument: string, value: unknown): number {
  return checkInteger(fn, argument, value, 0, MAX_TILE_CODE)
}

/** A generator as `createRng` makes one. */
export function checkRng(fn: string, argument: string, value: unknown): Rng {
  const allowed = 'an Rng made by createRng'
  if (!isRecord(value)) throw new ArgumentTypeError(fn, argument, value, allowed)
  for (const part of ['next', 'int', 'float', 'chance', 'pick']) {
    if (typeof value[part] !== 'function') {
      throw new ArgumentTypeError(fn, `${argument}.${part}`, value[part], `a function (${allowed})`)
    }
  }
  return value as unknown as Rng
}

/** An inclusive rectangle `{ x1, y1, x2, y2 }` of integers, not inside out. */
export function checkRect(
  fn: string,
  argument: string,
  value: unknown,
): { x1: number; y1: number; x2: number; y2: number } {
  const r = checkRecord(fn, argument, value, 'a rectangle { x1, y1, x2, y2 } of integers')
  const x1 = checkInteger(fn, `${argument}.x1`, r.x1)
  const y1 = checkInteger(fn, `${argument}.y1`, r.y1)
  checkInteger(fn, `${argument}.x2`, r.x2, x1)
  checkInteger(fn, `${argument}.y2`, r.y2, y1)
  return r as { x1: number; y1: number; x2: number; y2: number }
}

/** A list whose every element passes `each`. */
export function checkList<T>(
  fn: string,
  argument: string,
  value: unknown,
  allowed: string,
  each: (element: unknown, at: string) => T,
): T[] {
  if (!Array.isArray(value)) throw new ArgumentTypeError(fn, argument, value, allowed)
  for (let i = 0; i < value.length; i++) each(value[i], `${argument}[${i}]`)
  return value as T[]
}

/** A typed array of this class and length (`out` buffers, per-tile values). */
export function checkCells<T extends ArrayBufferView>(
  fn: string,
  argument: string,
  value: unknown,
  kind: abstract new (...args: never[]) => T,
  length: number,
): T {
  const allowed = `a ${kind.name} of ${length}, one per tile`
  if (!(value instanceof kind)) throw new ArgumentTypeError(fn, argument, value, allowed)
  if ((value as unknown as { length: number }).length !== length) {
    throw new ArgumentRangeError(fn, argument, value, allowed)
  }
  return value
}
