/** The zoom is a factor on the readable default tile size: 1× to 4×… */
export const ZOOM_MIN = 1
export const ZOOM_MAX = 4

/**
 * …or, until the player picks one, `FILL` (the default): tiles as large as the screen allows
 * while the view still shows half a level and the whole sight (see `@delve/phaser`'s
 * `planCamera`); its factor follows the screen.
 */
export const FILL = 'fill'

/** A zoom setting: a factor the player chose, or the fill. */
export type ZoomSetting = number | typeof FILL

/** A key press or a wheel notch zooms by this much. */
const ZOOM_STEP = 0.5

/** The wheel's travel (in pixels, as `deltaY` reports them) that makes one step. */
const WHEEL_STEP = 100

/** `factor` kept within 1–4, on hundredths (a pinch gives any number; storage keeps it short). */
export function clampZoom(factor: number): number {
  if (!Number.isFinite(factor)) return ZOOM_MIN
  const clamped = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, factor))
  return Math.round(clamped * 100) / 100
}

/**
 * The zoom after `steps` steps in (negative: out) from `factor`, landing on the steps' grid
 * (1, 1.5, 2…) so a pinch's odd factor and a key press meet again.
 */
export function stepZoom(factor: number, steps: number): number {
  const grid = Math.round(factor / ZOOM_STEP)
  const onGrid = Math.abs(grid * ZOOM_STEP - factor) < 1e-9
  const from = onGrid
    ? grid
    : steps > 0
      ? Math.floor(factor / ZOOM_STEP)
      : Math.ceil(factor / ZOOM_STEP)
  return clampZoom((from + steps) * ZOOM_STEP)
}

/**
 * A pinch: the zoom `start` at which two fingers went down `startDistance` apart, now
 * `distance` apart, scales with the spread (fingers twice as far apart, tiles twice as large).
 */
export function pinchZoom(start: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampZoom(start)
  return clampZoom((start * distance) / startDistance)
}

/**
 * Sums the wheel's travel into whole steps: a mouse's notch (100 pixels, or a line) is one step,
 * a touchpad's many small deltas add up to one. Scrolling up (negative `deltaY`) zooms in.
 */
export class WheelSteps {
  private travel = 0

  /** The whole steps `deltaY` completes (positive: in), keeping the rest for the next. */
  add(deltaY: number, deltaMode = 0): number {
    // deltaMode 1 counts lines, 2 pages: each is at least a step.
    const pixels = deltaMode === 0 ? deltaY : Math.sign(deltaY) * WHEEL_STEP
    if (!Number.isFinite(pixels)) return 0
    // A change of direction starts afresh.
    if (Math.sign(pixels) !== Math.sign(this.travel)) this.travel = 0
    this.travel += pixels
    const steps = Math.trunc(this.travel / WHEEL_STEP)
    this.travel -= steps * WHEEL_STEP
    // Up (a negative delta) zooms in.
    return steps === 0 ? 0 : -steps
  }
}
