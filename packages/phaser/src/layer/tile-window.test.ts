import { describe, expect, it } from 'vitest'
import { placeWindow, unionRowSpans, windowSize } from './tile-window.js'

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

describe('unionRowSpans', () => {
  const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 })

  it('covers each tile of two overlapping sight squares once', () => {
    const before = box(2, 2, 18, 18)
    const after = box(3, 1, 19, 17)
    expect(unionRowSpans(before, after, 0)).toEqual([])
    expect(unionRowSpans(before, after, 1)).toEqual([[3, 19]])
    expect(unionRowSpans(before, after, 10)).toEqual([[2, 19]])
    expect(unionRowSpans(before, after, 18)).toEqual([[2, 18]])
    let tiles = 0
    for (let y = 0; y < 20; y++) {
      for (const [from, to] of unionRowSpans(before, after, y)) tiles += to - from + 1
    }
    expect(tiles).toBe(17 * 17 * 2 - 16 * 16)
  })

  it('keeps apart boxes that do not touch, left to right, and skips an empty one', () => {
    expect(unionRowSpans(box(10, 0, 12, 0), box(0, 0, 2, 0), 0)).toEqual([
      [0, 2],
      [10, 12],
    ])
    expect(unionRowSpans(box(0, 0, 2, 0), box(3, 0, 5, 0), 0)).toEqual([[0, 5]])
    expect(unionRowSpans(box(0, 0, -1, -1), box(3, 0, 5, 0), 0)).toEqual([[3, 5]])
  })
})
