import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fitCamera, freeArea, planCamera } from './camera-fit.js'

describe('fitCamera', () => {
  it('uses the largest whole zoom that fits between the HUD bars', () => {
    // 960 × 540 map; 1920 wide but only 1080 - 60 - 40 = 980 high: 1.81× fits, so 1×.
    expect(fitCamera({ width: 1920, height: 1080, top: 60, bottom: 40 }, 960, 540)).toEqual({
      zoom: 1,
      x: 480,
      y: 60 + 220,
      width: 960,
      height: 540,
    })
    expect(fitCamera({ width: 2560, height: 1400, top: 60, bottom: 40 }, 960, 540).zoom).toBe(2)
  })

  it('keeps clear of a sidebar: the map is centred in what is left beside it', () => {
    // 1280 - 220 = 1060 wide beside the sidebar: 960 fits at 1×, centred 50 px past it.
    const fit = fitCamera({ width: 1280, height: 800, top: 60, bottom: 140, left: 220 }, 960, 540)
    expect(fit).toEqual({ zoom: 1, x: 220 + 50, y: 60 + 30, width: 960, height: 540 })
    const right = fitCamera({ width: 1280, height: 800, top: 0, bottom: 0, right: 300 }, 960, 540)
    expect(right.x + right.width).toBeLessThanOrEqual(1280 - 300)
  })

  it('cuts the viewport to the map so nothing else shows', () => {
    const fit = fitCamera({ width: 1300, height: 900, top: 50, bottom: 50 }, 600, 420)
    expect(fit.zoom).toBe(1)
    expect([fit.width, fit.height]).toEqual([600, 420])
  })

  it('centres on whole pixels even when the spare space is odd', () => {
    const fit = fitCamera({ width: 1001, height: 701, top: 0, bottom: 0 }, 600, 420)
    expect(Number.isInteger(fit.x)).toBe(true)
    expect(Number.isInteger(fit.y)).toBe(true)
    expect(fit.x).toBe(200)
    expect(fit.y).toBe(140)
  })

  it('shrinks the map with a fractional zoom when the window is too small', () => {
    const fit = fitCamera({ width: 480, height: 400, top: 50, bottom: 80 }, 960, 540)
    expect(fit.zoom).toBeCloseTo(0.5)
    expect(fit.width).toBe(480)
    expect(fit.height).toBe(270)
    expect(fit.y).toBe(50)
  })

  it('survives a window smaller than its HUD', () => {
    const fit = fitCamera({ width: 0, height: 50, top: 60, bottom: 40 }, 960, 540)
    expect(fit.zoom).toBeGreaterThan(0)
    expect(fit.width).toBeGreaterThanOrEqual(1)
    expect(fit.height).toBeGreaterThanOrEqual(0)
  })
})

describe('planCamera', () => {
  // Tiles of 12 map pixels, readable from 2×; larger while 60 × 34 tiles still show.
  const readable = { leastZoom: 2, wideTiles: 60, tallTiles: 34, tile: 12 }

  it('shows a map that fits at the readable zoom or more whole', () => {
    const plan = planCamera({ width: 2560, height: 1440, top: 50, bottom: 60 }, 960, 540, readable)
    expect(plan).toMatchObject({ follow: false, zoom: 2, width: 1920, height: 1080 })
    const small = planCamera({ width: 1280, height: 720, top: 50, bottom: 60 }, 360, 144, readable)
    expect(small).toMatchObject({ follow: false, zoom: 3 })
  })

  it('follows the player at the readable zoom on a map that would be drawn smaller', () => {
    // An ordinary 80 × 45 map at 1920 × 1080 would get 1×: it is followed at 2× instead.
    const area = { width: 1920, height: 1080, top: 60, bottom: 150, left: 250 }
    const plan = planCamera(area, 960, 540, readable)
    expect(plan).toMatchObject({ follow: true, zoom: 2, x: 250, y: 60, width: 1670, height: 870 })
    expect(
      planCamera({ width: 1280, height: 720, top: 50, bottom: 60 }, 12000, 12000, readable),
    ).toMatchObject({ follow: true, zoom: 2, x: 0, y: 50, width: 1280, height: 610 })
  })

  it('goes larger on a large screen while a good part of a level still shows', () => {
    const big = { width: 3840, height: 2160, top: 50, bottom: 60 }
    // 3840 / 60 tiles = 64 px a tile, 2050 / 34 = 60: 5× (60 px), not 6× (72 px).
    expect(planCamera(big, 12000, 12000, readable).zoom).toBe(5)
  })

  it('keeps the readable zoom on a phone, whatever little shows', () => {
    const phone = { width: 480, height: 800, top: 70, bottom: 330 }
    expect(planCamera(phone, 960, 540, readable)).toMatchObject({ follow: true, zoom: 2 })
    expect(planCamera(phone, 960, 540, { ...readable, leastZoom: 3 })).toMatchObject({ zoom: 3 })
  })

  it('cuts the viewport to a narrow map', () => {
    const plan = planCamera({ width: 800, height: 300, top: 0, bottom: 0 }, 360, 12000, readable)
    expect(plan).toMatchObject({ follow: true, zoom: 2, width: 720, height: 300, x: 40 })
  })
})

