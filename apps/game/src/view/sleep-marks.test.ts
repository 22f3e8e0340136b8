import { LETTER_HEIGHT, LETTER_WIDTH, TILE_SIZE } from '@delve/art'
import { describe, expect, it } from 'vitest'
import { sleepMarkCorner, sleepMarkPlace } from './sleep-marks.js'

/** The box a tile takes on the map, in map pixels. */
function tileBox(x: number, y: number) {
  return {
    left: x * TILE_SIZE,
    top: y * TILE_SIZE,
    right: (x + 1) * TILE_SIZE,
    bottom: (y + 1) * TILE_SIZE,
  }
}

function overlaps(a: ReturnType<typeof tileBox>, b: ReturnType<typeof tileBox>): boolean {
  return (
    Math.min(a.right, b.right) > Math.max(a.left, b.left) &&
    Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top)
  )
}

describe('a sleeper’s Z', () => {
  it('lies beside the sleeper, in the free diagonal tile’s corner, over no creature', () => {
    const at = { x: 5, y: 5 }
    const cases: [string[], { x: number; y: number } | null][] = [
      [[], { x: 1, y: -1 }],
      [['6,4'], { x: -1, y: -1 }],
      [['6,4', '4,4'], { x: 1, y: 1 }],
      [['6,4', '4,4', '6,6'], { x: -1, y: 1 }],
      [['6,4', '4,4', '6,6', '4,6'], null],
    ]
    for (const [taken, expected] of cases) {
      const occupied = new Set(['5,5', ...taken])
      const corner = sleepMarkCorner(at, occupied)
      expect(corner).toEqual(expected)
      if (!corner) continue
      const place = sleepMarkPlace(at, corner)
      const mark = {
        left: place.x,
        top: place.y,
        right: place.x + LETTER_WIDTH,
        bottom: place.y + LETTER_HEIGHT,
      }
      // Touching the sleeper's tile at a corner, never over it, nor over any taken tile.
      expect(overlaps(mark, tileBox(at.x, at.y))).toBe(false)
      expect(overlaps(mark, tileBox(at.x + corner.x, at.y + corner.y))).toBe(true)
      for (const tile of occupied) {
        const [x, y] = tile.split(',').map(Number) as [number, number]
        expect(overlaps(mark, tileBox(x, y)), tile).toBe(false)
      }
      const gap = Math.max(
        mark.left - tileBox(5, 5).right,
        tileBox(5, 5).left - mark.right,
        mark.top - tileBox(5, 5).bottom,
        tileBox(5, 5).top - mark.bottom,
      )
      expect(gap).toBe(0)
    }
  })
})
