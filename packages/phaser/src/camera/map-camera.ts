import { TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import type { Scene } from 'phaser'
import {
  checkFunction,
  checkInteger,
  checkNumber,
  checkObject,
  checkOptions,
  checkPixelPoint,
  checkScene,
} from '../checks/check.js'
import { SetupError } from '../checks/setup-error.js'
import type { TileRect } from '../layer/tile-window.js'
import { SCALE_RESIZE } from '../phaser-values/phaser-values.js'
import { type Box, type CameraPlan, freeArea, planCamera, type ZoomFactor } from './camera-fit.js'

/** Where the camera shows the map, as a game reports it. */
export interface CameraReport {
  /** The part of the map shown, in tiles. */
  x: number
  y: number
  width: number
  height: number
  /** CSS pixels a map pixel. */
  zoom: number
  /** True when the camera follows the player rather than showing the whole map. */
  follow: boolean
  /** Where the camera's picture starts on the page, in CSS pixels. */
  left: number
  top: number
  /** Canvas pixels a CSS pixel: the screen's density the canvas is drawn at. */
  pixelRatio: number
  /** The zoom factor in use: the player's, or the one `'fill'` chose (see `planCamera`). */
  factor: number
}

/** What `MapCamera` takes besides the scene: the tiles' size, the zoom, what the map keeps clear of. */
export interface MapCameraOptions {
  /** Tile size in map pixels (default `TILE_SIZE`). */
  tileSize?: number
  /** The least zoom, in CSS pixels a map pixel, at which tiles read well (default 2). */
  readableZoom?: number
  /**
   * A larger zoom is taken while the view still shows this many tiles across and down (default
   * 60 × 34: most of an ordinary 80 × 45 level).
   */
  wideTiles?: number
  tallTiles?: number
  /** How quickly a following camera catches up, 0 to 1 (default 0.25; 1 snaps). */
  lerp?: number
  /** The boxes of the page's parts over the canvas, in CSS pixels: the map keeps clear of them. */
  overlays?: () => readonly Box[]
  /** Called after each fit (a resize included), e.g. to draw the layer's new window. */
  onFit?: () => void
  /**
   * The player's zoom, asked on each fit: tiles 1 to 4 times the size planned (default 1), or
   * `'fill'` (see `planCamera`).
   */
  zoom?: () => ZoomFactor
  /** With `'fill'`: the tiles the view keeps showing as they grow (default `FILL_TILES`). */
  fillTiles?: { wide: number; tall: number }
  /** With `'fill'`: asked on each fit, the tiles the view shows at least each way (default 0). */
  keepTiles?: () => number
}

/** Something on the map the camera can follow: a sprite, an image. */
export interface FollowTarget {
  x: number
  y: number
}

/**
 * The scene's main camera over a map: the whole map at the largest whole zoom when it can be read
 * so, else the player's surroundings at a readable zoom, following the player (`planCamera`),
 * clear of the page's parts over the canvas. Every size is in canvas pixels, so each map pixel
 * takes a whole number of the screen's own pixels. Refitted when the game is resized.
 */
export class MapCamera {
  private plan: CameraPlan = { zoom: 1, x: 0, y: 0, width: 1, height: 1, follow: false, factor: 1 }
  private last: CameraReport = {
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    zoom: 1,
    follow: false,
    left: 0,
    top: 0,
    pixelRatio: 1,
    factor: 1,
  }
  private mapWidth = 0
  private mapHeight = 0
  private target: FollowTarget | null = null
  private readonly tileSize: number

  /**
   * Throws an `ArgumentTypeError` or `ArgumentRangeError` for a scene that has not started or an
   * option out of its range.
   */
  constructor(
    private readonly scene: Scene,
    private readonly options: MapCameraOptions = {},
  ) {
    checkMapCamera(scene, options)
    this.tileSize = options.tileSize ?? TILE_SIZE
    scene.scale.on(SCALE_RESIZE, this.resized, this)
  }

  /**
   * Fits the camera to a map of `width` × `height` tiles (whole numbers above 0), following
   * `target` (anything with a finite `x` and `y`, a sprite) if it must.
   */
  fit(width: number, height: number, target: FollowTarget): void {
    checkInteger('MapCamera.fit', 'width', width, 1)
    checkInteger('MapCamera.fit', 'height', height, 1)
    checkPixelPoint('MapCamera.fit', 'target', target)
    this.mapWidth = width * this.tileSize
    this.mapHeight = height * this.tileSize
    this.target = target
    this.refit()
  }

  /** A resize before the first `fit` has nothing to fit yet. */
  private resized(): void {
    if (this.mapWidth > 0) this.refit()
  }

  /** Fits again: the window, or the page's parts over it, changed size. After `fit` only. */
  refit(): void {
    if (this.mapWidth === 0) {
      throw new SetupError('MapCamera.refit', 'no map to fit yet', 'fit(width, height, target)')
    }
    const { scale } = this.scene
    const ratio = this.pixelRatio()
    const boxes = (this.options.overlays?.() ?? []).map((box) => ({
      left: box.left * ratio,
      top: box.top * ratio,
      right: box.right * ratio,
      bottom: box.bottom * ratio,
    }))
    const area = freeArea(scale.width, scale.height, boxes)
    const width = this.mapWidth
    const height = this.mapHeight
    this.plan = planCamera(area, width, height, {
      leastZoom: Math.max(1, Math.round((this.options.readableZoom ?? 2) * ratio)),
      wideTiles: this.options.wideTiles ?? 60,
      tallTiles: this.options.tallTiles ?? 34,
      tile: this.tileSize,
      factor: this.options.zoom?.() ?? 1,
      ...(this.options.fillTiles ? { fillTiles: this.options.fillTiles } : {}),
      keepTiles: this.options.keepTiles?.() ?? 0,
    })
    const camera = this.scene.cameras.main
    camera.setViewport(this.plan.x, this.plan.y, this.plan.width, this.plan.height)
    camera.setZoom(this.plan.zoom)
    const lerp = this.options.lerp ?? 0.25
    if (this.plan.follow && this.target) {
      camera.setBounds(0, 0, width, height)
      camera.startFollow(this.target, true, lerp, lerp)
      // A new level or window: no slow pan across the map, start on the player.
      camera.centerOn(this.target.x, this.target.y)
    } else {
      camera.stopFollow()
      camera.removeBounds()
      camera.centerOn(width / 2, height / 2)
    }
    this.options.onFit?.()
  }

  /** The tiles the camera shows, kept inside the map as the camera's bounds will keep it. */
  viewTiles(): TileRect {
    const camera = this.scene.cameras.main
    const width = camera.width / camera.zoom
    const height = camera.height / camera.zoom
    let x = camera.scrollX + (camera.width - width) / 2
    let y = camera.scrollY + (camera.height - height) / 2
    if (this.plan.follow) {
      x = Math.min(Math.max(0, x), Math.max(0, this.mapWidth - width))
      y = Math.min(Math.max(0, y), Math.max(0, this.mapHeight - height))
    }
    const size = this.tileSize
    return { x: x / size, y: y / size, width: width / size, height: height / size }
  }

  /** The map tile under a point of the canvas (canvas pixels, as a pointer's x and y). */
  tileAt(canvasX: number, canvasY: number): Point {
    checkNumber('MapCamera.tileAt', 'canvasX', canvasX)
    checkNumber('MapCamera.tileAt', 'canvasY', canvasY)
    const world = this.scene.cameras.main.getWorldPoint(canvasX, canvasY)
    return { x: Math.floor(world.x / this.tileSize), y: Math.floor(world.y / this.tileSize) }
  }

  /** Where the camera is; after the scene has shut down, where it was last. */
  report(): CameraReport {
    if (!this.scene.sys.isActive()) return this.last
    const { zoom, follow, x, y, factor } = this.plan
    const ratio = this.pixelRatio()
    this.last = {
      ...this.viewTiles(),
      zoom: zoom / ratio,
      follow,
      left: x / ratio,
      top: y / ratio,
      pixelRatio: ratio,
      factor,
    }
    return this.last
  }

  /** Stops following the screen's size: the camera itself stays the scene's. */
  destroy(): void {
    this.scene.scale.off(SCALE_RESIZE, this.resized, this)
  }

  /** Canvas pixels a CSS pixel: a canvas drawn at the screen's density is shown at 1 / that. */
  private pixelRatio(): number {
    const zoom = this.scene.scale.zoom
    return zoom > 0 ? 1 / zoom : 1
  }
}

function checkMapCamera(scene: unknown, given: unknown): void {
  const fn = 'new MapCamera'
  checkScene(fn, scene, ['scale', 'cameras', 'sys'])
  const options = checkOptions(fn, given)
  if (options.tileSize !== undefined) checkInteger(fn, 'options.tileSize', options.tileSize, 1)
  for (const name of ['readableZoom', 'wideTiles', 'tallTiles']) {
    if (options[name] !== undefined) checkNumber(fn, `options.${name}`, options[name], 0)
  }
  if (options.lerp !== undefined) checkNumber(fn, 'options.lerp', options.lerp, 0, 1, true)
  for (const name of ['overlays', 'onFit', 'zoom', 'keepTiles']) {
    if (options[name] !== undefined) checkFunction(fn, `options.${name}`, options[name])
  }
  if (options.fillTiles !== undefined) {
    const fill = checkObject(fn, 'options.fillTiles', options.fillTiles, '{ wide, tall }')
    checkNumber(fn, 'options.fillTiles.wide', fill.wide, 0)
    checkNumber(fn, 'options.fillTiles.tall', fill.tall, 0)
  }
}
