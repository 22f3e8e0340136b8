import { join } from 'node:path'
import { TILE_SIZE } from '@delve/art'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  canStep,
  EIGHT,
  noProblems,
  openGame,
  pressKey,
  SCREENSHOTS,
  settled,
  state,
  statusText,
  usePages,
  waitForPlayerAt,
} from './harness.js'

const problems = noProblems()
const { origin, freshPage } = usePages(problems)

const SETTINGS_KEY = 'delve.settings.v1'

/** The command ids of the eight steps, by their (dx, dy). */
const STEP_IDS: Record<string, string> = {
  '0,-1': 'step-up',
  '1,-1': 'step-up-right',
  '1,0': 'step-right',
  '1,1': 'step-down-right',
  '0,1': 'step-down',
  '-1,1': 'step-down-left',
  '-1,0': 'step-left',
  '-1,-1': 'step-up-left',
}

async function openSettings(page: Page, touch = false): Promise<void> {
  if (touch) await page.tap('#settings-open')
  else await page.click('#settings-open')
  await page.waitForSelector('#settings', { state: 'visible' })
}

async function closeSettings(page: Page): Promise<void> {
  await pressKey(page, 'Escape')
  await page.waitForSelector('#settings', { state: 'hidden' })
}

/** The keys the settings screen lists for a command, as their caps read. */
function keysListed(page: Page, id: string): Promise<string[]> {
  return page.$$eval(`#settings-keys [data-command="${id}"] [data-chord]`, (buttons) =>
    buttons.map((b) => b.querySelector('kbd')?.textContent ?? ''),
  )
}

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

/** The page's parts over the canvas that overlap the player's tile. */
async function overPlayer(page: Page, s: DelveState): Promise<string[]> {
  const { view } = s
  const size = TILE_SIZE * view.zoom
  const left = view.left + (s.player.x - view.x) * size
  const top = view.top + (s.player.y - view.y) * size
  return page.evaluate(
    ({ tile, ids }) =>
      ids.filter((id) => {
        const element = document.getElementById(id)
        if (!element || element.hidden || getComputedStyle(element).display === 'none') return false
        const r = element.getBoundingClientRect()
        return (
          Math.min(r.right, tile.right) - Math.max(r.left, tile.left) > 0.5 &&
          Math.min(r.bottom, tile.bottom) - Math.max(r.top, tile.top) > 0.5
        )
      }),
    {
      tile: { left, top, right: left + size, bottom: top + size },
      ids: ['hud-top', 'hud-bottom', 'sidebar', 'pad', 'panel', 'menu', 'settings'],
    },
  )
}

