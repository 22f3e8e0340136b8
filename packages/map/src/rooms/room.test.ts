import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RectangularRoom } from './room.js'

describe('RectangularRoom corners', () => {
  it('stores x2 = x + width and y2 = y + height, as the tutorials do', () => {
    const room = new RectangularRoom(2, 3, 4, 5)
    expect([room.x1, room.y1, room.x2, room.y2]).toEqual([2, 3, 6, 8])
    expect(room.width).toBe(4)
    expect(room.height).toBe(5)
  })
})

describe('RectangularRoom.center', () => {
  it('is exact when x1 + x2 is even', () => {
    // Width 4 from x=2: x2 = 6, (2 + 6) / 2 = 4.
    expect(new RectangularRoom(2, 2, 4, 4).center).toEqual({ x: 4, y: 4 })
  })

  it('rounds toward the top-left when x1 + x2 is odd', () => {
    // Width 5 from x=0: x2 = 5, 5 / 2 = 2.5 → 2. Height 7 from y=1: y2 = 8, 9 / 2 = 4.5 → 4.
    expect(new RectangularRoom(0, 1, 5, 7).center).toEqual({ x: 2, y: 4 })
  })

  it('uses floor division like Python // (also for negative coordinates)', () => {
    // x: (-3 + 0) // 2 = -2; y: (-3 + -2) // 2 = -3 (Python rounds -1.5 and -2.5 down).
    expect(new RectangularRoom(-3, -3, 3, 1).center).toEqual({ x: -2, y: -3 })
  })

  it('lies in the carved inner area for every room of size 3 or more (property)', () => {
    fc.assert(
      fc.property(roomArb(3), (room) => {
        const { x, y } = room.center
        const inner = room.inner
        expect(x >= inner.x1 && x <= inner.x2 && y >= inner.y1 && y <= inner.y2).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('RectangularRoom.inner', () => {
  it('is x1+1 … x2−1 and y1+1 … y2−1, inclusive', () => {
    expect(new RectangularRoom(10, 20, 6, 4).inner).toEqual({ x1: 11, y1: 21, x2: 15, y2: 23 })
  })

  it('covers (width − 1) × (height − 1) tiles, like range(x1 + 1, x2)', () => {
    const { x1, y1, x2, y2 } = new RectangularRoom(0, 0, 6, 10).inner
    expect((x2 - x1 + 1) * (y2 - y1 + 1)).toBe(5 * 9)
  })

  it('leaves a one-tile wall ring inside the corners', () => {
    const room = new RectangularRoom(4, 4, 3, 3)
    expect(room.inner).toEqual({ x1: 5, y1: 5, x2: 6, y2: 6 })
  })
})

describe('RectangularRoom.intersects', () => {
  const a = new RectangularRoom(0, 0, 4, 4) // corners (0,0)–(4,4)

  it('is true for overlapping rooms', () => {
    expect(a.intersects(new RectangularRoom(2, 2, 4, 4))).toBe(true)
  })

  it('is true when one room contains the other', () => {
    expect(a.intersects(new RectangularRoom(1, 1, 2, 2))).toBe(true)
    expect(new RectangularRoom(1, 1, 2, 2).intersects(a)).toBe(true)
  })

  it('is true for rooms sharing an edge (inclusive test)', () => {
    expect(a.intersects(new RectangularRoom(4, 0, 4, 4))).toBe(true)
    expect(a.intersects(new RectangularRoom(0, 4, 4, 4))).toBe(true)
  })

  it('is true for rooms sharing only a corner', () => {
    expect(a.intersects(new RectangularRoom(4, 4, 3, 3))).toBe(true)
  })

  it('is false for rooms one tile apart', () => {
    expect(a.intersects(new RectangularRoom(5, 0, 4, 4))).toBe(false)
    expect(a.intersects(new RectangularRoom(0, 5, 4, 4))).toBe(false)
    expect(a.intersects(new RectangularRoom(5, 5, 4, 4))).toBe(false)
    expect(a.intersects(new RectangularRoom(-5, 0, 4, 4))).toBe(false)
  })

  it('is false when the rooms overlap on one axis only', () => {
    expect(a.intersects(new RectangularRoom(1, 10, 2, 2))).toBe(false)
    expect(a.intersects(new RectangularRoom(10, 1, 2, 2))).toBe(false)
  })

  it('padding grows the gap that counts as an intersection', () => {
    const oneApart = new RectangularRoom(5, 0, 4, 4)
    const twoApart = new RectangularRoom(6, 0, 4, 4)
    expect(a.intersects(oneApart, 1)).toBe(true)
    expect(a.intersects(twoApart, 1)).toBe(false)
    expect(a.intersects(twoApart, 2)).toBe(true)
    expect(a.intersects(oneApart, 0)).toBe(a.intersects(oneApart))
  })

  it('is symmetric, with and without padding (property)', () => {
    fc.assert(
      fc.property(roomArb(1), roomArb(1), fc.integer({ min: 0, max: 3 }), (r, s, pad) => {
        expect(r.intersects(s, pad)).toBe(s.intersects(r, pad))
      }),
      { numRuns: 1000 },
    )
  })

  it('is true exactly when the two corner rectangles share a tile (property)', () => {
    fc.assert(
      fc.property(roomArb(1), roomArb(1), (r, s) => {
        const tiles = (room: RectangularRoom) => {
          const out = new Set<string>()
          for (let x = room.x1; x <= room.x2; x++) {
            for (let y = room.y1; y <= room.y2; y++) out.add(`${x},${y}`)
          }
          return out
        }
        const shared = [...tiles(r)].some((t) => tiles(s).has(t))
        expect(r.intersects(s)).toBe(shared)
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps a wall between the carved floors of any two non-intersecting rooms (property)', () => {
    fc.assert(
      fc.property(roomArb(3), roomArb(3), (r, s) => {
        fc.pre(!r.intersects(s))
        const a = r.inner
        const b = s.inner
        // Chebyshev distance between the floors: at least 2 means no floor tile touches another,
        // not even diagonally.
        const gapX = Math.max(b.x1 - a.x2, a.x1 - b.x2)
        const gapY = Math.max(b.y1 - a.y2, a.y1 - b.y2)
        expect(Math.max(gapX, gapY)).toBeGreaterThanOrEqual(2)
      }),
      { numRuns: 1000 },
    )
  })
})

function roomArb(minSize: number): fc.Arbitrary<RectangularRoom> {
  return fc
    .record({
      x: fc.integer({ min: 0, max: 30 }),
      y: fc.integer({ min: 0, max: 30 }),
      w: fc.integer({ min: minSize, max: 12 }),
      h: fc.integer({ min: minSize, max: 12 }),
    })
    .map(({ x, y, w, h }) => new RectangularRoom(x, y, w, h))
}
