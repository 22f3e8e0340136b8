import { generateDungeon, toAscii } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frameForTile } from '../frame-for-tile.js'
import {
  FRAME_COUNT,
  Frame,
  type FrameIndex,
  ITEM_FRAMES,
  itemFrame,
  MONSTER_FRAMES_BY_GLYPH,
  REMEMBERED_FRAMES,
  rememberedFrame,
  TILE_SIZE,
} from '../frames.js'
import { Palette } from '../palette.js'
import { luminance } from '../pixel-image.js'
import {
  ASCII_DARK,
  ASCII_ITEM_INK,
  ASCII_MONSTER_INK,
  ASCII_PLAYER,
  ASCII_TERRAIN,
  asciiCell,
} from './ascii-look.js'
import {
  ASCII_COLUMNS,
  ASCII_FRAME_COUNT,
  asciiItemFrame,
  asciiMonsterFrame,
  asciiTileCell,
  paintAsciiTileset,
} from './ascii-tileset.js'
import { CP437_FONT, GLYPH_HEIGHT, GLYPH_WIDTH } from './cp437-font.js'
import { GLYPH_CHARS } from './glyph-tileset.js'

const tiles = paintAsciiTileset()

/** The pixels of frame `frame`, row by row. */
function pixels(frame: number): number[][] {
  const left = (frame % ASCII_COLUMNS) * TILE_SIZE
  const top = Math.floor(frame / ASCII_COLUMNS) * TILE_SIZE
  return Array.from({ length: TILE_SIZE }, (_, y) =>
    Array.from({ length: TILE_SIZE }, (_, x) => tiles.get(left + x, top + y)),
  )
}

/** Frame `frame` as text: `#` where the cell's ink is, `.` where its ground is, `?` elsewhere. */
function picture(frame: number): string[] {
  const { ink, ground } = asciiTileCell(frame)
  return pixels(frame).map((row) =>
    row.map((color) => (color === ink ? '#' : color === ground ? '.' : '?')).join(''),
  )
}

const inkCount = (char: string) =>
  (CP437_FONT[char] as number[]).reduce(
    (sum, bits) => sum + [...bits.toString(2)].filter((b) => b === '1').length,
    0,
  )

