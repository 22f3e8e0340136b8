import { spawnItem } from '@delve/ecs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { botRun } from '../bot/balance-bot.js'
import { appearances, counted, hiddenFamily } from '../content/appearances.js'
import { DEFAULT_KINDS, itemCode } from '../content/default-kinds.js'
import { DEFAULT_TABLES } from '../content/default-tables.js'
import { PACK_LETTERS, packFull } from '../content/stacks.js'
import { runChecksum } from '../replay/checksum.js'
import { recordRun, replayRun, verifyRun } from '../replay/replay-run.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { createRun } from './create-run.js'
import type { Run } from './run.js'

const ITEMS = DEFAULT_KINDS.items
const hidden = ITEMS.map((kind, code) => ({ kind, code })).filter(
  ({ kind }) => hiddenFamily(kind) !== null,
)

/** Lays items of `names` (kind names) under the player. */
function underfoot(run: Run, ...names: string[]): void {
  for (const name of names) spawnItem(run.world, run.playerPosition(), itemCode(name))
}

/** Picks up everything underfoot, a turn an item. */
function pickAll(run: Run): void {
  while (act(run, { kind: 'pickup' }).taken) {}
}

describe('the run has at least 8 potion and 8 scroll kinds, placed by depth', () => {
  it('counts them, and every one is in a table row, some harmful ones from depth 1', () => {
    const potions = ITEMS.filter((k) => hiddenFamily(k) === 'potion').map((k) => k.name)
    const scrolls = ITEMS.filter((k) => hiddenFamily(k) === 'scroll').map((k) => k.name)
    expect(potions.length).toBeGreaterThanOrEqual(8)
    expect(scrolls.length).toBeGreaterThanOrEqual(8)
    const placed = new Set(DEFAULT_TABLES.items.flatMap((row) => row.loot))
    for (const name of [...potions, ...scrolls]) expect(placed, name).toContain(name)
    expect(DEFAULT_TABLES.items[0]?.loot).toContain('poison potion')
  })
})

describe('appearances', () => {
  const seeds = fc.string({ minLength: 1, maxLength: 12 })

  it('are a bijection per seed: each hidden kind a look of its own, the rest none', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const looks = appearances(seed, ITEMS)
        const given = hidden.map(({ code }) => looks[code])
        expect(given.every((look) => typeof look === 'string')).toBe(true)
        expect(new Set(given).size).toBe(hidden.length)
        ITEMS.forEach((kind, code) => {
          if (hiddenFamily(kind) === null) expect(looks[code]).toBeNull()
          else if (hiddenFamily(kind) === 'potion') expect(looks[code]).toMatch(/ potion$/)
          else expect(looks[code]).toMatch(/^scroll labelled [A-Z ]+$/)
        })
      }),
      { numRuns: 100 },
    )
  })

  it('are the same for the same seed and differ across seeds', () => {
    fc.assert(
      fc.property(seeds, seeds, (a, b) => {
        expect(appearances(a, ITEMS)).toEqual(appearances(a, ITEMS))
        fc.pre(a !== b)
        // Two seeds rarely shuffle 16 looks the same way: count them over many pairs below.
      }),
      { numRuns: 50 },
    )
    const differing = Array.from({ length: 50 }, (_, i) =>
      JSON.stringify(appearances(`a-${i}`, ITEMS)),
    )
    expect(new Set(differing).size).toBe(50)
  })

  it('name items in the pack, on the floor and in the lines until known', () => {
    const run = createRun({ seed: 'looks' })
    const code = itemCode('strength potion')
    const look = run.appearance(code) as string
    expect(run.itemName(code)).toBe(look)
    underfoot(run, 'strength potion')
    expect(run.items().find((i) => i.kind === 'strength potion')?.name).toBe(look)
    const picked = act(run, { kind: 'pickup' })
    expect(picked.lines).toEqual([`You pick up the ${look}.`])
    expect(run.inventory()[0]).toMatchObject({ name: look, known: false, count: 1 })
    const drunk = act(run, { kind: 'use', index: 0 })
    expect(drunk.lines[0]).toBe(`You drink the ${look}.`)
    expect(drunk.lines).toContain(`The ${look} was a strength potion.`)
    expect(run.known()).toEqual(['strength potion'])
    expect(run.itemName(code)).toBe('strength potion')
  })
})

