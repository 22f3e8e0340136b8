import { describe, expect, it } from 'vitest'
import { tilesWithin } from './aim-marks.js'

function seenAll(width: number, height: number) {
  return { width, height, visible: new Uint8Array(width * height).fill(1) }
}

describe('tilesWithin', () => {
  it('takes the tiles of a disc, dx² + dy² ≤ r², as the effects measure reach', () => {
    const tiles = tilesWithin({ x: 5, y: 5 }, 1, seenAll(11, 11))
    expect(tiles).toEqual([
      { x: 5, y: 4 },
      { x: 4, y: 5 },
      { x: 5, y: 5 },
      { x: 6, y: 5 },
      { x: 5, y: 6 },
    ])
    expect(tilesWithin({ x: 5, y: 5 }, 3, seenAll(11, 11))).toHaveLength(29)
  })

  it('keeps to the map and to the tiles in sight', () => {
    const seen = seenAll(4, 4)
    seen.visible[1] = 0
    const tiles = tilesWithin({ x: 0, y: 0 }, 2, seen)
    expect(tiles.every((p) => p.x >= 0 && p.y >= 0)).toBe(true)
    expect(tiles).not.toContainEqual({ x: 1, y: 0 })
    expect(tiles).toContainEqual({ x: 2, y: 0 })
  })
})
