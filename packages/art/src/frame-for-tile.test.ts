import { fromAscii, generateDungeon, Tile, tileVariants } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { frameForTile } from './frame-for-tile.js'
import { FLOOR_FRAMES, Frame, TILE_VARIANTS, WALL_FRAMES } from './frames.js'

describe('frameForTile', () => {
  const map = fromAscii(`
######
######
##.+<#
##>..#
######
`)

  it('draws walls touching a walkable tile as dressed stone, deeper walls as rock', () => {
    expect(frameForTile(map, 0, 0)).toBe(Frame.Rock)
    expect(frameForTile(map, 5, 0)).toBe(Frame.Rock)
    expect(frameForTile(map, 0, 3)).toBe(Frame.Rock)
    expect(frameForTile(map, 1, 1)).toBe(Frame.Wall) // diagonal neighbour of the floor at (2, 2)
    expect(frameForTile(map, 2, 1)).toBe(Frame.Wall)
    expect(frameForTile(map, 5, 4)).toBe(Frame.Wall)
  })

  it('gives every walkable tile code its own frame', () => {
    expect(frameForTile(map, 2, 2)).toBe(Frame.Floor)
    expect(frameForTile(map, 3, 2)).toBe(Frame.Door)
    expect(frameForTile(map, 4, 2)).toBe(Frame.StairsUp)
    expect(frameForTile(map, 2, 3)).toBe(Frame.StairsDown)
  })

  it('outlines every room and corridor of a generated dungeon and draws its stairs', () => {
    const dungeon = generateDungeon({ seed: 'frames' })
    const { width, height, tiles } = dungeon
    const expected: Record<number, number> = {
      [Tile.Floor]: Frame.Floor,
      [Tile.Door]: Frame.Door,
      [Tile.StairsUp]: Frame.StairsUp,
      [Tile.StairsDown]: Frame.StairsDown,
    }
    const seen = new Set<number>()
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const frame = frameForTile(dungeon, x, y)
        const code = tiles[y * width + x] as number
        seen.add(frame)
        if (code === Tile.Wall) expect([Frame.Rock, Frame.Wall]).toContain(frame)
        else expect(frame).toBe(expected[code])
      }
    }
    expect(seen).toContain(Frame.StairsUp)
    expect(seen).toContain(Frame.StairsDown)
    const { stairsUp, stairsDown } = dungeon
    expect(frameForTile(dungeon, stairsUp?.x ?? -1, stairsUp?.y ?? -1)).toBe(Frame.StairsUp)
    expect(frameForTile(dungeon, stairsDown?.x ?? -1, stairsDown?.y ?? -1)).toBe(Frame.StairsDown)
  })

  it('picks the floor and dressed-stone look by variant; rock, doors and stairs have one look', () => {
    for (let variant = 0; variant < 2 * TILE_VARIANTS; variant++) {
      const look = variant % TILE_VARIANTS
      expect(frameForTile(map, 2, 2, variant)).toBe(FLOOR_FRAMES[look])
      expect(frameForTile(map, 2, 1, variant)).toBe(WALL_FRAMES[look])
      expect(frameForTile(map, 0, 0, variant)).toBe(Frame.Rock)
      expect(frameForTile(map, 3, 2, variant)).toBe(Frame.Door)
      expect(frameForTile(map, 4, 2, variant)).toBe(Frame.StairsUp)
    }
  })

  it('shows every look across a generated dungeon with its tileVariants', () => {
    const dungeon = generateDungeon({ seed: 'looks' })
    const variants = tileVariants(dungeon, TILE_VARIANTS)
    const seen = new Set<number>()
    for (let y = 0; y < dungeon.height; y++) {
      for (let x = 0; x < dungeon.width; x++) {
        seen.add(frameForTile(dungeon, x, y, variants[y * dungeon.width + x]))
      }
    }
    for (const frame of [...FLOOR_FRAMES, ...WALL_FRAMES]) expect(seen).toContain(frame)
  })
})
