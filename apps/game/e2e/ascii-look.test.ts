import { join } from 'node:path'
import { ASCII_MONSTERS, ASCII_TERRAIN, rememberedCell, TILE_SIZE } from '@delve/art'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  noProblems,
  openGame,
  playTurn,
  pressKey,
  SCREENSHOTS,
  STEPS,
  settled,
  state,
  statusText,
  usePages,
  walkableAt,
} from './harness.js'

const problems = noProblems()
const { origin, freshPage } = usePages(problems)

const SETTINGS_KEY = 'delve.settings.v1'

/** The `@`'s ink pixels in the CP437 font (27 of its 8 × 8), and the ink: white. */
const AT_INK_PIXELS = 27
const WHITE = 0xffffff
/** The ground of the glyph cells, the game's own background. */
const DARK = 0x0b0b0f

/** The part of the page the map is drawn in, from the camera the game reports. */
function mapClip(s: DelveState) {
  const { view } = s
  const size = TILE_SIZE * view.zoom
  return {
    x: view.left,
    y: view.top,
    width: Math.floor(view.width * size),
    height: Math.floor(view.height * size),
  }
}

/** The player's tile on the page, in CSS pixels. */
function playerBox(s: DelveState) {
  const { view } = s
  const size = TILE_SIZE * view.zoom
  return {
    x: view.left + (s.player.x - view.x) * size,
    y: view.top + (s.player.y - view.y) * size,
    width: size,
    height: size,
  }
}

/**
 * How many pixels of each colour (0xRRGGBB) a screenshot has: decoded by the browser itself, on
 * a 2D canvas, so the test needs no image library.
 */
async function colourCounts(page: Page, png: Buffer): Promise<Map<number, number>> {
  const counts = await page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, image.width, image.height).data
    const found: Record<number, number> = {}
    for (let i = 0; i < pixels.length; i += 4) {
      const rgb = ((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0)
      found[rgb] = (found[rgb] ?? 0) + 1
    }
    return found
  }, png.toString('base64'))
  return new Map(Object.entries(counts).map(([rgb, n]) => [Number(rgb), n]))
}

/** The page's parts over the canvas that overlap the player's tile. */
function overPlayer(page: Page, s: DelveState): Promise<string[]> {
  const box = playerBox(s)
  return page.evaluate(
    ({ tile, ids }) =>
      ids.filter((id) => {
        const element = document.getElementById(id)
        if (!element || element.hidden || getComputedStyle(element).display === 'none') return false
        const r = element.getBoundingClientRect()
        return (
          Math.min(r.right, tile.x + tile.width) - Math.max(r.left, tile.x) > 0.5 &&
          Math.min(r.bottom, tile.y + tile.height) - Math.max(r.top, tile.y) > 0.5
        )
      }),
    { tile: box, ids: ['hud-top', 'hud-bottom', 'sidebar', 'pad', 'panel', 'menu', 'settings'] },
  )
}

async function setAscii(page: Page, on: boolean, touch: boolean): Promise<void> {
  if (touch) await page.tap('#settings-open')
  else await page.click('#settings-open')
  await page.waitForSelector('#settings', { state: 'visible' })
  if (touch) await page.tap('#settings-ascii')
  else await page.click('#settings-ascii')
  expect(await page.isChecked('#settings-ascii')).toBe(on)
  if (touch) await page.tap('#settings-close')
  else await pressKey(page, 'Escape')
  await page.waitForSelector('#settings', { state: 'hidden' })
  await settled(page)
}

/** Takes a step onto the first walkable tile beside the player, so the map is drawn anew. */
async function step(page: Page): Promise<DelveState> {
  const s = await state(page)
  const way = STEPS.find((k) => walkableAt(s, { x: s.player.x + k.dx, y: s.player.y + k.dy }))
  if (!way) throw new Error('the player is walled in')
  return playTurn(page, way.key)
}

