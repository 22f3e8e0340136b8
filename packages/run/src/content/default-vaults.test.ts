import {
  ALGORITHM_NAMES,
  generateDungeon,
  isConnected,
  LOCKED_DOOR,
  parseVaults,
  Tile,
} from '@delve/map'
import { describe, expect, it } from 'vitest'
import { DEFAULT_KINDS } from './default-kinds.js'
import { DEFAULT_VAULT_ROWS } from './default-tables.js'
import { DEFAULT_VAULT_TEXT, DEFAULT_VAULT_TITLES, DEFAULT_VAULTS } from './default-vaults.js'
import { runRules } from './run-rules.js'

const { list } = DEFAULT_VAULTS

/** The depths a vault's DEPTH names, 1 to 10 (every one of them for a vault of every level). */
function depthsOf(vault: (typeof list)[number]): number[] {
  const all = Array.from({ length: 10 }, (_, i) => i + 1)
  if (vault.depths === null) return all
  return all.filter((d) => vault.depths?.some((r) => r.from <= d && d <= r.to))
}

describe("the game's vaults", () => {
  it('are at least 24, parsed from their text, over depths 1 to 10, each with a title', () => {
    expect(list.length).toBeGreaterThanOrEqual(24)
    expect(parseVaults(DEFAULT_VAULT_TEXT)).toEqual(list)
    const covered = new Set(list.flatMap(depthsOf))
    expect([...covered].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    for (const vault of list) {
      expect(DEFAULT_VAULT_TITLES[vault.name], vault.name).toMatch(/^(a|an|the) [a-z' ]+$/)
    }
    expect(Object.keys(DEFAULT_VAULT_TITLES).sort()).toEqual(list.map((v) => v.name).sort())
  })

  it("name only kinds of DEFAULT_KINDS, and the depth table's rows name only them", () => {
    expect(() => runRules()).not.toThrow()
    expect(runRules().vaults?.rows).toEqual(DEFAULT_VAULT_ROWS)
    for (const row of DEFAULT_VAULT_ROWS) expect(row.count).toBeLessThanOrEqual(3)
    const items = new Set(DEFAULT_KINDS.items.map((k) => k.name))
    for (const vault of list) if (vault.key) expect(items.has(vault.key.name)).toBe(true)
    // The kinds of the look: a treasury behind a lock, an ambush, altars, the warden's lair.
    const names = list.map((v) => v.name)
    for (const name of ['treasury', 'ambush_hall', 'choice_of_three', 'pillared_hall']) {
      expect(names).toContain(name)
    }
    expect(list.find((v) => v.name === 'warden_lair')?.depths).toEqual([{ from: 10, to: 10 }])
  })

  it.each(ALGORITHM_NAMES.map((algorithm) => [algorithm]))(
    '%s: each forced at each of its depths is placed, the level whole',
    (algorithm) => {
      for (const vault of list) {
        for (const depth of depthsOf(vault)) {
          // A vault that finds no room is skipped, never forced: some seed must fit it (a big one
          // fits few caves).
          const placed = Array.from({ length: 100 }, (_, n) => n).some((n) => {
            const seed = `vault-${vault.name}-${depth}-${n}`
            const d = generateDungeon({
              seed,
              algorithm,
              vaults: { list, count: 0, depth, force: vault.name },
            })
            const open = {
              ...d,
              tiles: d.tiles.map((t) => (t === LOCKED_DOOR ? Tile.Floor : t)),
            }
            expect(isConnected(open, d.start), `${seed} ${algorithm}`).toBe(true)
            return d.vaults?.some((v) => v.name === vault.name) === true
          })
          expect(placed, `${vault.name} at depth ${depth} in ${algorithm}`).toBe(true)
        }
      }
    },
  )
})
