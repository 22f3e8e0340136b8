import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateDungeon } from '../generate/generate.js'
import { MAX_MAP_SIZE, MAX_ROOM_ATTEMPTS } from '../options/limits.js'
import { RectangularRoom } from './room.js'
import { RoomGrid } from './room-grid.js'

describe('RoomGrid', () => {
  it('answers exactly as testing every kept room in turn, scanning or bucketed (property)', () => {
    let most = 0
    const box = (W: number, H: number, span: number) =>
      fc
        .record({
          w: fc.integer({ min: 3, max: span - 1 }),
          h: fc.integer({ min: 3, max: span - 1 }),
        })
        .chain(({ w, h }) =>
          fc.record({
            x: fc.integer({ min: 0, max: W - w - 1 }),
            y: fc.integer({ min: 0, max: H - h - 1 }),
            w: fc.constant(w),
            h: fc.constant(h),
          }),
        )
    fc.assert(
      fc.property(
        fc
          .tuple(
            fc.oneof(
              fc.constant(0),
              fc.integer({ min: 0, max: 3 }),
              fc.integer({ min: 0, max: 40 }),
            ),
            fc.integer({ min: 4, max: 14 }),
          )
          .chain(([padding, span]) =>
            fc.tuple(
              fc.constant(padding),
              fc.constant(span),
              fc.array(box(90, 70, span), { minLength: 1, maxLength: 400, size: 'max' }),
            ),
          ),
        ([padding, span, attempts]) => {
          const grid = new RoomGrid(90, 70, span, attempts.length)
          const kept: RectangularRoom[] = []
          for (const { x, y, w, h } of attempts) {
            const room = new RectangularRoom(x, y, w, h)
            const linear = kept.some((other) => room.intersects(other, padding))
            expect(grid.hits(x - padding, y - padding, x + w + padding, y + h + padding)).toBe(
              linear,
            )
            if (!linear) {
              grid.add(x, y, x + w, y + h)
              kept.push(room)
            }
          }
          most = Math.max(most, kept.length)
        },
      ),
      { numRuns: sized(100, 300) },
    )
    expect(most).toBeGreaterThan(40) // past the 32 rooms where the grid takes over
  })

  it('refuses more rooms than its capacity', () => {
    const grid = new RoomGrid(20, 20, 5, 1)
    grid.add(0, 0, 4, 4)
    expect(() => grid.add(10, 10, 14, 14)).toThrow(RangeError)
  })
})

describe('no hang on the largest inputs', () => {
  it('finishes a 4096 × 4096 map with the most attempts and a padding the size of the map', () => {
    const d = generateDungeon({
      width: MAX_MAP_SIZE,
      height: MAX_MAP_SIZE,
      maxRooms: MAX_ROOM_ATTEMPTS,
      padding: MAX_MAP_SIZE,
      seed: 'big',
      stairs: false,
    })
    expect(d.rooms).toHaveLength(1) // nothing else can be that far from the first room
  })

  it('finishes 1000 × 1000 with 8 333 attempts, both algorithms', () => {
    for (const algorithm of ['rooms-and-corridors', 'bsp'] as const) {
      const d = generateDungeon({ width: 1000, height: 1000, maxRooms: 8333, algorithm, seed: 1 })
      expect(d.rooms.length).toBeGreaterThan(algorithm === 'bsp' ? 8 : 1000)
    }
  })
})
