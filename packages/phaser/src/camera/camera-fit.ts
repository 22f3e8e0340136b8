import { ArgumentTypeError } from '@delve/art'
import { checkNumber, checkObject } from '../checks/check.js'

/** The part of the window the map may use: everything between the HUD bars and the sidebar. */
export interface FreeArea {
  width: number
  height: number
  /** Pixels taken by the HUD at the top and at the bottom. */
  top: number
  bottom: number
  /** Pixels taken at the left and the right (a sidebar); none when absent. */
  left?: number
  right?: number
}

/** Where the camera sits on screen and how much it magnifies. */
export interface CameraFit {
  zoom: number
  x: number
  y: number
  width: number
  height: number
}

/** How the camera shows the map: all of it, or the part around the player. */
export interface CameraPlan extends CameraFit {
  /** True when the map is too big to show whole and the camera follows the player. */
  follow: boolean
  /**
   * The zoom factor in use over the readable plan: the one asked for, or the one `'fill'` chose
   * (under 1 where the sight would not fit at the readable size).
   */
  factor: number
}

/** The zoom factor a plan is asked for: a number (1–4), or `'fill'` to fill the screen. */
export type ZoomFactor = number | 'fill'

/** How large the map is drawn: the least zoom for readable tiles, and when to go larger. */
export interface Readability {
  /** The least zoom, in canvas pixels per map pixel, at which tiles are readable. */
  leastZoom: number
  /** A larger zoom is taken while the view still shows at least this many tiles across… */
  wideTiles: number
  /** …and down. */
  tallTiles: number
  /** The size of a tile, in map pixels. */
  tile: number
  /**
   * The player’s zoom: tiles this many times the size planned above (1 to 4; default 1), or
   * `'fill'`: as large as the steps of 0.5 go while the view still shows `fillTiles`, and never so
   * large that it shows less than `keepTiles` each way (smaller than readable if it must).
   */
  factor?: ZoomFactor
  /** With `'fill'`: the tiles across and down the view keeps showing as the tiles grow. */
  fillTiles?: { wide: number; tall: number }
  /** With `'fill'`: the tiles the view shows at least each way (a sight's width: 2r + 1). */
  keepTiles?: number
}

/** Tiles a filled view keeps showing when no `fillTiles` are given: half an ordinary level. */
export const FILL_TILES = Object.freeze({ wide: 40, tall: 22 })

/**
 * The whole map when it fits at the readable zoom or more (the largest whole zoom, as
 * `fitCamera`). A larger map would be drawn too small to read, so the camera follows the player
 * instead, at the readable zoom, or a larger whole one while the view still shows a good part of
 * an ordinary level (on a large screen). The viewport is cut to the map where it is narrower.
 * Throws an `ArgumentTypeError` or `ArgumentRangeError` for an area or a readability that is not
 * finite numbers (a free area of no pixels counts as one pixel) or a map of no pixels.
 */
export function planCamera(
  area: FreeArea,
  mapWidth: number,
  mapHeight: number,
  readable: Readability,
): CameraPlan {
  checkFit('planCamera', area, mapWidth, mapHeight)
  checkReadability(readable)
  const plan = readablePlan(area, mapWidth, mapHeight, readable)
  const factor = readable.factor ?? 1
  if (factor === 'fill') return fillPlan(area, mapWidth, mapHeight, plan, readable)
  if (factor === 1) return plan
  // Zoomed: whole screen pixels a map pixel still, never smaller than unzoomed; the camera
  // follows the player once the map no longer fits.
  const zoom = zoomed(plan.zoom, factor)
  const free = available(area)
  const fits = mapWidth * zoom <= free.width && mapHeight * zoom <= free.height
  return {
    ...centredViewport(area, mapWidth, mapHeight, zoom),
    follow: plan.follow || !fits,
    factor,
  }
}

/** The readable zoom `base` times `factor`: on whole pixels, never under `base`. */
function zoomed(base: number, factor: number): number {
  return base < 1 ? base * factor : Math.max(base, Math.round(base * factor))
}

/**
 * `planCamera` with `'fill'`: a map shown whole stays so; a followed one grows by the zoom's steps
 * while the view still shows `fillTiles` and `keepTiles`, and otherwise shrinks under the readable
 * zoom just as far as it takes to show `keepTiles` (to a fraction of a pixel).
 */
