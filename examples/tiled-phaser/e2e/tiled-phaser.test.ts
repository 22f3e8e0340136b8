import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Frame, type PixelImage, paintTileset, TILE_SIZE } from '@delve/art'
import { exampleState, type Pixels, pixelStats, useExample } from '@delve/examples-harness'
import { fromTiledMap, Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'

const DIR = fileURLToPath(new URL('..', import.meta.url))
// At most 30 frames a second: its tests wait on states and on numbers of frames.
const example = useExample(DIR, { vsyncsAFrame: 2 })

interface State {
  width: number
  height: number
  view: { left: number; top: number; tile: number }
  start: { x: number; y: number }
}

/**
 * What each tile code should look like, from the art's own strip in the game's frame order
 * (not the code-ordered image the page loaded): if the exported tileset were in another order,
 * the floors would match some other look.
 */
const LOOKS: Readonly<Record<number, number>> = {
  [Tile.Wall]: Frame.Wall,
  [Tile.Floor]: Frame.Floor,
  [Tile.Door]: Frame.Door,
  [Tile.StairsUp]: Frame.StairsUp,
  [Tile.StairsDown]: Frame.StairsDown,
}

/** How far the drawn tile at (tx, ty) is from `frame` of `strip`: the summed colour difference. */
function distance(
  shot: Pixels,
  view: State['view'],
  tx: number,
  ty: number,
  strip: PixelImage,
  frame: number,
): number {
  let sum = 0
  for (let y = 0; y < TILE_SIZE; y++) {
    for (let x = 0; x < TILE_SIZE; x++) {
      // The middle of the screen pixels that art pixel (x, y) covers.
      const sx = Math.floor(view.left + tx * view.tile + ((x + 0.5) * view.tile) / TILE_SIZE)
      const sy = Math.floor(view.top + ty * view.tile + ((y + 0.5) * view.tile) / TILE_SIZE)
      const i = (sy * shot.width + sx) * 4
      const want = strip.get(frame * TILE_SIZE + x, y)
      for (let c = 0; c < 3; c++) {
        sum += Math.abs((shot.rgba[i + c] as number) - ((want >>> (24 - 8 * c)) & 0xff))
      }
    }
  }
  return sum
}

describe('a Tiled export in a plain Phaser scene', () => {
  it('draws the level, each tile with the look of its code', async () => {
    const page = await example.open()
    const s = await exampleState<State>(page)
    const level = fromTiledMap(JSON.parse(readFileSync(`${DIR}/dist/level.tmj`, 'utf8')))
    expect([s.width, s.height]).toEqual([level.width, level.height])
    const shot = await example.screenshot(page, 'level')
    const stats = pixelStats(shot)
    expect(stats.drawn / (shot.width * shot.height)).toBeGreaterThan(0.2)
    expect(stats.colours).toBeGreaterThan(10)

    const strip = paintTileset()
    const startTile = level.start ?? { x: -1, y: -1 }
    const wrong: string[] = []
    const counts = new Map<number, number>()
    for (let ty = 0; ty < level.height; ty++) {
      for (let tx = 0; tx < level.width; tx++) {
        if (tx === startTile.x && ty === startTile.y) continue // under the start marker
        const code = level.tiles[ty * level.width + tx] as number
        const nearest = Object.entries(LOOKS)
          .map(([c, frame]) => [Number(c), distance(shot, s.view, tx, ty, strip, frame)] as const)
          .sort((a, b) => a[1] - b[1])[0]?.[0]
        counts.set(code, (counts.get(code) ?? 0) + 1)
        if (nearest !== code) wrong.push(`(${tx}, ${ty}): code ${code} drawn like ${nearest}`)
      }
    }
    expect(wrong).toEqual([])
    expect(counts.get(Tile.Floor)).toBeGreaterThan(20)
    expect(counts.get(Tile.Wall)).toBeGreaterThan(20)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })
})
