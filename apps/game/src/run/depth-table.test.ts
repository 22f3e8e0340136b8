import { ITEM_KINDS, kindInfo } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import readme from '../../README.md?raw'
import { DEPTH_TABLE, depthRow, monsterCount } from './depth-table.js'

describe('the depth table', () => {
  it('starts at depth 1 and goes down in order', () => {
    expect(DEPTH_TABLE[0]?.from).toBe(1)
    for (let i = 1; i < DEPTH_TABLE.length; i++) {
      expect(DEPTH_TABLE[i]?.from).toBeGreaterThan(DEPTH_TABLE[i - 1]?.from as number)
    }
  })

  it('never gets easier going down: as many monsters or more, no weaker on average', () => {
    const strength = (depth: number) => {
      const row = depthRow(depth)
      const mean = (f: (k: number) => number) =>
        row.kinds.reduce((sum, k) => sum + f(k), 0) / row.kinds.length
      return mean((k) => (kindInfo(k).hp + row.hp) * (kindInfo(k).power + row.power))
    }
    for (let depth = 2; depth <= 30; depth++) {
      expect(depthRow(depth).most).toBeGreaterThanOrEqual(depthRow(depth - 1).most)
      expect(strength(depth)).toBeGreaterThanOrEqual(strength(depth - 1))
    }
    expect(strength(15)).toBeGreaterThan(2 * strength(1))
  })

  it('holds one monster per room beyond the player’s, up to the depth’s most', () => {
    expect([0, 1, 2, 4].map((rooms) => monsterCount(rooms, 1))).toEqual([0, 0, 1, 3])
    expect(monsterCount(500, 1)).toBe(depthRow(1).most)
    expect(monsterCount(500, 40)).toBe(depthRow(40).most)
  })
})

describe('the README', () => {
  it('shows the depth table as it is', () => {
    const rows = [
      ...readme.matchAll(
        /^\| +(\d+) \| +(\d+) \| ([a-z, ]+?) +\| +(\d+) \| +(\d+) \| +(\d+) \| ([a-z, ]+?) +\|$/gm,
      ),
    ].map(([, from, most, kinds, hp, power, items, loot]) => ({
      from: Number(from),
      most: Number(most),
      kinds: (kinds as string).split(', '),
      hp: Number(hp),
      power: Number(power),
      items: Number(items),
      loot: (loot as string).split(', '),
    }))
    expect(rows).toEqual(
      DEPTH_TABLE.map((row) => ({
        ...row,
        kinds: row.kinds.map((k) => kindInfo(k).name),
        loot: row.loot.map((k) => ITEM_KINDS[k]?.name),
      })),
    )
  })
})
