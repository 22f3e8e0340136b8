import { describe, expect, it } from 'vitest'
import { sample } from '../../test/vault-checks.js'
import { DungeonOptionsError, VaultError } from '../errors.js'
import { parseTiledVault } from './tiled-vault.js'

/**
 * A Tiled map as an editor would save one for a vault: a tileset whose tiles carry a `glyph`
 * property, the `vault` layer (empty cells for spaces), the header as map properties.
 */
function tiledMap(
  rows: readonly string[],
  properties: { name: string; type?: string; value: unknown }[],
) {
  const glyphs = [...new Set(rows.join('').replace(/ /g, ''))]
  return {
    type: 'map',
    orientation: 'orthogonal',
    width: rows[0]?.length ?? 0,
    height: rows.length,
    tilewidth: 16,
    tileheight: 16,
    properties: properties.map((p) => ({ type: 'string', ...p })),
    layers: [
      { id: 1, name: 'floor art', type: 'tilelayer', width: 1, height: 1, data: [0] },
      {
        id: 2,
        name: 'vault',
        type: 'tilelayer',
        width: rows[0]?.length ?? 0,
        height: rows.length,
        data: [...rows.join('')].map((g) => (g === ' ' ? 0 : 10 + glyphs.indexOf(g))),
      },
    ],
    tilesets: [
      { firstgid: 1, name: 'other', tilecount: 9, tiles: [] },
      {
        firstgid: 10,
        name: 'glyphs',
        tilecount: glyphs.length,
        tiles: glyphs.map((glyph, id) => ({
          id,
          properties: [{ name: 'glyph', type: 'string', value: glyph }],
        })),
      },
    ],
  }
}

/** The treasury sample drawn in Tiled: the same vault as its text. */
const treasury = () => {
  const v = sample('treasury')
  return tiledMap(v.rows, [
    { name: 'name', value: 'treasury' },
    { name: 'TAGS', value: 'treasure\nlocked' },
    { name: 'Depth', value: '3-10' },
    { name: 'item', value: '$ = gold\n! = healing potion' },
    { name: 'subst', value: '? = $$!' },
    { name: 'key', value: 'k = silver key' },
    { name: 'lock', value: 'L = silver door' },
  ])
}

function refusal(json: unknown): VaultError {
  try {
    parseTiledVault(json, { file: 'v.tmj' })
  } catch (error) {
    if (error instanceof VaultError) return error
    throw error
  }
  throw new Error('accepted')
}

describe('parseTiledVault', () => {
  it('reads the same vault as the text: the vault layer by its glyphs, the header from properties', () => {
    expect(parseTiledVault(treasury())).toEqual(sample('treasury'))
  })

  it('reads the JSON text of a .tmj too, and numbers and booleans as header values', () => {
    const map = tiledMap(
      ['#@#'],
      [
        { name: 'NAME', value: 'gate' },
        { name: 'WEIGHT', type: 'int', value: 4 },
        { name: 'ROTATE', type: 'bool', value: false },
      ],
    )
    expect(parseTiledVault(JSON.stringify(map))).toMatchObject({
      name: 'gate',
      weight: 4,
      rotate: false,
    })
  })

  it('knows the delve tileset’s tiles (toTiledMap’s) without glyph properties', () => {
    const map = {
      ...tiledMap(['#'], [{ name: 'NAME', value: 'plain' }]),
      tilesets: [{ firstgid: 1, name: 'delve', tilecount: 5 }],
    }
    map.layers[1] = {
      ...(map.layers[1] as object),
      width: 3,
      height: 2,
      data: [1, 2, 1, 2, 2, 0],
    } as never
    // wall floor wall / floor floor space: @ is needed for a float vault, so make it a room vault.
    map.properties.push({ type: 'string', name: 'PLACE', value: 'room' })
    expect(parseTiledVault(map).rows).toEqual(['#.#', '.. '])
  })

  it.each([
    [
      'no vault layer',
      (m: ReturnType<typeof treasury>) => ({ ...m, layers: [m.layers[0]] }),
      1,
      1,
      'a tile layer named "vault"',
    ],
    [
      'a layer of the wrong length',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        layers: [m.layers[0], { ...m.layers[1], data: [1] }],
      }),
      1,
      1,
      'gids in the vault layer',
    ],
    [
      'a tile with no glyph',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        layers: [
          m.layers[0],
          {
            ...m.layers[1],
            data: (m.layers[1] as { data: number[] }).data.map((g, i) => (i === 9 ? 3 : g)),
          },
        ],
      }),
      2,
      3,
      'a tile with a "glyph" property',
    ],
    [
      'an unknown property',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        properties: [...m.properties, { name: 'colour', type: 'string', value: 'red' }],
      }),
      1,
      1,
      'a map property named for a header',
    ],
    [
      'a property that is no text',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        properties: [
          ...m.properties.filter((p) => p.name !== 'Depth'),
          { name: 'DEPTH', type: 'object', value: {} },
        ],
      }),
      1,
      1,
      'a text value (map property "DEPTH")',
    ],
    [
      'a bad header value',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        properties: m.properties.map((p) => (p.name === 'Depth' ? { ...p, value: '6-2' } : p)),
      }),
      1,
      1,
      'a range from low to high (2-6) (map property "Depth")',
    ],
    [
      'no NAME',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        properties: m.properties.filter((p) => p.name !== 'name'),
      }),
      1,
      1,
      'a NAME',
    ],
    [
      'an external tileset',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        tilesets: [{ firstgid: 1, source: 'glyphs.tsj' }],
      }),
      1,
      1,
      'an embedded tileset',
    ],
    [
      'a glyph with no meaning',
      (m: ReturnType<typeof treasury>) => ({
        ...m,
        properties: m.properties.filter((p) => p.name !== 'subst'),
      }),
      2,
      3,
      'a glyph with a meaning',
    ],
    ['not a map', () => 42, 1, 1, 'a Tiled map'],
  ])('refuses %s, where it is', (_, edit, line, column, expected) => {
    const error = refusal(edit(treasury()))
    expect([error.line, error.column]).toEqual([line, column])
    expect(error.expected).toContain(expected)
    expect(error.file).toBe('v.tmj')
  })

  it('refuses JSON text that does not parse, at its line and column', () => {
    const error = refusal('{\n  "layers": [,]\n}')
    expect(error.line).toBe(2)
    expect(error.column).toBe(14)
    expect(error.expected).toMatch(/^JSON: /)
  })

  it('checks its options as parseVaults does', () => {
    expect(() => parseTiledVault(treasury(), { file: 7 } as never)).toThrow(DungeonOptionsError)
    expect(() => parseTiledVault(treasury(), { file: 7 } as never)).toThrow(
      'Invalid parseTiledVault file',
    )
  })
})
