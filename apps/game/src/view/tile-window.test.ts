import { describe, expect, it } from 'vitest'
import { placeWindow, windowSize } from './tile-window.js'

describe('windowSize', () => {
  it('draws a map that fits whole, and the view plus a margin of a large one', () => {
    expect(windowSize({ width: 80, height: 45 }, 80, 45)).toEqual({ width: 80, height: 45 })
    expect(windowSize({ width: 1000, height: 1000 }, 106.7, 49.8, 16)).toEqual({
      width: 140,
      height: 83,
    })
  })
})

describe('placeWindow', () => {
  const map = { width: 1000, height: 1000 }
  const window = { x: 100, y: 100, width: 140, height: 83 }

  it('stays put while the view is inside it', () => {
    expect(placeWindow(window, { x: 110, y: 110, width: 100, height: 50 }, map)).toBe(window)
  })

  it('centres on a view that left it, inside the map', () => {
    expect(placeWindow(window, { x: 300, y: 300, width: 100, height: 50 }, map)).toEqual({
      x: 280,
      y: 284,
      width: 140,
      height: 83,
    })
    expect(placeWindow(window, { x: 950, y: -5, width: 100, height: 50 }, map)).toMatchObject({
      x: 860,
      y: 0,
    })
  })
})
