import { packageDocs } from '@delve/testing/docs'
import { describe, expect, it } from 'vitest'
import { DEFAULT_KINDS } from './default-kinds.js'
import { DEFAULT_TABLES, GOAL_DEPTH, monsterCount, rowFor } from './default-tables.js'

const { monsters: MONSTER_TABLE, items: ITEM_TABLE, equipment: EQUIPMENT_TABLE } = DEFAULT_TABLES
const depthRow = (depth: number) => rowFor(MONSTER_TABLE, depth)

// The README and the run guide's pages on the docs site, which hold the tables.
const readme = packageDocs('packages/run')

describe('the depth tables', () => {
  it.each([
    ['monsters', MONSTER_TABLE],
    ['items', ITEM_TABLE],
    ['equipment', EQUIPMENT_TABLE],
  ] as const)('%s start at depth 1 and go down in order', (_, table) => {
    expect(table[0]?.from).toBe(1)
    for (let i = 1; i < table.length; i++) {
      expect(table[i]?.from).toBeGreaterThan(table[i - 1]?.from as number)
    }
  })

  it('never get easier going down: as many monsters or more, no weaker on average', () => {
    const strength = (depth: number) => {
      const row = depthRow(depth)
      const mean = (f: (k: string) => number) =>
        row.kinds.reduce((sum, k) => sum + f(k), 0) / row.kinds.length
      const kind = (k: string) =>
        DEFAULT_KINDS.monsters.find((info) => info.name === k) as { hp: number; power: number }
      return mean((k) => (kind(k).hp + row.hp) * (kind(k).power + row.power))
    }
    for (let depth = 2; depth <= 30; depth++) {
      expect(depthRow(depth).most).toBeGreaterThanOrEqual(depthRow(depth - 1).most)
      expect(strength(depth)).toBeGreaterThanOrEqual(strength(depth - 1) * 0.95)
    }
    expect(strength(15)).toBeGreaterThan(2 * strength(1))
  })

  it('hold one monster per room beyond the player’s, up to the depth’s most', () => {
    expect([0, 1, 2, 4].map((rooms) => monsterCount(depthRow(1), rooms))).toEqual([0, 0, 1, 3])
    expect(monsterCount(depthRow(1), 500)).toBe(depthRow(1).most)
    expect(monsterCount(depthRow(40), 500)).toBe(depthRow(40).most)
  })

  it('put the goal within the tables’ depths', () => {
    expect(GOAL_DEPTH).toBeGreaterThan(5)
    expect(GOAL_DEPTH).toBeLessThanOrEqual(15)
  })
})

/** The rows of the Markdown table under the README line that starts with `caption`. */
function tableAfter(caption: string): string[][] {
  const start = readme.indexOf(caption)
  expect(start, caption).toBeGreaterThanOrEqual(0)
  const lines = readme.slice(start).split('\n').slice(1)
  const first = lines.findIndex((line) => line.startsWith('|'))
  const rows: string[][] = []
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
  }
  return rows
}

const names = (cell: string | undefined) => (cell ?? '').split(', ')

describe('the README', () => {
  it('shows the monsters table as it is', () => {
    expect(tableAfter('**Monsters by depth**')).toEqual(
      MONSTER_TABLE.map((r) => [
        String(r.from),
        String(r.most),
        r.kinds.join(', '),
        String(r.hp),
        String(r.power),
        String(r.asleep ?? 0),
      ]),
    )
  })

  it('shows the levels table as it is: a row a generator', () => {
    const options = (given: object = {}) =>
      Object.entries(given)
        .map(([name, value]) => `${name}: ${value}`)
        .join(', ')
    expect(tableAfter('**Levels by depth**')).toEqual(
      (DEFAULT_TABLES.levels ?? []).flatMap((row) =>
        row.generators.map((g) => [
          String(row.from),
          g.algorithm,
          String(g.weight),
          options(g.options),
        ]),
      ),
    )
  })

  it('shows the items table as it is', () => {
    const rows = tableAfter('**Items by depth**')
    expect(rows.map((r) => [r[0], r[1], names(r[2])])).toEqual(
      ITEM_TABLE.map((r) => [String(r.from), String(r.items), [...r.loot]]),
    )
  })

  it('shows the equipment table as it is', () => {
    const rows = tableAfter('**Equipment by depth**')
    expect(rows.map((r) => [r[0], r[1], names(r[2])])).toEqual(
      EQUIPMENT_TABLE.map((r) => [String(r.from), String(r.pieces), [...r.kinds]]),
    )
  })
})
