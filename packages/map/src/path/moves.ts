import { ArgumentRangeError, ArgumentTypeError } from '../foundation/errors.js'
import { DIRS_4, DIRS_8, type Offset } from '../grid/directions.js'
import { isWalkable } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'

/**
 * How a path may step, shared by every map and search in this folder: to any of the 8
 * neighbours (or only the 4 orthogonal ones), never diagonally between two non-walkable tiles
 * that touch at the corner — the movement rule of `@delve/ecs`, so what a path finds a mover can
 * walk.
 */
export interface StepRules {
  /** 8 neighbours (default) or, false, only 4. */
  diagonal?: boolean
  /** What an orthogonal step costs (default 1): a positive integer. */
  cardinalCost?: number
  /** What a diagonal step costs (default the orthogonal cost): a positive integer. */
  diagonalCost?: number
  /**
   * Per tile, row-major like `tiles`: what entering it costs, multiplying the step's cost (a
   * positive integer); 0 or less makes the tile impassable. Absent: 1 on every walkable tile.
   */
  costs?: ArrayLike<number>
}

/** The rules checked and filled in. */
export interface Moves {
  dirs: readonly Offset[]
  /** The same steps as flat columns and rows, for the inner loops. */
  dx: Int8Array
  dy: Int8Array
  /** Step cost by direction, in `dirs` order. */
  stepCost: Int32Array
  costs: ArrayLike<number> | undefined
  /** The dearest single step: the largest step cost times the largest tile cost. */
  dearest: number
  /** True when every step costs 1: a breadth-first search finds the distances. */
  unit: boolean
}

/** Reads and checks `rules` for `map`; every mistake is a RangeError naming it and the range. */
export function readMoves(map: TileMap, rules: StepRules, caller: string): Moves {
  const diagonal = rules.diagonal ?? true
  if (typeof diagonal !== 'boolean')
    throw new ArgumentTypeError(caller, 'diagonal', diagonal, 'true or false')
  const cardinal = rules.cardinalCost ?? 1
  positiveInteger(cardinal, 'cardinalCost', caller)
  const diagonalCost = rules.diagonalCost ?? cardinal
  positiveInteger(diagonalCost, 'diagonalCost', caller)
  const { costs } = rules
  let dearestTile = 1
  if (costs !== undefined) {
    if (typeof costs !== 'object' || costs === null || costs.length !== map.width * map.height) {
      throw new RangeError(
        `${caller}: costs must be an array of ${map.width * map.height} numbers (one per tile)`,
      )
    }
    for (let i = 0; i < costs.length; i++) {
      const c = costs[i] as number
      if (c > 0 && !Number.isSafeInteger(c)) {
        throw new ArgumentRangeError(
          caller,
          `costs[${i}]`,
          c,
          'a positive integer, or 0 for impassable',
        )
      }
      if (c > dearestTile) dearestTile = c
    }
  }
  const table = diagonal ? EIGHT : FOUR
  const dearest = Math.max(cardinal, diagonal ? diagonalCost : 0) * dearestTile
  const unit = costs === undefined && dearest === 1
  const stepCost = unit
    ? table.unitCost
    : Int32Array.from(table.dirs, ([dx, dy]) => (dx !== 0 && dy !== 0 ? diagonalCost : cardinal))
  return { dirs: table.dirs, dx: table.dx, dy: table.dy, stepCost, costs, dearest, unit }
}

/** The neighbour tables as flat arrays, made once: read only. */
function stepTable(dirs: readonly Offset[]) {
  return {
    dirs,
    dx: Int8Array.from(dirs, ([x]) => x),
    dy: Int8Array.from(dirs, ([, y]) => y),
    unitCost: new Int32Array(dirs.length).fill(1),
  }
}
const EIGHT = stepTable(DIRS_8)
const FOUR = stepTable(DIRS_4)

function positiveInteger(value: unknown, name: string, caller: string): void {
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    const Kind = typeof value === 'number' ? ArgumentRangeError : ArgumentTypeError
    throw new Kind(caller, name, value, 'a positive integer')
  }
}

/** True when a mover may step from (x, y) by (dx, dy) on `map` (walls and the corner rule). */
export function canStep(map: TileMap, x: number, y: number, dx: number, dy: number): boolean {
  const nx = x + dx
  const ny = y + dy
  if (nx < 0 || ny < 0 || nx >= map.width || ny >= map.height) return false
  return canStepAt(map.tiles, map.width, x, y, nx, ny)
}

/**
 * The same for a step already known to stay on the map: the target is walkable, and a diagonal
 * step has a walkable tile on at least one side of the corner.
 */
export function canStepAt(
  tiles: Uint8Array,
  width: number,
  x: number,
  y: number,
  nx: number,
  ny: number,
): boolean {
  if (!isWalkable(tiles[ny * width + nx] as number)) return false
  return (
    nx === x ||
    ny === y ||
    isWalkable(tiles[y * width + nx] as number) ||
    isWalkable(tiles[ny * width + x] as number)
  )
}

/** True when the tile at `index` can be entered at all: walkable, and not priced out. */
export function passable(
  map: TileMap,
  costs: ArrayLike<number> | undefined,
  index: number,
): boolean {
  return (
    isWalkable(map.tiles[index] as number) && (costs === undefined || (costs[index] as number) > 0)
  )
}
