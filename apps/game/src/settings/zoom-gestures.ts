import type { SettingsStore } from './settings-store.js'
import { clampZoom, FILL, pinchZoom, stepZoom, WheelSteps } from './zoom.js'

/**
 * Zooms by whole steps (negative: out), as the zoom keys, the screen's buttons and the wheel do;
 * from the fill, from the factor it has now (`inUse`). A step out of a fill already under 1×
 * leaves it as it is.
 */
export function zoomSteps(store: SettingsStore, steps: number, inUse: () => number): string {
  const { zoom } = store.current
  const from = zoom === FILL ? inUse() : zoom
  const next = stepZoom(from, steps)
  if (zoom === FILL && Math.sign(next - from) !== Math.sign(steps)) return ''
  return store.update({ zoom: next })
}

/** The zoom factor now: the one chosen, or the fill's (`inUse`). */
function factorNow(store: SettingsStore, inUse: () => number): number {
  const { zoom } = store.current
  return zoom === FILL ? inUse() : zoom
}

/**
 * The mouse wheel and a two-finger pinch over `element` zoom the map: a wheel notch is a step, a
 * pinch follows the fingers' spread (a touchpad's pinch, which the browser reports as a wheel
 * with Ctrl held, follows its deltas). The browser's own page zoom is kept off the map.
 */
export class ZoomGestures {
  private readonly wheel = new WheelSteps()
  /** The touches down on the map, by pointer id. */
  private readonly touches = new Map<number, { x: number; y: number }>()
  private pinch: { zoom: number; distance: number } | null = null
  /** Set by a pinch, cleared when a new touch starts on an empty map: that touch is no tap. */
  private pinched = false

  constructor(
    element: HTMLElement,
    private readonly store: SettingsStore,
    /** Whether the map may be zoomed now (the dungeon is being played). */
    private readonly allowed: () => boolean,
    /** The zoom factor the map is drawn at now (the fill's, until one is chosen). */
    private readonly inUse: () => number = () => 1,
  ) {
    element.addEventListener('wheel', (event) => this.onWheel(event), { passive: false })
    element.addEventListener('pointerdown', (event) => this.onDown(event))
    element.addEventListener('pointermove', (event) => this.onMove(event))
    for (const type of ['pointerup', 'pointercancel'] as const)
      element.addEventListener(type, (event) => this.onUp(event))
  }

  /** True while two fingers are on the map, and after a pinch until every finger has lifted. */
  get pinching(): boolean {
    return this.pinched || this.touches.size >= 2
  }

  private onWheel(event: WheelEvent): void {
    if (!this.allowed()) return
    event.preventDefault()
    const zoom = factorNow(this.store, this.inUse)
    if (event.ctrlKey) {
      // A touchpad's pinch: small deltas, followed smoothly.
      const next = clampZoom(zoom * Math.exp(-event.deltaY / 100))
      if (next !== zoom) this.store.update({ zoom: next })
      return
    }
    const steps = this.wheel.add(event.deltaY, event.deltaMode)
    if (steps !== 0) zoomSteps(this.store, steps, this.inUse)
  }

  private onDown(event: PointerEvent): void {
    if (event.pointerType !== 'touch') return
    if (this.touches.size === 0) this.pinched = false
    this.touches.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (this.touches.size === 2 && this.allowed()) {
      this.pinched = true
      this.pinch = { zoom: factorNow(this.store, this.inUse), distance: this.spread() }
    }
  }

  private onMove(event: PointerEvent): void {
    const touch = this.touches.get(event.pointerId)
    if (!touch) return
    touch.x = event.clientX
    touch.y = event.clientY
    if (!this.pinch || this.touches.size !== 2) return
    const next = pinchZoom(this.pinch.zoom, this.pinch.distance, this.spread())
    // Kept on tenths: a finger's tremor does not rewrite the settings every frame.
    const rounded = Math.round(next * 10) / 10
    if (rounded !== this.store.current.zoom) this.store.update({ zoom: rounded })
  }

  private onUp(event: PointerEvent): void {
    this.touches.delete(event.pointerId)
    if (this.touches.size < 2) this.pinch = null
  }

  /** How far apart the first two touches are, in CSS pixels. */
  private spread(): number {
    const [a, b] = [...this.touches.values()]
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
  }
}
