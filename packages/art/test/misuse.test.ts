import { createTileMap } from '@delve/map'
import { describe, expect, it } from 'vitest'
import * as art from '../src/index.js'
import {
  ArgumentRangeError,
  ArgumentTypeError,
  ASCII_FRAME_COUNT,
  asciiCell,
  asciiItemCell,
  asciiItemFrame,
  asciiItemKindFrame,
  asciiMonsterCell,
  asciiMonsterFrame,
  asciiTileCell,
  FRAME_COUNT,
  type FrameIndex,
  frameForTile,
  glyphAt,
  glyphFrame,
  itemFrame,
  itemKindFrame,
  letterFrame,
  luminance,
  MAX_IMAGE_PIXELS,
  MAX_TILE_CODE_SIZE,
  monsterFrame,
  PixelImage,
  PLAYER,
  paintGlyph,
  paintGlyphCell,
  paintGlyphTileset,
  paintTileCodeTileset,
  rememberedCell,
  rememberedFrame,
} from '../src/index.js'
import {
  argumentCases,
  badIntegers,
  byDesignEntries,
  type Case,
  type Entry,
  NOT_BOOLEANS,
  NOT_NUMBERS,
  NOT_STRINGS,
  noInputEntries,
  refusalCases,
  thrownBy,
} from './misuse-cases.js'

const map = createTileMap(4, 3)
const image = new PixelImage(4, 3)
const COLOUR = 0xff0000ff
const BAD_COLOURS = [
  ...NOT_NUMBERS,
  ['red', ArgumentTypeError],
  [-1, ArgumentRangeError],
  [2 ** 32, ArgumentRangeError],
  [Number.NaN, ArgumentRangeError],
  [0.5, ArgumentRangeError],
] as const

/** Tile maps that are not: the wrong type, sizes that are not, tiles of the wrong length. */
const badMaps: Case[] = [
  ...argumentCases('frameForTile', 'map', [...NOT_NUMBERS.slice(1), [5, ArgumentTypeError]], (m) =>
    frameForTile(m, 0, 0),
  ),
  ...argumentCases(
    'frameForTile',
    'map.width',
    [
      [-1, ArgumentRangeError],
      [Number.NaN, ArgumentRangeError],
      ['4', ArgumentTypeError],
    ],
    (width) => frameForTile({ ...map, width }, 0, 0),
  ),
  ...argumentCases(
    'frameForTile',
    'map.tiles',
    [
      [new Uint8Array(5), ArgumentRangeError],
      [[0, 0], ArgumentTypeError],
      [null, ArgumentTypeError],
    ],
    (tiles) => frameForTile({ ...map, tiles }, 0, 0),
  ),
]

/**
 * Every runtime export of `@delve/art`, with what it must refuse (or why it takes nothing, or
 * anything). The first test compares the keys with the module's exports.
 */
