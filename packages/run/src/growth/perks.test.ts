import { createTurnEvents, experienceToNext, grantExperience } from '@delve/ecs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { RunOptionsError } from '../content/run-options-error.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { OFFER_SIZE, perkOffer } from './perk-offer.js'
import { DEFAULT_PERKS, type Perk } from './perks.js'

/** A run whose hero has just reached the next level (`times` of them), a choice owed each. */
function grown(seed: string, times = 1): Run {
  const run = createRun({ seed })
  for (let i = 0; i < times; i++) {
    const level = run.character().level
    grantExperience(run.world, run.player, experienceToNext(level), createTurnEvents())
  }
  return run
}

const names = (perks: readonly Perk[]) => perks.map((perk) => perk.name)

describe('the default perks', () => {
  it('are ten or more, each named once, with words for the screen', () => {
    expect(DEFAULT_PERKS.length).toBeGreaterThanOrEqual(10)
    expect(new Set(names(DEFAULT_PERKS)).size).toBe(DEFAULT_PERKS.length)
    for (const perk of DEFAULT_PERKS) {
      expect(perk.gives.length).toBeGreaterThan(0)
      expect(perk.line).not.toMatch(/[.:]$/)
    }
  })

  it('each changes what it says it does, and nothing of the others', () => {
    const read = (run: Run) => {
      const { Health, Fighter, Viewshed } = run.world.components
      const p = run.player
      return {
        hp: Health.hp[p],
        max: Health.max[p],
        regen: Health.regen[p],
        power: Fighter.power[p],
        defence: Fighter.defence[p],
        accuracy: Fighter.accuracy[p],
        throwing: Fighter.throwing[p],
        sight: Viewshed.radius[p],
      }
    }
    const expected: Record<string, (before: ReturnType<typeof read>) => object> = {
      vitality: (b) => ({ max: (b.max ?? 0) + 20, hp: (b.hp ?? 0) + 20 }),
      might: (b) => ({ power: (b.power ?? 0) + 1 }),
      guard: (b) => ({ defence: (b.defence ?? 0) + 1 }),
      regeneration: (b) => ({ regen: (b.regen ?? 0) - 2 }),
      'keen sight': (b) => ({ sight: (b.sight ?? 0) + 2 }),
      accuracy: (b) => ({ accuracy: (b.accuracy ?? 0) + 7 }),
      fury: (b) => ({ power: (b.power ?? 0) + 2, defence: (b.defence ?? 0) - 1 }),
      stoutness: (b) => ({
        max: (b.max ?? 0) + 10,
        hp: (b.hp ?? 0) + 10,
        defence: (b.defence ?? 0) + 1,
      }),
      'second wind': (b) => ({ max: (b.max ?? 0) + 10, hp: (b.max ?? 0) + 10 }),
      bloodlust: () => ({}),
      marksman: (b) => ({ throwing: (b.throwing ?? 0) + 2 }),
    }
    for (const perk of DEFAULT_PERKS) {
      const run = createRun({ seed: 'perk-effects' })
      run.world.components.Health.hp[run.player] = 10
      const before = read(run)
      perk.grant(run.world, run.player)
      const change = expected[perk.name]
      expect(change, perk.name).toBeDefined()
      expect(read(run), perk.name).toEqual({ ...before, ...change?.(before) })
    }
  })
})

