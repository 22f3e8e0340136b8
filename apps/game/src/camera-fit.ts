/** The part of the window the map may use: everything between the HUD bars. */
export interface FreeArea {
  width: number
  height: number
  /** Pixels taken by the HUD at the top and at the bottom. */
  top: number
  bottom: number
}

/** Where the camera sits on screen and how much it magnifies. */
export interface CameraFit {
  zoom: number
  x: number
  y: number
  width: number
  height: number
}

/**
 * Fits a map of `mapWidth` × `mapHeight` pixels into the free area, centred. The zoom is the
 * largest whole number that fits, so every texel covers the same number of screen pixels; only a
 * window too small for the map at 1× gets a fractional zoom (shrunk to fit). The viewport is cut
 * to the map's size on whole pixels, so the map never lands on a half pixel.
 */
export function fitCamera(area: FreeArea, mapWidth: number, mapHeight: number): CameraFit {
  const availableWidth = Math.max(1, area.width)
  const availableHeight = Math.max(1, area.height - area.top - area.bottom)
  const exact = Math.min(availableWidth / mapWidth, availableHeight / mapHeight)
  const zoom = exact >= 1 ? Math.floor(exact) : exact
  const width = Math.min(availableWidth, Math.round(mapWidth * zoom))
  const height = Math.min(availableHeight, Math.round(mapHeight * zoom))
  return {
    zoom,
    x: Math.floor((availableWidth - width) / 2),
    y: area.top + Math.floor((availableHeight - height) / 2),
    width,
    height,
  }
}