describe('the ASCII look', () => {
  for (const size of [
    { width: 480, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    it(`draws the map in glyphs at once when switched on, keeps it after a reload, and back (${size.width}×${size.height})`, async () => {
      const touch = size.width < 600
      const page = await freshPage(size, touch ? { hasTouch: true, isMobile: true } : {})
      const s = await openGame(page, origin(), '?seed=ascii-look')
      await settled(page)
      const clip = mapClip(s)
      const tiles = await page.screenshot({ clip })
      expect(await page.isChecked('#settings-ascii')).toBe(false)

      await setAscii(page, true, touch)
      const glyphs = await page.screenshot({ clip })
      expect(glyphs.equals(tiles)).toBe(false)
      // The player is a white @ on the dark ground, whole, at the zoom the camera reports.
      const after = await state(page)
      expect(after.player).toEqual(s.player)
      const zoom = after.view.zoom
      const tile = await colourCounts(page, await page.screenshot({ clip: playerBox(after) }))
      expect(tile.get(WHITE)).toBe(AT_INK_PIXELS * zoom * zoom)
      expect(tile.get(DARK)).toBe((TILE_SIZE * TILE_SIZE - AT_INK_PIXELS) * zoom * zoom)
      expect(await overPlayer(page, after)).toEqual([])
      // The map is glyphs on the dark: no torchlight, few colours.
      const map = await colourCounts(page, glyphs)
      expect(map.get(DARK) ?? 0).toBeGreaterThan((clip.width * clip.height) / 3)
      await page.screenshot({ path: join(SCREENSHOTS, `ascii-${size.width}x${size.height}.png`) })

      // A turn redraws in the same look, seen once the camera is at rest after the player.
      await step(page)
      // The player's box as the view is now: the camera may have moved since the step.
      const box = playerBox(await settled(page))
      const whole = (await colourCounts(page, await page.screenshot({ clip: box }))).get(WHITE)
      expect(whole).toBe(AT_INK_PIXELS * zoom * zoom)

      // Kept, and drawn so from the start.
      const kept = JSON.parse(
        (await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY)) as string,
      )
      expect(kept.ascii).toBe(true)
      await page.reload()
      await page.waitForFunction(() => window.delve?.ready === true)
      await settled(page)
      const reloaded = await state(page)
      const again = await colourCounts(page, await page.screenshot({ clip: playerBox(reloaded) }))
      expect(again.get(WHITE)).toBe(AT_INK_PIXELS * reloaded.view.zoom * reloaded.view.zoom)
      expect(await page.isChecked('#settings-ascii')).toBe(true)

      // And off again: the pixel tiles, as before.
      await setAscii(page, false, touch)
      const back = await colourCounts(page, await page.screenshot({ clip: playerBox(reloaded) }))
      expect(back.get(WHITE) ?? 0).toBeLessThan(AT_INK_PIXELS * zoom * zoom)
      expect(problems.pageErrors).toEqual([])
      expect(problems.consoleErrors).toEqual([])
    })
  }

  for (const size of [
    { width: 480, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    it(`shows a run explored until a monster: the remembered map dim, the monster in its ink, the player clear (${size.width}×${size.height})`, async () => {
      const touch = size.width < 600
      // Explored in a window no larger than the phone's, which draws least (every frame of the
      // walk is drawn in software); looked at in its own size after.
      const page = await freshPage(
        touch ? size : { width: 800, height: 450 },
        touch ? { hasTouch: true, isMobile: true } : {},
      )
      await page.goto(`${origin()}/?seed=explore-meets-4`)
      await page.evaluate(
        (key) => localStorage.setItem(key, JSON.stringify({ ascii: true })),
        SETTINGS_KEY,
      )
      // Its exploring meets a rat on turn 7, having left tiles behind (remembered, not seen).
      await openGame(page, origin(), '?seed=explore-meets-4')
      for (let press = 0; press < 12; press++) {
        const turn = (await state(page)).turn
        await pressKey(page, 'KeyO')
        await page.waitForFunction((t) => window.delve.state().turn > t, turn)
        await page.waitForFunction(() => !window.delve.state().exploring)
        if (/is in view/.test(await statusText(page))) break
      }
      expect(await statusText(page)).toMatch(/is in view/)
      await page.setViewportSize(size)
      // The camera glides after the player: the @ is where the state says once it is at rest.
      const s = await settled(page)
      const map = await colourCounts(page, await page.screenshot({ clip: mapClip(s) }))
      const rgb = (rgba: number) => rgba >>> 8
      expect(map.get(rgb(rememberedCell(ASCII_TERRAIN.floor).ink)) ?? 0).toBeGreaterThan(0)
      expect(map.get(rgb(ASCII_TERRAIN.floor.ink)) ?? 0).toBeGreaterThan(0)
      const seen = s.monsters.filter((m) => s.visible.split('\n')[m.y]?.[m.x] === '1')
      expect(seen.length).toBeGreaterThan(0)
      for (const monster of seen) {
        const cell = ASCII_MONSTERS[monster.glyph]
        expect(map.get(rgb(cell?.ink ?? 0)) ?? 0, monster.name).toBeGreaterThan(0)
      }
      expect(await overPlayer(page, s)).toEqual([])
      const zoom = s.view.zoom
      const tile = await colourCounts(page, await page.screenshot({ clip: playerBox(s) }))
      expect(tile.get(WHITE)).toBe(AT_INK_PIXELS * zoom * zoom)
      await page.screenshot({
        path: join(SCREENSHOTS, `ascii-explored-${size.width}x${size.height}.png`),
      })
      expect(problems.pageErrors).toEqual([])
    })
  }

  it('draws every monster and item by its glyph in the sandbox without fog (1920×1080)', async () => {
    const page = await freshPage({ width: 1920, height: 1080 })
    await page.goto(`${origin()}/?seed=ascii-look`)
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ ascii: true })),
      SETTINGS_KEY,
    )
    const s = await openGame(page, origin(), '?seed=ascii-look&sandbox&fov=off')
    await settled(page)
    expect(await page.isChecked('#settings-ascii')).toBe(true)
    expect(s.monsters.length).toBeGreaterThan(0)
    const map = await colourCounts(page, await page.screenshot({ clip: mapClip(s) }))
    // Each monster in view in its kind's ink, as `@delve/art` colours it.
    const inView = s.monsters.filter(
      (m) =>
        m.x >= Math.ceil(s.view.x) &&
        m.y >= Math.ceil(s.view.y) &&
        m.x < Math.floor(s.view.x + s.view.width) &&
        m.y < Math.floor(s.view.y + s.view.height),
    )
    expect(inView.length).toBeGreaterThan(0)
    for (const monster of inView) {
      const cell = ASCII_MONSTERS[monster.glyph]
      expect(cell, monster.name).toBeDefined()
      expect(map.get((cell?.ink ?? 0) >>> 8) ?? 0, monster.name).toBeGreaterThan(0)
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'ascii-sandbox-1920x1080.png') })
    expect(problems.pageErrors).toEqual([])
  })
})
