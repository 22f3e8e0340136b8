import {
  type DepthRange,
  MAX_VAULT_DEPTH,
  MAX_VAULT_NAME_LENGTH,
  MAX_VAULT_WEIGHT,
  VAULT_PLACES,
  type VaultPlace,
} from './vault.js'

/** The header words, in the order the README lists them. */
export const HEADER_WORDS = [
  'NAME',
  'TAGS',
  'DEPTH',
  'WEIGHT',
  'PLACE',
  'ROTATE',
  'MONSTER',
  'ITEM',
  'SUBST',
  'KEY',
  'LOCK',
  'ALTAR',
] as const
export type HeaderWord = (typeof HEADER_WORDS)[number]

/** The glyphs every vault map knows: wall, floor, door, entrance, stairs, rock kept, the level's own. */
export const FIXED_GLYPHS = '#.+@<>x '

/** What a declared glyph stands for. */
export type GlyphKind = 'monster' | 'item' | 'altar' | 'subst' | 'key' | 'lock'

/**
 * Reports a mistake at `offset` characters into the value being read (or into the map row):
 * throws the `VaultError` for that place. Each source (a text line, a Tiled property) makes its
 * own, so the header rules below are written once.
 */
export type Fail = (offset: number, found: string, expected: string) => never

/** A glyph's declaration, with the way to point at it should the map not use it. */
export interface Declared {
  kind: GlyphKind
  /** The kind name, or for a substitution its choices. */
  name: string
  fail: Fail
  /** Where the glyph stands in the declaration's value. */
  glyphOffset: number
  /** Where the name (or the choices) starts in the declaration's value. */
  nameOffset: number
}

/** A vault's header as read so far. */
export class VaultDraft {
  name = ''
  tags: string[] = []
  depths: DepthRange[] | null = null
  weight: number | undefined
  place: VaultPlace | undefined
  rotate: boolean | undefined
  readonly glyphs = new Map<string, Declared>()
  /** The once-only headers given, so a second is refused. */
  readonly given = new Set<HeaderWord>()
}

const NAME = /^[A-Za-z0-9_-]+$/
/** A glyph a header may declare: visible ASCII, none of the fixed ones, nor `=` (the separator). */
const DECLARABLE = /^[!-~]$/
const DECLARABLE_WORDS = 'one visible ASCII character other than # . + @ < > x ='
const ONCE: ReadonlySet<HeaderWord> = new Set([
  'NAME',
  'DEPTH',
  'WEIGHT',
  'PLACE',
  'ROTATE',
  'KEY',
  'LOCK',
])

/** Reads one header line's value (everything after its colon, comment removed) into `draft`. */
export function readHeader(draft: VaultDraft, word: HeaderWord, value: string, fail: Fail): void {
  const start = value.length - value.trimStart().length
  const text = value.trim()
  if (ONCE.has(word)) {
    if (draft.given.has(word)) fail(start, text, `one ${word} line per vault, not a second`)
    draft.given.add(word)
  }
  if (text === '' && word !== 'TAGS') fail(start, '', `a value after ${word}:`)
  switch (word) {
    case 'NAME':
      if (!NAME.test(text) || text.length > MAX_VAULT_NAME_LENGTH) {
        fail(start, text, `a name of 1 to ${MAX_VAULT_NAME_LENGTH} letters, digits, _ and -`)
      }
      draft.name = text
      return
    case 'TAGS':
      for (const match of text.matchAll(/\S+/g)) {
        if (match[0].length > MAX_VAULT_NAME_LENGTH) {
          fail(
            start + match.index,
            match[0],
            `a tag of at most ${MAX_VAULT_NAME_LENGTH} characters`,
          )
        }
        draft.tags.push(match[0])
      }
      return
    case 'DEPTH':
      draft.depths = readDepths(value, fail)
      return
    case 'WEIGHT':
      if (!/^\d{1,9}$/.test(text) || Number(text) > MAX_VAULT_WEIGHT) {
        fail(start, text, `a whole number from 0 to ${MAX_VAULT_WEIGHT}`)
      }
      draft.weight = Number(text)
      return
    case 'PLACE':
      if (!(VAULT_PLACES as readonly string[]).includes(text)) {
        fail(start, text, VAULT_PLACES.join(', ').replace(/, (\w+)$/, ' or $1'))
      }
      draft.place = text as VaultPlace
      return
    case 'ROTATE':
      if (text !== 'yes' && text !== 'no') fail(start, text, 'yes or no')
      draft.rotate = text === 'yes'
      return
    case 'KEY':
    case 'LOCK':
      declare(draft, word, value, fail, false)
      return
    default:
      declare(draft, word, value, fail, true)
  }
}

