import type { Point } from '../grid/point.js'
import type { TileMap } from '../grid/tile-map.js'
import { computeFov } from './compute-fov.js'

/**
 * The tutorials' three states of a tile, for one viewer on one map: `visible` this turn (1), or
 * else `explored` at some time before (1), or else unknown. Both are row-major like the map's
 * tiles. Plain data: keep it beside the map, make a new one for a new level.
 */
export interface Vision {
  readonly width: number
  readonly height: number
  readonly visible: Uint8Array
  readonly explored: Uint8Array
  /** The rectangle the last update may have marked (inclusive; empty before the first). */
  x1: number
  y1: number
  x2: number
  y2: number
}

/** A vision of `map` with nothing seen yet. */
export function createVision(map: { width: number; height: number }): Vision {
  const size = map.width * map.height
  return {
    width: map.width,
    height: map.height,
    visible: new Uint8Array(size),
    explored: new Uint8Array(size),
    x1: 0,
    y1: 0,
    x2: -1,
    y2: -1,
  }
}

/**
 * Sees from `origin` with `radius` (0: unlimited), as `computeFov`: clears what the last update
 * marked, marks what is visible now and adds it to what was explored. With a radius the work is
 * bounded by the radius, whatever the map's size.
 */
export function updateVision(vision: Vision, map: TileMap, origin: Point, radius: number): void {
  if (map.width !== vision.width || map.height !== vision.height) {
    throw new RangeError(
      `updateVision: the vision is ${vision.width}×${vision.height}, the map ${map.width}×${map.height}`,
    )
  }
  const { visible, explored, width } = vision
  // computeFov clears its own square; the last one may lie elsewhere.
  for (let y = Math.max(0, vision.y1); y <= vision.y2; y++) {
    visible.fill(0, y * width + vision.x1, y * width + vision.x2 + 1)
  }
  computeFov(map, origin, radius, visible)
  const whole = radius === 0
  vision.x1 = whole ? 0 : Math.max(0, origin.x - radius)
  vision.y1 = whole ? 0 : Math.max(0, origin.y - radius)
  vision.x2 = whole ? width - 1 : Math.min(width - 1, origin.x + radius)
  vision.y2 = whole ? vision.height - 1 : Math.min(vision.height - 1, origin.y + radius)
  for (let y = vision.y1; y <= vision.y2; y++) {
    for (let i = y * width + vision.x1, end = y * width + vision.x2; i <= end; i++) {
      if (visible[i] === 1) explored[i] = 1
    }
  }
}
