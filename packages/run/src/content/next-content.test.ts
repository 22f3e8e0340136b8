import { describe, expect, it } from 'vitest'
import { DEFAULT_TABLES, NEXT_CONTENT, RUN_KINDS, runRules } from '../index.js'

const names = (list: readonly { name: string }[]) => list.map((kind) => kind.name)

describe('the content waiting for the next rules version', () => {
  const { kinds, tables } = NEXT_CONTENT

  it('keeps every kind of the defaults at its code, the waiting ones after them', () => {
    expect(names(kinds.monsters).slice(0, RUN_KINDS.monsters.length)).toEqual(
      names(RUN_KINDS.monsters),
    )
    expect(names(kinds.items)).toEqual(names(RUN_KINDS.items))
    expect(names(kinds.behaviours).slice(0, RUN_KINDS.behaviours.length)).toEqual(
      names(RUN_KINDS.behaviours),
    )
  })

  it('places each waiting monster in some depth, and the defaults none of them', () => {
    const waiting = names(kinds.monsters).slice(RUN_KINDS.monsters.length)
    const placed = (rows: typeof DEFAULT_TABLES.monsters) => new Set(rows.flatMap((r) => r.kinds))
    for (const name of waiting) {
      expect(placed(tables.monsters).has(name), name).toBe(true)
      expect(placed(DEFAULT_TABLES.monsters).has(name), name).toBe(false)
    }
    // The rest of the tables is the defaults'; each monster row only gains kinds.
    expect({ ...tables, monsters: [] }).toEqual({ ...DEFAULT_TABLES, monsters: [] })
    expect(tables.monsters.length).toBe(DEFAULT_TABLES.monsters.length)
    tables.monsters.forEach((row, i) => {
      const was = DEFAULT_TABLES.monsters[i] as (typeof DEFAULT_TABLES.monsters)[number]
      expect({ ...row, kinds: row.kinds.slice(0, was.kinds.length) }).toEqual(was)
    })
  })

  it('is content a run can be given: checked and resolved as the defaults are', () => {
    expect(runRules(NEXT_CONTENT).kinds).toBe(kinds)
  })
})
