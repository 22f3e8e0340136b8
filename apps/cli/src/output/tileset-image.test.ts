import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Frame, paintTileCodeTileset, paintTileset, TILE_SIZE } from '@delve/art'
import { TILED_TILESET_IMAGE, Tile } from '@delve/map'
import { decode } from 'fast-png'
import { describe, expect, it } from 'vitest'
import { delve, tempDir } from '../../test/delve.js'
import { tilesetPng } from './tileset-image.js'

// The game's frame for each tile code, written out here so a reordered tileset is caught.
const FRAMES = {
  [Tile.Wall]: Frame.Wall,
  [Tile.Floor]: Frame.Floor,
  [Tile.Door]: Frame.Door,
  [Tile.StairsUp]: Frame.StairsUp,
  [Tile.StairsDown]: Frame.StairsDown,
}

/** The RGBA of pixel (x, y) of a decoded PNG, as 0xRRGGBBAA. */
function pixel(png: ReturnType<typeof decode>, x: number, y: number): number {
  const i = (y * png.width + x) * 4
  const d = png.data
  return (
    (((d[i] as number) << 24) |
      ((d[i + 1] as number) << 16) |
      ((d[i + 2] as number) << 8) |
      (d[i + 3] as number)) >>>
    0
  )
}

describe('the tileset image of a Tiled export', () => {
  it.each([12, 16, 24, 5])(
    'is @delve/art’s code-ordered tileset, %i pixels a tile, wall floor door up down',
    (size) => {
      const png = decode(tilesetPng(size))
      expect([png.width, png.height, png.channels, png.depth]).toEqual([5 * size, size, 4, 8])
      expect(Buffer.from(png.data)).toEqual(Buffer.from(paintTileCodeTileset(size).data))
      // And the code order itself, against the game's strip: frame n is tile code n's look.
      const art = paintTileset()
      for (const code of Object.values(Tile)) {
        const frame = FRAMES[code]
        for (let y = 0; y < size; y++) {
          for (let x = 0; x < size; x++) {
            const source = art.get(
              frame * TILE_SIZE + Math.floor((x * TILE_SIZE) / size),
              Math.floor((y * TILE_SIZE) / size),
            )
            expect(pixel(png, code * size + x, y)).toBe(source)
          }
        }
      }
    },
  )

  it('is written beside the map by --format tiled --out, at the map’s tile size', async () => {
    const dir = tempDir()
    const out = join(dir, 'level.tmj')
    const { code, stdout } = await delve(
      'generate',
      '--seed',
      '42',
      '--format',
      'tiled',
      '--tile-size',
      '20',
      '--out',
      out,
    )
    expect({ code, stdout }).toEqual({ code: 0, stdout: '' })
    const map = JSON.parse(readFileSync(out, 'utf8'))
    expect(map.tilesets[0].image).toBe(TILED_TILESET_IMAGE)
    const png = decode(readFileSync(join(dir, TILED_TILESET_IMAGE)))
    expect([png.width, png.height]).toEqual([
      map.tilesets[0].imagewidth,
      map.tilesets[0].imageheight,
    ])
    expect([png.width, png.height]).toEqual([100, 20])
    expect(Buffer.from(png.data)).toEqual(Buffer.from(paintTileCodeTileset(20).data))
  })

  it('is not written for other formats, nor when the map goes to standard output', async () => {
    const dir = tempDir()
    await delve('generate', '--seed', '42', '--format', 'json', '--out', join(dir, 'level.json'))
    expect(existsSync(join(dir, TILED_TILESET_IMAGE))).toBe(false)
    const { code, stdout } = await delve('generate', '--seed', '42', '--format', 'tiled')
    expect(code).toBe(0)
    expect(JSON.parse(stdout).tilesets[0].image).toBe(TILED_TILESET_IMAGE)
  })
})
