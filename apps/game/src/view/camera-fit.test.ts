import { describe, expect, it } from 'vitest'
import { fitCamera, planCamera } from './camera-fit.js'

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
  const reference = { width: 960, height: 540 }

  it('shows a map that fits at 1× or more whole', () => {
    const plan = planCamera({ width: 1280, height: 720, top: 50, bottom: 60 }, 960, 540, reference)
    expect(plan).toMatchObject({ follow: false, zoom: 1, width: 960, height: 540 })
  })

  it('follows the player on a larger map, at the zoom an ordinary map would get', () => {
    const area = { width: 1280, height: 720, top: 50, bottom: 60 }
    expect(planCamera(area, 12000, 12000, reference)).toMatchObject({
      follow: true,
      zoom: 1,
      x: 0,
      y: 50,
      width: 1280,
      height: 610,
    })
    const big = { width: 2560, height: 1440, top: 50, bottom: 60 }
    expect(planCamera(big, 12000, 12000, reference).zoom).toBe(2)
  })

  it('follows at a larger least zoom when asked (a phone, for tiles a finger can hit)', () => {
    const phone = { width: 480, height: 800, top: 70, bottom: 330 }
    expect(planCamera(phone, 960, 540, reference).zoom).toBe(1)
    expect(planCamera(phone, 960, 540, reference, 2)).toMatchObject({ follow: true, zoom: 2 })
    // A map that fits whole is shown whole, whatever the least zoom for following.
    expect(planCamera(phone, 360, 144, reference, 2)).toMatchObject({ follow: false, zoom: 1 })
  })

  it('never zooms below 1× and cuts the viewport to a narrow map', () => {
    const plan = planCamera({ width: 400, height: 300, top: 0, bottom: 0 }, 360, 12000, reference)
    expect(plan).toMatchObject({ follow: true, zoom: 1, width: 360, height: 300, x: 20 })
  })
})
