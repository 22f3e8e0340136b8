import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assembleSpread, spreadModuleSource } from '../../scripts/wasm-source.mjs'
import { MAP_SLOTS, makeSpreader, type Spreader } from './spreader.js'

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

/** Fills map slot `slot` for `ground` from `goals` with `spreader`, and reads it back unpadded. */
function spreadWith(
  spreader: Spreader,
  slot: number,
  ground: boolean[][],
  goals: [number, number][],
): number[][] {
  const h = ground.length
  const w = ground[0]?.length ?? 0
  const W = w + 2
  const map = spreader.maps[slot] as Int32Array
  const at = (map.byteOffset - spreader.memory.byteOffset) / 4
  map.fill(-2)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (ground[y]?.[x]) map[(y + 1) * W + x + 1] = -1
  let tail = 0
  for (const [x, y] of goals) {
    const p = (y + 1) * W + x + 1
    map[p] = 0
    spreader.memory[tail++] = (at + p) * spreader.scale
  }
  spreader.spread(tail, W)
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

describe('the spreader', () => {
  it('runs the compiled module in Node', () => {
    expect(makeSpreader(16).scale).toBe(4)
    expect(makeSpreader(16, false).scale).toBe(1)
  })

  it('gives the distances of the definition, compiled and in JavaScript, in every map slot', () => {
    fc.assert(
      fc.property(level, fc.nat(MAP_SLOTS - 1), ({ ground, goals }, slot) => {
        const padded = ((ground[0]?.length ?? 0) + 2) * (ground.length + 2)
        const expected = referenceDistances(ground, goals)
        expect(spreadWith(makeSpreader(padded), slot, ground, goals)).toEqual(expected)
        expect(spreadWith(makeSpreader(padded, false), slot, ground, goals)).toEqual(expected)
      }),
      { numRuns: 400 },
    )
  })

  it('leaves the other map slots as they were', () => {
    const spreader = makeSpreader(25)
    for (const map of spreader.maps) map.fill(7)
    spreadWith(spreader, 1, [[true, true, true]], [[0, 0]])
    expect([...(spreader.maps[0] as Int32Array)].every((d) => d === 7)).toBe(true)
    expect([...(spreader.maps[2] as Int32Array)].every((d) => d === 7)).toBe(true)
  })

  it('ships spread.wat as assembled', async () => {
    const shipped = readFileSync(new URL('./spread-wasm.ts', import.meta.url), 'utf8')
    expect(shipped).toBe(spreadModuleSource(await assembleSpread()))
  })
})
