import { checkInteger, checkNumber, checkRecord } from '../foundation/guards.js'
import type { Point } from '../grid/point.js'
import { MAX_MAP_SIZE } from '../options/limits.js'

/**
 * What a room is for, by the rule of `tagRooms`: where the player starts, where the way down is,
 * the boss's lair, the treasure room, or none of those.
 */
export const ROOM_TAGS = ['start', 'stairs', 'boss', 'treasure', 'plain'] as const
/** What a room is for: one of `ROOM_TAGS`. */
export type RoomTag = (typeof ROOM_TAGS)[number]

/** The doors of a room without any: one shared frozen array, so a room costs no allocation. */
export const NO_DOORS: readonly Point[] = Object.freeze([])

/** An inclusive rectangle of tiles. */
export interface Rect {
  x1: number
  y1: number
  x2: number
  y2: number
}

/**
 * A room as the tutorials define it: built from a corner and a size, stored as two corners.
 * The corners are the room's walls; `inner` is the floor that gets carved, so two rooms that
 * merely touch still keep a wall between them.
 */
export class RectangularRoom implements Rect {
  // Set in the constructor, in this order (the order of the keys): a field with an initializer
  // costs a call of its own per room, and a dungeon makes a room for every one it keeps.
  declare readonly x1: number
  declare readonly y1: number
  declare readonly x2: number
  declare readonly y2: number
  /** Its door tiles in reading order (set by `placeDoors`; none unless doors were asked for). */
  declare doors: readonly Point[]
  /** What it is for (set by `tagRooms` when a dungeon is generated). */
  declare tag: RoomTag

  /**
   * Corner and size: integers, the size 0 to `MAX_MAP_SIZE`. `intersects` asks only that its
   * rectangle be an object: it runs in the generators' inner loops.
   */
  constructor(x: number, y: number, width: number, height: number) {
    // One test on the way every generator takes; the named checks only when it fails.
    if (
      !(
        Number.isInteger(x) &&
        Number.isInteger(y) &&
        width >= 0 &&
        height >= 0 &&
        width <= MAX_MAP_SIZE &&
        height <= MAX_MAP_SIZE &&
        Number.isInteger(width) &&
        Number.isInteger(height)
      )
    ) {
      refuseRoom(new.target.name, x, y, width, height)
    }
    this.x1 = x
    this.y1 = y
    this.x2 = x + width
    this.y2 = y + height
    this.doors = NO_DOORS
    this.tag = 'plain'
  }

  get width(): number {
    return this.x2 - this.x1
  }

  get height(): number {
    return this.y2 - this.y1
  }

  /** The centre tile, rounding towards the top-left as integer division does. */
  get center(): Point {
    return { x: (this.x1 + this.x2) >> 1, y: (this.y1 + this.y2) >> 1 }
  }

  /** The carved floor: x1+1 … x2−1 and y1+1 … y2−1, inclusive. */
  get inner(): Rect {
    return { x1: this.x1 + 1, y1: this.y1 + 1, x2: this.x2 - 1, y2: this.y2 - 1 }
  }

  /**
   * Inclusive AABB test, as in the tutorials: rooms sharing an edge intersect. `padding` grows
   * this room by that many tiles on every side first.
   */
  intersects(other: Rect, padding = 0): boolean {
    // A wrong `other` would read as no overlap; the test costs the generators nothing measurable.
    if (typeof other !== 'object' || other === null || typeof padding !== 'number') {
      refuseIntersects(other, padding)
    }
    return (
      this.x1 - padding <= other.x2 &&
      this.x2 + padding >= other.x1 &&
      this.y1 - padding <= other.y2 &&
      this.y2 + padding >= other.y1
    )
  }
}

/**
 * A round room, as in the McRogueFace "room types" challenge. It keeps its bounding box for the
 * intersection test (so padding and disjointness work as for any room) and carves the disc of
 * `radius` around `center`, which lies inside `inner`.
 */
export class CircularRoom extends RectangularRoom {
  readonly radius: number

  constructor(x: number, y: number, width: number, height: number) {
    super(x, y, width, height)
    this.radius = circleRadius(width, height)
  }
}

/** The largest disc radius around `center` that stays inside `inner`: ⌊(min(w, h) − 2) / 2⌋. */
export function circleRadius(width: number, height: number): number {
  return Math.floor((Math.min(width, height) - 2) / 2)
}

/** Throws the error naming the first of a room's corner and size that cannot be. */
function refuseRoom(kind: string, x: unknown, y: unknown, width: unknown, height: unknown): never {
  const fn = `new ${kind}`
  checkInteger(fn, 'x', x)
  checkInteger(fn, 'y', y)
  checkInteger(fn, 'width', width, 0, MAX_MAP_SIZE)
  checkInteger(fn, 'height', height, 0, MAX_MAP_SIZE)
  throw new Error(`${fn}: unreachable`)
}

/** Throws the error naming `intersects`' argument that cannot be. */
function refuseIntersects(other: unknown, padding: unknown): never {
  checkRecord('RectangularRoom.intersects', 'other', other, 'a Rect { x1, y1, x2, y2 }')
  checkNumber('RectangularRoom.intersects', 'padding', padding)
  throw new Error('RectangularRoom.intersects: unreachable')
}
