import { readFileSync } from 'node:fs'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromAscii } from '../formats/ascii.js'
import { generateDungeon } from '../generate/generate.js'
import { isTransparent, Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import { createRng } from '../random/rng.js'
import { CircularRoom } from '../rooms/room.js'
import { computeFov } from './compute-fov.js'
import { createVision, updateVision } from './vision.js'

interface Fixture {
  maps: Record<string, string[]>
  views: { map: string; x: number; y: number; radius: number; visible: number[] }[]
}

const fixtures: Fixture = JSON.parse(
  readFileSync(new URL('../../test/fov/fixtures.json', import.meta.url), 'utf8'),
)

/** Run lengths (the first of zeros) back into one byte per tile. */
function fromRuns(runs: readonly number[], size: number): Uint8Array {
  const bits = new Uint8Array(size)
  let at = 0
  runs.forEach((length, i) => {
    if (i % 2 === 1) bits.fill(1, at, at + length)
    at += length
  })
  return bits
}

/** The first tile where two views differ, described; undefined when equal. */
function difference(map: TileMap, actual: Uint8Array, expected: Uint8Array): string | undefined {
  const i = actual.findIndex((v, j) => v !== expected[j])
  if (i < 0) return undefined
  return `(${i % map.width}, ${Math.floor(i / map.width)}): ${actual[i]}, reference ${expected[i]}`
}

describe('computeFov against the published algorithm (fixtures made by its Python)', () => {
  const maps = new Map(
    Object.entries(fixtures.maps).map(([name, rows]) => [name, fromAscii(rows.join('\n'))]),
  )

  it('covers every algorithm, noise maps, unlimited and radius 8', () => {
    for (const algorithm of ALGORITHM_NAMES) {
      expect(fixtures.views.some((v) => v.map.startsWith(`${algorithm}-`))).toBe(true)
    }
    expect(fixtures.views.some((v) => v.map.startsWith('noise-'))).toBe(true)
    expect(new Set(fixtures.views.map((v) => v.radius))).toEqual(new Set([0, 8]))
    expect(fixtures.views.length).toBeGreaterThanOrEqual(100)
  })

  it.each(fixtures.views.map((v, i) => ({ ...v, i })))(
    'view $i: $map from ($x, $y), radius $radius',
    ({ map: name, x, y, radius, visible }) => {
      const map = maps.get(name) as TileMap
      const expected = fromRuns(visible, map.width * map.height)
      expect(difference(map, computeFov(map, { x, y }, radius), expected)).toBeUndefined()
    },
  )

  it('gives the same views through one reused array (a Vision updated view after view)', () => {
    for (const [name, map] of maps) {
      const vision = createVision(map)
      for (const view of fixtures.views.filter((v) => v.map === name)) {
        updateVision(vision, map, view, view.radius)
        const expected = fromRuns(view.visible, map.width * map.height)
        expect(difference(map, vision.visible, expected), `${name} ${view.x},${view.y}`).toBe(
          undefined,
        )
      }
    }
  })
})

/** A generated dungeon of any algorithm, and walkable origins on it, from fast-check's numbers. */
const dungeonAndOrigins = fc
  .record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    algorithm: fc.constantFrom(...ALGORITHM_NAMES),
    picks: fc.array(fc.nat(), { minLength: 2, maxLength: 6 }),
  })
  .map(({ seed, algorithm, picks }) => {
    const dungeon = generateDungeon({ seed, algorithm, width: 60, height: 36, roomShape: 'mixed' })
    const floor = [...dungeon.tiles.keys()].filter((i) => isTransparent(dungeon.tiles[i] as number))
    const origins = picks.map((p) => {
      const i = floor[p % floor.length] as number
      return { x: i % dungeon.width, y: Math.floor(i / dungeon.width) }
    })
    return { dungeon, origins }
  })

const at = (map: TileMap, view: Uint8Array, p: { x: number; y: number }) =>
  view[p.y * map.width + p.x] === 1

