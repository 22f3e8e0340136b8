import { describe, expect, it } from 'vitest'
import { asRows, cookbookBsp, tutorialRandom } from '../../test/reference.js'
import { generateDungeon } from '../generate/generate.js'
import { isConnected } from '../grid/flood-fill.js'
import { Tile } from '../grid/tile.js'
import { createTileMap } from '../grid/tile-map.js'
import type { DungeonOptions } from '../options/option-table.js'
import { resolveDungeonOptions } from '../options/resolve.js'
import { createRng } from '../random/rng.js'
import { CircularRoom } from '../rooms/room.js'
import { carveBsp } from './bsp.js'

function reference(options: DungeonOptions, seed: string | number) {
  const r = resolveDungeonOptions({ ...options, algorithm: 'bsp' })
  return cookbookBsp(
    {
      width: r.width,
      height: r.height,
      margin: r.margin,
      roomMinSize: r.roomMinSize,
      roomMaxSize: r.roomMaxSize,
      minLeaf: r.bspMinLeafSize,
      iterations: r.iterations,
      padding: r.padding,
      shape: r.roomShape,
      tunnel: r.tunnel,
    },
    tutorialRandom(createRng(seed)),
  )
}

const corners = (rooms: readonly { x1: number; y1: number; x2: number; y2: number }[]) =>
  rooms.map(({ x1, y1, x2, y2 }) => ({ x1, y1, x2, y2 }))

describe('BSP against the cookbook’s listing', () => {
  it.each([
    {},
    { preset: 'mcrogueface' },
    { iterations: 6, roomMinSize: 3, roomMaxSize: 8 },
    { roomShape: 'circle', tunnel: 'bresenham' },
    { roomShape: 'mixed', tunnel: 'mixed', padding: 2 },
    { width: 120, height: 50, iterations: 8, bspMinLeafSize: 9, padding: 1 },
    { width: 30, height: 90, iterations: 5, margin: 2 },
  ] as DungeonOptions[])('identical tiles and rooms for 40 seeds: %j', (options) => {
    for (let seed = 0; seed < 40; seed++) {
      const ours = generateDungeon({ ...options, algorithm: 'bsp', seed, stairs: false })
      const theirs = reference(options, seed)
      expect(asRows(ours.tiles, ours.width)).toBe(asRows(theirs.tiles, ours.width))
      expect(corners(ours.rooms)).toEqual(theirs.rooms)
      expect(ours.rooms.map((r) => (r instanceof CircularRoom ? 'circle' : 'rect'))).toEqual(
        theirs.shapes,
      )
      expect(ours.start).toEqual(theirs.start)
    }
  })

  it('carveBsp carves the given map and returns the rooms', () => {
    const map = createTileMap(80, 45)
    const rooms = carveBsp(map, resolveDungeonOptions({ algorithm: 'bsp' }), createRng('direct'))
    const d = generateDungeon({ algorithm: 'bsp', seed: 'direct', stairs: false })
    expect(map.tiles).toEqual(d.tiles)
    expect(corners(rooms)).toEqual(corners(d.rooms))
  })
})

describe('BSP structure', () => {
  it('uses the presets’ sizes: rooms within roomMinSize … roomMaxSize, inside the margin', () => {
    for (const preset of ['tcod', 'mcrogueface'] as const) {
      for (let seed = 0; seed < 50; seed++) {
        const d = generateDungeon({ preset, algorithm: 'bsp', seed })
        const { roomMinSize, roomMaxSize, margin } = d.options
        expect([d.width, d.height]).toEqual(preset === 'tcod' ? [80, 45] : [50, 35])
        for (const r of d.rooms) {
          for (const side of [r.width, r.height]) {
            expect(side).toBeGreaterThanOrEqual(roomMinSize)
            expect(side).toBeLessThanOrEqual(roomMaxSize)
          }
          expect(Math.min(r.x1, r.y1)).toBeGreaterThanOrEqual(margin)
          expect(r.x2).toBeLessThanOrEqual(d.width - 1 - margin)
          expect(r.y2).toBeLessThanOrEqual(d.height - 1 - margin)
        }
      }
    }
  })

  it('has one room with no iterations, at most 2^iterations otherwise, and splits by default', () => {
    for (let seed = 0; seed < 30; seed++) {
      expect(generateDungeon({ algorithm: 'bsp', iterations: 0, seed }).rooms).toHaveLength(1)
      for (const iterations of [1, 2, 3, 5]) {
        const n = generateDungeon({ algorithm: 'bsp', iterations, seed }).rooms.length
        expect(n).toBeGreaterThanOrEqual(2) // 80×45 always splits at least once
        expect(n).toBeLessThanOrEqual(2 ** iterations)
      }
    }
    // On the tcod map the four default rounds usually make well over 8 rooms.
    const counts = Array.from(
      { length: 50 },
      (_, seed) => generateDungeon({ algorithm: 'bsp', seed }).rooms.length,
    )
    expect(counts.reduce((a, b) => a + b) / counts.length).toBeGreaterThan(8)
  })

  it('never splits below bspMinLeafSize: a map narrower than two leaves keeps one room', () => {
    let twos = 0
    for (let seed = 0; seed < 20; seed++) {
      const d = generateDungeon({ algorithm: 'bsp', width: 14, height: 14, seed })
      expect(d.rooms).toHaveLength(1) // 14 = 2 × 7: the cookbook needs more than 2 × MIN_SIZE
      // 15 wide can be cut into 7 + 8, but only across the width: when the coin picks the
      // height, that round splits nothing and the next one tries again.
      const e = generateDungeon({ algorithm: 'bsp', width: 15, height: 14, seed })
      expect(e.rooms.length).toBeLessThanOrEqual(2)
      const [a, b] = e.rooms
      if (a && b) expect(a.x2 < b.x1).toBe(true)
      twos += e.rooms.length === 2 ? 1 : 0
    }
    expect(twos).toBeGreaterThan(15) // all four coins go the wrong way 1 time in 16
  })

  it('keeps rooms apart by the padding, and every dungeon connected', () => {
    for (const padding of [0, 1, 3]) {
      for (let seed = 0; seed < 40; seed++) {
        const d = generateDungeon({ algorithm: 'bsp', padding, iterations: 5, seed })
        for (const [i, a] of d.rooms.entries()) {
          for (const b of d.rooms.slice(i + 1)) expect(a.intersects(b, padding)).toBe(false)
        }
        expect(isConnected(d, d.start)).toBe(true)
      }
    }
  })

  it('returns rooms left to right in tree order: the first split’s left half comes first', () => {
    for (let seed = 0; seed < 30; seed++) {
      // 80 × 45 is wider than 1.25 : 1, so the first cut is across the width.
      const d = generateDungeon({ algorithm: 'bsp', iterations: 1, seed })
      const [a, b] = d.rooms
      expect(d.rooms).toHaveLength(2)
      expect((a?.x2 as number) < (b?.x1 as number)).toBe(true)
    }
  })

  it('puts the stairs at the first and last rooms’ centres, up on the start', () => {
    for (let seed = 0; seed < 30; seed++) {
      const d = generateDungeon({ algorithm: 'bsp', seed })
      const last = d.rooms[d.rooms.length - 1]
      expect(d.stairsUp).toEqual(d.start)
      expect(d.stairsDown).toEqual(last?.center)
      expect(d.tiles[d.start.y * d.width + d.start.x]).toBe(Tile.StairsUp)
    }
  })
})