describe('freeArea', () => {
  it('keeps clear of each box by the thinnest band along an edge', () => {
    const boxes = [
      { left: 0, top: 0, right: 1280, bottom: 60 }, // the top bar
      { left: 0, top: 650, right: 1280, bottom: 800 }, // the bottom bar
      { left: 0, top: 60, right: 250, bottom: 650 }, // the sidebar
      { left: 944, top: 64, right: 1264, bottom: 600 }, // the panel, at the right
    ]
    expect(freeArea(1280, 800, boxes)).toEqual({
      width: 1280,
      height: 800,
      top: 60,
      bottom: 150,
      left: 250,
      right: 336,
    })
  })

  it('takes a wide box at the top as a band, and the tallest of several at one edge', () => {
    const boxes = [
      { left: 0, top: 0, right: 480, bottom: 40 },
      { left: 0, top: 40, right: 480, bottom: 70.4 },
      { left: 0, top: 520, right: 480, bottom: 800 },
    ]
    expect(freeArea(480, 800, boxes)).toMatchObject({ top: 71, bottom: 280, left: 0, right: 0 })
  })

  it('ignores a box off the window', () => {
    expect(freeArea(100, 100, [{ left: 200, top: 0, right: 300, bottom: 50 }])).toMatchObject({
      top: 0,
      bottom: 0,
      left: 0,
      right: 0,
    })
  })
})

describe('planCamera with a zoom factor', () => {
  const readable = { leastZoom: 2, wideTiles: 60, tallTiles: 34, tile: 12 }
  const area = { width: 1280, height: 800, top: 60, bottom: 140, left: 250 }

  it('is the readable plan at 1×', () => {
    expect(planCamera(area, 960, 540, { ...readable, factor: 1 })).toEqual(
      planCamera(area, 960, 540, readable),
    )
  })

  it('multiplies the readable zoom, on whole pixels, following the player once the map overflows', () => {
    const base = planCamera(area, 360, 240, readable)
    expect(base.follow).toBe(false)
    const twice = planCamera(area, 360, 240, { ...readable, factor: 2 })
    expect(twice.zoom).toBe(base.zoom * 2)
    expect(twice.follow).toBe(true)
    expect(planCamera(area, 360, 240, { ...readable, factor: 1.25 }).zoom).toBe(
      Math.round(base.zoom * 1.25),
    )
  })

  it('never draws smaller than unzoomed, always on whole pixels, inside the free area', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 4000 }),
        fc.integer({ min: 200, max: 3000 }),
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 100, max: 400 }),
        (width, height, mapW, mapH, hundredths) => {
          const room = { width, height, top: 50, bottom: 100 }
          const map = [mapW * 12, mapH * 12] as const
          const base = planCamera(room, ...map, readable)
          const zoomed = planCamera(room, ...map, { ...readable, factor: hundredths / 100 })
          expect(zoomed.zoom).toBeGreaterThanOrEqual(base.zoom)
          expect(Number.isInteger(zoomed.zoom)).toBe(true)
          expect(zoomed.y).toBeGreaterThanOrEqual(room.top)
          expect(zoomed.y + zoomed.height).toBeLessThanOrEqual(height - room.bottom)
          if (!zoomed.follow) {
            expect(map[0] * zoomed.zoom).toBeLessThanOrEqual(width)
          }
        },
      ),
    )
  })
})

