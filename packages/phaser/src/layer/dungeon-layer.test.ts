import { Frame, frameForTile, rememberedFrame } from '@delve/art'
import { createVision, fromAscii, updateVision } from '@delve/map'
import type { Scene } from 'phaser'
import { describe, expect, it } from 'vitest'
import { ASCII_TILES } from '../textures/looks.js'
import { DELVE_TILES } from '../textures/pixel-textures.js'
import { DungeonLayer, REMEMBERED_LIFT, SIGHT_LIGHT } from './dungeon-layer.js'
import type { FogView } from './fog.js'
import { torchLight } from './torch.js'

interface FakeTile {
  index: number
  tint: number
  tintMode: number
  alpha: number
}

/**
 * Just enough of a Phaser scene for a layer: tilemaps whose tiles are plain records, the
 * tilesets they were made with, and a texture manager that has every texture.
 */
function fakeScene() {
  const tilesets: string[] = []
  let rows: FakeTile[][] = []
  const scene = {
    textures: { exists: () => true, addCanvas: () => null },
    make: {
      tilemap({ width, height }: { width: number; height: number }) {
        rows = Array.from({ length: height }, () =>
          Array.from({ length: width }, () => ({ index: -1, tint: 0, tintMode: 0, alpha: 1 })),
        )
        const layer = {
          layer: { data: rows },
          setDepth: () => layer,
          setPosition: () => layer,
        }
        return {
          addTilesetImage: (key: string) => {
            tilesets.push(key)
            return {}
          },
          createBlankLayer: () => layer,
          destroy: () => undefined,
        }
      },
    },
  }
  const tile = (x: number, y: number) => rows[y]?.[x] as FakeTile
  return { scene: scene as unknown as Scene, tilesets, tiles: () => rows, tile }
}

const level = fromAscii(`
##########
#........#
#..>.....#
#........#
######.###
#........#
##########
`)
const view = { x: 0, y: 0, width: level.width, height: level.height }

/** The player at (2, 2) sees the top room; the bottom room was seen before. */
function sight(): FogView {
  const vision = createVision(level)
  for (let x = 0; x < level.width; x++) vision.explored[5 * level.width + x] = 1
  updateVision(vision, level, { x: 2, y: 2 }, 6)
  return { fov: true, vision, from: { x: 2, y: 2 } }
}

describe('DungeonLayer looks', () => {
  it('draws the tiles under a torch by default, remembered tiles lifted in cold light', () => {
    const { scene, tilesets, tile } = fakeScene()
    const layer = new DungeonLayer(scene)
    layer.setLevel(level, sight(), 6)
    layer.update(view)
    expect(tilesets).toEqual([DELVE_TILES])
    expect(layer.currentLook).toBe('tiles')
    const near = tile(3, 2)
    expect(near.index).toBe(Frame.StairsDown)
    expect(near.tint).toBeGreaterThan(0)
    const remembered = tile(3, 5)
    expect(remembered.index).toBe(rememberedFrame(frameForTile(level, 3, 5)))
    expect(remembered.tint).toBe(REMEMBERED_LIFT)
  })

  it('lights every tile in sight at least as brightly as a remembered one is lifted, the torch on top', () => {
    const { scene, tile } = fakeScene()
    const layer = new DungeonLayer(scene)
    const seen = sight()
    layer.setLevel(level, seen, 6)
    layer.update(view)
    const channels = (c: number) => [(c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff]
    const luminance = (c: number) => {
      const [r = 0, g = 0, b = 0] = channels(c)
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    expect(luminance(SIGHT_LIGHT)).toBeGreaterThan(luminance(REMEMBERED_LIFT))
    // Every tile in sight: the sight's light and the torch's at its distance, added.
    let inSight = 0
    for (let y = 0; y < level.height; y++) {
      for (let x = 0; x < level.width; x++) {
        if (seen.vision.visible[y * level.width + x] !== 1) continue
        inSight++
        const d2 = (x - 2) ** 2 + (y - 2) ** 2
        const expected = channels(SIGHT_LIGHT).map((c, i) =>
          Math.min(255, c + (channels(torchLight(d2, 6))[i] ?? 0)),
        )
        expect(channels(tile(x, y).tint), `${x},${y}`).toEqual(expected)
      }
    }
    expect(inSight).toBeGreaterThan(20)
    // Even with no torch at all.
    const dark = fakeScene()
    const unlit = new DungeonLayer(dark.scene, { light: null })
    unlit.setLevel(level, sight(), 6)
    unlit.update(view)
    expect(dark.tile(7, 3).tint).toBe(SIGHT_LIGHT)
    expect(dark.tile(3, 5).tint).toBe(REMEMBERED_LIFT)
  })

  it('draws the same frames from the ASCII tileset, unlit, with the look option', () => {
    const tilesLook = fakeScene()
    const plain = new DungeonLayer(tilesLook.scene)
    plain.setLevel(level, sight(), 6)
    plain.update(view)
    const { scene, tilesets, tiles } = fakeScene()
    const layer = new DungeonLayer(scene, { look: 'ascii' })
    layer.setLevel(level, sight(), 6)
    layer.update(view)
    expect(tilesets).toEqual([ASCII_TILES])
    const indices = (rows: FakeTile[][]) => rows.map((row) => row.map((tile) => tile.index))
    expect(indices(tiles())).toEqual(indices(tilesLook.tiles()))
    expect(
      tiles()
        .flat()
        .every((tile) => tile.tint === 0),
    ).toBe(true)
  })

  it('changes look in place: built again with the other tileset at the next update', () => {
    const { scene, tilesets, tiles, tile } = fakeScene()
    const layer = new DungeonLayer(scene)
    layer.setLevel(level, sight(), 6)
    layer.update(view)
    const before = tiles().map((row) => row.map((tile) => tile.index))
    layer.setLook('tiles')
    layer.update(view)
    expect(layer.builds).toBe(1)
    layer.setLook('ascii')
    layer.update(view)
    expect(layer.builds).toBe(2)
    expect(tilesets).toEqual([DELVE_TILES, ASCII_TILES])
    expect(tiles().map((row) => row.map((tile) => tile.index))).toEqual(before)
    expect(
      tiles()
        .flat()
        .every((tile) => tile.tint === 0),
    ).toBe(true)
    // And back: the torch is lit again.
    layer.setLook('tiles')
    layer.update(view)
    expect(tilesets.at(-1)).toBe(DELVE_TILES)
    expect(tile(3, 2).tint).toBeGreaterThan(0)
  })

  it('keeps a tileset given as an option whatever the look', () => {
    const { scene, tilesets } = fakeScene()
    const layer = new DungeonLayer(scene, { tileset: 'mine', look: 'ascii' })
    layer.setLevel(level, sight(), 6)
    layer.update(view)
    layer.setLook('tiles')
    layer.update(view)
    expect(tilesets).toEqual(['mine', 'mine'])
  })

  it('refuses a look it does not have', () => {
    const { scene } = fakeScene()
    expect(() => new DungeonLayer(scene, { look: 'glyphs' as 'ascii' })).toThrow(TypeError)
    expect(() => new DungeonLayer(scene).setLook('ASCII' as 'ascii')).toThrow(
      `DungeonLayer.setLook: look is "ASCII"; allowed: 'tiles' or 'ascii'.`,
    )
  })
})