describe('remapping keys', () => {
  it('binds a key by pressing it, takes it from the command that had it, and keeps it after a reload', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    const s = await openGame(page, origin(), '?seed=settings-1')
    const [dx, dy] = EIGHT.find(([x, y]) => canStep(s, s.player, x, y)) as [number, number]
    const id = STEP_IDS[`${dx},${dy}`] as string

    await openSettings(page)
    // Q does nothing by default: it becomes a step.
    await page.click(`#settings-keys [data-command="${id}"] .settings-add`)
    await pressKey(page, 'KeyQ')
    expect(await keysListed(page, id)).toContain('Q')
    expect(await page.textContent('#settings-message')).toContain('Q now does')
    // G was pick up's: given to waiting, pick up loses it.
    await page.click('#settings-keys [data-command="wait"] .settings-add')
    await pressKey(page, 'KeyG')
    expect(await keysListed(page, 'wait')).toContain('G')
    expect(await keysListed(page, 'pickup')).toEqual([])
    expect(await page.textContent('#settings-message')).toContain('it was “Pick up”')
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-1280x800.png') })
    // Escape closes the screen and nothing else: no "press Escape again to leave".
    await closeSettings(page)
    await settled(page)
    expect(await statusText(page)).not.toContain('leave')
    // The top bar names the keys as bound.
    expect(await page.textContent('#hud-keys [data-key-of="pickup"]')).toBe('—')

    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    const before = await state(page)
    await pressKey(page, 'KeyQ')
    await waitForPlayerAt(page, { x: before.player.x + dx, y: before.player.y + dy })
    const turn = (await state(page)).turn
    await pressKey(page, 'KeyG')
    await page.waitForFunction((t) => window.delve.state().turn > t, turn)
    expect(problems.pageErrors).toEqual([])
  })

  it('resets every key to its default', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openGame(page, origin(), '?seed=settings-2')
    await openSettings(page)
    await page.click('#settings-keys [data-command="look"] [data-chord="KeyX"]')
    expect(await keysListed(page, 'look')).toEqual([])
    await page.click('#settings-reset')
    expect(await keysListed(page, 'look')).toEqual(['X'])
    await closeSettings(page)
    await pressKey(page, 'KeyX')
    await page.waitForFunction(() => window.delve.state().mode === 'look')
  })

  it('reports a stored setting it cannot read, replaces it and plays on', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openGame(page, origin(), '?seed=settings-3')
    const stored = JSON.stringify({
      keys: { 'step-up': ['KeyW', 'not a key'], 'no-such-command': ['KeyP'] },
      zoom: 'huge',
      highContrast: 'maybe',
      pad: ['look', 'look'],
    })
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: SETTINGS_KEY,
      value: stored,
    })
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    const status = await statusText(page)
    expect(status).toContain('Your settings could not all be read')
    expect(status).toContain('“not a key” is not a key')
    expect(status).toContain('the zoom was not a number')
    const s = await state(page)
    expect(s.zoom).toBe(1)
    // What could be read stands: W steps up; the rest is replaced in storage.
    const kept = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY)) as string,
    )
    expect(kept.keys['step-up']).toEqual(['KeyW'])
    expect(kept.zoom).toBe('fill')
    expect(kept.pad).toEqual(['look'])
    // Not JSON at all: the defaults, said once.
    await page.evaluate((key) => localStorage.setItem(key, '{nope'), SETTINGS_KEY)
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    expect(await statusText(page)).toContain('not JSON')
    expect(problems.pageErrors).toEqual([])
  })
})

