import { isRecord, describeValue as show } from '../check.js'
import { VaultError } from '../errors.js'
import { finishVault } from './finish.js'
import { type HeaderWord, readHeader, VaultDraft } from './header.js'
import type { Vault } from './vault.js'

/** The vaults the parsers made (frozen, so checked once and for all). */
const checked = new WeakSet<object>()
/** Plain vault data already checked, and the vault made of it. */
const fromData = new WeakMap<object, Vault>()

export function markChecked(vault: Vault): void {
  checked.add(vault)
}

/** One header line as a source other than text gives it: a Tiled property, a field of data. */
export interface HeaderEntry {
  word: HeaderWord
  value: string
  /** How errors name where it came from: `map property "DEPTH"`. */
  where: string
}

/**
 * A vault from header entries and map rows, checked as `parseVaults` checks text. Errors are
 * at line 1, column 1 of `file` for a header (naming where it came from), and at the row and
 * column of a map tile, counting from 1.
 */
export function vaultFromEntries(
  entries: readonly HeaderEntry[],
  rows: readonly string[],
  file: string,
): Vault {
  const draft = new VaultDraft()
  const name = entries.find((e) => e.word === 'NAME')
  if (name === undefined) throw new VaultError(file, 1, 1, '', 'a NAME')
  // The name first, as in text, so later errors can say which vault.
  for (const entry of [name, ...entries.filter((e) => e !== name)]) {
    readHeader(draft, entry.word, ` ${entry.value}`, (_, found, expected) => {
      throw new VaultError(file, 1, 1, found, `${expected} (${entry.where})`)
    })
  }
  const vault = finishVault(draft, {
    rows,
    failAt: (r, c, found, expected) => {
      throw new VaultError(file, r + 1, c + 1, found, expected)
    },
    failMap: (found, expected) => {
      throw new VaultError(file, 1, 1, found, expected)
    },
  })
  markChecked(vault)
  return vault
}

/**
 * The vault `value` stands for: itself when a parser made it, or the vault made from its fields
 * when it is plain data of the same shape (a vault through JSON, say), checked as a vault's
 * text is and remembered. A `VaultError` (file `<data>`) says what is wrong.
 */
export function knownVault(value: unknown): Vault {
  if (isRecord(value) && checked.has(value)) return value as unknown as Vault
  if (isRecord(value)) {
    const made = fromData.get(value)
    if (made !== undefined) return made
  }
  const vault = vaultFromData(value)
  fromData.set(value as object, vault)
  return vault
}

const DATA = '<data>'

function vaultFromData(value: unknown): Vault {
  const bad = (field: string, found: unknown, expected: string): never => {
    const shown = typeof found === 'string' ? found : show(found)
    throw new VaultError(DATA, 1, 1, shown, `${expected} (field ${field})`)
  }
  if (!isRecord(value)) bad('vault', value, 'a vault object')
  const data = value as Record<string, unknown>
  const entries: HeaderEntry[] = []
  const add = (word: HeaderWord, text: string, field: string) =>
    entries.push({ word, value: text, where: `field ${field}` })
  const text = (field: string): string => {
    const v = data[field]
    return typeof v === 'string' ? v : bad(field, v, 'a string')
  }
  add('NAME', text('name'), 'name')
  const tags = Array.isArray(data.tags) ? data.tags : bad('tags', data.tags, 'an array of words')
  for (const tag of tags) {
    if (typeof tag !== 'string' || !/^\S+$/.test(tag)) bad('tags', tag, 'a word')
    add('TAGS', tag, 'tags')
  }
  if (data.depths !== null) {
    const depths = Array.isArray(data.depths)
      ? data.depths
      : bad('depths', data.depths, 'null or an array')
    const ranges = depths.map((d: unknown) => {
      const r = isRecord(d) ? d : bad('depths', d, 'a { from, to } range')
      return `${Number.isInteger(r.from) ? r.from : bad('depths', r.from, 'a level')}-${
        Number.isInteger(r.to) ? r.to : bad('depths', r.to, 'a level')
      }`
    })
    add('DEPTH', ranges.join(', '), 'depths')
  }
  if (!Number.isInteger(data.weight)) bad('weight', data.weight, 'a whole number')
  add('WEIGHT', String(data.weight), 'weight')
  add('PLACE', text('place'), 'place')
  if (typeof data.rotate !== 'boolean') bad('rotate', data.rotate, 'true or false')
  add('ROTATE', data.rotate ? 'yes' : 'no', 'rotate')
  const meanings: [string, HeaderWord][] = [
    ['monsters', 'MONSTER'],
    ['items', 'ITEM'],
    ['altars', 'ALTAR'],
    ['substitutions', 'SUBST'],
  ]
  for (const [field, word] of meanings) {
    const table = isRecord(data[field])
      ? (data[field] as Record<string, unknown>)
      : bad(field, data[field], 'an object of glyphs')
    for (const [glyph, name] of Object.entries(table)) {
      if (typeof name !== 'string') bad(field, name, 'a name')
      add(word, `${glyph} = ${name}`, field)
    }
  }
  for (const [field, word] of [
    ['key', 'KEY'],
    ['lock', 'LOCK'],
  ] as const) {
    const meaning = data[field]
    if (meaning === null) continue
    const m = isRecord(meaning) ? meaning : bad(field, meaning, 'null or { glyph, name }')
    if (typeof m.glyph !== 'string' || typeof m.name !== 'string')
      bad(field, meaning, '{ glyph, name }')
    add(word, `${m.glyph} = ${m.name}`, field)
  }
  const rows = Array.isArray(data.rows) ? data.rows : bad('rows', data.rows, 'an array of strings')
  for (const row of rows) if (typeof row !== 'string') bad('rows', row, 'a string')
  const vault = vaultFromEntries(entries, rows as string[], DATA)
  if (vault.width !== data.width || vault.height !== data.height) {
    bad(
      'width',
      `${String(data.width)}×${String(data.height)}`,
      `${vault.width}×${vault.height}, the rows' size`,
    )
  }
  return vault
}
