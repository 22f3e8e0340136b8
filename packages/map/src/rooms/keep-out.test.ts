import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Tile } from '../grid/tile.js'
import { createTileMap, type TileMap } from '../grid/tile-map.js'
import { keptOutTunnel, lClear, meetsKeepOut } from './keep-out.js'
import { carveLTunnel } from './tunnel.js'

const W = 40
const H = 24

/** Whether (x, y) lies in a box, tested tile by tile against the numbers. */
const inBox = (boxes: readonly number[], x: number, y: number) => {
  for (let b = 0; b < boxes.length; b += 4) {
    const [x1, y1, x2, y2] = boxes.slice(b, b + 4) as [number, number, number, number]
    if (x >= x1 && x <= x2 && y >= y1 && y <= y2) return true
  }
  return false
}

/** The tiles reachable from (x, y) over `open` ones, four ways, by a plain flood fill. */
function reach(map: TileMap, x: number, y: number, open: (i: number) => boolean): Set<number> {
  const seen = new Set([y * map.width + x])
  const stack = [y * map.width + x]
  while (stack.length > 0) {
    const at = stack.pop() as number
    const ax = at % map.width
    for (const n of [
      at - map.width,
      at + map.width,
      ax > 0 ? at - 1 : -1,
      ax < map.width - 1 ? at + 1 : -1,
    ]) {
      if (n < 0 || n >= map.tiles.length || seen.has(n) || !open(n)) continue
      seen.add(n)
      stack.push(n)
    }
  }
  return seen
}

/** Up to three boxes off the border, and two tiles outside them off the border. */
const scene = fc
  .record({
    boxes: fc.array(
      fc
        .record({
          x: fc.integer({ min: 1, max: W - 3 }),
          y: fc.integer({ min: 1, max: H - 3 }),
          w: fc.integer({ min: 1, max: 12 }),
          h: fc.integer({ min: 1, max: 9 }),
        })
        .map(({ x, y, w, h }) => [x, y, Math.min(W - 2, x + w), Math.min(H - 2, y + h)]),
      { maxLength: 3 },
    ),
    from: fc.record({
      x: fc.integer({ min: 1, max: W - 2 }),
      y: fc.integer({ min: 1, max: H - 2 }),
    }),
    to: fc.record({ x: fc.integer({ min: 1, max: W - 2 }), y: fc.integer({ min: 1, max: H - 2 }) }),
    horizontalFirst: fc.boolean(),
    onlyRock: fc.boolean(),
  })
  .map((s) => ({ ...s, boxes: s.boxes.flat() }))
  .filter(({ boxes, from, to }) => !inBox(boxes, from.x, from.y) && !inBox(boxes, to.x, to.y))

/** Two corners anywhere on the map. */
const corners = fc.record({
  x1: fc.nat(W - 1),
  y1: fc.nat(H - 1),
  x2: fc.nat(W - 1),
  y2: fc.nat(H - 1),
})

/** Whether a tile of the rectangle x1 … x2 × y1 … y2 (either order) lies in a box, tile by tile. */
function tilesMeet(boxes: readonly number[], x1: number, y1: number, x2: number, y2: number) {
  for (let y = Math.min(y1, y2); y <= Math.max(y1, y2); y++) {
    for (let x = Math.min(x1, x2); x <= Math.max(x1, x2); x++) if (inBox(boxes, x, y)) return true
  }
  return false
}

describe('meetsKeepOut', () => {
  it('is true exactly when a tile of the rectangle lies in a box, corners in either order', () => {
    fc.assert(
      fc.property(scene, corners, ({ boxes }, { x1, y1, x2, y2 }) => {
        const any = tilesMeet(boxes, x1, y1, x2, y2)
        expect(meetsKeepOut(boxes, x1, y1, x2, y2)).toBe(any)
        expect(meetsKeepOut(boxes, x2, y2, x1, y1)).toBe(any)
      }),
    )
  })
})

describe('lClear', () => {
  it('is true exactly when no tile of either leg of the L lies in a box', () => {
    fc.assert(
      fc.property(
        scene,
        corners,
        fc.boolean(),
        ({ boxes }, { x1, y1, x2, y2 }, horizontalFirst) => {
          // The first leg from (x1, y1) to the turn, then on to (x2, y2).
          const turnX = horizontalFirst ? x2 : x1
          const turnY = horizontalFirst ? y1 : y2
          const any =
            tilesMeet(boxes, x1, y1, turnX, turnY) || tilesMeet(boxes, turnX, turnY, x2, y2)
          expect(lClear(boxes, x1, y1, x2, y2, horizontalFirst)).toBe(!any)
        },
      ),
      { numRuns: sized(500, 2000) },
    )
  })
})

