import { isIntegerIn, isRecord, describeValue as show } from '../check.js'
import { VaultError } from '../errors.js'
import { jsonErrorAt } from '../json-position.js'
import { HEADER_WORDS, type HeaderWord } from './header.js'
import { type HeaderEntry, vaultFromEntries } from './known.js'
import { readFile, type VaultSourceOptions } from './parse.js'
import { MAX_VAULT_SIZE, type Vault } from './vault.js'

/** The glyphs of the tileset `toTiledMap` embeds (named `delve`), by tile id: its tile codes. */
const DELVE_TILE_GLYPHS = '#.+<>'
/** Tiled keeps flip and rotation flags in a gid's top four bits. */
const GID_MASK = 0x0fff_ffff
/** The repeatable headers: a property's value holds one entry a line. */
const REPEATED: ReadonlySet<HeaderWord> = new Set(['TAGS', 'MONSTER', 'ITEM', 'SUBST', 'ALTAR'])

/**
 * A vault drawn in Tiled (a `.tmj` map, parsed or as its JSON text): its tile layer named
 * `vault` is the map, each tile standing for the glyph in its tileset's `glyph` property (tiles
 * of the `delve` tileset `toTiledMap` writes need none: wall, floor, door, stairs), an empty
 * cell for a space; the map's properties are the header, one per header word (`NAME`, `DEPTH`,
 * …, any case), a repeatable one (`TAGS`, `MONSTER`, `ITEM`, `SUBST`, `ALTAR`) with one entry
 * a line. Checked as `parseVaults` checks text: a mistake throws a `VaultError` at the tile's
 * row and column in the layer, or at 1:1 naming the property.
 */
export function parseTiledVault(json: unknown, options: VaultSourceOptions = {}): Vault {
  const file = readFile(options, 'parseTiledVault')
  const fail = (found: string, expected: string): never => {
    throw new VaultError(file, 1, 1, found, expected)
  }
  const map = isRecord(json) ? json : typeof json === 'string' ? parseJson(json, file) : undefined
  if (map === undefined || !isRecord(map)) {
    return fail(show(json), 'a Tiled map: its JSON text or the object it parses to')
  }
  if (map.orientation !== undefined && map.orientation !== 'orthogonal') {
    fail(show(map.orientation), 'an orthogonal map')
  }
  const layers = Array.isArray(map.layers) ? (map.layers as unknown[]) : []
  const layer = layers.find(
    (l): l is Record<string, unknown> =>
      isRecord(l) && l.type === 'tilelayer' && l.name === 'vault',
  )
  if (layer === undefined) return fail('no such layer', 'a tile layer named "vault"')
  const { width, height, data } = layer
  if (!isIntegerIn(width, 1, MAX_VAULT_SIZE) || !isIntegerIn(height, 1, MAX_VAULT_SIZE)) {
    fail(
      `a layer of ${show(width)}×${show(height)}`,
      `at most ${MAX_VAULT_SIZE}×${MAX_VAULT_SIZE} tiles`,
    )
  }
  const w = width as number
  const h = height as number
  if (!Array.isArray(data) || data.length !== w * h) {
    fail(
      Array.isArray(data) ? `${data.length} tiles` : show(data),
      `${w * h} gids in the vault layer (saved in the CSV layer format)`,
    )
  }
  const glyphOf = tilesetGlyphs(map.tilesets, fail)
  const rows: string[] = []
  for (let r = 0; r < h; r++) {
    let row = ''
    for (let c = 0; c < w; c++) {
      const gid = (data as unknown[])[r * w + c]
      const glyph = isIntegerIn(gid, 0, 0xffff_ffff) ? glyphOf(gid & GID_MASK) : undefined
      if (glyph === undefined) {
        throw new VaultError(file, r + 1, c + 1, show(gid), 'a tile with a "glyph" property')
      }
      row += glyph
    }
    rows.push(row)
  }
  return vaultFromEntries(headerEntries(map.properties, fail), rows, file)
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const at = Math.max(0, jsonErrorAt(text))
    const before = text.slice(0, at).split('\n')
    const line = before.length
    const column = (before[before.length - 1] as string).length + 1
    throw new VaultError(
      file,
      line,
      column,
      text.slice(at, at + 1),
      `JSON: ${(error as Error).message}`,
    )
  }
}

/** The glyph of each gid: a tile's `glyph` property, or the `delve` tileset's own tiles; 0 a space. */
function tilesetGlyphs(
  tilesets: unknown,
  fail: (found: string, expected: string) => never,
): (gid: number) => string | undefined {
  if (!Array.isArray(tilesets)) return (gid) => (gid === 0 ? ' ' : undefined)
  const sets = (tilesets as unknown[]).map((t, i) => {
    if (!isRecord(t) || !isIntegerIn(t.firstgid, 1, GID_MASK)) {
      return fail(`tilesets[${i}]`, 'a tileset with a firstgid')
    }
    if (typeof t.source === 'string') fail(t.source, 'an embedded tileset (not an external .tsj)')
    const glyphs = new Map<number, string>()
    if (t.name === 'delve') {
      for (let id = 0; id < DELVE_TILE_GLYPHS.length; id++)
        glyphs.set(id, DELVE_TILE_GLYPHS[id] as string)
    }
    for (const tile of Array.isArray(t.tiles) ? (t.tiles as unknown[]) : []) {
      if (!isRecord(tile) || !Array.isArray(tile.properties)) continue
      const property = (tile.properties as unknown[]).find((p) => isRecord(p) && p.name === 'glyph')
      const value = isRecord(property) ? property.value : undefined
      if (typeof value === 'string' && value.length === 1 && isIntegerIn(tile.id, 0, GID_MASK)) {
        glyphs.set(tile.id, value)
      }
    }
    return { firstgid: t.firstgid as number, glyphs }
  })
  sets.sort((a, b) => b.firstgid - a.firstgid)
  return (gid) => {
    if (gid === 0) return ' '
    const set = sets.find((s) => s.firstgid <= gid)
    return set?.glyphs.get(gid - set.firstgid)
  }
}

/** Each map property as header entries: the word is its name in capitals. */
function headerEntries(
  properties: unknown,
  fail: (found: string, expected: string) => never,
): HeaderEntry[] {
  const entries: HeaderEntry[] = []
  for (const p of Array.isArray(properties) ? (properties as unknown[]) : []) {
    if (!isRecord(p) || typeof p.name !== 'string')
      return fail(show(p), 'a map property { name, value }')
    const word = p.name.toUpperCase() as HeaderWord
    const where = `map property "${p.name}"`
    if (!(HEADER_WORDS as readonly string[]).includes(word)) {
      fail(p.name, `a map property named for a header: ${HEADER_WORDS.join(', ')}`)
    }
    const { value } = p
    const text =
      typeof value === 'boolean'
        ? value
          ? 'yes'
          : 'no'
        : typeof value === 'number'
          ? String(value)
          : value
    if (typeof text !== 'string') fail(show(value), `a text value (${where})`)
    const lines = REPEATED.has(word) ? (text as string).split(/\r?\n/) : [text as string]
    for (const line of lines) {
      if (line.trim() !== '' || !REPEATED.has(word)) entries.push({ word, value: line, where })
    }
  }
  return entries
}
