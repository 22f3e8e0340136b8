import { ArgumentTypeError } from '../foundation/errors.js'
import { checkBoolean, checkInteger, checkOneOf, checkRecord } from '../foundation/guards.js'
import type { Point } from '../grid/point.js'
import type { TileMap } from '../grid/tile-map.js'
import { ROOM_SHAPES, type RoomShape, TUNNEL_STYLES, type TunnelStyle } from '../options/choices.js'
import { MAX_MAP_SIZE } from '../options/limits.js'
import type { Rng } from '../random/rng.js'
import * as carve from '../rooms/carve-room.js'
import * as doors from '../rooms/doors.js'
import * as room from '../rooms/room.js'
import { RectangularRoom } from '../rooms/room.js'
import * as tunnel from '../rooms/tunnel.js'
import { checkList, checkMap, checkRng } from './shapes.js'

// Rooms and tunnels as the package exports them: checked, then the unchecked functions.

/** How far off a map a carving may start or end: one map's size either way. */
const NEAR_LOW = -MAX_MAP_SIZE
const NEAR_HIGH = 2 * MAX_MAP_SIZE - 1

/** A point of integers within one map's size of any map (tunnels are clipped to the map). */
function checkNear(fn: string, argument: string, value: unknown): Point {
  const p = checkRecord(fn, argument, value, 'a point {x, y} of integers')
  checkInteger(fn, `${argument}.x`, p.x, NEAR_LOW, NEAR_HIGH)
  checkInteger(fn, `${argument}.y`, p.y, NEAR_LOW, NEAR_HIGH)
  return p as unknown as Point
}

/** A coordinate within one map's size of any map. */
function checkCoordinate(fn: string, argument: string, value: unknown): number {
  return checkInteger(fn, argument, value, NEAR_LOW, NEAR_HIGH)
}

/** A room made by `makeRoom` or `new RectangularRoom` / `new CircularRoom`. */
export function checkRoom(fn: string, argument: string, value: unknown): RectangularRoom {
  if (!(value instanceof RectangularRoom)) {
    throw new ArgumentTypeError(fn, argument, value, 'a RectangularRoom or CircularRoom')
  }
  return value
}

/** A room at (x, y) of `width` × `height` tiles: round (circle), square (rect), or either (mixed). */
export function makeRoom(
  x: number,
  y: number,
  width: number,
  height: number,
  shape: RoomShape,
  rng: Rng,
): RectangularRoom {
  const fn = 'makeRoom'
  checkCoordinate(fn, 'x', x)
  checkCoordinate(fn, 'y', y)
  checkInteger(fn, 'width', width, 0, MAX_MAP_SIZE)
  checkInteger(fn, 'height', height, 0, MAX_MAP_SIZE)
  checkOneOf(fn, 'shape', shape, ROOM_SHAPES)
  checkRng(fn, 'rng', rng)
  return carve.makeRoom(x, y, width, height, shape, rng)
}

/** Carves a room's floor: the inner rectangle, or the disc of a circular room. */
export function carveRoom(map: TileMap, room: RectangularRoom): void {
  checkMap('carveRoom', 'map', map)
  carve.carveRoom(map, checkRoom('carveRoom', 'room', room))
}

/** Floor on every tile within `radius` (0 to `MAX_MAP_SIZE`) of `center`, clipped to the map. */
export function carveDisc(map: TileMap, center: Point, radius: number): void {
  checkMap('carveDisc', 'map', map)
  checkNear('carveDisc', 'center', center)
  checkInteger('carveDisc', 'radius', radius, 0, MAX_MAP_SIZE)
  carve.carveDisc(map, center, radius)
}

/** Doors where each rectangular room's wall meets a corridor. */
export function placeDoors(map: TileMap, rooms: readonly RectangularRoom[]): void {
  checkMap('placeDoors', 'map', map)
  checkList('placeDoors', 'rooms', rooms, 'an array of rooms', (room, at) =>
    checkRoom('placeDoors', at, room),
  )
  doors.placeDoors(map, rooms)
}

/** The points of the line from `from` to `to` (coordinates from −4096 to 8191), both included. */
export function bresenhamLine(from: Point, to: Point, orthogonal = false): Point[] {
  checkNear('bresenhamLine', 'from', from)
  checkNear('bresenhamLine', 'to', to)
  checkBoolean('bresenhamLine', 'orthogonal', orthogonal)
  return tunnel.bresenhamLine(from, to, orthogonal)
}

/** A straight tunnel: the orthogonal Bresenham line, clipped to the map. */
export function carveBresenhamTunnel(map: TileMap, from: Point, to: Point): void {
  checkMap('carveBresenhamTunnel', 'map', map)
  checkNear('carveBresenhamTunnel', 'from', from)
  checkNear('carveBresenhamTunnel', 'to', to)
  tunnel.carveBresenhamTunnel(map, from, to)
}

/** Floor along row `y` from x1 to x2 inclusive, in either order, clipped to the map. */
export function carveHorizontal(map: TileMap, x1: number, x2: number, y: number): void {
  checkMap('carveHorizontal', 'map', map)
  checkCoordinate('carveHorizontal', 'x1', x1)
  checkCoordinate('carveHorizontal', 'x2', x2)
  checkCoordinate('carveHorizontal', 'y', y)
  tunnel.carveHorizontal(map, x1, x2, y)
}

/** Floor along column `x` from y1 to y2 inclusive, in either order, clipped to the map. */
export function carveVertical(map: TileMap, y1: number, y2: number, x: number): void {
  checkMap('carveVertical', 'map', map)
  checkCoordinate('carveVertical', 'y1', y1)
  checkCoordinate('carveVertical', 'y2', y2)
  checkCoordinate('carveVertical', 'x', x)
  tunnel.carveVertical(map, y1, y2, x)
}

/** An L-shaped tunnel from `from` to `to`, its horizontal leg first or last. */
export function carveLTunnel(map: TileMap, from: Point, to: Point, horizontalFirst: boolean): void {
  checkMap('carveLTunnel', 'map', map)
  checkNear('carveLTunnel', 'from', from)
  checkNear('carveLTunnel', 'to', to)
  checkBoolean('carveLTunnel', 'horizontalFirst', horizontalFirst)
  tunnel.carveLTunnel(map, from, to, horizontalFirst)
}

/** A tunnel in `style`: an L, a straight line, or either (mixed), drawn from `rng`. */
export function carveTunnel(
  map: TileMap,
  from: Point,
  to: Point,
  style: TunnelStyle,
  rng: Rng,
): void {
  checkMap('carveTunnel', 'map', map)
  checkNear('carveTunnel', 'from', from)
  checkNear('carveTunnel', 'to', to)
  checkOneOf('carveTunnel', 'style', style, TUNNEL_STYLES)
  checkRng('carveTunnel', 'rng', rng)
  tunnel.carveTunnel(map, from, to, style, rng)
}

/** The largest disc radius inside a room of `width` × `height` (each 0 to `MAX_MAP_SIZE`). */
export function circleRadius(width: number, height: number): number {
  checkInteger('circleRadius', 'width', width, 0, MAX_MAP_SIZE)
  checkInteger('circleRadius', 'height', height, 0, MAX_MAP_SIZE)
  return room.circleRadius(width, height)
}
