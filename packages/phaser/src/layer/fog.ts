import type { Point, Vision } from '@delve/map'
import type { TileBox } from './tile-window.js'

/** What the player knows of a tile, for drawing: never seen, seen before, or in sight now. */
export const TileSight = { Unknown: 0, Remembered: 1, Visible: 2 } as const
export type TileSightState = (typeof TileSight)[keyof typeof TileSight]

/**
 * How the level is shown: with fog of war (`fov`), from what the player sees and has explored
 * (`world.vision` of `@delve/ecs`, or any `Vision`); without it, every tile as if in sight.
 */
export interface FogView {
  fov: boolean
  vision: Readonly<Vision>
  /** The tile the player sees from, where the torch is. */
  from: Point
}

/** What the player knows of the tile at row-major `index`. */
export function tileSight(view: FogView, index: number): TileSightState {
  if (!view.fov || view.vision.visible[index] === 1) return TileSight.Visible
  return view.vision.explored[index] === 1 ? TileSight.Remembered : TileSight.Unknown
}

/** The square the vision's last update may have changed, in tiles (inclusive), copied. */
export function sightBox(vision: Readonly<Vision>): TileBox {
  return { x1: vision.x1, y1: vision.y1, x2: vision.x2, y2: vision.y2 }
}