describe('computeFov properties', () => {
  it('is symmetric between floor tiles: A sees B exactly when B sees A (any radius)', () => {
    fc.assert(
      fc.property(dungeonAndOrigins, fc.constantFrom(0, 3, 8), ({ dungeon, origins }, radius) => {
        const views = origins.map((o) => computeFov(dungeon, o, radius))
        origins.forEach((a, i) => {
          origins.forEach((b, j) => {
            expect(at(dungeon, views[i] as Uint8Array, b)).toBe(
              at(dungeon, views[j] as Uint8Array, a),
            )
          })
        })
        // And against every floor tile the first origin sees: each of them sees it back.
        const [a] = origins as [{ x: number; y: number }]
        const view = views[0] as Uint8Array
        for (let i = 0; i < view.length; i += 7) {
          if (view[i] !== 1 || !isTransparent(dungeon.tiles[i] as number)) continue
          const b = { x: i % dungeon.width, y: Math.floor(i / dungeon.width) }
          expect(at(dungeon, computeFov(dungeon, b, radius), a)).toBe(true)
        }
      }),
      { numRuns: sized(150, 600) },
    )
  })

  it('sees every wall of a rectangular room from anywhere inside it', () => {
    fc.assert(
      fc.property(dungeonAndOrigins, fc.nat(), ({ dungeon }, pick) => {
        const rooms = dungeon.rooms.filter((r) => !(r instanceof CircularRoom))
        if (rooms.length === 0) return
        const room = rooms[pick % rooms.length] as (typeof rooms)[number]
        const inner = room.inner
        const from = {
          x: inner.x1 + (pick % (inner.x2 - inner.x1 + 1)),
          y: inner.y1 + ((pick >> 4) % (inner.y2 - inner.y1 + 1)),
        }
        const view = computeFov(dungeon, from, 0)
        for (let y = room.y1; y <= room.y2; y++) {
          for (let x = room.x1; x <= room.x2; x++) {
            const ring = x === room.x1 || x === room.x2 || y === room.y1 || y === room.y2
            // A doorway in the ring is floor, and may hide behind the wall the viewer leans on.
            if (ring && !isTransparent(dungeon.tiles[y * dungeon.width + x] as number))
              expect(at(dungeon, view, { x, y }), `(${x}, ${y}) from ${from.x},${from.y}`).toBe(
                true,
              )
          }
        }
      }),
      { numRuns: sized(250, 1000) },
    )
  })

  it('marks nothing beyond the radius, and the origin always', () => {
    fc.assert(
      fc.property(dungeonAndOrigins, fc.integer({ min: 1, max: 12 }), ({ dungeon, origins }, r) => {
        for (const o of origins) {
          const view = computeFov(dungeon, o, r)
          expect(at(dungeon, view, o)).toBe(true)
          // Checked tile by tile, reported once: values other than 0 and 1, and tiles too far.
          const wrong: string[] = []
          for (let i = 0; i < view.length; i++) {
            if (view[i] === 0) continue
            const dx = (i % dungeon.width) - o.x
            const dy = Math.floor(i / dungeon.width) - o.y
            if (view[i] !== 1 || dx * dx + dy * dy > r * r) wrong.push(`${i}: ${view[i]}`)
          }
          expect(wrong).toEqual([])
        }
      }),
      { numRuns: sized(150, 600) },
    )
  })

  it('shows no floor tile whose centre line from the origin runs through a wall', () => {
    // The published model: a wall at depth d, column c stops sight between slopes (c ∓ ½) / d;
    // the line between the centres crosses depth d at column C·d / D.
    fc.assert(
      fc.property(dungeonAndOrigins, ({ dungeon, origins }) => {
        for (const o of origins) {
          const view = computeFov(dungeon, o, 0)
          // Checked tile by tile, reported once: every seen floor tile whose line is blocked.
          const blocked: string[] = []
          for (let i = 0; i < view.length; i++) {
            if (view[i] !== 1 || !isTransparent(dungeon.tiles[i] as number)) continue
            const bx = i % dungeon.width
            const by = Math.floor(i / dungeon.width)
            if (blockedLine(dungeon, o.x, o.y, bx, by)) blocked.push(`${o.x},${o.y} → ${bx},${by}`)
          }
          expect(blocked).toEqual([])
        }
      }),
      { numRuns: sized(100, 400) },
    )
  })

  it('leaves a given array alone outside the square of the radius, and reuses it', () => {
    const map = generateDungeon({ seed: 'square', width: 60, height: 30 })
    const out = new Uint8Array(map.width * map.height).fill(7)
    const o = map.start
    expect(computeFov(map, o, 4, out)).toBe(out)
    for (let i = 0; i < out.length; i++) {
      const dx = Math.abs((i % map.width) - o.x)
      const dy = Math.abs(Math.floor(i / map.width) - o.y)
      if (dx > 4 || dy > 4) expect(out[i]).toBe(7)
      else expect(out[i]).toBeLessThanOrEqual(1)
    }
    expect([...computeFov(map, o, 0, out)].every((v) => v <= 1)).toBe(true)
  })

  it('treats tiles off the map as walls and doors and stairs as clear', () => {
    const map = fromAscii(`
.....
.<+>.
.....`)
    expect([...computeFov(map, { x: 0, y: 1 }, 0)].every((v) => v === 1)).toBe(true)
    const walled = fromAscii('.#.')
    expect([...computeFov(walled, { x: 0, y: 0 }, 0)]).toEqual([1, 1, 0])
    expect(walled.tiles[1]).toBe(Tile.Wall)
  })

  it('sees down a corridor longer than the largest generated map, unlimited and with a radius', () => {
    // Rows deeper than 4096 take slope denominators past the precomputed reciprocals.
    const width = 9000
    const tiles = new Uint8Array(width * 3)
    tiles.fill(Tile.Floor, width, 2 * width)
    const corridor: TileMap = { width, height: 3, tiles }
    const row = (view: Uint8Array) => Array.from(view.subarray(width, 2 * width))
    expect(row(computeFov(corridor, { x: 0, y: 1 }, 0)).every((v) => v === 1)).toBe(true)
    const far = row(computeFov(corridor, { x: width - 1, y: 1 }, 6000))
    expect(far.indexOf(1)).toBe(width - 1 - 6000)
    expect(far.slice(width - 1 - 6000).every((v) => v === 1)).toBe(true)
  })

  it('refuses an origin off the map, a bad radius or a wrong array, saying what is allowed', () => {
    const map = fromAscii('...\n...')
    expect(() => computeFov(map, { x: 3, y: 0 }, 0)).toThrow(
      'computeFov: origin (3, 0) is not a tile of the 3×2 map',
    )
    expect(() => computeFov(map, { x: 0.5, y: 0 }, 0)).toThrow(RangeError)
    expect(() => computeFov(map, { x: 0, y: 0 }, -1)).toThrow(
      'radius -1 is not an integer of 0 or more',
    )
    expect(() => computeFov(map, { x: 0, y: 0 }, 1.5)).toThrow(RangeError)
    expect(() => computeFov(map, { x: 0, y: 0 }, 0, new Uint8Array(5))).toThrow(
      'out must be a Uint8Array of 6 cells (3×2), got one of 5',
    )
  })
})

