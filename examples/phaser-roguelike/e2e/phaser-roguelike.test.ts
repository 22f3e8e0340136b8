import { fileURLToPath } from 'node:url'
import { Frame, paintTileset, TILE_SIZE } from '@delve/art'
import {
  findSprite,
  framesPass,
  type Page,
  type Pixels,
  pixelStats,
  type Sprite,
  useExample,
} from '@delve/examples-harness'
import { describe, expect, it } from 'vitest'

// At most 30 frames a second: its tests wait on states and on numbers of frames.
const example = useExample(fileURLToPath(new URL('..', import.meta.url)), { vsyncsAFrame: 2 })

/** The player's frame of `@delve/art`'s tileset, as the page draws it. */
function playerFrame(): Sprite {
  const tiles = paintTileset()
  const rgba = new Uint8Array(TILE_SIZE * TILE_SIZE * 4)
  for (let y = 0; y < TILE_SIZE; y++) {
    const from = (y * tiles.width + Frame.Player * TILE_SIZE) * 4
    rgba.set(tiles.data.subarray(from, from + TILE_SIZE * 4), y * TILE_SIZE * 4)
  }
  return { width: TILE_SIZE, height: TILE_SIZE, rgba }
}
const PLAYER = playerFrame()

/** Near-white pixels (the message log's text) in the bottom-left of the page. */
function logPixels({ width, height, rgba }: Pixels): number {
  let count = 0
  for (let y = height - 40; y < height; y++) {
    for (let x = 0; x < width / 2; x++) {
      const i = (y * width + x) * 4
      if (Math.min(rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number) > 190) count++
    }
  }
  return count
}

/**
 * Frames for a key to be played and the camera to come to rest: it eases a quarter of the way a
 * frame (`@delve/phaser`'s `MapCamera`), so after 40 frames less than a hundredth of a pixel is left.
 */
const SETTLE_FRAMES = 40

const STEPS = { ArrowRight: [1, 0], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowUp: [0, -1] }

// The page is the README's code word for word: it says nothing to the test, which reads the
// screen as a player would.
describe('the 19-line Phaser roguelike', () => {
  /** The page, once the player is drawn, and its first screenshot. */
  async function start(): Promise<{ page: Page; first: Pixels }> {
    const page = await example.open('', { width: 1280, height: 720 }, () =>
      Boolean(document.querySelector('canvas')),
    )
    // The player is drawn once the first frames are (the test's time-out bounds the wait), and
    // then the camera comes to rest.
    while (findSprite(await example.screenshot(page, 'start'), PLAYER).length !== 1) {
      await framesPass(page, 2)
    }
    await framesPass(page, SETTLE_FRAMES)
    return { page, first: await example.screenshot(page, 'start') }
  }

  it('draws the dungeon and the player at a whole zoom', async () => {
    const { first } = await start()
    const stats = pixelStats(first)
    expect(stats.drawn / (first.width * first.height)).toBeGreaterThan(0.05)
    expect(stats.colours).toBeGreaterThan(20)
    expect(findSprite(first, PLAYER)).toHaveLength(1)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })

  it('moves the player one tile the way of an arrow key, and logs the turns', async () => {
    const { page, first } = await start()
    const [before] = findSprite(first, PLAYER)
    if (!before) throw new Error('no player drawn')
    let moved: { key: string; x: number; y: number } | null = null
    for (const [key, [dx, dy]] of Object.entries(STEPS)) {
      await page.keyboard.press(key)
      await framesPass(page, SETTLE_FRAMES)
      const [after, ...more] = findSprite(await example.screenshot(page, 'moved'), PLAYER)
      expect(more).toEqual([])
      if (after && (after.x !== before.x || after.y !== before.y)) {
        const tile = TILE_SIZE * before.zoom
        moved = { key, x: (after.x - before.x) / tile, y: (after.y - before.y) / tile }
        expect(moved).toEqual({ key, x: dx, y: dy })
        break
      }
    }
    expect(moved).not.toBeNull()
    // A walk up and then left ends against walls, or in a fight: either way, lines in the log.
    for (const key of [...Array(12).fill('ArrowUp'), ...Array(12).fill('ArrowLeft')]) {
      await page.keyboard.press(key)
      await framesPass(page, 2)
    }
    await framesPass(page, SETTLE_FRAMES)
    const shot = await example.screenshot(page, 'log')
    expect(logPixels(shot)).toBeGreaterThan(logPixels(first) + 50)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })
})