describe('zoom', () => {
  it('scales the tiles with + and -, and the wheel, from 1× to 4×, and remembers it', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    const s1 = await openGame(page, origin(), '?seed=settings-4')
    expect(s1.zoom).toBe(1)
    const tile1 = TILE_SIZE * s1.view.zoom
    await pressKey(page, 'Equal')
    await page.waitForFunction(() => window.delve.state().zoom === 1.5)
    const s15 = await state(page)
    expect(TILE_SIZE * s15.view.zoom).toBeGreaterThan(tile1)
    // The map is drawn again at the new size, not left blank behind the player.
    expect(s15.tilesWritten).toBeGreaterThan(s1.tilesWritten)
    await pressKey(page, 'Minus')
    await page.waitForFunction(() => window.delve.state().zoom === 1)
    expect((await state(page)).view.zoom).toBe(s1.view.zoom)
    // Never past 4× nor under 1×.
    for (let i = 0; i < 8; i++) await pressKey(page, 'NumpadAdd')
    await page.waitForFunction(() => window.delve.state().zoom === 4)
    const s4 = await state(page)
    expect(TILE_SIZE * s4.view.zoom).toBeGreaterThanOrEqual(3.5 * tile1)
    expect(s4.view.follow).toBe(true)
    expect(await overPlayer(page, s4)).toEqual([])
    for (let i = 0; i < 8; i++) await pressKey(page, 'Minus')
    await page.waitForFunction(() => window.delve.state().zoom === 1)
    // The wheel: up zooms in a step a notch.
    const clip = mapClip(await state(page))
    await page.mouse.move(clip.x + clip.width / 2, clip.y + clip.height / 2)
    await page.mouse.wheel(0, -100)
    await page.waitForFunction(() => window.delve.state().zoom === 1.5)
    await page.mouse.wheel(0, -100)
    await page.waitForFunction(() => window.delve.state().zoom === 2)
    const s2 = await state(page)
    expect(TILE_SIZE * s2.view.zoom).toBe(2 * tile1)
    // Remembered.
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    const again = await state(page)
    expect(again.zoom).toBe(2)
    expect(again.view.zoom).toBe(s2.view.zoom)
    expect(problems.pageErrors).toEqual([])
  })

  it('follows two fingers’ spread on the map (their pointer events), and takes no turn', async () => {
    const page = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    const s = await openGame(page, origin(), '?seed=settings-8')
    const clip = mapClip(s)
    const cx = clip.x + clip.width / 2
    const cy = clip.y + clip.height / 2
    await page.evaluate(
      ({ cx, cy }) => {
        const canvas = document.querySelector('#game canvas') as HTMLCanvasElement
        const send = (type: string, pointerId: number, x: number) =>
          canvas.dispatchEvent(
            new PointerEvent(type, {
              pointerId,
              pointerType: 'touch',
              clientX: x,
              clientY: cy,
              bubbles: true,
            }),
          )
        send('pointerdown', 11, cx - 40)
        send('pointerdown', 12, cx + 40)
        // 80 pixels apart, then 200: two and a half times the tiles.
        for (let d = 40; d <= 100; d += 10) {
          send('pointermove', 11, cx - d)
          send('pointermove', 12, cx + d)
        }
        send('pointerup', 11, cx - 100)
        send('pointerup', 12, cx + 100)
      },
      { cx, cy },
    )
    await page.waitForFunction(() => window.delve.state().zoom === 2.5)
    await settled(page)
    const after = await state(page)
    expect(after.player).toEqual(s.player)
    expect(after.turn).toBe(s.turn)
  })

  for (const size of [
    { width: 480, height: 800 },
    { width: 844, height: 390 },
    { width: 1920, height: 1080 },
  ]) {
    it(`keeps the player clear of the page at 3× on ${size.width}×${size.height}`, async () => {
      const phone = size.width < 600 || size.height < 500
      const page = await freshPage(size, phone ? { hasTouch: true, isMobile: true } : {})
      await openGame(page, origin(), '?seed=settings-5')
      // From the fill (its factor depends on the screen) up to 3×.
      for (let i = 0; i < 8 && (await state(page)).zoom < 3; i++) {
        const before = (await state(page)).zoom
        await pressKey(page, 'Equal')
        await page.waitForFunction((z) => window.delve.state().zoom !== z, before)
      }
      await page.waitForFunction(() => window.delve.state().zoom === 3)
      await settled(page)
      const s = await state(page)
      expect(await overPlayer(page, s)).toEqual([])
      const clip = mapClip(s)
      expect(clip.x).toBeGreaterThanOrEqual(0)
      expect(clip.y + clip.height).toBeLessThanOrEqual(size.height + 0.5)
      await page.screenshot({
        path: join(SCREENSHOTS, `zoom-3x-${size.width}x${size.height}.png`),
      })
      await openSettings(page, phone)
      await page.screenshot({
        path: join(SCREENSHOTS, `settings-${size.width}x${size.height}.png`),
      })
      // Every part of the screen can be reached: the reset at the bottom too.
      const hit = await page.$eval('#settings-reset', (element) => {
        element.scrollIntoView({ block: 'nearest' })
        const r = element.getBoundingClientRect()
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === element
      })
      expect(hit).toBe(true)
    })
  }
})

