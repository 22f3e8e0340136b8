import {
  ALGORITHM_NAMES,
  type AlgorithmName,
  generateDungeon,
  isConnected,
  LOCKED_DOOR,
  Tile,
  type TileMap,
  tileAt,
  toAscii,
} from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultChoice, sameChoice } from '../chain/generator-choice.js'
import { DEFAULT_TABLES } from '../content/default-tables.js'
import { runRules } from '../content/run-rules.js'
import { vaultOption } from '../content/vault-rules.js'
import { createRun } from '../run/create-run.js'
import { followsTable, isBottom, levelChoice, makeLevel } from './make-level.js'

const rules = runRules()
const choice = defaultChoice()
const at = (runSeed: string, depth: number) => ({ runSeed, depth, choice })
const algorithm = (runSeed: string, depth: number) =>
  levelChoice(at(runSeed, depth), rules).algorithm
const seed = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== '')

describe('levelChoice: the depth table picks each level’s generator', () => {
  it('gives depth 4 of two seeds a cave and a maze', () => {
    expect(algorithm('ruby', 4)).toBe('caves')
    expect(algorithm('pearl', 4)).toBe('rooms-and-mazes')
  })

  it('gives the same choice for the same seed and depth, every time', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 30 }), (runSeed, depth) => {
        expect(levelChoice(at(runSeed, depth), rules)).toEqual(
          levelChoice(at(runSeed, depth), rules),
        )
      }),
    )
  })

  it('keeps depth 1 the seed’s own map, the one generateDungeon makes', () => {
    fc.assert(
      fc.property(seed, (runSeed) => {
        expect(sameChoice(levelChoice(at(runSeed, 1), rules), choice)).toBe(true)
        expect(toAscii(makeLevel(at(runSeed, 1), rules))).toBe(
          toAscii(generateDungeon({ seed: runSeed })),
        )
      }),
      { numRuns: 20 },
    )
  })

  it('draws each row’s generators about as often as their weights say', () => {
    // Depth 7's row: bsp 2, caves 3, rooms-and-mazes 3, drunkard 2 (of 10).
    const counts: Partial<Record<AlgorithmName, number>> = {}
    const runs = 1000
    for (let i = 0; i < runs; i++) {
      const name = algorithm(`weights-${i}`, 7)
      counts[name] = (counts[name] ?? 0) + 1
    }
    const row = DEFAULT_TABLES.levels?.find((r) => r.from === 7)
    for (const generator of row?.generators ?? []) {
      const expected = (runs * generator.weight) / 10
      expect(counts[generator.algorithm] ?? 0).toBeGreaterThan(expected * 0.8)
      expect(counts[generator.algorithm] ?? 0).toBeLessThan(expected * 1.2)
    }
    expect(Object.keys(counts).sort()).toEqual(['bsp', 'caves', 'drunkard', 'rooms-and-mazes'])
  })

  it('lays the row’s options over the preset’s defaults', () => {
    const maze = levelChoice(at('ruby', 9), rules)
    expect(maze).toMatchObject({ algorithm: 'rooms-and-mazes', mazeWinding: 50, preset: 'tcod' })
    const small = defaultChoice('mcrogueface')
    const there = levelChoice({ runSeed: 'ruby', depth: 9, choice: small }, rules)
    expect(there).toMatchObject({ preset: 'mcrogueface', width: small.width, mazeWinding: 50 })
  })

  it('is not followed in the sandbox, with an explicit choice, or with no levels table', () => {
    const caves = { ...choice, algorithm: 'caves' as const }
    expect(followsTable(at('x', 4), rules)).toBe(true)
    expect(followsTable({ ...at('x', 4), sandbox: true }, rules)).toBe(false)
    expect(followsTable({ ...at('x', 4), choice: caves }, rules)).toBe(false)
    const none = runRules({ tables: { ...DEFAULT_TABLES, levels: undefined } })
    expect(followsTable(at('x', 4), none)).toBe(false)
    expect(levelChoice({ ...at('ruby', 4), choice: caves }, rules)).toEqual(caves)
    expect(levelChoice(at('ruby', 4), none)).toEqual(choice)
  })
})

describe('makeLevel', () => {
  it('leaves nothing below the goal’s level: depth 10 has no stairs down, whatever its generator', () => {
    fc.assert(
      fc.property(seed, (runSeed) => {
        const bottom = makeLevel(at(runSeed, 10), rules)
        expect(isBottom(at(runSeed, 10), rules)).toBe(true)
        expect(bottom.tiles.includes(Tile.StairsDown)).toBe(false)
        expect(bottom.stairsDown).toBeUndefined()
        expect(bottom.reproducible).toBe(false)
        expect(tileAt(bottom, bottom.start.x, bottom.start.y)).toBe(Tile.StairsUp)
        // Only the stairs changed: the rest is what the seed generates.
        const vaults = vaultOption(rules.vaults, 10)
        const made = generateDungeon({
          ...levelChoice(at(runSeed, 10), rules),
          seed: `${runSeed}/10`,
          ...(vaults ? { vaults } : {}),
        })
        const changed = [...made.tiles].filter((code, i) => bottom.tiles[i] !== code)
        expect(changed).toEqual([Tile.StairsDown])
      }),
      { numRuns: 25 },
    )
  })

  it('keeps the stairs down above the goal, and in the sandbox, as generated', () => {
    for (const depth of [1, 5, 9]) {
      expect(makeLevel(at('stairs', depth), rules).tiles.includes(Tile.StairsDown)).toBe(true)
    }
    const sandbox = makeLevel({ ...at('stairs', 10), sandbox: true }, rules)
    expect(sandbox.tiles.includes(Tile.StairsDown)).toBe(true)
    // Its vaults aside (they are not in its options), it is what the generator makes.
    expect(sandbox.reproducible).toBe((sandbox.vaults ?? []).length === 0)
    const plain = makeLevel({ ...at('stairs', 10), sandbox: true }, runRules({ vaults: null }))
    expect(plain.reproducible).toBe(true)
  })
})

describe('every algorithm gives a run what it needs', () => {
  it.each(ALGORITHM_NAMES.map((name) => [name]))(
    '%s: a start on the up stairs, a reachable way down, monsters, items, the goal',
    (name) => {
      const tables = {
        ...DEFAULT_TABLES,
        levels: [{ from: 1, generators: [{ algorithm: name, weight: 1 }] }],
      }
      for (const runSeed of ['needs-1', 'needs-2', 'needs-3']) {
        for (const depth of [5, 10]) {
          const run = createRun({ seed: runSeed, tables, depth })
          const { level } = run
          expect(run.levelChoice.algorithm).toBe(name)
          expect(tileAt(level, level.start.x, level.start.y)).toBe(Tile.StairsUp)
          expect(run.playerPosition()).toEqual(level.start)
          expect(isConnected(unlocked(level), level.start)).toBe(true)
          expect(run.monsters().length).toBeGreaterThan(0)
          expect(run.items().length).toBeGreaterThan(0)
          if (depth === 10) {
            expect(level.stairsDown).toBeUndefined()
            expect(run.items().some((item) => item.kind === 'amulet of the deep')).toBe(true)
          } else {
            const down = level.stairsDown
            expect(down && tileAt(level, down.x, down.y)).toBe(Tile.StairsDown)
          }
        }
      }
    },
  )
})

/** The level with its vaults' locked doors open: every tile is reachable then (keys lie outside). */
function unlocked(level: TileMap): TileMap {
  const tiles = level.tiles.map((code) => (code === LOCKED_DOOR ? Tile.Floor : code))
  return { width: level.width, height: level.height, tiles }
}