describe('perkOffer', () => {
  it('offers three different perks of the table, the same for the same seed and level', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.integer({ min: 2, max: 40 }),
        (seed, level) => {
          const offer = perkOffer(seed, level, DEFAULT_PERKS, [])
          expect(offer).toHaveLength(OFFER_SIZE)
          expect(new Set(offer).size).toBe(OFFER_SIZE)
          for (const perk of offer) expect(DEFAULT_PERKS).toContain(perk)
          expect(perkOffer(seed, level, DEFAULT_PERKS, [])).toEqual(offer)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('draws every perk, and different offers for different seeds', () => {
    const offered = new Set<string>()
    const offers = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const offer = names(perkOffer(`offer-${i}`, 2, DEFAULT_PERKS, []))
      for (const name of offer) offered.add(name)
      offers.add([...offer].sort().join('/'))
    }
    expect(offered.size).toBe(DEFAULT_PERKS.length)
    // 120 sets of three out of ten: 200 seeds meet most of them.
    expect(offers.size).toBeGreaterThan(60)
  })

  it('never offers again a perk taken once, and offers what is left when fewer than three are', () => {
    const once = DEFAULT_PERKS.filter((perk) => perk.once === true)
    expect(once.length).toBeGreaterThan(0)
    for (let level = 2; level < 60; level++) {
      const offer = names(perkOffer('once', level, DEFAULT_PERKS, names(once)))
      for (const perk of once) expect(offer).not.toContain(perk.name)
    }
    const two = DEFAULT_PERKS.filter((perk) => perk.once === true).slice(0, 2)
    expect(names(perkOffer('few', 2, two, [])).sort()).toEqual(names(two).sort())
    expect(perkOffer('none', 2, two, names(two))).toEqual([])
  })
})

describe('a level-up in a run', () => {
  it('offers three perks, and the choice grants one, says so and is told in the story', () => {
    const run = grown('perk-run')
    const offer = run.levelUpOffer()
    expect(offer).toHaveLength(3)
    expect(offer).toEqual(perkOffer('perk-run', 2, DEFAULT_PERKS, []))
    const perk = offer[1] as Perk
    const result = act(run, { kind: 'level-up', choice: 1 })
    expect(result.taken).toBe(true)
    expect(result.lines).toEqual([`${perk.line}: ${perk.gives}.`])
    expect(run.levelUps).toBe(0)
    expect(run.perks).toEqual([perk.name])
    expect(run.stats.perks).toEqual([perk.name])
    expect(run.levelUpOffer()).toEqual([])
    expect(run.turn).toBe(0)
  })

  it('refuses a choice when none is owed, at no cost', () => {
    const run = createRun({ seed: 'perk-none' })
    const result = act(run, { kind: 'level-up', choice: 0 })
    expect(result.taken).toBe(false)
    expect(result.refused).toBe('You have no level-up to choose.')
    expect(run.perks).toEqual([])
  })

  it('offers each owed level its own draw, and a replay takes the same perks', () => {
    const run = grown('perk-levels', 3)
    expect(run.levelUps).toBe(3)
    const taken: string[] = []
    for (let level = 2; level <= 4; level++) {
      const offer = run.levelUpOffer()
      expect(names(offer)).toEqual(names(perkOffer('perk-levels', level, DEFAULT_PERKS, taken)))
      taken.push((offer[2] as Perk).name)
      act(run, { kind: 'level-up', choice: 2 })
    }
    expect(run.perks).toEqual(taken)
  })

  it('keeps the perks taken, and what they gave, through a save', () => {
    const run = grown('perk-save', 4)
    for (let i = 0; i < 4; i++) act(run, { kind: 'level-up', choice: i % 3 })
    const loaded = loadRun(saveRun(run))
    expect(loaded.perks).toEqual(run.perks)
    expect(loaded.sightRadius).toBe(run.sightRadius)
    expect(loaded.character()).toEqual(run.character())
    const more = grown('perk-save', 0)
    expect(more.perks).toEqual([])
  })

  it('keen sight sees two tiles farther, and keeps seeing so after a reload', () => {
    const run = createRun({ seed: 'perk-sight' })
    const before = run.sightRadius
    const sight = DEFAULT_PERKS.find((perk) => perk.name === 'keen sight') as Perk
    sight.grant(run.world, run.player)
    expect(run.sightRadius).toBe(before + 2)
    expect(loadRun(saveRun(run)).sightRadius).toBe(before + 2)
  })

  it('refuses a save naming a perk the run does not have', () => {
    const run = grown('perk-bad-save')
    act(run, { kind: 'level-up', choice: 0 })
    const text = saveRun(run).replace(`"perks":["${run.perks[0]}"]`, '"perks":["flight"]')
    expect(() => loadRun(text)).toThrow('stats.perks[0] is "flight", no perk of the run\'s')
  })

  it("plays by a game's own perks: one alone is the only choice", () => {
    let granted = 0
    const only: Perk = {
      name: 'luck',
      gives: 'nothing at all',
      line: 'You feel lucky',
      grant: () => granted++,
    }
    const run = createRun({ seed: 'perk-own', perks: [only] })
    grantExperience(run.world, run.player, experienceToNext(1), createTurnEvents())
    expect(run.levelUpOffer()).toEqual([only])
    expect(act(run, { kind: 'level-up', choice: 1 }).refused).toBe('Choose one of: luck.')
    expect(act(run, { kind: 'level-up', choice: 0 }).lines).toEqual([
      'You feel lucky: nothing at all.',
    ])
    expect(granted).toBe(1)
  })
})

describe('bloodlust', () => {
  it('heals 3 hit points a kill, never past the most', () => {
    const run = createRun({ seed: 'perk-blood', perks: DEFAULT_PERKS })
    run.stats.perks = ['bloodlust']
    const lust = DEFAULT_PERKS.find((perk) => perk.name === 'bloodlust') as Perk
    const { Health } = run.world.components
    Health.hp[run.player] = 5
    lust.onKill?.(run.world, run.player)
    expect(Health.hp[run.player]).toBe(8)
    Health.hp[run.player] = (Health.max[run.player] as number) - 1
    lust.onKill?.(run.world, run.player)
    expect(Health.hp[run.player]).toBe(Health.max[run.player])
  })
})

describe('the perks option', () => {
  it('is checked: a RunOptionsError names the perk and the field', () => {
    const good = DEFAULT_PERKS[0] as Perk
    const cases: [unknown, RegExp][] = [
      [[], /perks.*a list of one or more perks/],
      ['vitality', /perks.*a list of one or more perks/],
      [[null], /perks\[0\].*a perk/],
      [[{ ...good, name: '' }], /perks\[0\]\.name.*1 to 200 characters/],
      [[good, { ...good }], /perks\[1\]\.name.*a name no other perk has/],
      [[{ ...good, grant: 'heal' }], /perks\[0\]\.grant.*a function/],
      [[{ ...good, onKill: 3 }], /perks\[0\]\.onKill.*a function/],
      [[{ ...good, once: 'yes' }], /perks\[0\]\.once.*true, false or nothing/],
    ]
    for (const [perks, message] of cases) {
      expect(() => createRun({ seed: 'perk-options', perks: perks as Perk[] })).toThrow(
        RunOptionsError,
      )
      expect(() => createRun({ seed: 'perk-options', perks: perks as Perk[] })).toThrow(message)
    }
  })
})
