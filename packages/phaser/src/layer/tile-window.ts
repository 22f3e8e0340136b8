import { checkInteger, checkNumber, checkObject } from '../checks/check.js'

/** A rectangle of tiles: left, top, width and height, in tiles. */
export interface TileRect {
  x: number
  y: number
  width: number
  height: number
}

/** A box of tiles by its corners, inclusive (empty when `x2 < x1` or `y2 < y1`). */
export interface TileBox {
  x1: number
  y1: number
  x2: number
  y2: number
}

/** Tiles kept drawn beyond each edge of the view, so the window moves only now and then. */
export const WINDOW_MARGIN = 16

/**
 * The size of the drawn window for a view of `viewWidth` × `viewHeight` tiles: the view plus a
 * margin all round, never more than the map. A map that fits is drawn whole; a huge one costs
 * only what the screen shows.
 */
export function windowSize(
  map: { width: number; height: number },
  viewWidth: number,
  viewHeight: number,
  margin: number = WINDOW_MARGIN,
): { width: number; height: number } {
  checkSize('windowSize', 'map', map)
  checkNumber('windowSize', 'viewWidth', viewWidth, 0)
  checkNumber('windowSize', 'viewHeight', viewHeight, 0)
  checkInteger('windowSize', 'margin', margin, 0)
  return {
    width: Math.min(map.width, Math.ceil(viewWidth) + 2 * margin + 1),
    height: Math.min(map.height, Math.ceil(viewHeight) + 2 * margin + 1),
  }
}

/**
 * Where the window should be for `view` (in tiles, fractional allowed): where it is if it still
 * covers the view, else centred on the view and kept inside the map. Returns the same object when
 * nothing needs redrawing.
 */
export function placeWindow(
  current: TileRect,
  view: TileRect,
  map: { width: number; height: number },
): TileRect {
  checkTileRect('placeWindow', 'current', current)
  checkTileRect('placeWindow', 'view', view)
  checkSize('placeWindow', 'map', map)
  const left = Math.max(0, Math.floor(view.x))
  const top = Math.max(0, Math.floor(view.y))
  const right = Math.min(map.width, Math.ceil(view.x + view.width))
  const bottom = Math.min(map.height, Math.ceil(view.y + view.height))
  const covered =
    left >= current.x &&
    top >= current.y &&
    right <= current.x + current.width &&
    bottom <= current.y + current.height
  if (covered) return current
  const centre = (from: number, to: number, size: number, limit: number) =>
    Math.min(Math.max(0, Math.round((from + to - size) / 2)), Math.max(0, limit - size))
  return {
    x: centre(left, right, current.width, map.width),
    y: centre(top, bottom, current.height, map.height),
    width: current.width,
    height: current.height,
  }
}

/**
 * The spans `[x1, x2]` of row `y` that box `a` or box `b` covers, left to right, touching or
 * overlapping ones merged: the tiles of the union of two boxes, each once.
 */
export function unionRowSpans(a: TileBox, b: TileBox, y: number): [number, number][] {
  checkTileBox('unionRowSpans', 'a', a)
  checkTileBox('unionRowSpans', 'b', b)
  checkInteger('unionRowSpans', 'y', y)
  const rows = [a, b].filter((box) => y >= box.y1 && y <= box.y2 && box.x1 <= box.x2)
  const [left, right] = rows.sort((p, q) => p.x1 - q.x1)
  if (!left) return []
  if (!right) return [[left.x1, left.x2]]
  // Touching or overlapping: one span.
  if (right.x1 <= left.x2 + 1) return [[left.x1, Math.max(left.x2, right.x2)]]
  return [span(left), span(right)]
}

function span(box: TileBox): [number, number] {
  return [box.x1, box.x2]
}

/** A rectangle of tiles: finite `x` and `y` (a new window's may be -Infinity), a size of 0 or more. */
export function checkTileRect(fn: string, argument: string, value: unknown): TileRect {
  const rect = checkObject(fn, argument, value, 'a TileRect { x, y, width, height }')
  for (const side of ['x', 'y']) {
    const at = rect[side]
    if (at !== Number.NEGATIVE_INFINITY) checkNumber(fn, `${argument}.${side}`, at)
  }
  checkNumber(fn, `${argument}.width`, rect.width, 0)
  checkNumber(fn, `${argument}.height`, rect.height, 0)
  return rect as unknown as TileRect
}

function checkTileBox(fn: string, argument: string, value: unknown): void {
  const box = checkObject(fn, argument, value, 'a TileBox { x1, y1, x2, y2 }')
  for (const corner of ['x1', 'y1', 'x2', 'y2'])
    checkInteger(fn, `${argument}.${corner}`, box[corner])
}

function checkSize(fn: string, argument: string, value: unknown): void {
  const size = checkObject(fn, argument, value, 'a map { width, height }')
  checkInteger(fn, `${argument}.width`, size.width, 0)
  checkInteger(fn, `${argument}.height`, size.height, 0)
}