describe('paintAsciiTileset', () => {
  it('holds every frame, ASCII_COLUMNS tiles a row', () => {
    expect(tiles.width).toBe(ASCII_COLUMNS * TILE_SIZE)
    expect(tiles.height).toBe(Math.ceil(ASCII_FRAME_COUNT / ASCII_COLUMNS) * TILE_SIZE)
    expect(ASCII_FRAME_COUNT).toBe(FRAME_COUNT + 3 * GLYPH_CHARS.length)
  })

  it('paints each cell in its two colours only: the glyph’s pixels in ink, the rest in ground', () => {
    for (let frame = 0; frame < ASCII_FRAME_COUNT; frame++) {
      const { glyph, ink, ground } = asciiTileCell(frame)
      const text = picture(frame).join('')
      expect(text, `frame ${frame}`).not.toContain('?')
      if (ink !== ground) expect(text.split('#').length - 1, `frame ${frame}`).toBe(inkCount(glyph))
      // Opaque, as a terminal's cells: a creature hides the floor under it.
      expect(
        pixels(frame)
          .flat()
          .every((color) => (color & 0xff) === 0xff),
      ).toBe(true)
    }
  })

  it('centres the 8 × 8 glyph on its tile: two pixels of ground above and to the left', () => {
    const wall = picture(Frame.Wall)
    expect(wall.slice(0, 2).join('')).not.toContain('#')
    expect(wall[2]).toBe('....#.#.....')
    expect(wall[4]).toBe('..#######...')
    const player = picture(Frame.Player)
    expect(player.slice(2, 2 + GLYPH_HEIGHT).map((row) => row.slice(2, 2 + GLYPH_WIDTH))).toEqual([
      '.#####..',
      '#.....#.',
      '#.###.#.',
      '#.#.#.#.',
      '#.####..',
      '#.......',
      '.#####..',
      '........',
    ])
  })

  it('draws the level as the tutorials do: the same characters as the map’s own ASCII', () => {
    const dungeon = generateDungeon({ seed: 'ascii look' })
    // Rock, wall with nothing walkable beside it, is left blank; all else as the map writes it.
    const expected = toAscii(dungeon)
      .split('\n')
      .map((row, y) =>
        [...row]
          .map((char, x) => (frameForTile(dungeon, x, y) === Frame.Rock ? ' ' : char))
          .join(''),
      )
    const drawn = Array.from({ length: dungeon.height }, (_, y) =>
      Array.from(
        { length: dungeon.width },
        (_, x) => asciiCell(frameForTile(dungeon, x, y, (x * 7 + y) % 4)).glyph,
      ).join(''),
    )
    expect(drawn).toEqual(expected)
    expect(drawn.join('')).toMatch(/#/)
    expect(drawn.join('')).toMatch(/>/)
  })

  it('colours the terrain, the player, each monster and item by its kind', () => {
    expect(asciiCell(Frame.Wall)).toEqual(ASCII_TERRAIN.wall)
    expect(asciiCell(Frame.WallMossy)).toEqual(ASCII_TERRAIN.wall)
    expect(asciiCell(Frame.FloorCracked)).toEqual(ASCII_TERRAIN.floor)
    expect(asciiCell(Frame.Door).ground).not.toBe(ASCII_DARK)
    expect(asciiCell(Frame.Player)).toEqual(ASCII_PLAYER)
    const monsterInks: Record<string, number> = {
      g: Palette.goblin,
      o: Palette.orc,
      r: Palette.rat,
      T: Palette.troll,
      a: Palette.goblinArcher,
      k: Palette.kobold,
      j: Palette.jackal,
      W: Palette.warden,
      b: Palette.bat,
      d: Palette.wolf,
      t: Palette.thief,
      J: Palette.acidJelly,
      s: Palette.skeleton,
      n: Palette.necromancer,
      A: Palette.orcArcher,
      O: Palette.ogre,
      D: Palette.direWolf,
      w: Palette.wraith,
    }
    // These and any monster added to the table since (the table's checks hold it to its ink).
    expect(Object.keys(MONSTER_FRAMES_BY_GLYPH)).toEqual(
      expect.arrayContaining(Object.keys(monsterInks)),
    )
    for (const [glyph, ink] of Object.entries(monsterInks)) {
      const frame = MONSTER_FRAMES_BY_GLYPH[glyph] as FrameIndex
      const cell = asciiCell(frame)
      expect(cell.glyph).toBe(glyph)
      expect(cell.ink).toBe(ink)
      expect(picture(frame).join('')).toContain('#')
    }
    expect(asciiCell(Frame.Warden).ground).not.toBe(ASCII_DARK)
    expect(asciiCell(Frame.Potion)).toMatchObject({ glyph: '!', ink: Palette.potion })
    expect(asciiCell(Frame.Amulet)).toMatchObject({ glyph: '"', ink: Palette.amulet })
    expect(asciiCell(Frame.Corpse).glyph).toBe('%')
  })

  it('tells every monster and item apart from the terrain and the player by colour', () => {
    const terrain = new Set(Object.values(ASCII_TERRAIN).map((cell) => cell.ink))
    for (const frame of [
      ...Object.values(MONSTER_FRAMES_BY_GLYPH),
      ...Object.values(ITEM_FRAMES).map((f) => f.lit),
    ]) {
      expect(terrain.has(asciiCell(frame).ink), `frame ${frame}`).toBe(false)
      expect(asciiCell(frame).ink).not.toBe(ASCII_PLAYER.ink)
    }
  })

  it('dims the remembered twins: the same glyph, darker and colder, on a ground no lighter', () => {
    const pairs = [
      ...REMEMBERED_FRAMES,
      ...Object.values(ITEM_FRAMES).map((f) => [f.lit, f.remembered] as const),
    ]
    for (const [lit, dim] of pairs) {
      const a = asciiCell(lit)
      const b = asciiCell(dim)
      expect(b.glyph).toBe(a.glyph)
      if (a.glyph !== ' ') expect(luminance(b.ink)).toBeLessThan(luminance(a.ink))
      expect(luminance(b.ground)).toBeLessThanOrEqual(
        Math.max(luminance(a.ground), luminance(ASCII_DARK)),
      )
      // Blue at least as strong as red: cold.
      expect((b.ink >>> 8) & 0xff).toBeGreaterThanOrEqual((b.ink >>> 24) & 0xff)
    }
    expect(asciiCell(rememberedFrame(Frame.StairsDown)).glyph).toBe('>')
  })

  it('refuses a frame it does not have', () => {
    expect(() => asciiCell(FRAME_COUNT as FrameIndex)).toThrow(RangeError)
    for (const bad of [-1, 1.5, ASCII_FRAME_COUNT, Number.NaN]) {
      expect(() => asciiTileCell(bad)).toThrow(
        `asciiTileCell: frame is ${bad}; allowed: an integer`,
      )
    }
  })
})

describe('asciiMonsterFrame and asciiItemFrame', () => {
  it('give the glyphs the art knows their own frames', () => {
    for (const [glyph, frame] of Object.entries(MONSTER_FRAMES_BY_GLYPH)) {
      expect(asciiMonsterFrame(glyph)).toBe(frame)
    }
    for (const glyph of Object.keys(ITEM_FRAMES)) {
      expect(asciiItemFrame(glyph)).toBe(itemFrame(glyph))
      expect(asciiItemFrame(glyph, true)).toBe(itemFrame(glyph, true))
    }
  })

  it('draw any other glyph of the font as itself, in the default inks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GLYPH_CHARS), fc.boolean(), (glyph, remembered) => {
        const monster = asciiTileCell(asciiMonsterFrame(glyph))
        expect(monster.glyph).toBe(glyph)
        if (!MONSTER_FRAMES_BY_GLYPH[glyph]) expect(monster.ink).toBe(ASCII_MONSTER_INK)
        const item = asciiTileCell(asciiItemFrame(glyph, remembered))
        expect(item.glyph).toBe(glyph)
        if (!ITEM_FRAMES[glyph]) {
          if (remembered) expect(luminance(item.ink)).toBeLessThan(luminance(ASCII_ITEM_INK))
          else expect(item.ink).toBe(ASCII_ITEM_INK)
        }
      }),
    )
  })

  it('draw a glyph the font lacks as the art does: a goblin, a scroll', () => {
    expect(asciiMonsterFrame('é')).toBe(Frame.Goblin)
    expect(asciiMonsterFrame('gg')).toBe(Frame.Goblin)
    expect(asciiItemFrame('é')).toBe(Frame.Scroll)
    expect(asciiItemFrame('é', true)).toBe(Frame.RememberedScroll)
  })
})
