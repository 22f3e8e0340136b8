import { describe, expect, it } from 'vitest'
import { SAMPLE_FILES, SAMPLES, sampleText } from '../../test/vault-checks.js'
import { DungeonOptionsError, VaultError } from '../errors.js'
import { parseVaults } from './parse.js'

/** The error `parseVaults(text)` throws (a test fails when it throws none). */
function refusal(text: string, file?: string): VaultError {
  try {
    parseVaults(text, file === undefined ? {} : { file })
  } catch (error) {
    if (error instanceof VaultError) return error
    throw error
  }
  throw new Error('accepted')
}

/** A small float vault, valid, to break one line at a time. */
const POST = `NAME: post
MONSTER: o = orc
MAP
#####
@.o.@
#####
ENDMAP`

describe('parseVaults', () => {
  it('reads every header of a vault into plain frozen data', () => {
    const [vault] = parseVaults(sampleText('guards.vault'), { file: 'guards.vault' })
    expect(vault).toEqual({
      name: 'guard_post',
      tags: ['ambush', 'guarded'],
      depths: [{ from: 2, to: 6 }],
      weight: 10,
      place: 'float',
      rotate: true,
      width: 7,
      height: 4,
      rows: ['#######', '#..o..#', '@..!..@', '#######'],
      monsters: { o: 'orc' },
      items: { '!': 'healing potion' },
      altars: {},
      substitutions: {},
      key: null,
      lock: null,
    })
    expect(Object.isFrozen(vault)).toBe(true)
    for (const part of [
      vault?.tags,
      vault?.depths,
      vault?.depths?.[0],
      vault?.rows,
      vault?.monsters,
    ]) {
      expect(Object.isFrozen(part)).toBe(true)
    }
    expect(JSON.parse(JSON.stringify(vault))).toEqual(vault)
  })

  it('fills in what a header leaves out: every depth, weight 10, float, rotating', () => {
    const [vault] = parseVaults(POST)
    expect(vault).toMatchObject({
      depths: null,
      weight: 10,
      place: 'float',
      rotate: true,
      tags: [],
      key: null,
      lock: null,
    })
  })

  it('reads the machines: key and lock with names or without, altars, substitutions, lists of depths', () => {
    const byName = Object.fromEntries(SAMPLES.map((v) => [v.name, v]))
    expect(byName.treasury).toMatchObject({
      key: { glyph: 'k', name: 'silver key' },
      lock: { glyph: 'L', name: 'silver door' },
      substitutions: { '?': '$$!' },
      items: { $: 'gold', '!': 'healing potion' },
    })
    expect(byName.armory).toMatchObject({
      place: 'edge',
      key: { glyph: 'k', name: 'key' },
      lock: { glyph: 'L', name: 'lock' },
    })
    expect(byName.choice_of_three?.altars).toEqual({ a: 'choice' })
    expect(byName.flooded_hall?.depths).toEqual([
      { from: 1, to: 1 },
      { from: 3, to: 3 },
      { from: 5, to: 7 },
    ])
    expect(byName.shrine?.rotate).toBe(false)
    expect(byName.wardens_lair?.weight).toBe(3)
  })

  it('reads several vaults a file, in order; the samples hold twelve', () => {
    expect(SAMPLE_FILES.length).toBeGreaterThanOrEqual(5)
    expect(SAMPLES.map((v) => v.name)).toHaveLength(12)
    expect(parseVaults(sampleText('halls.vault')).map((v) => v.name)).toEqual([
      'pillared_hall',
      'flooded_hall',
    ])
  })

  it('takes any line ending, comments and blank lines between headers, and a map as it stands', () => {
    const text = `# a comment\r\n\r\nNAME: a   # the name\r\nMAP\r\n#@#\r\nENDMAP\r\n`
    expect(parseVaults(text)[0]?.rows).toEqual(['#@#'])
    expect(parseVaults(text.replace(/\r\n/g, '\r'))[0]?.rows).toEqual(['#@#'])
    // Inside the map, # is a wall: a row of them is no comment.
    expect(parseVaults('NAME: b\nMAP\n###\n@.#\n###\nENDMAP')[0]?.height).toBe(3)
  })

  it('gives no vaults for text with none', () => {
    expect(parseVaults('')).toEqual([])
    expect(parseVaults('# only a comment\n\n')).toEqual([])
  })

  it('takes a # after a space as a comment in a header, and one after a glyph as a wall', () => {
    const [vault] = parseVaults('NAME: d # a note\nSUBST: ? = .# #\nMAP\n@?\nENDMAP')
    expect(vault?.name).toBe('d')
    expect(vault?.substitutions).toEqual({ '?': '.#' })
  })

  it('keeps the level’s own tile under a space, so rows keep their spaces', () => {
    const [vault] = parseVaults('NAME: c\nMAP\n # \n#@#\nENDMAP')
    expect(vault?.rows).toEqual([' # ', '#@#'])
  })
})

