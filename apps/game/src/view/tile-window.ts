/** A rectangle of tiles: left, top, width and height, in tiles. */
export interface TileRect {
  x: number
  y: number
  width: number
  height: number
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
