import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateDungeon } from '../generate/generate.js'
import { LOCKED_DOOR, Tile } from '../grid/tile.js'
import { createTileMap, setTile } from '../grid/tile-map.js'
import { fromAscii, toAscii } from './ascii.js'

describe('toAscii', () => {
  it('draws each tile with its character, one line per row, no trailing newline', () => {
    const map = createTileMap(5, 3)
    setTile(map, 1, 1, Tile.Floor)
    setTile(map, 2, 1, Tile.Door)
    setTile(map, 3, 1, Tile.StairsUp)
    setTile(map, 3, 2, Tile.StairsDown)
    setTile(map, 1, 2, LOCKED_DOOR)
    expect(toAscii(map)).toBe('#####\n#.+<#\n#=#>#')
  })

  it('reads tiles row-major, not column-major', () => {
    const map = createTileMap(3, 2)
    setTile(map, 2, 0, Tile.Floor)
    expect(toAscii(map)).toBe('##.\n###')
  })

  it('draws an unknown code as ?', () => {
    const map = createTileMap(2, 1)
    map.tiles[1] = 9
    expect(toAscii(map)).toBe('#?')
  })

  it('has height lines of width characters for a generated dungeon', () => {
    const d = generateDungeon({ preset: 'mcrogueface', seed: 'lines' })
    const lines = toAscii(d).split('\n')
    expect(lines).toHaveLength(35)
    expect(lines.every((l) => l.length === 50 && /^[#.<>]+$/.test(l))).toBe(true)
  })
})

describe('fromAscii', () => {
  it('reads every character into its tile code', () => {
    const map = fromAscii('#.+\n<>=')
    expect([map.width, map.height]).toEqual([3, 2])
    expect([...map.tiles]).toEqual([
      Tile.Wall,
      Tile.Floor,
      Tile.Door,
      Tile.StairsUp,
      Tile.StairsDown,
      LOCKED_DOOR,
    ])
    expect(map.marks).toEqual({})
  })

  it('ignores one leading and trailing blank line, so template literals work', () => {
    const map = fromAscii(`
####
#..#
####
`)
    expect([map.width, map.height]).toEqual([4, 3])
    expect(toAscii(map)).toBe('####\n#..#\n####')
  })

  it('records markers in reading order and puts floor beneath them', () => {
    const map = fromAscii(
      `
#####
#@.g#
#g..#
#####`,
      '@g',
    )
    expect(map.marks).toEqual({
      '@': [{ x: 1, y: 1 }],
      g: [
        { x: 3, y: 1 },
        { x: 1, y: 2 },
      ],
    })
    expect(map.tiles[1 * 5 + 1]).toBe(Tile.Floor)
    expect(map.tiles[1 * 5 + 3]).toBe(Tile.Floor)
    expect(map.tiles[2 * 5 + 1]).toBe(Tile.Floor)
  })

  it('rejects ragged rows, naming the row', () => {
    expect(() => fromAscii('###\n##\n###')).toThrow(RangeError)
    expect(() => fromAscii('###\n##\n###')).toThrow('row 1 has 2 characters, row 0 has 3')
    expect(() => fromAscii('###\n####')).toThrow('row 1 has 4 characters')
  })

  it('rejects unknown characters, naming the character and where it is', () => {
    expect(() => fromAscii('##\n#x')).toThrow(RangeError)
    expect(() => fromAscii('##\n#x')).toThrow('unknown character "x" at (1, 1)')
  })

  it('rejects a marker that was not declared', () => {
    expect(() => fromAscii('#@#', 'g')).toThrow('unknown character "@" at (1, 0)')
  })

  it('rejects an empty map', () => {
    expect(() => fromAscii('')).toThrow(RangeError)
    expect(() => fromAscii('\n')).toThrow(RangeError)
  })
})

describe('round trips', () => {
  it('fromAscii(toAscii(map)) gives back the same tiles for generated dungeons', () => {
    for (const preset of ['tcod', 'mcrogueface'] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const d = generateDungeon({ preset, seed })
        const back = fromAscii(toAscii(d))
        expect([back.width, back.height]).toEqual([d.width, d.height])
        expect(toAscii(back)).toBe(toAscii(d))
        expect(back.tiles.every((t, i) => t === d.tiles[i])).toBe(true)
      }
    }
  })

  it('toAscii(fromAscii(text)) gives back the text for any map of known characters (property)', () => {
    const row = (width: number) =>
      fc
        .array(fc.constantFrom('#', '.', '+', '<', '>'), { minLength: width, maxLength: width })
        .map((cs) => cs.join(''))
    const text = fc
      .record({ width: fc.integer({ min: 1, max: 20 }), height: fc.integer({ min: 1, max: 12 }) })
      .chain(({ width, height }) => fc.array(row(width), { minLength: height, maxLength: height }))
      .map((rows) => rows.join('\n'))
    fc.assert(
      fc.property(text, (t) => {
        expect(toAscii(fromAscii(t))).toBe(t)
      }),
      { numRuns: 1000 },
    )
  })
})
