import { readFileSync } from 'node:fs'
import { isWalkable } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assembleKnownGrids, knownGridsModuleSource } from '../../scripts/wasm-source.mjs'
import { type KnownGrids, MAP_SLOTS, makeKnownGrids } from './known-grids.js'

/**
 * The walks' distances by the definition, with no padding tricks: from every goal at once, a step
 * to any of 8 ground neighbours, a diagonal one only when a tile beside it is ground.
 */
function referenceDistances(ground: boolean[][], goals: [number, number][]): number[][] {
  const h = ground.length
  const w = ground[0]?.length ?? 0
  const isGround = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && ground[y]?.[x]
  const dist = ground.map((row) => row.map((g) => (g ? -1 : -2)))
  const queue: [number, number][] = []
  for (const [x, y] of goals) {
    ;(dist[y] as number[])[x] = 0
    queue.push([x, y])
  }
  for (let k = 0; k < queue.length; k++) {
    const [x, y] = queue[k] as [number, number]
    const d = (dist[y]?.[x] as number) + 1
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || !isGround(x + dx, y + dy)) continue
        if (dx !== 0 && dy !== 0 && !isGround(x + dx, y) && !isGround(x, y + dy)) continue
        if (dist[y + dy]?.[x + dx] !== -1) continue
        ;(dist[y + dy] as number[])[x + dx] = d
        queue.push([x + dx, y + dy])
      }
    }
  }
  return dist
}

/** Fills map slot `slot` for `ground` from `goals` with `grids`, and reads it back unpadded. */
function spreadWith(
  grids: KnownGrids,
  slot: number,
  ground: boolean[][],
  goals: [number, number][],
): number[][] {
  const h = ground.length
  const w = ground[0]?.length ?? 0
  const W = w + 2
  const map = grids.maps[slot] as Int32Array
  const at = (map.byteOffset - grids.memory.byteOffset) / 4
  map.fill(-2)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (ground[y]?.[x]) map[(y + 1) * W + x + 1] = -1
  let tail = 0
  for (const [x, y] of goals) {
    const p = (y + 1) * W + x + 1
    map[p] = 0
    grids.memory[tail++] = (at + p) * grids.scale
  }
  grids.spread(tail)
  return ground.map((row, y) => row.map((_, x) => map[(y + 1) * W + x + 1] as number))
}

const level = fc
  .record({ w: fc.integer({ min: 1, max: 24 }), h: fc.integer({ min: 1, max: 18 }) })
  .chain(({ w, h }) =>
    fc.record({
      ground: fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), {
        minLength: h,
        maxLength: h,
      }),
      picks: fc.array(fc.tuple(fc.nat(w - 1), fc.nat(h - 1)), { maxLength: 6 }),
    }),
  )
  .map(({ ground, picks }) => {
    const goals: [number, number][] = []
    for (const [x, y] of picks) {
      if (ground[y]?.[x] && !goals.some(([gx, gy]) => gx === x && gy === y)) goals.push([x, y])
    }
    return { ground, goals }
  })

/**
 * What learning should give, by the definition: per tile, seen (explored), open (explored and
 * walkable) and on the frontier (open, with a neighbour on the map not explored), row by row.
 */
function referenceKnowledge(explored: Uint8Array, tiles: Uint8Array, w: number, h: number) {
  const seen = (x: number, y: number) =>
    x < 0 || y < 0 || x >= w || y >= h || explored[y * w + x] === 1
  const open = (x: number, y: number) => seen(x, y) && isWalkable(tiles[y * w + x] as number)
  const frontier: [number, number][] = []
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!open(x, y)) continue
      let hidden = false
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if (!seen(x + dx, y + dy)) hidden = true
      if (hidden) frontier.push([x, y])
    }
  }
  return { frontier, seenAt: seen, openAt: open }
}

