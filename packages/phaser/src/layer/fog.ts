import { ArgumentTypeError } from '@delve/art'
import type { Point, Vision } from '@delve/map'
import { checkBoolean, checkBytes, checkInteger, checkObject, checkPoint } from '../checks/check.js'
import type { TileBox } from './tile-window.js'

const FOG_VIEW = 'a FogView { fov, vision, from }'

/** What the player knows of a tile, for drawing: never seen, seen before, or in sight now. */
export const TileSight = { Unknown: 0, Remembered: 1, Visible: 2 } as const
/** What the player knows of a tile: one of the codes of `TileSight`. */
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

/** What the player knows of the tile at row-major `index` (a tile of the vision's map). */
export function tileSight(view: FogView, index: number): TileSightState {
  const vision = checkObject('tileSight', 'view', view, FOG_VIEW).vision as Vision | undefined
  if (!vision?.visible) throw new ArgumentTypeError('tileSight', 'view.vision', vision, 'a Vision')
  checkInteger('tileSight', 'index', index, 0, vision.visible.length - 1)
  if (!view.fov || view.vision.visible[index] === 1) return TileSight.Visible
  return view.vision.explored[index] === 1 ? TileSight.Remembered : TileSight.Unknown
}

/** The square the vision's last update may have changed, in tiles (inclusive), copied. */
export function sightBox(vision: Readonly<Vision>): TileBox {
  const v = checkObject('sightBox', 'vision', vision, 'a Vision of @delve/map')
  for (const corner of ['x1', 'y1', 'x2', 'y2'])
    checkInteger('sightBox', `vision.${corner}`, v[corner])
  return { x1: vision.x1, y1: vision.y1, x2: vision.x2, y2: vision.y2 }
}

/** A fog view of a level this size: its vision's masks one byte a tile. */
export function checkFogView(
  fn: string,
  sight: unknown,
  level: { width: number; height: number },
): void {
  const view = checkObject(fn, 'sight', sight, FOG_VIEW)
  checkBoolean(fn, 'sight.fov', view.fov)
  const vision = checkObject(
    fn,
    'sight.vision',
    view.vision,
    'a Vision of @delve/map (world.vision)',
  )
  const size = `${level.width} × ${level.height}`
  checkBytes(fn, 'sight.vision.visible', vision.visible, level.width * level.height, size)
  checkBytes(fn, 'sight.vision.explored', vision.explored, level.width * level.height, size)
  for (const corner of ['x1', 'y1', 'x2', 'y2'])
    checkInteger(fn, `sight.vision.${corner}`, vision[corner])
  checkPoint(fn, 'sight.from', view.from)
}