const TABLE: Record<string, Entry> = {
  ArgumentRangeError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribesAnything(ArgumentRangeError, RangeError),
  },
  ArgumentTypeError: {
    acceptsAnything: 'an error describes whatever value it was handed',
    check: () => errorDescribesAnything(ArgumentTypeError, TypeError),
  },
  frameForTile: {
    cases: [
      ...badMaps,
      ...argumentCases('frameForTile', 'x', badIntegers(), (x) => frameForTile(map, x, 0)),
      ...argumentCases('frameForTile', 'y', badIntegers(), (y) => frameForTile(map, 0, y)),
      ...argumentCases('frameForTile', 'variant', badIntegers(0), (v) =>
        frameForTile(map, 0, 0, v),
      ),
    ],
  },
  monsterFrame: {
    cases: argumentCases('monsterFrame', 'glyph', NOT_STRINGS, (g) => monsterFrame(g)),
  },
  itemFrame: {
    cases: [
      ...argumentCases('itemFrame', 'glyph', NOT_STRINGS, (g) => itemFrame(g)),
      ...argumentCases('itemFrame', 'remembered', NOT_BOOLEANS, (r) => itemFrame('!', r)),
    ],
  },
  itemKindFrame: {
    cases: [
      ...argumentCases('itemKindFrame', 'kind', NOT_STRINGS, (k) => itemKindFrame(k, ')')),
      ...argumentCases('itemKindFrame', 'glyph', NOT_STRINGS, (g) => itemKindFrame('dart', g)),
      ...argumentCases('itemKindFrame', 'remembered', NOT_BOOLEANS, (r) =>
        itemKindFrame('dart', ')', r),
      ),
    ],
  },
  rememberedFrame: {
    cases: argumentCases(
      'rememberedFrame',
      'frame',
      [
        ...badIntegers(0, art.FRAME_COUNT - 1),
        [art.Frame.Player, ArgumentRangeError],
        [art.Frame.RememberedWall, ArgumentRangeError],
      ],
      (f) => rememberedFrame(f),
    ),
  },
  letterFrame: {
    cases: argumentCases(
      'letterFrame',
      'letter',
      [
        ...NOT_STRINGS,
        ['', ArgumentRangeError],
        ['AB', ArgumentRangeError],
        ['a', ArgumentRangeError],
        ['[', ArgumentRangeError],
      ],
      (l) => letterFrame(l),
    ),
  },
  luminance: { cases: argumentCases('luminance', 'color', BAD_COLOURS, (c) => luminance(c)) },
  paintGlyph: {
    cases: [
      ...argumentCases(
        'paintGlyph',
        'image',
        [
          [null, ArgumentTypeError],
          [{ width: 4, height: 3, data: new Uint8ClampedArray(48) }, ArgumentTypeError],
        ],
        (i) => paintGlyph(i, 0, 0, PLAYER, COLOUR, COLOUR),
      ),
      ...argumentCases('paintGlyph', 'left', badIntegers(), (x) =>
        paintGlyph(image, x, 0, PLAYER, COLOUR, COLOUR),
      ),
      ...argumentCases('paintGlyph', 'top', badIntegers(), (y) =>
        paintGlyph(image, 0, y, PLAYER, COLOUR, COLOUR),
      ),
      ...argumentCases(
        'paintGlyph',
        'glyph',
        [
          ['#.#', ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (g) => paintGlyph(image, 0, 0, g, COLOUR, COLOUR),
      ),
      ...argumentCases(
        'paintGlyph',
        'glyph[1]',
        [
          [7, ArgumentTypeError],
          [null, ArgumentTypeError],
        ],
        (row) => paintGlyph(image, 0, 0, ['#', row], COLOUR, COLOUR),
      ),
      ...argumentCases('paintGlyph', 'ink', BAD_COLOURS, (c) =>
        paintGlyph(image, 0, 0, PLAYER, c, COLOUR),
      ),
      ...argumentCases('paintGlyph', 'outline', BAD_COLOURS, (c) =>
        paintGlyph(image, 0, 0, PLAYER, COLOUR, c),
      ),
    ],
  },
  PixelImage: {
    cases: [
      ...argumentCases(
        'new PixelImage',
        'width',
        badIntegers(0, MAX_IMAGE_PIXELS),
        (w) => new PixelImage(w, 5),
      ),
      ...argumentCases(
        'new PixelImage',
        'height',
        badIntegers(0, MAX_IMAGE_PIXELS),
        (h) => new PixelImage(1, h),
      ),
      // Each side allowed, the two together too many pixels.
      ...argumentCases(
        'new PixelImage',
        'height',
        [[2 ** 14 + 1, ArgumentRangeError]],
        (h) => new PixelImage(2 ** 14, h),
      ),
      ...argumentCases(
        'PixelImage.get',
        'x',
        [...badIntegers(0, 3), [4, ArgumentRangeError]],
        (x) => image.get(x, 0),
      ),
      ...argumentCases(
        'PixelImage.get',
        'y',
        [...badIntegers(0, 2), [3, ArgumentRangeError]],
        (y) => image.get(0, y),
      ),
      ...argumentCases('PixelImage.get', 'x', [[0, ArgumentRangeError]], (x) =>
        new PixelImage(0, 0).get(x, 0),
      ),
      ...argumentCases('PixelImage.set', 'x', badIntegers(), (x) => image.set(x, 0, COLOUR)),
      ...argumentCases('PixelImage.set', 'y', badIntegers(), (y) => image.set(0, y, COLOUR)),
      ...argumentCases('PixelImage.set', 'color', BAD_COLOURS, (c) => image.set(0, 0, c)),
      ...argumentCases('PixelImage.fill', 'x', badIntegers(), (x) =>
        image.fill(x, 0, 1, 1, COLOUR),
      ),
      ...argumentCases('PixelImage.fill', 'width', badIntegers(0), (w) =>
        image.fill(0, 0, w, 1, COLOUR),
      ),
      ...argumentCases('PixelImage.fill', 'height', badIntegers(0), (h) =>
        image.fill(0, 0, 1, h, COLOUR),
      ),
      ...argumentCases('PixelImage.fill', 'color', BAD_COLOURS, (c) => image.fill(0, 0, 1, 1, c)),
    ],
  },
  paintTileCodeTileset: {
    cases: argumentCases(
      'paintTileCodeTileset',
      'tileSize',
      badIntegers(1, MAX_TILE_CODE_SIZE),
      (s) => paintTileCodeTileset(s),
    ),
  },
  asciiMonsterCell: {
    cases: argumentCases('asciiMonsterCell', 'glyph', NOT_STRINGS, (g) => asciiMonsterCell(g)),
  },
  asciiItemCell: {
    cases: [
      ...argumentCases('asciiItemCell', 'glyph', NOT_STRINGS, (g) => asciiItemCell(g)),
      ...argumentCases('asciiItemCell', 'remembered', NOT_BOOLEANS, (r) => asciiItemCell('!', r)),
    ],
  },
  rememberedCell: {
    cases: [
      ...argumentCases(
        'rememberedCell',
        'cell',
        [
          [null, ArgumentTypeError],
          [5, ArgumentTypeError],
          ['#', ArgumentTypeError],
          [[], ArgumentTypeError],
        ],
        (c) => rememberedCell(c),
      ),
      ...argumentCases('rememberedCell', 'cell.glyph', NOT_STRINGS, (glyph) =>
        rememberedCell({ glyph, ink: COLOUR, ground: COLOUR } as never),
      ),
      ...argumentCases('rememberedCell', 'cell.ink', BAD_COLOURS, (ink) =>
        rememberedCell({ glyph: '#', ink, ground: COLOUR } as never),
      ),
      ...argumentCases('rememberedCell', 'cell.ground', BAD_COLOURS, (ground) =>
        rememberedCell({ glyph: '#', ink: COLOUR, ground } as never),
      ),
    ],
  },
  asciiCell: {
    cases: argumentCases('asciiCell', 'frame', badIntegers(0, FRAME_COUNT - 1), (f) =>
      asciiCell(f as FrameIndex),
    ),
  },
  asciiMonsterFrame: {
    cases: argumentCases('asciiMonsterFrame', 'glyph', NOT_STRINGS, (g) => asciiMonsterFrame(g)),
  },
  asciiItemFrame: {
    cases: [
      ...argumentCases('asciiItemFrame', 'glyph', NOT_STRINGS, (g) => asciiItemFrame(g)),
      ...argumentCases('asciiItemFrame', 'remembered', NOT_BOOLEANS, (r) => asciiItemFrame('!', r)),
    ],
  },
  asciiItemKindFrame: {
    cases: [
      ...argumentCases('asciiItemKindFrame', 'kind', NOT_STRINGS, (k) =>
        asciiItemKindFrame(k, ')'),
      ),
      ...argumentCases('asciiItemKindFrame', 'glyph', NOT_STRINGS, (g) =>
        asciiItemKindFrame('dart', g),
      ),
      ...argumentCases('asciiItemKindFrame', 'remembered', NOT_BOOLEANS, (r) =>
        asciiItemKindFrame('dart', ')', r),
      ),
    ],
  },
  asciiTileCell: {
    cases: argumentCases('asciiTileCell', 'frame', badIntegers(0, ASCII_FRAME_COUNT - 1), (f) =>
      asciiTileCell(f),
    ),
  },
  paintAsciiTileset: { takesNothing: 'the art is fixed' },
  glyphFrame: {
    cases: argumentCases(
      'glyphFrame',
      'char',
      [
        ...NOT_STRINGS,
        ['é', ArgumentRangeError],
        ['ab', ArgumentRangeError],
        ['', ArgumentRangeError],
      ],
      (c) => glyphFrame(c),
    ),
  },
  glyphAt: {
    acceptsAnything: 'a code of the sheet: undefined for one with no glyph, whatever it is',
    check: () => {
      expect(glyphAt(64)).toBe('@')
      for (const junk of [0, 300, -1, 1.5, Number.NaN, '64', null]) {
        expect(glyphAt(junk as number)).toBeUndefined()
      }
    },
  },
  paintGlyphCell: {
    cases: [
      ...argumentCases(
        'paintGlyphCell',
        'image',
        [
          [null, ArgumentTypeError],
          [{ width: 8, height: 8 }, ArgumentTypeError],
        ],
        (i) => paintGlyphCell(i, 0, 0, '@', COLOUR, COLOUR),
      ),
      ...argumentCases('paintGlyphCell', 'left', badIntegers(), (x) =>
        paintGlyphCell(new PixelImage(8, 8), x, 0, '@', COLOUR, COLOUR),
      ),
      ...argumentCases('paintGlyphCell', 'top', badIntegers(), (y) =>
        paintGlyphCell(new PixelImage(8, 8), 0, y, '@', COLOUR, COLOUR),
      ),
      ...argumentCases('paintGlyphCell', 'char', [...NOT_STRINGS, ['é', ArgumentRangeError]], (c) =>
        paintGlyphCell(new PixelImage(8, 8), 0, 0, c, COLOUR, COLOUR),
      ),
      ...argumentCases('paintGlyphCell', 'ink', BAD_COLOURS, (c) =>
        paintGlyphCell(new PixelImage(8, 8), 0, 0, '@', c, COLOUR),
      ),
      ...argumentCases('paintGlyphCell', 'ground', BAD_COLOURS, (c) =>
        paintGlyphCell(new PixelImage(8, 8), 0, 0, '@', COLOUR, c),
      ),
      ...argumentCases('paintGlyphCell', 'width', badIntegers(0), (w) =>
        paintGlyphCell(new PixelImage(8, 8), 0, 0, '@', COLOUR, COLOUR, w),
      ),
      ...argumentCases('paintGlyphCell', 'height', badIntegers(0), (h) =>
        paintGlyphCell(new PixelImage(8, 8), 0, 0, '@', COLOUR, COLOUR, 8, h),
      ),
    ],
  },
  paintGlyphTileset: {
    cases: [
      ...argumentCases('paintGlyphTileset', 'ink', BAD_COLOURS, (c) => paintGlyphTileset(c)),
      ...argumentCases('paintGlyphTileset', 'ground', BAD_COLOURS, (c) =>
        paintGlyphTileset(COLOUR, c),
      ),
    ],
  },
  paintLabelFont: { takesNothing: 'the font is fixed' },
  paintTileset: { takesNothing: 'the art is fixed' },
  ...constants(
    'a frame number or a table of frames',
    'ART_TABLE FLOOR_FRAMES FRAME_COUNT Frame ITEM_FRAME_LIST ITEM_FRAMES ITEM_KIND_FRAMES MONSTER_FRAMES MONSTER_FRAMES_BY_GLYPH REMEMBERED_FRAMES TILE_CODE_FRAMES WALL_FRAMES',
  ),
  ...constants(
    'the ASCII look: its colours, its cells by kind, the glyph font and its sizes',
    'ASCII_CORPSE ASCII_DARK ASCII_ITEM_INK ASCII_ITEMS ASCII_MONSTER_INK ASCII_MONSTERS ASCII_PLAYER ASCII_REMEMBERED_BRIGHTNESS ASCII_TERRAIN ASCII_COLUMNS ASCII_FRAME_COUNT CP437_FONT CP437_SYMBOLS GLYPH_HEIGHT GLYPH_WIDTH GLYPH_CHARS GLYPH_CODES GLYPH_COLUMNS',
  ),
  ...constants(
    'a size or a limit',
    'LETTER_HEIGHT LETTER_WIDTH MAX_IMAGE_PIXELS MAX_TILE_CODE_SIZE TILE_SIZE TILE_VARIANTS',
  ),
  ...constants(
    'a glyph bitmap, the letters or the colours',
    'ACID_JELLY AMULET ARMOUR BAT CORPSE DIRE_WOLF GOBLIN GOBLIN_ARCHER JACKAL KOBOLD NECROMANCER OGRE ORC ORC_ARCHER PLAYER POTION RAT SCROLL SKELETON STAIRS_DOWN STAIRS_UP THIEF TROLL WARDEN WEAPON WOLF WRAITH LABEL_LETTERS LETTER_GLYPHS Palette',
  ),
}

function constants(reason: string, names: string): Record<string, Entry> {
  return Object.fromEntries(names.split(' ').map((name) => [name, { constant: reason }]))
}

/** An error class describes any value it is handed, and names what it is told. */
function errorDescribesAnything(
  Kind: typeof ArgumentRangeError | typeof ArgumentTypeError,
  base: typeof RangeError | typeof TypeError,
): void {
  for (const value of [
    Symbol('s'),
    10n,
    () => 1,
    new Uint8Array(3),
    null,
    Number.NaN,
    'x'.repeat(99),
  ]) {
    const error = new Kind('someFunction', 'someArgument', value, 'what it takes')
    expect(error).toBeInstanceOf(base)
    expect(error.message).toMatch(/^someFunction: someArgument is .+; allowed: what it takes\.$/)
    expect(error).toMatchObject({ fn: 'someFunction', argument: 'someArgument', value })
  }
}

const checked = Object.entries(TABLE).filter(([, entry]) => 'cases' in entry)

describe('@delve/art refuses what it cannot take, and says what it was given', () => {
  it('has an entry in the table for every export, and none for anything else', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(art).sort())
  })

  it('checks the arguments of every function and constructor that takes any', () => {
    const functions = Object.entries(art).filter(([, value]) => typeof value === 'function')
    const unchecked = functions.filter(([name]) => {
      const entry = TABLE[name] as Entry
      return !('cases' in entry) && !('takesNothing' in entry) && !('acceptsAnything' in entry)
    })
    expect(unchecked).toEqual([])
    console.info(`@delve/art: ${checked.length} exports checked against misuse`)
  })

  it.each(noInputEntries(TABLE))('%s takes no input', (name, entry) => {
    const value = (art as Record<string, unknown>)[name]
    if ('constant' in entry) expect(typeof value).not.toBe('function')
    else expect((value as () => unknown).length).toBe(0)
  })

  it.each(byDesignEntries(TABLE))('%s takes anything by design', (_, entry) => {
    entry.check()
  })

  it.each(refusalCases(checked))('%s refuses %s', (_, __, c) => {
    const thrown = thrownBy(c.call)
    expect(thrown).toBeInstanceOf(c.error)
    const message = (thrown as Error).message
    expect(message.startsWith(`${c.fn}: `), message).toBe(true)
    for (const name of c.names) expect(message).toContain(name)
    expect(message).toContain('allowed: ')
  })
})