/**
 * `g = name` (MONSTER, ITEM, ALTAR, SUBST) or, for KEY and LOCK, `g` alone (named `key` and
 * `lock`) or `g = name`.
 */
function declare(
  draft: VaultDraft,
  word: Exclude<HeaderWord, 'NAME' | 'TAGS' | 'DEPTH' | 'WEIGHT' | 'PLACE' | 'ROTATE'>,
  value: string,
  fail: Fail,
  needsName: boolean,
): void {
  // `g`, then `= name` (spaces around the = optional): the glyph is one character.
  const lead = value.length - value.trimStart().length
  const token = /^[^\s=]*/.exec(value.slice(lead))?.[0] ?? ''
  const glyph = token === '' ? value.charAt(lead) : token
  const kind = word.toLowerCase() as GlyphKind
  if (!DECLARABLE.test(glyph) || FIXED_GLYPHS.includes(glyph) || glyph === '=') {
    fail(lead, glyph, DECLARABLE_WORDS)
  }
  let afterGlyph = lead + glyph.length
  while (afterGlyph < value.length && /\s/.test(value.charAt(afterGlyph))) afterGlyph++
  const hasName = value.charAt(afterGlyph) === '='
  if (!hasName && (needsName || afterGlyph < value.length)) {
    fail(afterGlyph, value.slice(afterGlyph).trim(), `= and a ${kindWords(kind)} after ${glyph}`)
  }
  const rest = hasName ? value.slice(afterGlyph + 1) : undefined
  const space = rest === undefined ? '' : rest.slice(0, rest.length - rest.trimStart().length)
  const nameOffset = afterGlyph + 1 + space.length
  const name =
    rest === undefined ? kind : kind === 'subst' ? rest.replace(/\s+/g, '') : collapse(rest)
  if (name === '') fail(nameOffset, '', `a ${kindWords(kind)} after =`)
  if (name.length > MAX_VAULT_NAME_LENGTH) {
    fail(nameOffset, rest ?? '', `at most ${MAX_VAULT_NAME_LENGTH} characters`)
  }
  const earlier = draft.glyphs.get(glyph)
  if (earlier !== undefined) {
    fail(lead, glyph, `a glyph not declared before (it is already ${earlier.kind} ${earlier.name})`)
  }
  draft.glyphs.set(glyph, { kind, name, fail, glyphOffset: lead, nameOffset })
}

function kindWords(kind: GlyphKind): string {
  return kind === 'subst' ? 'list of glyphs' : `${kind} name`
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

/**
 * `2-6`, `1, 3, 5`, `1-3 7 9-12`: levels and ranges of levels, separated by commas or spaces,
 * each after the one before (a range's end after its start).
 */
function readDepths(value: string, fail: Fail): DepthRange[] {
  const ranges: DepthRange[] = []
  const items = /(\d+)(?:\s*-\s*(\d+))?|[^\s,]+/g
  let last = 0
  // Anything but a separator is a token, so what lies between two tokens is commas and spaces.
  for (const match of value.matchAll(items)) {
    const [whole, first, second] = match
    if (first === undefined) fail(match.index, whole, 'a level (2) or a range of levels (2-6)')
    const from = Number(first)
    const to = second === undefined ? from : Number(second)
    if (from < 1 || from > MAX_VAULT_DEPTH || to > MAX_VAULT_DEPTH) {
      fail(match.index, whole, `levels from 1 to ${MAX_VAULT_DEPTH}`)
    }
    if (to < from) fail(match.index, whole, `a range from low to high (${to}-${from})`)
    if (from <= last) {
      fail(match.index, whole, `levels in increasing order, each after ${last}`)
    }
    ranges.push({ from, to })
    last = to
  }
  if (ranges.length === 0) fail(0, value.trim(), 'a level (2), a range (2-6) or a list (1, 3, 5)')
  return ranges
}