describe('updateVision', () => {
  it('keeps this turn’s view in visible and everything ever seen in explored', () => {
    const map = generateDungeon({ seed: 'vision', width: 70, height: 40 })
    const vision = createVision(map)
    const rng = createRng('vision-walk')
    const floor = [...map.tiles.keys()].filter((i) => isTransparent(map.tiles[i] as number))
    const union = new Uint8Array(map.width * map.height)
    for (let step = 0; step < 40; step++) {
      const i = floor[rng.int(0, floor.length - 1)] as number
      const origin = { x: i % map.width, y: Math.floor(i / map.width) }
      const radius = step % 3 === 0 ? 0 : 6
      updateVision(vision, map, origin, radius)
      const fresh = computeFov(map, origin, radius)
      expect(vision.visible).toEqual(fresh)
      fresh.forEach((v, j) => {
        if (v) union[j] = 1
      })
      expect(vision.explored).toEqual(union)
    }
  })

  it('refuses a map of another size', () => {
    const vision = createVision({ width: 4, height: 4 })
    expect(() => updateVision(vision, fromAscii('...'), { x: 0, y: 0 }, 0)).toThrow(
      'updateVision: the vision is 4×4, the map 3×1',
    )
  })
})

/**
 * True when the line between the centres of (ax, ay) and (bx, by) passes strictly inside a wall
 * of an intermediate row, rows counted along the longer axis as the published scan does.
 */
function blockedLine(map: TileMap, ax: number, ay: number, bx: number, by: number): boolean {
  const dx = bx - ax
  const dy = by - ay
  const vertical = Math.abs(dy) >= Math.abs(dx)
  const depth = vertical ? Math.abs(dy) : Math.abs(dx)
  const across = vertical ? dx : dy
  for (let d = 1; d < depth; d++) {
    // Column offset at depth d is across·d / depth; a tile's interval is col ± ½.
    const twice = 2 * across * d // compared with (2col ± 1)·depth, all in integers
    const col = Math.round((across * d) / depth)
    if (Math.abs(twice - 2 * col * depth) >= depth) continue // on an edge: passes
    const sx = Math.sign(dx)
    const sy = Math.sign(dy)
    const x = vertical ? ax + col : ax + sx * d
    const y = vertical ? ay + sy * d : ay + col
    if (!isTransparent(map.tiles[y * map.width + x] as number)) return true
  }
  return false
}
