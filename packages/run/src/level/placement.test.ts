import { fromAscii, isWalkable } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { defaultChoice } from '../chain/generator-choice.js'
import { ARRIVAL_CLEARANCE, DEFAULT_TABLES, rowFor } from '../content/default-tables.js'
import { createRun } from '../run/create-run.js'
import { keepsWayAround } from './placement.js'
import { markTiles } from './vault-marks.js'

function opener(map: string) {
  const parsed = fromAscii(map)
  return (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < parsed.width &&
    y < parsed.height &&
    isWalkable(parsed.tiles[y * parsed.width + x] as number)
}

describe('keepsWayAround', () => {
  const map = opener(`
#########
#....####
#....####
#........
#....##.#
#########
`)

  it('lets a monster stand inside a room', () => {
    expect(keepsWayAround(map, 2, 2)).toBe(true)
    expect(keepsWayAround(map, 1, 1)).toBe(true)
  })

  it('keeps corridors and doorways free', () => {
    expect(keepsWayAround(map, 6, 3)).toBe(false)
    expect(keepsWayAround(map, 5, 3)).toBe(false)
  })

  it('allows the end of a dead end', () => {
    expect(keepsWayAround(map, 8, 3)).toBe(true)
    expect(keepsWayAround(map, 7, 4)).toBe(true)
  })
})

describe('monsters and items on every kind of level', () => {
  const algorithms = ['rooms-and-corridors', 'bsp', 'caves', 'rooms-and-mazes', 'drunkard'] as const
  const levels = algorithms.flatMap((algorithm) =>
    [1, 4, 8, 12].flatMap((depth) =>
      Array.from({ length: 10 }, (_, i) => ({ algorithm, depth, seed: `place-${algorithm}-${i}` })),
    ),
  )

  it(`keeps ${ARRIVAL_CLEARANCE} steps and the whole view clear on arrival, and fills the rest (${levels.length} levels)`, () => {
    let nearest = Number.POSITIVE_INFINITY
    for (const { algorithm, depth, seed } of levels) {
      // No goal: a run of the depth table ends at the goal's depth; these go below it.
      const run = createRun({
        generator: { ...defaultChoice(), algorithm },
        seed,
        depth,
        goal: null,
      })
      const at = run.playerPosition()
      const monsters = run.monsters()
      expect(monsters.length, `${seed} at depth ${depth}`).toBeGreaterThan(0)
      // The vaults' items, keys and altars' offerings lie on tiles of their own, beside the table's.
      const marks = markTiles(run.level.vaults ?? []).length
      const expected =
        rowFor(DEFAULT_TABLES.items, depth).items +
        rowFor(DEFAULT_TABLES.equipment, depth).pieces +
        marks
      // A thrown weapon lies in a stack on its tile: the tiles are counted, the rest are thrown.
      const items = run.items()
      const tiles = new Set(items.map((i) => `${i.x},${i.y}`))
      expect(tiles.size, `${seed} at depth ${depth}`).toBe(expected)
      const shared = items.filter((i) => items.filter((j) => j.x === i.x && j.y === i.y).length > 1)
      for (const item of shared) expect(['dart', 'javelin']).toContain(item.kind)
      for (const m of monsters) {
        const steps = Math.max(Math.abs(m.x - at.x), Math.abs(m.y - at.y))
        nearest = Math.min(nearest, steps)
        expect(steps).toBeGreaterThan(ARRIVAL_CLEARANCE)
        expect(run.vision.visible[m.y * run.level.width + m.x]).toBe(0)
      }
    }
    console.log(`nearest monster to the arrival over ${levels.length} levels: ${nearest} steps`)
    expect(nearest).toBeGreaterThan(ARRIVAL_CLEARANCE)
  })

  it('places monsters on caves and drunkard levels by their open area', () => {
    for (const algorithm of ['caves', 'drunkard'] as const) {
      const run = createRun({
        generator: { ...defaultChoice(), algorithm },
        seed: `area-${algorithm}`,
        depth: 8,
      })
      expect(run.level.rooms.length).toBeLessThanOrEqual(1)
      expect(run.monsters().length).toBeGreaterThanOrEqual(5)
    }
  })
})
