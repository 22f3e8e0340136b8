import { DUNGEON_OPTIONS, generateDungeon, resolveDungeonOptions } from '@delve/map'
import {
  CHOICE_KEYS,
  choiceOf,
  DERIVED_DEFAULTS,
  defaultChoice,
  GENERATOR_OPTIONS,
  type GeneratorChoice,
  namedFields,
  optionsFor,
} from '@delve/run'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkPanelChange } from './panel-change.js'
import { OFF, ON, PARAM_FOR, PARAM_NAMES, parseParam } from './param-names.js'
import { queryFor, readUrlParams } from './url-params.js'

/** For every option, a valid value other than its default (the other options at theirs). */
function otherValues(): Partial<GeneratorChoice>[] {
  const base = defaultChoice()
  return GENERATOR_OPTIONS.map((spec) => {
    const value = base[spec.name] as unknown
    if (spec.type === 'choice') return { [spec.name]: spec.choices.find((c) => c !== value) }
    if (spec.type === 'boolean') return { [spec.name]: !value }
    const resolved = resolveDungeonOptions(optionsFor(base))
    for (const candidate of [(value as number) + 1, (value as number) - 1]) {
      try {
        resolveDungeonOptions(optionsFor({ ...choiceOf(resolved), [spec.name]: candidate }))
        return { [spec.name]: candidate }
      } catch {}
    }
    throw new Error(`no other value for ${spec.name}`)
  })
}

describe('the generator choice', () => {
  it('is every value option of the map package’s table but the stairs, in table order', () => {
    const values = DUNGEON_OPTIONS.filter((spec) => spec.type !== 'seed' && spec.type !== 'rng')
    expect(CHOICE_KEYS).toEqual(values.map((spec) => spec.name).filter((name) => name !== 'stairs'))
    expect(Object.keys(defaultChoice())).toEqual(CHOICE_KEYS)
    expect(optionsFor(defaultChoice())).toMatchObject({ stairs: true })
  })

  it('names every option in the address by its own name, the historic ones by their short ones', () => {
    expect(PARAM_FOR).toMatchObject({
      algorithm: 'algo',
      width: 'w',
      height: 'h',
      roomShape: 'shape',
    })
    expect(PARAM_FOR).toMatchObject({ tunnel: 'tunnel', padding: 'padding', maxRooms: 'maxRooms' })
    expect(PARAM_NAMES).toEqual([
      'seed',
      ...CHOICE_KEYS.map((key) => PARAM_FOR[key]),
      'depth',
      'map',
    ])
  })

  it('carries a changed value of every option through a link, exactly', () => {
    for (const change of otherValues()) {
      const choice = { ...defaultChoice(), ...change }
      const query = queryFor({
        runSeed: 's',
        depth: 1,
        choice: choiceOf(resolveDungeonOptions(optionsFor(choice))),
      })
      const read = readUrlParams(query)
      expect(read.notices, query).toEqual([])
      expect(read.choice, query).toMatchObject(change)
    }
  })

  it('reads the options beyond the historic ones from the address', () => {
    const { choice, notices } = readUrlParams(
      '?algo=bsp&iterations=2&bspMinLeafSize=9&maxRooms=5&margin=2',
    )
    expect(notices).toEqual([])
    expect(choice).toMatchObject({ iterations: 2, bspMinLeafSize: 9, maxRooms: 5, margin: 2 })
    expect(generateDungeon({ ...optionsFor(choice), seed: 'x' }).options).toMatchObject(choice)
  })

  it('reads booleans as on/off, true/false or 1/0 and leaves anything else to the library', () => {
    const spec = { name: 'padding', type: 'boolean', label: 'x', doc: 'x', default: true } as const
    for (const word of [ON, 'true', '1', ' On ']) expect(parseParam(spec as never, word)).toBe(true)
    for (const word of [OFF, 'false', '0']) expect(parseParam(spec as never, word)).toBe(false)
    expect(parseParam(spec as never, 'maybe')).toBe('maybe')
  })

  it('does not name a default that shrank to fit a small map', () => {
    const choice = readUrlParams('?w=6&h=6').choice
    expect(choice.roomMinSize).toBeLessThan(defaultChoice().roomMinSize)
    expect(queryFor({ runSeed: 's', depth: 1, choice })).toBe('?seed=s&w=6&h=6')
  })

  it('names what a later option moves, so every link reads back as its own choice', () => {
    // A margin below the preset's makes room for a larger default room than the one chosen.
    const tight = readUrlParams('?preset=mcrogueface&w=8&h=8&roomMinSize=5&roomMaxSize=5&margin=0')
    expect(tight.notices).toEqual([])
    expect(
      readUrlParams(queryFor({ runSeed: 's', depth: 1, choice: tight.choice })).choice,
    ).toEqual(tight.choice)
    const request = fc.record({
      preset: fc.constantFrom('tcod', 'mcrogueface'),
      algorithm: fc.constantFrom('rooms-and-corridors', 'bsp'),
      w: fc.integer({ min: 4, max: 60 }),
      h: fc.integer({ min: 4, max: 60 }),
      margin: fc.integer({ min: 0, max: 6 }),
      roomMinSize: fc.integer({ min: 3, max: 12 }),
      roomMaxSize: fc.integer({ min: 3, max: 20 }),
      padding: fc.integer({ min: 0, max: 4 }),
    })
    fc.assert(
      fc.property(
        request,
        fc.uniqueArray(fc.constantFrom(...Object.keys(request)), {}),
        (all, keep) => {
          const params = new URLSearchParams(
            keep.map((k) => [k, String(all[k as keyof typeof all])] as [string, string]),
          )
          const { choice } = readUrlParams(`?${params}`)
          const back = readUrlParams(queryFor({ runSeed: 's', depth: 1, choice }))
          expect(back.notices).toEqual([])
          expect(back.choice).toEqual(choice)
          expect(namedFields(choice)).toEqual(namedFields(back.choice))
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('a change in the panel', () => {
  it('lets the options the player left alone follow: a lower map shrinks its rooms silently', () => {
    const checked = checkPanelChange(defaultChoice(), { seed: 's', h: '2' }, 'h')
    expect(checked.choice.height).toBe(4)
    expect(checked.notices).toHaveLength(1)
    expect(checked.notices[0]).toMatch(/^Invalid height: 2\. .* Using 4\.$/)
  })

  it('keeps the options the player set, and the seed field', () => {
    const current = { ...defaultChoice(), maxRooms: 12, padding: 2 }
    const checked = checkPanelChange(current, { seed: 'kept', tunnel: 'bresenham' }, 'tunnel')
    expect(checked.seed).toBe('kept')
    expect(checked.choice).toEqual({ ...current, tunnel: 'bresenham' })
  })

  it('brings a new preset’s sizes and everything worked out from them', () => {
    const current = { ...defaultChoice(), width: 64, maxRooms: 12, algorithm: 'bsp' as const }
    const checked = checkPanelChange(current, { seed: 's', preset: 'mcrogueface' }, 'preset')
    expect(checked.notices).toEqual([])
    expect(checked.choice).toEqual({ ...defaultChoice('mcrogueface'), algorithm: 'bsp' })
    expect([...DERIVED_DEFAULTS]).toEqual(expect.arrayContaining(['width', 'height', 'maxRooms']))
  })
})