describe('high contrast', () => {
  it('repaints the map and the page when toggled, and remembers it', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    const s = await openGame(page, origin(), '?seed=settings-6')
    await settled(page)
    const clip = mapClip(s)
    const normal = await page.screenshot({ clip })
    expect(await page.getAttribute('html', 'data-contrast')).toBe('normal')
    await openSettings(page)
    await page.check('#settings-contrast')
    await closeSettings(page)
    await settled(page)
    expect(await page.getAttribute('html', 'data-contrast')).toBe('high')
    const high = await page.screenshot({ clip })
    expect(high.equals(normal)).toBe(false)
    await page.screenshot({ path: join(SCREENSHOTS, 'high-contrast-1280x800.png') })
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    await settled(page)
    expect(await page.getAttribute('html', 'data-contrast')).toBe('high')
    expect((await page.screenshot({ clip })).equals(high)).toBe(true)
    await openSettings(page)
    expect(await page.isChecked('#settings-contrast')).toBe(true)
    await page.uncheck('#settings-contrast')
    await closeSettings(page)
    await settled(page)
    expect((await page.screenshot({ clip })).equals(normal)).toBe(true)
  })
})

describe('the touch pad', () => {
  it('shows the buttons the player chose, which act, and keeps them', async () => {
    const page = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    await openGame(page, origin(), '?seed=settings-7')
    expect(await page.isVisible('#pad [data-command="drop"]')).toBe(true)
    expect(await page.$('#pad [data-command="rest"]')).toBeNull()
    await openSettings(page, true)
    // Eight at most: rest makes eight, wait is refused until one goes.
    await page.tap('#settings-pad input[value="rest"]')
    expect(await page.isChecked('#settings-pad input[value="rest"]')).toBe(true)
    await page.tap('#settings-pad input[value="wait"]')
    expect(await page.isChecked('#settings-pad input[value="wait"]')).toBe(false)
    expect(await page.textContent('#settings-message')).toContain('8 buttons')
    await page.tap('#settings-pad input[value="drop"]')
    await page.tap('#settings-close')
    await page.waitForSelector('#settings', { state: 'hidden' })
    expect(await page.$('#pad [data-command="drop"]')).toBeNull()
    expect(await page.isVisible('#pad [data-command="rest"]')).toBe(true)
    const turn = (await state(page)).turn
    await page.tap('#pad [data-command="rest"]')
    // Unhurt, resting says so at once and takes no time; or it rests.
    await page.waitForFunction(
      (t) => window.delve.state().turn > t || document.querySelector('#hud-status')?.textContent,
      turn,
    )
    await page.screenshot({ path: join(SCREENSHOTS, 'pad-chosen-480x800.png') })
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    expect(await page.isVisible('#pad [data-command="rest"]')).toBe(true)
    expect(problems.pageErrors).toEqual([])
  })

  for (const size of [
    { width: 480, height: 800 },
    { width: 844, height: 390 },
  ]) {
    it(`fits eight buttons, every one in the window and the player clear, at ${size.width}×${size.height}`, async () => {
      const page = await freshPage(size, { hasTouch: true, isMobile: true })
      await page.goto(`${origin()}/?seed=settings-9`)
      const eight = [
        'explore',
        'travel',
        'rest',
        'pickup',
        'inventory',
        'look',
        'history',
        'descend',
      ]
      await page.evaluate(({ key, pad }) => localStorage.setItem(key, JSON.stringify({ pad })), {
        key: SETTINGS_KEY,
        pad: eight,
      })
      await openGame(page, origin(), '?seed=settings-9')
      await settled(page)
      const boxes = await page.$$eval('#pad [data-command]', (buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect()
          return {
            id: (b as HTMLElement).dataset.command,
            top: r.top,
            bottom: r.bottom,
            right: r.right,
          }
        }),
      )
      expect(boxes.map((b) => b.id)).toEqual(eight)
      for (const box of boxes) {
        expect(box.bottom, box.id).toBeLessThanOrEqual(size.height)
        expect(box.right, box.id).toBeLessThanOrEqual(size.width)
      }
      expect(await overPlayer(page, await state(page))).toEqual([])
      await page.screenshot({
        path: join(SCREENSHOTS, `pad-eight-${size.width}x${size.height}.png`),
      })
    })
  }
})
