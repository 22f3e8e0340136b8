import { ArgumentRangeError, ArgumentTypeError } from '@delve/art'
import type { Point, TileMap } from '@delve/map'

// The package's checks of what it is handed: each returns the value, or throws `@delve/art`'s
// `ArgumentTypeError` (the wrong type) or `ArgumentRangeError` (the right type, out of range)
// naming the function and the argument, or a `SetupError` naming the call to make first.

/** What a number argument accepts, in words. */
function numberWords(kind: string, min: number, max: number, above: boolean): string {
  const low = above ? `above ${min}` : `of ${min} or more`
  if (max === Number.POSITIVE_INFINITY) {
    return min === Number.NEGATIVE_INFINITY ? `a finite ${kind}` : `a ${kind} ${low}`
  }
  return above ? `a ${kind} above ${min}, up to ${max}` : `a ${kind} from ${min} to ${max}`
}

/** An integer from `min` to `max`, both included (unbounded with ±Infinity). */
export function checkInteger(
  fn: string,
  argument: string,
  value: unknown,
  min: number = Number.NEGATIVE_INFINITY,
  max: number = Number.POSITIVE_INFINITY,
): number {
  const words = numberWords('whole number', min, max, false)
  if (typeof value !== 'number') throw new ArgumentTypeError(fn, argument, value, words)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ArgumentRangeError(fn, argument, value, words)
  }
  return value
}

/** A finite number from `min` to `max` (above `min` with `above`). */
export function checkNumber(
  fn: string,
  argument: string,
  value: unknown,
  min: number = Number.NEGATIVE_INFINITY,
  max: number = Number.POSITIVE_INFINITY,
  above = false,
): number {
  const words = numberWords('number', min, max, above)
  if (typeof value !== 'number') throw new ArgumentTypeError(fn, argument, value, words)
  if (!Number.isFinite(value) || value > max || (above ? value <= min : value < min)) {
    throw new ArgumentRangeError(fn, argument, value, words)
  }
  return value
}

export function checkString(fn: string, argument: string, value: unknown): string {
  if (typeof value !== 'string') throw new ArgumentTypeError(fn, argument, value, 'a string')
  return value
}

export function checkBoolean(fn: string, argument: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new ArgumentTypeError(fn, argument, value, 'true or false')
  return value
}

export function checkFunction(fn: string, argument: string, value: unknown): void {
  if (typeof value !== 'function') throw new ArgumentTypeError(fn, argument, value, 'a function')
}

/** A plain object (not null, not an array). */
export function checkObject(
  fn: string,
  argument: string,
  value: unknown,
  allowed: string,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ArgumentTypeError(fn, argument, value, allowed)
  }
  return value as Record<string, unknown>
}

/** Options: nothing, or an object. */
export function checkOptions(fn: string, value: unknown): Record<string, unknown> {
  return value === undefined ? {} : checkObject(fn, 'options', value, 'an object of options')
}

/** An array of strings. */
export function checkLines(fn: string, argument: string, value: unknown): readonly string[] {
  if (!Array.isArray(value)) throw new ArgumentTypeError(fn, argument, value, 'an array of strings')
  for (const [i, line] of value.entries()) checkString(fn, `${argument}[${i}]`, line)
  return value
}

/** A point with whole-number `x` and `y` (anywhere, on a map or off it). */
export function checkPoint(fn: string, argument: string, value: unknown): Point {
  const p = checkObject(fn, argument, value, 'a point { x, y } of whole numbers')
  checkInteger(fn, `${argument}.x`, p.x)
  checkInteger(fn, `${argument}.y`, p.y)
  return p as unknown as Point
}

/** A point with finite `x` and `y`, in pixels. */
export function checkPixelPoint(fn: string, argument: string, value: unknown): Point {
  const p = checkObject(fn, argument, value, 'an object with a finite x and y')
  checkNumber(fn, `${argument}.x`, p.x)
  checkNumber(fn, `${argument}.y`, p.y)
  return p as unknown as Point
}

const TILE_MAP = 'a TileMap of @delve/map: { width, height, tiles: Uint8Array of width × height }'

/** A `@delve/map` tile map whose tiles fill it exactly. */
export function checkTileMap(fn: string, argument: string, value: unknown): TileMap {
  const map = checkObject(fn, argument, value, TILE_MAP)
  const width = checkInteger(fn, `${argument}.width`, map.width, 0)
  const height = checkInteger(fn, `${argument}.height`, map.height, 0)
  checkBytes(fn, `${argument}.tiles`, map.tiles, width * height, `${width} × ${height}`)
  return map as unknown as TileMap
}

/** A `Uint8Array` of `length` bytes, one a tile of a map of `size`. */
export function checkBytes(
  fn: string,
  argument: string,
  value: unknown,
  length: number,
  size: string,
): Uint8Array {
  const allowed = `a Uint8Array of ${size} = ${length}, one byte a tile`
  if (!(value instanceof Uint8Array)) throw new ArgumentTypeError(fn, argument, value, allowed)
  if (value.length !== length) throw new ArgumentRangeError(fn, argument, value, allowed)
  return value
}

/** The parts of a Phaser scene a class uses, there once the scene has started. */
export function checkScene(fn: string, scene: unknown, parts: readonly string[]): void {
  const allowed = 'a Phaser Scene, started (in its create or later)'
  const s = checkObject(fn, 'scene', scene, allowed)
  for (const part of parts) {
    if (typeof s[part] !== 'object' || s[part] === null) {
      throw new ArgumentTypeError(fn, `scene.${part}`, s[part], allowed)
    }
  }
}

/** Phaser's texture manager, or the two calls of it the package makes. */
export function checkTextures(fn: string, value: unknown): void {
  const textures = checkObject(fn, 'textures', value, 'a Phaser texture manager (scene.textures)')
  for (const call of ['exists', 'addCanvas']) {
    if (typeof textures[call] !== 'function') {
      throw new ArgumentTypeError(fn, `textures.${call}`, textures[call], 'a function')
    }
  }
}

const GAME_WORLD = 'a GameWorld of @delve/ecs (createGameWorld)'

/** A world of `@delve/ecs` and an entity id of it. */
export function checkWorld(fn: string, world: unknown, player: unknown): void {
  const w = checkObject(fn, 'world', world, GAME_WORLD)
  for (const part of ['components', 'dungeon', 'vision']) {
    if (typeof w[part] !== 'object' || w[part] === null) {
      throw new ArgumentTypeError(fn, `world.${part}`, w[part], GAME_WORLD)
    }
  }
  checkInteger(fn, 'player', player, 0)
}
