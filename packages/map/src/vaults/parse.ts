import { isRecord } from '../check.js'
import { DungeonOptionsError, VaultError } from '../errors.js'
import { finishVault } from './finish.js'
import { type Fail, HEADER_WORDS, type HeaderWord, readHeader, VaultDraft } from './header.js'
import { markChecked } from './known.js'
import type { Vault } from './vault.js'

/** Where vault text came from, for its errors. */
export interface VaultSourceOptions {
  /** The file's name, as errors show it (default `<text>`). */
  file?: string
}

/** The file name errors show when none is given. */
export const NO_FILE = '<text>'

const HEADERS: ReadonlySet<string> = new Set(HEADER_WORDS)
const HEADER_LIST = `${HEADER_WORDS.join(', ')} or MAP`
const END_MAP = /^\s*ENDMAP\s*(?:#.*)?$/
/** A comment after a header: a # between spaces (or ending the line), so `SUBST: ? = .#` keeps its wall. */
const COMMENT = /\s#(?=\s|$)/
const LINE = /^(\s*)([A-Za-z_][A-Za-z0-9_]*)(\s*)(:?)(.*)$/

/**
 * Reads the vaults of a `.vault` file's text, in file order. Each vault is header lines
 * (`WORD: value`, a `#` starts a comment) from its `NAME` on, then its map between `MAP` and
 * `ENDMAP` (taken as it stands: `#` is a wall there). The first mistake throws a `VaultError`
 * naming the file, line and column, the text found and what was expected; nothing is returned
 * then. Text with no vault gives an empty list.
 */
export function parseVaults(text: string, options: VaultSourceOptions = {}): Vault[] {
  if (typeof text !== 'string') {
    throw new DungeonOptionsError('parseVaults(text)', text, 'a string, the text of a .vault file')
  }
  const file = readFile(options, 'parseVaults')
  const lines = text.split(/\r\n|\r|\n/)
  const vaults: Vault[] = []
  const names = new Map<string, number>()
  let draft: VaultDraft | undefined
  let mapLine = 0
  let rows: string[] | undefined
  let rowLines: number[] = []

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string
    const number = index + 1
    const failAt = (column: number, found: string, expected: string): never => {
      throw new VaultError(file, number, column + 1, found, expected)
    }
    if (rows !== undefined) {
      if (!END_MAP.test(line)) {
        rows.push(line)
        rowLines.push(number)
        continue
      }
      const lineOf = rowLines
      const at = mapLine
      vaults.push(
        finishVault(draft as VaultDraft, {
          rows,
          failAt: (r, c, found, expected) => {
            throw new VaultError(file, lineOf[r] as number, c + 1, found, expected)
          },
          failMap: (found, expected) => {
            throw new VaultError(file, at, 1, found, expected)
          },
        }),
      )
      draft = undefined
      rows = undefined
      continue
    }
    if (line.trimStart().startsWith('#')) continue
    const comment = COMMENT.exec(line)
    const content = comment === null ? line : line.slice(0, comment.index)
    if (content.trim() === '') continue
    const match = LINE.exec(content)
    const lead = content.length - content.trimStart().length
    if (match === null) {
      failAt(lead, content.trim(), `a header line (WORD: value), MAP or a # comment`)
    }
    const [, , word = '', gap = '', colon = '', rest = ''] = match as RegExpExecArray
    const afterWord = lead + word.length + gap.length
    if (word === 'MAP') {
      if (colon !== '' || rest.trim() !== '') {
        failAt(
          afterWord,
          (colon + rest).trim(),
          'nothing after MAP: the map starts on the next line',
        )
      }
      if (draft === undefined) failAt(lead, word, 'NAME: first: every vault starts with its name')
      mapLine = number
      rows = []
      rowLines = []
      continue
    }
    if (!HEADERS.has(word)) {
      const hint = word === 'ENDMAP' ? 'MAP before ENDMAP' : `a header: ${HEADER_LIST}`
      failAt(lead, word, hint)
    }
    if (colon === '') failAt(afterWord, rest.trim(), `: after ${word}`)
    if (word === 'NAME') {
      if (draft !== undefined) failAt(lead, word, `MAP for the vault ${draft.name} first`)
      draft = new VaultDraft()
    } else if (draft === undefined) {
      const after = vaults.length > 0 ? ' (headers go before MAP)' : ''
      failAt(lead, word, `NAME: first: every vault starts with its name${after}`)
    }
    const valueAt = afterWord + 1
    const fail: Fail = (offset, found, expected) => failAt(valueAt + offset, found, expected)
    readHeader(draft as VaultDraft, word as HeaderWord, rest, fail)
    if (word === 'NAME') {
      const name = (draft as VaultDraft).name
      const earlier = names.get(name)
      if (earlier !== undefined) {
        fail(
          rest.length - rest.trimStart().length,
          name,
          `a name not used before in the file (line ${earlier} has it)`,
        )
      }
      names.set(name, number)
    }
  }
  if (rows !== undefined) {
    throw new VaultError(file, lines.length, 1, '', `ENDMAP for the map begun on line ${mapLine}`)
  }
  if (draft !== undefined) {
    throw new VaultError(file, lines.length, 1, '', `MAP for the vault ${draft.name}`)
  }
  for (const vault of vaults) markChecked(vault)
  return vaults
}

/** The `file` of a parser's options, checked: a string, or absent for `<text>`. */
export function readFile(options: unknown, caller: string): string {
  if (!isRecord(options)) {
    throw new DungeonOptionsError(`${caller} options`, options, 'an object { file? }')
  }
  for (const key of Object.keys(options)) {
    if (key !== 'file') throw new DungeonOptionsError(`${caller} option name`, key, 'file')
  }
  const { file } = options
  if (file === undefined) return NO_FILE
  if (typeof file !== 'string' || file === '') {
    throw new DungeonOptionsError(`${caller} file`, file, 'a file name (a non-empty string)')
  }
  return file
}
