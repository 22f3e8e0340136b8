import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SettingsStore } from './settings-store.js'
import { clampZoom, FILL, pinchZoom, stepZoom, WheelSteps, ZOOM_MAX, ZOOM_MIN } from './zoom.js'
import { zoomSteps } from './zoom-gestures.js'

describe('clampZoom', () => {
  it('keeps any number within 1–4, on hundredths, and a number already there as it is', () => {
    fc.assert(
      fc.property(fc.double(), (factor) => {
        const z = clampZoom(factor)
        expect(z).toBeGreaterThanOrEqual(ZOOM_MIN)
        expect(z).toBeLessThanOrEqual(ZOOM_MAX)
        expect(Math.abs(z * 100 - Math.round(z * 100))).toBeLessThan(1e-9)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 400 }), (hundredths) => {
        expect(clampZoom(hundredths / 100)).toBe(hundredths / 100)
      }),
    )
    expect([clampZoom(Number.NaN), clampZoom(-3), clampZoom(9), clampZoom(Infinity)]).toEqual([
      1, 1, 4, 1,
    ])
  })
})

describe('stepZoom', () => {
  it('steps by halves between 1 and 4, landing on the steps from anywhere between', () => {
    expect(stepZoom(1, 1)).toBe(1.5)
    expect(stepZoom(1.5, -1)).toBe(1)
    expect(stepZoom(3.5, 2)).toBe(4)
    expect(stepZoom(1, -1)).toBe(1)
    expect(stepZoom(1.3, 1)).toBe(1.5)
    expect(stepZoom(1.3, -1)).toBe(1)
    expect(stepZoom(2.75, -1)).toBe(2.5)
  })

  it('moves the way it is asked, never past the ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 400 }).map((h) => h / 100),
        fc.integer({ min: -10, max: 10 }),
        (from, steps) => {
          const to = stepZoom(from, steps)
          expect(to).toBeGreaterThanOrEqual(ZOOM_MIN)
          expect(to).toBeLessThanOrEqual(ZOOM_MAX)
          if (steps > 0) expect(to).toBeGreaterThanOrEqual(from)
          if (steps < 0) expect(to).toBeLessThanOrEqual(from)
          if (steps !== 0) expect((to * 2) % 1).toBe(0)
        },
      ),
    )
  })
})

describe('pinchZoom', () => {
  it('scales with the fingers’ spread, within 1–4', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2)
    expect(pinchZoom(2, 200, 100)).toBe(1)
    expect(pinchZoom(3, 100, 300)).toBe(4)
    expect(pinchZoom(2, 0, 100)).toBe(2)
    expect(pinchZoom(2, 100, 0)).toBe(2)
  })
})

describe('WheelSteps', () => {
  it('makes a step of a notch, up zooming in, and sums a touchpad’s small deltas', () => {
    const wheel = new WheelSteps()
    expect(wheel.add(-100)).toBe(1)
    expect(wheel.add(100)).toBe(-1)
    const deltas = Array.from({ length: 9 }, () => wheel.add(-11))
    expect(deltas.filter((d) => d !== 0)).toEqual([])
    expect(wheel.add(-11)).toBe(1)
    // A change of direction starts afresh: what was gathered the other way is forgotten.
    wheel.add(-60)
    expect(wheel.add(60)).toBe(0)
    expect(wheel.add(40)).toBe(-1)
    // Lines and pages: a step each.
    expect(wheel.add(-3, 1)).toBe(1)
    expect(wheel.add(Number.NaN)).toBe(0)
  })
})

describe('zoomSteps', () => {
  it('steps from the fill’s factor in use, and from a zoom chosen as before', () => {
    const store = new SettingsStore(null)
    expect(store.current.zoom).toBe(FILL)
    // The fill came to 1.5× (a large screen): a step in is 2×, a step out 1×.
    zoomSteps(store, 1, () => 1.5)
    expect(store.current.zoom).toBe(2)
    store.update({ zoom: FILL })
    zoomSteps(store, -1, () => 1.5)
    expect(store.current.zoom).toBe(1)
    zoomSteps(store, -1, () => 1.5)
    expect(store.current.zoom).toBe(1)
  })

  it('leaves a fill under 1× (a small screen) as it is on a step out; a step in goes to 1×', () => {
    const store = new SettingsStore(null)
    expect(zoomSteps(store, -1, () => 0.5)).toBe('')
    expect(store.current.zoom).toBe(FILL)
    zoomSteps(store, 1, () => 0.5)
    expect(store.current.zoom).toBe(1)
  })
})