describe('keptOutTunnel', () => {
  it('digs the L the coin chose when no box is in its way, as carveLTunnel does', () => {
    const kept = createTileMap(W, H)
    const plain = createTileMap(W, H)
    expect(keptOutTunnel(kept, [20, 1, 22, 3], 3, 10, 30, 18, true, false)).toBe(true)
    carveLTunnel(plain, { x: 3, y: 10 }, { x: 30, y: 18 }, true)
    expect(kept.tiles).toEqual(plain.tiles)
  })

  it('takes the other L, then a Z round a box, when the box is in the way', () => {
    const other = createTileMap(W, H)
    // The box sits on the chosen L's corner (30, 10): the other L runs down, then across.
    expect(keptOutTunnel(other, [28, 8, 32, 12], 3, 10, 30, 18, true, false)).toBe(true)
    const plain = createTileMap(W, H)
    carveLTunnel(plain, { x: 3, y: 10 }, { x: 30, y: 18 }, false)
    expect(other.tiles).toEqual(plain.tiles)

    // A box across both rows between the ends: a Z over or under it.
    const z = createTileMap(W, H)
    expect(keptOutTunnel(z, [15, 5, 20, 15], 3, 10, 30, 12, true, false)).toBe(true)
    const dug = reach(z, 3, 10, (i) => z.tiles[i] === Tile.Floor)
    expect(dug.has(12 * W + 30)).toBe(true)
    expect([...dug].some((i) => inBox([15, 5, 20, 15], i % W, Math.floor(i / W)))).toBe(false)
  })

  it('searches a way round boxes that leave no L or Z, only rock dug when asked', () => {
    // A wall of a box across the way, with the rows above and below it closed further on.
    const boxes = [15, 2, 20, 21, 25, 1, 27, 5, 8, 18, 10, 22]
    const map = createTileMap(W, H)
    map.tiles[1 * W + 16] = Tile.Door
    expect(keptOutTunnel(map, boxes, 3, 10, 30, 12, true, true)).toBe(true)
    const dug = reach(map, 3, 10, (i) => map.tiles[i] !== Tile.Wall)
    expect(dug.has(12 * W + 30)).toBe(true)
    expect([...dug].filter((i) => inBox(boxes, i % W, Math.floor(i / W)))).toEqual([])
    // Over the box, along row 1: the door there kept.
    expect(map.tiles[1 * W + 16]).toBe(Tile.Door)
  })

  it('joins its ends without entering a box whenever a way exists, and says false only when none does', () => {
    fc.assert(
      fc.property(scene, ({ boxes, from, to, horizontalFirst, onlyRock }) => {
        const map = createTileMap(W, H)
        // Some floor and a door already there, which only a digging that may go over all changes.
        map.tiles[5 * W + 5] = Tile.Door
        map.tiles.fill(Tile.Floor, 12 * W + 1, 12 * W + 8)
        const before = map.tiles.slice()
        // The reference: a flood over the tiles off the border and outside the boxes.
        const open = (i: number) => {
          const x = i % W
          const y = Math.floor(i / W)
          return x > 0 && y > 0 && x < W - 1 && y < H - 1 && !inBox(boxes, x, y)
        }
        const possible = reach(map, from.x, from.y, open).has(to.y * W + to.x)
        const done = keptOutTunnel(
          map,
          boxes,
          from.x,
          from.y,
          to.x,
          to.y,
          horizontalFirst,
          onlyRock,
        )
        expect(done).toBe(possible)
        if (!done) {
          expect(map.tiles).toEqual(before)
          return
        }
        for (let i = 0; i < map.tiles.length; i++) {
          if (map.tiles[i] === before[i]) continue
          // Only into floor, never in a box or on the border, and over rock alone when asked.
          expect(map.tiles[i]).toBe(Tile.Floor)
          expect(open(i)).toBe(true)
          if (onlyRock) expect(before[i]).toBe(Tile.Wall)
        }
        const walkable = (i: number) => map.tiles[i] !== Tile.Wall
        expect(reach(map, from.x, from.y, walkable).has(to.y * W + to.x)).toBe(true)
      }),
      { numRuns: sized(100, 400) },
    )
  })
})