describe('parseVaults refuses, naming the file, line, column, what it found and what it expected', () => {
  const at = (line: number, column: number) => ({ line, column })
  const cases: [string, string, { line: number; column: number }, string, string][] = [
    [
      'an unknown header',
      'NAME: a\nCOLOR: red\nMAP\n@\nENDMAP',
      at(2, 1),
      'COLOR',
      'a header: NAME',
    ],
    ['a header without its colon', 'NAME a', at(1, 6), 'a', ': after NAME'],
    ['a header before NAME', 'TAGS: x\n', at(1, 1), 'TAGS', 'NAME: first'],
    ['a header after the map', `${POST}\nTAGS: late`, at(8, 1), 'TAGS', 'headers go before MAP'],
    ['a line that is no header', 'NAME: a\n@.@\n', at(2, 1), '@.@', 'a header line'],
    ['a name with a space', 'NAME: guard post', at(1, 7), 'guard post', 'letters, digits'],
    ['an empty name', 'NAME:', at(1, 6), '', 'a value after NAME:'],
    ['a name used twice', `${POST}\n${POST}`, at(8, 7), 'post', 'line 1 has it'],
    ['two weights', 'NAME: a\nWEIGHT: 1\nWEIGHT: 2', at(3, 9), '2', 'one WEIGHT line per vault'],
    [
      'a weight that is no number',
      'NAME: a\nWEIGHT: heavy',
      at(2, 9),
      'heavy',
      'a whole number from 0 to 10000',
    ],
    ['a negative weight', 'NAME: a\nWEIGHT: -1', at(2, 9), '-1', 'a whole number'],
    ['a weight too large', 'NAME: a\nWEIGHT: 10001', at(2, 9), '10001', 'from 0 to 10000'],
    ['an unknown place', 'NAME: a\nPLACE: ceiling', at(2, 8), 'ceiling', 'float, room or edge'],
    ['ROTATE neither yes nor no', 'NAME: a\nROTATE: maybe', at(2, 9), 'maybe', 'yes or no'],
    [
      'a DEPTH range out of order',
      'NAME: a\nDEPTH: 6-2',
      at(2, 8),
      '6-2',
      'a range from low to high (2-6)',
    ],
    [
      'a DEPTH list out of order',
      'NAME: a\nDEPTH: 3, 1',
      at(2, 11),
      '1',
      'increasing order, each after 3',
    ],
    ['an overlapping DEPTH list', 'NAME: a\nDEPTH: 1-4 3', at(2, 12), '3', 'each after 4'],
    ['a DEPTH of 0', 'NAME: a\nDEPTH: 0', at(2, 8), '0', 'levels from 1 to 999'],
    ['a DEPTH that is no level', 'NAME: a\nDEPTH: 2-x', at(2, 9), '-x', 'a level (2)'],
    ['a MONSTER without =', 'NAME: a\nMONSTER: o orc', at(2, 12), 'orc', '= and a monster name'],
    ['a MONSTER without a name', 'NAME: a\nMONSTER: o =', at(2, 13), '', 'a monster name after ='],
    [
      'a MONSTER on a fixed glyph',
      'NAME: a\nMONSTER: . = orc',
      at(2, 10),
      '.',
      'one visible ASCII character',
    ],
    [
      'a glyph of two characters',
      'NAME: a\nITEM: !! = potion',
      at(2, 7),
      '!!',
      'one visible ASCII',
    ],
    [
      'a glyph declared twice',
      'NAME: a\nITEM: o = ore\nMONSTER: o = orc',
      at(3, 10),
      'o',
      'already item ore',
    ],
    ['a KEY with something after it', 'NAME: a\nKEY: k key', at(2, 8), 'key', '= and a key name'],
    [
      'a glyph with no meaning',
      'NAME: a\nMAP\n#@#\n#?#\nENDMAP',
      at(4, 2),
      '?',
      'a glyph with a meaning',
    ],
    [
      'a tab in the map',
      'NAME: a\nMAP\n#@#\n\t.#\nENDMAP',
      at(4, 1),
      '\t',
      'a glyph with a meaning',
    ],
    [
      'a ragged map',
      'NAME: a\nMAP\n#@##\n#.#\nENDMAP',
      at(4, 4),
      'a row of 3',
      '4 glyphs like the first row',
    ],
    ['a float vault with no @', 'NAME: a\nMAP\n#.#\nENDMAP', at(2, 1), '', 'an @ in the map'],
    [
      'an edge vault with no @',
      'NAME: a\nPLACE: edge\nMAP\n#.#\nENDMAP',
      at(3, 1),
      '',
      'an @ in the map',
    ],
    [
      'an @ on the border side of an edge vault',
      'NAME: a\nPLACE: edge\nMAP\n#@#\n#.#\nENDMAP',
      at(4, 2),
      '@',
      'no @ on the top row',
    ],
    [
      'an @ no corridor can reach',
      'NAME: a\nMAP\n###\n#@#\n###\nENDMAP',
      at(4, 2),
      '@',
      'on the edge of the map or beside a space',
    ],
    [
      'floor no @ leads to',
      'NAME: a\nMAP\n@.#.\n####\nENDMAP',
      at(3, 4),
      '.',
      'a way to this tile from an @',
    ],
    [
      'room floor walled off from the edge',
      'NAME: a\nPLACE: room\nMAP\n###\n#.#\n###\nENDMAP',
      at(5, 2),
      '.',
      'from the vault’s edge',
    ],
    ['a LOCK without a KEY', 'NAME: a\nLOCK: L\nMAP\n@L.\nENDMAP', at(2, 7), 'L', 'a KEY line too'],
    ['a KEY without a LOCK', 'NAME: a\nKEY: k\nMAP\n@.\nENDMAP', at(2, 6), 'k', 'a LOCK line too'],
    [
      'the key drawn in the vault',
      'NAME: a\nKEY: k\nLOCK: L\nMAP\n@Lk\nENDMAP',
      at(5, 3),
      'k',
      'placed outside its vault',
    ],
    [
      'a lock never drawn',
      'NAME: a\nKEY: k\nLOCK: L\nMAP\n@..\nENDMAP',
      at(3, 7),
      'L',
      'L drawn in the map',
    ],
    [
      'a monster never drawn',
      'NAME: a\nMONSTER: o = orc\nMAP\n@..\nENDMAP',
      at(2, 10),
      'o',
      'o drawn in the map',
    ],
    [
      'treasure behind a lock on the vault’s edge',
      'NAME: a\nKEY: k\nLOCK: L\nMAP\n#####\n@L...\n#####\nENDMAP',
      at(6, 5),
      '.',
      'a wall between this tile behind the lock',
    ],
    [
      'treasure behind a lock beside a space',
      'NAME: a\nKEY: k\nLOCK: L\nMAP\n######\n@L.. #\n######\nENDMAP',
      at(6, 4),
      '.',
      'a wall between',
    ],
    [
      'a SUBST choice with no meaning',
      'NAME: a\nSUBST: ? = .z\nMAP\n@?.\nENDMAP',
      at(2, 13),
      'z',
      'a glyph ? can become',
    ],
    [
      'a SUBST choice that is an entrance',
      'NAME: a\nSUBST: ? = .@\nMAP\n@?.\nENDMAP',
      at(2, 13),
      '@',
      '# . + x',
    ],
    ['two up stairs', 'NAME: a\nMAP\n@<<\nENDMAP', at(3, 3), '<', 'one < at most'],
    [
      'a second NAME before the first vault’s MAP',
      'NAME: a\nNAME: b',
      at(2, 1),
      'NAME',
      'MAP for the vault a first',
    ],
    ['MAP before any NAME', 'MAP\n@\nENDMAP', at(1, 1), 'MAP', 'NAME: first'],
    ['text after MAP', 'NAME: a\nMAP please\n@\nENDMAP', at(2, 5), 'please', 'nothing after MAP'],
    ['ENDMAP with no MAP', 'NAME: a\nENDMAP', at(2, 1), 'ENDMAP', 'MAP before ENDMAP'],
    ['an empty map', 'NAME: a\nMAP\nENDMAP', at(2, 1), '', 'at least one map row'],
    ['a missing ENDMAP', 'NAME: a\nMAP\n@..', at(3, 1), '', 'ENDMAP for the map begun on line 2'],
    ['a missing MAP', 'NAME: a\nTAGS: x', at(2, 1), '', 'MAP for the vault a'],
    [
      'a map too wide',
      `NAME: a\nMAP\n@${'.'.repeat(64)}\nENDMAP`,
      at(2, 1),
      'a map of 65×1',
      'at most 64×64',
    ],
  ]

  it.each(cases)('%s', (_, text, where, found, expected) => {
    const error = refusal(text, 'post.vault')
    expect({ line: error.line, column: error.column, found: error.found }).toEqual({
      ...where,
      found,
    })
    expect(error.expected).toContain(expected)
    expect(error.file).toBe('post.vault')
    expect(error.message).toBe(
      `post.vault:${where.line}:${where.column}: found ${found === '' ? 'nothing' : JSON.stringify(found)}, expected ${error.expected}`,
    )
  })

  it('is a SyntaxError named VaultError, with <text> for the file when none is given', () => {
    const error = refusal('NAME: a\nCOLOR: red')
    expect(error).toBeInstanceOf(SyntaxError)
    expect(error.name).toBe('VaultError')
    expect(error.file).toBe('<text>')
    expect(error.message).toMatch(/^<text>:2:1: found "COLOR", expected a header: NAME, TAGS/)
  })

  it('accepts every sample file', () => {
    for (const file of SAMPLE_FILES)
      expect(() => parseVaults(sampleText(file), { file })).not.toThrow()
  })
})

describe('parseVaults misuse', () => {
  it.each([
    ['a number for the text', () => parseVaults(5 as unknown as string), 'parseVaults(text)', 5],
    ['null options', () => parseVaults('', null as never), 'parseVaults options', null],
    [
      'an unknown option',
      () => parseVaults('', { path: 'a' } as never),
      'parseVaults option name',
      'path',
    ],
    ['a number for the file', () => parseVaults('', { file: 3 } as never), 'parseVaults file', 3],
    ['an empty file name', () => parseVaults('', { file: '' }), 'parseVaults file', ''],
  ])('%s is a DungeonOptionsError naming the argument', (_, call, option, value) => {
    try {
      call()
    } catch (error) {
      expect(error).toBeInstanceOf(DungeonOptionsError)
      expect((error as DungeonOptionsError).option).toBe(option)
      expect((error as DungeonOptionsError).value).toBe(value)
      expect((error as Error).message).toContain(`Invalid ${option}`)
      return
    }
    throw new Error('accepted')
  })
})
