import { ArgumentRangeError, ArgumentTypeError } from '../foundation/errors.js'
import {
  checkBoolean,
  checkInteger,
  checkKnownKeys,
  checkNumber,
  checkPoint,
  checkRecord,
} from '../foundation/guards.js'
import type { Direction } from '../grid/direction-names.js'
import type { Point } from '../grid/point.js'
import type { TileMap } from '../grid/tile-map.js'
import type { DijkstraOptions } from '../path/dijkstra-map.js'
import * as dijkstra from '../path/dijkstra-map.js'
import * as directions from '../path/directions-to.js'
import * as distance from '../path/distance-map.js'
import * as downhill from '../path/downhill.js'
import * as find from '../path/find-path.js'
import type { FleeOptions } from '../path/flee-map.js'
import * as flee from '../path/flee-map.js'
import type { StepRules } from '../path/moves.js'
import * as moves from '../path/moves.js'
import { checkCells, checkList, checkMap, checkTile } from './shapes.js'

// The path functions as the package exports them: each checks what it is handed, then calls the
// one the package uses inside unchecked.

const RULES = ['diagonal', 'cardinalCost', 'diagonalCost', 'costs'] as const

/** `StepRules` (and, for the maps, `more` names besides): known names, values of their types. */
function checkRules(
  fn: string,
  value: unknown,
  map: TileMap,
  more: readonly string[] = [],
): Record<string, unknown> {
  if (value === undefined) return {}
  const known = [...RULES, ...more]
  const rules = checkRecord(fn, 'options', value, `an object of ${known.join(', ')}`)
  checkKnownKeys(fn, 'options', rules, known)
  if (rules.diagonal !== undefined) checkBoolean(fn, 'options.diagonal', rules.diagonal)
  for (const cost of ['cardinalCost', 'diagonalCost']) {
    if (rules[cost] !== undefined) checkInteger(fn, `options.${cost}`, rules[cost], 1)
  }
  const costs = rules.costs
  if (costs !== undefined) {
    const size = map.width * map.height
    const ok = (Array.isArray(costs) || ArrayBuffer.isView(costs)) && !(costs instanceof DataView)
    if (!ok) {
      throw new ArgumentTypeError(fn, 'options.costs', costs, `an array of ${size} costs`)
    }
    checkInteger(fn, 'options.costs.length', (costs as ArrayLike<number>).length, size, size)
  }
  return rules
}

/** The distance from every tile to the nearest of `goals` (tiles of the map). */
export function dijkstraMap(
  map: TileMap,
  goals: readonly Point[],
  options: DijkstraOptions = {},
): Float64Array {
  const fn = 'dijkstraMap'
  checkMap(fn, 'map', map)
  checkList(fn, 'goals', goals, 'an array of tiles', (p, at) => checkTile(fn, at, p, map))
  const rules = checkRules(fn, options, map, ['maxDistance', 'out'])
  if (rules.maxDistance !== undefined) checkNumber(fn, 'options.maxDistance', rules.maxDistance, 0)
  if (rules.out !== undefined) {
    checkCells(fn, 'options.out', rules.out, Float64Array, map.width * map.height)
  }
  return dijkstra.dijkstraMap(map, goals, options)
}

/** Steps from `start` to every tile (−1 where it cannot be reached, from anywhere off the map). */
export function distanceMap(map: TileMap, start: Point): Int32Array {
  checkMap('distanceMap', 'map', map)
  checkPoint('distanceMap', 'start', start)
  return distance.distanceMap(map, start)
}

/** The reachable tile farthest from `start`; undefined from a wall or off the map. */
export function farthestReachable(map: TileMap, start: Point): Point | undefined {
  checkMap('farthestReachable', 'map', map)
  checkPoint('farthestReachable', 'start', start)
  return distance.farthestReachable(map, start)
}

/** A shortest path from `from` to `to` (tiles of the map), both included; undefined if none. */
export function findPath(
  map: TileMap,
  from: Point,
  to: Point,
  rules: StepRules = {},
): Point[] | undefined {
  const fn = 'findPath'
  checkMap(fn, 'map', map)
  checkTile(fn, 'from', from, map)
  checkTile(fn, 'to', to, map)
  checkRules(fn, rules, map)
  return find.findPath(map, from, to, rules)
}

/** A map to run away by: `distances` (a Dijkstra map of the map) scaled by a negative factor. */
export function fleeMap(
  map: TileMap,
  distances: Float64Array,
  options: FleeOptions = {},
): Float64Array {
  const fn = 'fleeMap'
  checkMap(fn, 'map', map)
  checkCells(fn, 'distances', distances, Float64Array, map.width * map.height)
  const rules = checkRules(fn, options, map, ['factor', 'out'])
  const factor = rules.factor
  if (factor !== undefined) {
    const words = 'a finite negative number'
    if (typeof factor !== 'number') throw new ArgumentTypeError(fn, 'options.factor', factor, words)
    if (!(factor < 0) || !Number.isFinite(factor)) {
      throw new ArgumentRangeError(fn, 'options.factor', factor, words)
    }
  }
  if (rules.out !== undefined) {
    checkCells(fn, 'options.out', rules.out, Float64Array, map.width * map.height)
  }
  return flee.fleeMap(map, distances, options)
}

/** The next step down `values` (a Dijkstra map of the map) from `from`, a tile of the map. */
export function stepDownhill(
  map: TileMap,
  values: Float64Array,
  from: Point,
  rules: StepRules = {},
): Point | undefined {
  const fn = 'stepDownhill'
  checkMap(fn, 'map', map)
  checkCells(fn, 'values', values, Float64Array, map.width * map.height)
  checkTile(fn, 'from', from, map)
  checkRules(fn, rules, map)
  return downhill.stepDownhill(map, values, from, rules)
}

/**
 * The steps of a walk from `from` (a tile of the level) to `to` (any point: off the level or
 * unknown, undefined) through the tiles `known` (one byte a tile, or null for all).
 */
export function directionsTo(
  level: TileMap,
  known: Uint8Array | null,
  from: Point,
  to: Point,
): Direction[] | undefined {
  const fn = 'directionsTo'
  checkMap(fn, 'level', level)
  if (known !== null) checkCells(fn, 'known', known, Uint8Array, level.width * level.height)
  checkTile(fn, 'from', from, level)
  checkPoint(fn, 'to', to)
  return directions.directionsTo(level, known, from, to)
}

/** True when a mover may step from (x, y), a tile of the map, by (dx, dy), each −1, 0 or 1. */
export function canStep(map: TileMap, x: number, y: number, dx: number, dy: number): boolean {
  const fn = 'canStep'
  checkMap(fn, 'map', map)
  checkInteger(fn, 'x', x, 0, Math.max(0, map.width - 1))
  checkInteger(fn, 'y', y, 0, Math.max(0, map.height - 1))
  checkInteger(fn, 'dx', dx, -1, 1)
  checkInteger(fn, 'dy', dy, -1, 1)
  return moves.canStep(map, x, y, dx, dy)
}