describe('planCamera filling the screen', () => {
  const readable = { leastZoom: 2, wideTiles: 60, tallTiles: 34, tile: 12 }
  const fill = { ...readable, factor: 'fill' as const, keepTiles: 17 }
  // An ordinary 80 × 45 level, in tiles of 12 pixels.
  const level = [960, 540] as const

  it('grows on a large screen while half a level still shows: 1.5× at 1920 × 1080', () => {
    const area = { width: 1920, height: 1080, top: 68, bottom: 190, left: 250 }
    const plan = planCamera(area, ...level, fill)
    expect(plan).toMatchObject({ follow: true, zoom: 3, factor: 1.5 })
    expect((area.width - 250) / (plan.zoom * 12)).toBeGreaterThanOrEqual(40)
    expect((1080 - 68 - 190) / (plan.zoom * 12)).toBeGreaterThanOrEqual(22)
    // A laptop keeps the readable size.
    const laptop = { width: 1280, height: 720, top: 68, bottom: 170, left: 250 }
    expect(planCamera(laptop, ...level, fill)).toMatchObject({ zoom: 2, factor: 1 })
  })

  it('shrinks under the readable size on a phone on its side, so the whole sight shows', () => {
    // 844 × 390: 209 pixels between the bars, beside the pad's column.
    const phone = { width: 844, height: 390, top: 69, bottom: 112, right: 180 }
    const plan = planCamera(phone, ...level, fill)
    expect(plan).toMatchObject({ follow: true })
    expect(plan.height / (plan.zoom * 12)).toBeCloseTo(17)
    // A phone upright, 390 pixels across: 23-pixel tiles, not the 12 of the whole zoom below.
    const upright = planCamera({ width: 390, height: 844, top: 107, bottom: 300 }, ...level, fill)
    expect(upright.zoom * 12).toBeCloseTo(390 / 17)
    expect(upright.factor).toBeCloseTo(upright.zoom / 2)
    // Too little room even for that: a fraction of a pixel, the sight still whole.
    const tiny = planCamera({ ...phone, bottom: 200 }, ...level, fill)
    expect(tiny.zoom).toBeLessThan(1)
    expect(tiny.height / (tiny.zoom * 12)).toBeCloseTo(17)
  })

  it('leaves a map shown whole as it is', () => {
    const area = { width: 1920, height: 1080, top: 68, bottom: 190 }
    expect(planCamera(area, 360, 240, fill)).toEqual(planCamera(area, 360, 240, readable))
  })

  it('grows as far as half a level still shows, on the zoom’s steps, inside the free area', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 4000 }),
        fc.integer({ min: 300, max: 3000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 200 }),
        (width, height, top, bottom) => {
          fc.pre(height - top - bottom >= 50)
          const room = { width, height, top, bottom }
          const plan = planCamera(room, ...level, { ...readable, factor: 'fill' })
          const base = planCamera(room, ...level, readable).zoom
          expect(plan.zoom).toBeGreaterThanOrEqual(base)
          expect(Number.isInteger(plan.factor * 2)).toBe(true)
          expect(plan.y).toBeGreaterThanOrEqual(top)
          expect(plan.y + plan.height).toBeLessThanOrEqual(height - bottom + 1e-9)
          const free = { w: width, h: height - top - bottom }
          const shows = (z: number) => free.w / (z * 12) >= 40 && free.h / (z * 12) >= 22
          if (plan.factor > 1) expect(shows(plan.zoom)).toBe(true)
          if (plan.follow && plan.factor < 4)
            expect(shows(Math.max(base, Math.round(base * (plan.factor + 0.5))))).toBe(false)
        },
      ),
    )
  })

  it('always shows the sight’s square, inside the free area, as large as it may', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 300, max: 4000 }),
        fc.integer({ min: 300, max: 3000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 3, max: 25 }),
        (width, height, top, bottom, keep) => {
          fc.pre(height - top - bottom >= 50)
          const room = { width, height, top, bottom }
          const plan = planCamera(room, ...level, { ...fill, keepTiles: keep })
          const across = plan.width / (plan.zoom * 12)
          const down = plan.height / (plan.zoom * 12)
          if (plan.follow) {
            expect(across).toBeGreaterThanOrEqual(Math.min(keep, 80) - 1e-9)
            expect(down).toBeGreaterThanOrEqual(Math.min(keep, 45) - 1e-9)
          }
          expect(plan.y).toBeGreaterThanOrEqual(top)
          expect(plan.y + plan.height).toBeLessThanOrEqual(height - bottom + 1e-9)
          // The factor is a step of the zoom's (halves), or what the sight left under 1×.
          const base = planCamera(room, ...level, readable).zoom
          if (plan.zoom >= base) expect(Number.isInteger(plan.factor * 2)).toBe(true)
          else expect(plan.factor).toBeCloseTo(plan.zoom / base)
          // Never smaller than it must be: the next step up (the zoom's next half, or any larger
          // zoom under the readable size) would lose the sight or the half level.
          if (plan.zoom >= 1 && plan.follow) {
            const free = { w: width, h: height - top - bottom }
            const shows = (z: number, w: number, h: number) =>
              free.w / (z * 12) >= w && free.h / (z * 12) >= h
            if (plan.zoom < base) {
              expect(shows(plan.zoom * 1.001, keep, keep)).toBe(false)
            } else if (plan.factor < 4) {
              const next = Math.max(base, Math.round(base * (plan.factor + 0.5)))
              expect(shows(next, keep, keep) && shows(next, 40, 22)).toBe(false)
            }
          }
        },
      ),
    )
  })
})
