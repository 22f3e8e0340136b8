import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAMPLE_FILES, sampleText } from '../../test/vault-checks.js'
import { VaultError } from '../errors.js'
import { generateDungeon } from '../generate/generate.js'
import { parseVaults } from './parse.js'
import { parseTiledVault } from './tiled-vault.js'

/**
 * Runs per property: 3 000 at the deep size, 600 at the quick one (the same seeds, so the quick
 * run is the deep one's first fifth).
 */
const RUNS = sized(600, 3000)

/** `parseVaults` either reads the text or throws a `VaultError`; nothing else, and it ends. */
function readsOrRefuses(text: string): void {
  try {
    const vaults = parseVaults(text, { file: 'fuzz.vault' })
    // What it accepts, generateDungeon places without trouble.
    generateDungeon({
      seed: text.length,
      width: 40,
      height: 24,
      vaults: { list: vaults, count: 3 },
    })
  } catch (error) {
    if (!(error instanceof VaultError)) throw error
    expect(error.line).toBeGreaterThanOrEqual(1)
    expect(error.column).toBeGreaterThanOrEqual(1)
    expect(error.message.startsWith(`fuzz.vault:${error.line}:${error.column}: found `)).toBe(true)
  }
}

const sampleFile = fc.constantFrom(...SAMPLE_FILES).map(sampleText)

/** A sample file changed a few times: lines dropped, doubled, swapped; characters put in or taken out. */
const mangled = fc
  .tuple(
    sampleFile,
    fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('delete' as const),
          at: fc.nat(),
          length: fc.integer({ min: 1, max: 6 }),
        }),
        fc.record({
          kind: fc.constant('insert' as const),
          at: fc.nat(),
          text: fc.string({ maxLength: 4 }),
        }),
        fc.record({
          kind: fc.constant('glyph' as const),
          at: fc.nat(),
          text: fc.constantFrom(...'#.+@<>x ?=:-,0123456789kLoa!$~\t\r\n'),
        }),
        fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), to: fc.nat() }),
        fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
        fc.record({ kind: fc.constant('double' as const), at: fc.nat() }),
      ),
      { minLength: 1, maxLength: 5 },
    ),
  )
  .map(([text, edits]) => {
    let out = text
    for (const edit of edits) {
      const lines = out.split('\n')
      const at = edit.at % Math.max(1, out.length)
      const line = edit.at % lines.length
      switch (edit.kind) {
        case 'delete':
          out = out.slice(0, at) + out.slice(at + edit.length)
          break
        case 'insert':
        case 'glyph':
          out = out.slice(0, at) + edit.text + out.slice(at)
          break
        case 'swap': {
          const other = edit.to % lines.length
          ;[lines[line], lines[other]] = [lines[other] as string, lines[line] as string]
          out = lines.join('\n')
          break
        }
        case 'drop':
          lines.splice(line, 1)
          out = lines.join('\n')
          break
        case 'double':
          lines.splice(line, 0, lines[line] as string)
          out = lines.join('\n')
      }
    }
    return out
  })

describe('mangled vault text', () => {
  it('parses or throws a VaultError, for sample files with a few edits', () => {
    fc.assert(fc.property(mangled, readsOrRefuses), { numRuns: RUNS, seed: 28 })
  })

  it('parses or throws a VaultError, for any text at all', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), readsOrRefuses), {
      numRuns: RUNS,
      seed: 29,
    })
  })

  it('parses or throws a VaultError, for headers and maps built from the format’s own pieces', () => {
    const piece = fc.constantFrom(
      'NAME: a',
      'NAME: b',
      'MAP',
      'ENDMAP',
      'PLACE: room',
      'PLACE: edge',
      'KEY: k',
      'LOCK: L',
      'SUBST: ? = .#o',
      'MONSTER: o = orc',
      'ALTAR: a = choice',
      'DEPTH: 3-1',
      '#@#',
      '#L#',
      '.?.',
      '###',
      ' @ ',
      '# comment',
      '',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (lines) => readsOrRefuses(lines.join('\n'))),
      { numRuns: RUNS, seed: 30 },
    )
  })
})

describe('mangled Tiled vaults', () => {
  it('parse or throw a VaultError, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.json()), (json) => {
        try {
          parseTiledVault(json, { file: 'fuzz.tmj' })
        } catch (error) {
          if (!(error instanceof VaultError)) throw error
        }
      }),
      { numRuns: RUNS, seed: 31 },
    )
  })
})