function fillPlan(
  area: FreeArea,
  mapWidth: number,
  mapHeight: number,
  plan: CameraPlan,
  readable: Readability,
): CameraPlan {
  if (!plan.follow) return plan
  const free = available(area)
  const fill = readable.fillTiles ?? FILL_TILES
  const keep = readable.keepTiles ?? 0
  const across = (zoom: number) => free.width / (zoom * readable.tile)
  const down = (zoom: number) => free.height / (zoom * readable.tile)
  const keeps = (zoom: number) => across(zoom) >= keep && down(zoom) >= keep
  const fills = (zoom: number) => across(zoom) >= fill.wide && down(zoom) >= fill.tall
  let zoom = plan.zoom
  let factor = 1
  for (let step = 1.5; step <= ZOOM_STEPS_TO; step += 0.5) {
    const next = zoomed(plan.zoom, step)
    if (!fills(next) || !keeps(next)) break
    zoom = next
    factor = step
  }
  if (!keeps(zoom)) {
    // As large as still shows the sight, to a fraction of a pixel: the whole zoom below would
    // halve the tiles where a screen's pixels are CSS pixels (12-pixel tiles on a phone).
    zoom = Math.min(free.width, free.height) / (keep * readable.tile)
    factor = zoom / plan.zoom
  }
  const fits = mapWidth * zoom <= free.width && mapHeight * zoom <= free.height
  return { ...centredViewport(area, mapWidth, mapHeight, zoom), follow: !fits, factor }
}

/** The largest factor `'fill'` grows to, as a player's zoom does. */
const ZOOM_STEPS_TO = 4

/** `planCamera` at the readable size (a zoom factor of 1). */
function readablePlan(
  area: FreeArea,
  mapWidth: number,
  mapHeight: number,
  readable: Readability,
): CameraPlan {
  const least = Math.max(1, readable.leastZoom)
  const fit = fitCamera(area, mapWidth, mapHeight)
  if (fit.zoom >= least) return { ...fit, follow: false, factor: 1 }
  const free = available(area)
  let zoom = least
  const shows = (z: number) =>
    free.width / (z * readable.tile) >= readable.wideTiles &&
    free.height / (z * readable.tile) >= readable.tallTiles
  while (shows(zoom + 1)) zoom++
  return { ...centredViewport(area, mapWidth, mapHeight, zoom), follow: true, factor: 1 }
}

/** A rectangle on the page: a part of it that covers the canvas. */
export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/**
 * The room the map may use in a `width` × `height` window with `boxes` over it: each box is
 * kept clear of by the thinnest band along an edge of the window that holds it (a bar at the
 * top or the bottom, a column at a side), so wherever the page puts its bars, columns, pad and
 * panel, no part of the map the camera shows lies under one.
 */
export function freeArea(width: number, height: number, boxes: readonly Box[]): FreeArea {
  checkNumber('freeArea', 'width', width, 0)
  checkNumber('freeArea', 'height', height, 0)
  if (!Array.isArray(boxes)) {
    throw new ArgumentTypeError('freeArea', 'boxes', boxes, 'an array of boxes (none: [])')
  }
  for (const [i, box] of boxes.entries()) {
    const b = checkObject('freeArea', `boxes[${i}]`, box, 'a box { left, top, right, bottom }')
    for (const side of ['left', 'top', 'right', 'bottom']) {
      checkNumber('freeArea', `boxes[${i}].${side}`, b[side])
    }
  }
  const area = { width, height, top: 0, bottom: 0, left: 0, right: 0 }
  for (const box of boxes) {
    if (box.right <= 0 || box.bottom <= 0 || box.left >= width || box.top >= height) continue
    const bands = [
      { edge: 'top', size: box.bottom, cost: box.bottom * width },
      { edge: 'bottom', size: height - box.top, cost: (height - box.top) * width },
      { edge: 'left', size: box.right, cost: box.right * height },
      { edge: 'right', size: width - box.left, cost: (width - box.left) * height },
    ] as const
    const thinnest = bands.reduce((a, b) => (b.cost < a.cost ? b : a))
    area[thinnest.edge] = Math.max(area[thinnest.edge], Math.ceil(thinnest.size))
  }
  return area
}