/** Learns `explored` and `tiles` with `grids`: the frontier as tiles, and each tile's grids read back. */
function learnWith(grids: KnownGrids, explored: Uint8Array, tiles: Uint8Array) {
  const { width: w, height: h } = grids
  grids.explored.set(explored)
  grids.tiles.set(tiles)
  const count = grids.learn()
  const W = w + 2
  const frontier = Array.from(grids.memory.subarray(0, count), (p): [number, number] => [
    (p % W) - 1,
    Math.floor(p / W) - 1,
  ])
  const cells: [number, number, number][] = []
  for (let y = -1; y <= h; y++) {
    for (let x = -1; x <= w; x++) {
      const p = (y + 1) * W + x + 1
      cells.push([grids.seen[p] as number, grids.open[p] as number, grids.ground[p] as number])
    }
  }
  return { frontier, cells }
}

const knowledge = fc
  .record({ w: fc.integer({ min: 1, max: 70 }), h: fc.integer({ min: 1, max: 12 }) })
  .chain(({ w, h }) =>
    fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      // Marks other than 0 and 1 and codes past the known ones read as not explored, not walkable.
      explored: fc.uint8Array({ minLength: w * h, maxLength: w * h, min: 0, max: 2 }),
      tiles: fc.uint8Array({ minLength: w * h, maxLength: w * h, min: 0, max: 6 }),
    }),
  )

describe('the known grids', () => {
  it('learn what the definition says, compiled and in JavaScript, sixteen at a time or not', () => {
    fc.assert(
      fc.property(knowledge, ({ w, h, explored, tiles }) => {
        const { frontier, seenAt, openAt } = referenceKnowledge(explored, tiles, w, h)
        const cells: [number, number, number][] = []
        for (let y = -1; y <= h; y++) {
          for (let x = -1; x <= w; x++) {
            const onMap = x >= 0 && y >= 0 && x < w && y < h
            const open = onMap && openAt(x, y)
            cells.push([seenAt(x, y) ? 1 : 0, open ? 1 : 0, open ? -1 : -2])
          }
        }
        for (const compiled of [true, false]) {
          const grids = makeKnownGrids(w, h, compiled)
          // Twice: what was learnt before is learnt over, not added to.
          learnWith(grids, new Uint8Array(w * h).fill(1), new Uint8Array(w * h).fill(1))
          expect(learnWith(grids, explored, tiles)).toEqual({ frontier, cells })
        }
      }),
      { numRuns: 300 },
    )
  })

  it('run the compiled module in Node', () => {
    expect(makeKnownGrids(4, 2).scale).toBe(4)
    expect(makeKnownGrids(4, 2, false).scale).toBe(1)
  })

  it('spread the distances of the definition, compiled and in JavaScript, in every map slot', () => {
    fc.assert(
      fc.property(level, fc.nat(MAP_SLOTS - 1), ({ ground, goals }, slot) => {
        const w = ground[0]?.length ?? 0
        const expected = referenceDistances(ground, goals)
        expect(spreadWith(makeKnownGrids(w, ground.length), slot, ground, goals)).toEqual(expected)
        expect(spreadWith(makeKnownGrids(w, ground.length, false), slot, ground, goals)).toEqual(
          expected,
        )
      }),
      { numRuns: 400 },
    )
  })

  it('leave the other map slots and the grids as they were when spreading', () => {
    const grids = makeKnownGrids(3, 1)
    for (const map of grids.maps) map.fill(7)
    const ground = grids.ground.slice()
    spreadWith(grids, 1, [[true, true, true]], [[0, 0]])
    expect([...(grids.maps[0] as Int32Array)].every((d) => d === 7)).toBe(true)
    expect([...(grids.maps[2] as Int32Array)].every((d) => d === 7)).toBe(true)
    expect(grids.ground).toEqual(ground)
  })

  it('ship known-grids.wat as assembled', async () => {
    const shipped = readFileSync(new URL('./known-grids-wasm.ts', import.meta.url), 'utf8')
    expect(shipped).toBe(knownGridsModuleSource(await assembleKnownGrids()))
  })
})
