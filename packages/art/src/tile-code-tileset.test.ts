import { fromAscii, TILED_TILESET_IMAGE, Tile, toTiledMap } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { frameForTile } from './frame-for-tile.js'
import { TILE_SIZE } from './frames.js'
import { MAX_TILE_CODE_SIZE, paintTileCodeTileset, TILE_CODE_FRAMES } from './tile-code-tileset.js'
import { paintTileset } from './tileset.js'

// A map with every tile code, each beside floor: what the game draws for each tile, variant 0.
const sample = fromAscii(['#####', '#.+<#', '#.>.#', '#####'].join('\n'))
const where: Record<keyof typeof Tile, { x: number; y: number }> = {
  Wall: { x: 1, y: 0 },
  Floor: { x: 1, y: 1 },
  Door: { x: 2, y: 1 },
  StairsUp: { x: 3, y: 1 },
  StairsDown: { x: 2, y: 2 },
}

describe('paintTileCodeTileset', () => {
  const art = paintTileset()
  const strip = paintTileCodeTileset()

  it('has one frame per tile code, in code order, as the Tiled export counts them', () => {
    const codes = Object.values(Tile)
    expect(codes).toEqual(codes.map((_, i) => i))
    expect(TILE_CODE_FRAMES.length).toBe(codes.length)
    expect([strip.width, strip.height]).toEqual([codes.length * TILE_SIZE, TILE_SIZE])
    const [tileset] = toTiledMap(sample, { tileSize: TILE_SIZE }).tilesets
    expect(tileset.image).toBe(TILED_TILESET_IMAGE)
    expect([tileset.tilecount, tileset.imagewidth, tileset.imageheight]).toEqual([
      codes.length,
      strip.width,
      strip.height,
    ])
  })

  it.each(Object.entries(Tile))(
    'frame %s is the art’s own look for that tile (code %i), pixel for pixel',
    (name, code) => {
      const { x, y } = where[name as keyof typeof Tile]
      expect(sample.tiles[y * sample.width + x]).toBe(code)
      const frame = frameForTile(sample, x, y, 0)
      for (let py = 0; py < TILE_SIZE; py++) {
        for (let px = 0; px < TILE_SIZE; px++) {
          expect(strip.get(code * TILE_SIZE + px, py)).toBe(art.get(frame * TILE_SIZE + px, py))
        }
      }
    },
  )

  it.each([16, 24, 5, 1])('scales each frame by nearest neighbour to %i pixels', (size) => {
    const scaled = paintTileCodeTileset(size)
    expect([scaled.width, scaled.height]).toEqual([TILE_CODE_FRAMES.length * size, size])
    for (const code of Object.values(Tile)) {
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const sx = Math.floor((x * TILE_SIZE) / size)
          const sy = Math.floor((y * TILE_SIZE) / size)
          expect(scaled.get(code * size + x, y)).toBe(strip.get(code * TILE_SIZE + sx, sy))
        }
      }
    }
  })

  it.each([
    [0, RangeError],
    [-1, RangeError],
    [2.5, RangeError],
    [MAX_TILE_CODE_SIZE + 1, RangeError],
    [Number.NaN, RangeError],
    [null, TypeError],
    ['16', TypeError],
  ])('refuses a tile size of %j with a %o that names it', (size, kind) => {
    expect(() => paintTileCodeTileset(size as number)).toThrow(kind)
    expect(() => paintTileCodeTileset(size as number)).toThrow(
      `paintTileCodeTileset: tileSize is ${typeof size === 'string' ? '"16"' : String(size)}; allowed: an integer from 1 to ${MAX_TILE_CODE_SIZE}.`,
    )
  })
})