describe('stacks', () => {
  it('potions of a kind share a letter; use and drop take one', () => {
    const run = createRun({ seed: 'stacks' })
    underfoot(run, 'poison potion', 'dagger', 'poison potion', 'poison potion')
    pickAll(run)
    const pack = run.inventory()
    expect(pack.map((p) => [p.kind, p.count]).sort()).toEqual([
      ['dagger', 1],
      ['poison potion', 3],
    ])
    const a = pack.findIndex((p) => p.kind === 'poison potion')
    const look = run.appearance(itemCode('poison potion')) as string
    expect(pack[a]?.label).toBe(counted(look, 3))
    expect(pack[a]?.label).toMatch(/^3 .* potions$/)
    // The stack keeps its letter as it shrinks.
    expect(act(run, { kind: 'drop', index: a }).lines).toEqual([`You drop the ${look}.`])
    expect(run.inventory()[a]?.count).toBe(2)
    act(run, { kind: 'use', index: a })
    expect(run.inventory()[a]).toMatchObject({ count: 1, known: true, label: 'a poison potion' })
  })

  it('a stack takes one letter: with 26 letters taken, only what joins a stack is picked up', () => {
    const run = createRun({ seed: 'full' })
    const swords = Array.from({ length: PACK_LETTERS - 1 }, () => 'sword')
    underfoot(run, 'poison potion', ...swords)
    pickAll(run)
    expect(run.inventory()).toHaveLength(PACK_LETTERS)
    expect(packFull(run.world, run.player)).toBe(true)
    underfoot(run, 'dagger')
    expect(act(run, { kind: 'pickup' }).refused).toBe('Your pack is full.')
    underfoot(run, 'poison potion')
    expect(act(run, { kind: 'pickup' }).taken).toBe(true)
    expect(run.inventory().find((p) => p.kind === 'poison potion')?.count).toBe(2)
  })
})

describe('the identify scroll', () => {
  it('identifies every kind in the pack, and itself', () => {
    const run = createRun({ seed: 'identify' })
    underfoot(run, 'identify scroll', 'vigour potion', 'summoning scroll', 'sword')
    pickAll(run)
    const read = act(run, {
      kind: 'use',
      index: run.inventory().findIndex((p) => p.kind === 'identify scroll'),
    })
    expect(read.taken).toBe(true)
    expect(run.known()).toEqual(
      ['vigour potion', 'summoning scroll', 'identify scroll'].sort(
        (a, b) => itemCode(a) - itemCode(b),
      ),
    )
    expect(run.inventory().every((p) => p.known)).toBe(true)
    expect(read.lines).toContain('Your pack glows softly.')
  })
})

describe('the summoning scroll', () => {
  it('brings monsters the run counts as its own', () => {
    const run = createRun({ seed: 'summon' })
    const before = run.monsters().length
    underfoot(run, 'summoning scroll')
    pickAll(run)
    const read = act(run, { kind: 'use', index: 0 })
    expect(read.taken).toBe(true)
    expect(run.monsters().length).toBeGreaterThan(before)
  })
})

describe('known kinds are run state', () => {
  it('a save keeps them and the stacks; the checksum covers them', () => {
    const run = createRun({ seed: 'saved-known' })
    underfoot(run, 'poison potion', 'poison potion', 'magic mapping scroll', 'poison potion')
    pickAll(run)
    act(run, { kind: 'use', index: run.inventory().findIndex((p) => p.count === 1) })
    const loaded = loadRun(saveRun(run))
    expect(loaded.known()).toEqual(['magic mapping scroll'])
    expect(loaded.inventory()).toEqual(run.inventory())
    expect(runChecksum(loaded)).toBe(runChecksum(run))
    const forgetful = JSON.parse(saveRun(run))
    delete forgetful.known
    expect(runChecksum(loadRun(JSON.stringify(forgetful)))).not.toBe(runChecksum(run))
    forgetful.known = ['sword']
    expect(() => loadRun(JSON.stringify(forgetful))).toThrow(/known\[0\] is "sword"/)
  })

  it('a replay learns the same kinds and verifies (the balance bot tries unknown potions)', () => {
    const { run } = botRun('replay-known-1', { maxTurns: 600 })
    expect(run.known().length).toBeGreaterThan(0)
    const verdict = verifyRun(recordRun(run))
    expect(verdict).toMatchObject({ ok: true, checksum: runChecksum(run) })
    expect(replayRun(recordRun(run)).known()).toEqual(run.known())
  })
})
