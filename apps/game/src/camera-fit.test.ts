import { describe, expect, it } from 'vitest'
import { fitCamera } from './camera-fit.js'

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