/**
 * Fits a map of `mapWidth` × `mapHeight` pixels into the free area, centred. The zoom is the
 * largest whole number that fits, so every texel covers the same number of screen pixels; only a
 * window too small for the map at 1× gets a fractional zoom (shrunk to fit). The viewport is cut
 * to the map's size on whole pixels, so the map never lands on a half pixel. The map's sizes are
 * numbers of pixels above 0, the area's finite numbers of 0 or more (an area of no pixels counts
 * as one pixel); anything else throws an `ArgumentTypeError` or `ArgumentRangeError`.
 */
export function fitCamera(area: FreeArea, mapWidth: number, mapHeight: number): CameraFit {
  checkFit('fitCamera', area, mapWidth, mapHeight)
  const { width, height } = available(area)
  const exact = Math.min(width / mapWidth, height / mapHeight)
  return centredViewport(area, mapWidth, mapHeight, exact >= 1 ? Math.floor(exact) : exact)
}

/** The free area's size, never below one pixel. */
function available(area: FreeArea): { width: number; height: number } {
  return {
    width: Math.max(1, area.width - (area.left ?? 0) - (area.right ?? 0)),
    height: Math.max(1, area.height - area.top - area.bottom),
  }
}

/** A viewport for the map at `zoom`, cut to the free area and centred in it on whole pixels. */
function centredViewport(
  area: FreeArea,
  mapWidth: number,
  mapHeight: number,
  zoom: number,
): CameraFit {
  const free = available(area)
  const width = Math.min(free.width, Math.round(mapWidth * zoom))
  const height = Math.min(free.height, Math.round(mapHeight * zoom))
  return {
    zoom,
    x: (area.left ?? 0) + Math.floor((free.width - width) / 2),
    y: area.top + Math.floor((free.height - height) / 2),
    width,
    height,
  }
}

/** A free area and a map size as `fitCamera` and `planCamera` take them. */
function checkFit(fn: string, area: unknown, mapWidth: unknown, mapHeight: unknown): void {
  const a = checkObject(
    fn,
    'area',
    area,
    'a free area { width, height, top, bottom, left?, right? }',
  )
  for (const side of ['width', 'height', 'top', 'bottom'])
    checkNumber(fn, `area.${side}`, a[side], 0)
  for (const side of ['left', 'right']) {
    if (a[side] !== undefined) checkNumber(fn, `area.${side}`, a[side], 0)
  }
  checkNumber(fn, 'mapWidth', mapWidth, 0, Number.POSITIVE_INFINITY, true)
  checkNumber(fn, 'mapHeight', mapHeight, 0, Number.POSITIVE_INFINITY, true)
}

function checkReadability(readable: unknown): void {
  const r = checkObject(
    'planCamera',
    'readable',
    readable,
    'a Readability { leastZoom, wideTiles, tallTiles, tile, factor?, fillTiles?, keepTiles? }',
  )
  checkNumber('planCamera', 'readable.leastZoom', r.leastZoom, 0, Number.POSITIVE_INFINITY, true)
  checkNumber('planCamera', 'readable.wideTiles', r.wideTiles, 0)
  checkNumber('planCamera', 'readable.tallTiles', r.tallTiles, 0)
  checkNumber('planCamera', 'readable.tile', r.tile, 0, Number.POSITIVE_INFINITY, true)
  if (r.factor !== undefined) checkZoomFactor('planCamera', 'readable.factor', r.factor)
  if (r.fillTiles !== undefined) {
    const fill = checkObject('planCamera', 'readable.fillTiles', r.fillTiles, '{ wide, tall }')
    checkNumber('planCamera', 'readable.fillTiles.wide', fill.wide, 0)
    checkNumber('planCamera', 'readable.fillTiles.tall', fill.tall, 0)
  }
  if (r.keepTiles !== undefined) checkNumber('planCamera', 'readable.keepTiles', r.keepTiles, 0)
}

/** A zoom factor: a number from 1 to 4, or `'fill'`. */
export function checkZoomFactor(fn: string, name: string, value: unknown): void {
  if (value === 'fill') return
  if (typeof value === 'string') {
    throw new ArgumentTypeError(fn, name, value, 'a number from 1 to 4, or "fill"')
  }
  checkNumber(fn, name, value, 1, 4)
}
