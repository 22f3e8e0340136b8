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
}

/**
 * The whole map when it fits at 1× or more (the largest whole zoom, as `fitCamera`). A larger map
 * would shrink below 1×, where pixels get dropped and glyphs break up, so the camera follows the
 * player instead, at the zoom a map of `reference` pixels would get (never below `leastZoom`,
 * 1× unless asked): tiles stay the size they are on an ordinary map. The viewport is cut to the
 * map where it is narrower.
 */
export function planCamera(
  area: FreeArea,
  mapWidth: number,
  mapHeight: number,
  reference: { width: number; height: number },
  leastZoom = 1,
): CameraPlan {
  const fit = fitCamera(area, mapWidth, mapHeight)
  if (fit.zoom >= 1) return { ...fit, follow: false }
  const fitsReference = fitCamera(area, reference.width, reference.height).zoom
  const zoom = Math.max(leastZoom, Math.floor(fitsReference))
  return { ...centredViewport(area, mapWidth, mapHeight, zoom), follow: true }
}

/**
 * Fits a map of `mapWidth` × `mapHeight` pixels into the free area, centred. The zoom is the
 * largest whole number that fits, so every texel covers the same number of screen pixels; only a
 * window too small for the map at 1× gets a fractional zoom (shrunk to fit). The viewport is cut
 * to the map's size on whole pixels, so the map never lands on a half pixel.
 */
export function fitCamera(area: FreeArea, mapWidth: number, mapHeight: number): CameraFit {
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
