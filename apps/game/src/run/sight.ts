import { type Point, pointToIndex, type Vision } from '@delve/map'
import type { MonsterView } from './dungeon-run.js'

/** What the player knows of a tile, for drawing: never seen, seen before, or in sight now. */
export const TileSight = { Unknown: 0, Remembered: 1, Visible: 2 } as const
export type TileSightState = (typeof TileSight)[keyof typeof TileSight]

/**
 * How the screen shows the level: with fog of war (`fov`), from what the player sees and has
 * explored; or, for the generator showcase (`fov=off`), every tile and monster as if in sight.
 */
export interface SightView {
  fov: boolean
  vision: Readonly<Vision>
  /** The tile the player sees from, where the torch is. */
  from: Point
}

/** What the player knows of the tile at row-major `index`. */
export function tileSight(view: SightView, index: number): TileSightState {
  if (!view.fov || view.vision.visible[index] === 1) return TileSight.Visible
  return view.vision.explored[index] === 1 ? TileSight.Remembered : TileSight.Unknown
}

/** The monsters to draw: only those in sight, as the remembered map shows none. */
export function monstersInSight(view: SightView, monsters: readonly MonsterView[]): MonsterView[] {
  if (!view.fov) return [...monsters]
  const { vision } = view
  return monsters.filter((m) => vision.visible[pointToIndex(vision, m)] === 1)
}

/** The rectangle, in tiles (inclusive), the last sight update may have changed. */
export interface SightBox {
  x1: number
  y1: number
  x2: number
  y2: number
}

/** The vision's last updated square, copied. */
export function sightBox(vision: Readonly<Vision>): SightBox {
  return { x1: vision.x1, y1: vision.y1, x2: vision.x2, y2: vision.y2 }
}
