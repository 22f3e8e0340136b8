import { join } from 'node:path'
import { TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  monsterAt,
  noProblems,
  openGame,
  pressKey,
  SCREENSHOTS,
  sendKeys,
  settled,
  state,
  usePages,
  walkableAt,
} from './harness.js'

const problems = noProblems()
const { origin, freshPage } = usePages(problems)

/** Every window the game is tested at: phones upright and on their side, laptops, a desktop. */
const SIZES = [
  { width: 480, height: 800 },
  { width: 844, height: 390 },
  { width: 800, height: 600 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const

/** The page's parts that sit over the canvas. */
const OVERLAYS = [
  '#hud-top',
  '#hud-bottom',
  '#sidebar',
  '#pad',
  '#panel',
  '#menu',
  '#quit',
  '#loading',
]

interface Box {
  name: string
  left: number
  top: number
  right: number
  bottom: number
}

const isPhone = (size: { width: number; height: number }) => size.width < 600 || size.height < 500

/** The boxes of the page's parts shown now, as the browser lays them out. */
function overlayBoxes(page: Page): Promise<Box[]> {
  return page.evaluate((selectors) => {
    const boxes: Box[] = []
    for (const selector of selectors) {
      const element = document.querySelector(selector)
      if (!(element instanceof HTMLElement)) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const r = element.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      boxes.push({ name: selector, left: r.left, top: r.top, right: r.right, bottom: r.bottom })
    }
    return boxes
  }, OVERLAYS)
}

const overlap = (a: Omit<Box, 'name'>, b: Omit<Box, 'name'>) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5

/** The rectangle a tile takes on the page, from the camera the game reports. */
function tileBox(s: DelveState, p: Point): Omit<Box, 'name'> {
  const { view } = s
  const size = TILE_SIZE * view.zoom
  const left = view.left + (p.x - view.x) * size
  const top = view.top + (p.y - view.y) * size
  return { left, top, right: left + size, bottom: top + size }
}

/**
 * The map rows drawn on the canvas that some part of the page covers, wholly or in part, and the
 * rows drawn; and whether the player's tile is covered.
 */
async function coverage(page: Page) {
  const s = await state(page)
  const boxes = await overlayBoxes(page)
  const { view } = s
  const size = TILE_SIZE * view.zoom
  const shown = {
    left: view.left,
    top: view.top,
    right: view.left + view.width * size,
    bottom: view.top + view.height * size,
  }
  const covered: number[] = []
  const first = Math.floor(view.y)
  const last = Math.ceil(view.y + view.height) - 1
  for (let row = first; row <= last; row++) {
    const band = {
      left: shown.left,
      right: shown.right,
      top: Math.max(shown.top, view.top + (row - view.y) * size),
      bottom: Math.min(shown.bottom, view.top + (row + 1 - view.y) * size),
    }
    if (boxes.some((box) => overlap(band, box))) covered.push(row)
  }
  const player = tileBox(s, s.player)
  const overPlayer = boxes.filter((box) => overlap(player, box)).map((box) => box.name)
  return { s, boxes, covered, rows: last - first + 1, overPlayer, shown }
}

describe('the screen keeps clear of the map', () => {
  for (const size of SIZES) {
    it(`covers no map row and never the player at ${size.width}×${size.height}`, async () => {
      const phone = isPhone(size)
      const page = await freshPage(size, phone ? { hasTouch: true, isMobile: true } : {})
      await openGame(page, origin(), '?seed=layout-1')
      // A full log and a long status line: the bottom bar at its tallest.
      for (let i = 0; i < 5; i++) await pressKey(page, 'Shift+KeyL')
      await pressKey(page, 'Home')
      await pressKey(page, 'Shift+KeyL')
      await settled(page)
      const { s, covered, rows, overPlayer, shown } = await coverage(page)
      console.log(
        `${size.width}×${size.height}: ${covered.length} of ${rows} drawn map rows covered` +
          ` (zoom ${s.view.zoom}, ${TILE_SIZE * s.view.zoom} px tiles, ` +
          `${s.view.width.toFixed(1)}×${s.view.height.toFixed(1)} tiles shown` +
          `${s.view.follow ? ', following the player' : ''})`,
      )
      await page.screenshot({ path: join(SCREENSHOTS, `layout-${size.width}x${size.height}.png`) })
      expect(covered).toEqual([])
      expect(overPlayer).toEqual([])
      // The map is drawn inside the window, at a readable size (tiles of 24 pixels at least), or
      // smaller only where the whole sight would not fit so (a phone on its side).
      expect(shown.left).toBeGreaterThanOrEqual(0)
      expect(shown.top).toBeGreaterThanOrEqual(0)
      expect(shown.right).toBeLessThanOrEqual(size.width + 0.5)
      expect(shown.bottom).toBeLessThanOrEqual(size.height + 0.5)
      const sight = 2 * s.sightRadius + 1
      if (TILE_SIZE * s.view.zoom < 24) {
        const room = Math.min(shown.right - shown.left, shown.bottom - shown.top)
        expect(room / 24).toBeLessThan(sight)
      }
      expect(Math.min(s.view.width, s.view.height)).toBeGreaterThanOrEqual(sight)
      // A usable strip of map, on a phone on its side too.
      expect(s.view.height).toBeGreaterThanOrEqual(phone ? 7 : 14)
      expect(problems.pageErrors).toEqual([])
    })

    it(`keeps the sandbox's panel off the player, and the pad off the panel, at ${size.width}×${size.height}`, async () => {
      const phone = isPhone(size)
      const page = await freshPage(size, phone ? { hasTouch: true, isMobile: true } : {})
      // A wide map: the panel once hid the player on such maps.
      await openGame(page, origin(), '?seed=layout-2&w=120&h=60&sandbox')
      if (phone) await page.tap('#panel-toggle')
      else await pressKey(page, 'Tab')
      await page.waitForSelector('#panel', { state: 'visible' })
      await settled(page)
      const { s, covered, rows, overPlayer } = await coverage(page)
      console.log(
        `${size.width}×${size.height}, the panel open: ${covered.length} of ${rows} drawn map rows covered`,
      )
      await page.screenshot({
        path: join(SCREENSHOTS, `layout-panel-${size.width}x${size.height}.png`),
      })
      expect(covered).toEqual([])
      expect(overPlayer).toEqual([])
      expect(s.view.height).toBeGreaterThanOrEqual(3)
      // Every button of the panel can be reached: scrolled to, nothing of the page is over it.
      for (const id of ['#panel-regenerate', '#panel-new', '#panel-copy', '#panel-run']) {
        const hit = await page.$eval(id, (element) => {
          element.scrollIntoView({ block: 'nearest' })
          const r = element.getBoundingClientRect()
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          return top === element || element.contains(top)
        })
        expect(hit, id).toBe(true)
      }
    })
  }
})

describe('on a phone', () => {
  it('keeps the pad where it is as the bar below the map fills', async () => {
    const page = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    await openGame(page, origin(), '?seed=layout-3')
    const padBox = () => page.$eval('#pad', (e) => e.getBoundingClientRect().toJSON())
    const before = await padBox()
    expect(before.bottom).toBe(800)
    // A long sentence on the status line, and turns that fill the log.
    await pressKey(page, 'Shift+KeyL')
    for (let i = 0; i < 6; i++) await page.tap('#pad [data-wait]')
    await settled(page)
    expect(await padBox()).toEqual(before)
    const { covered, overPlayer } = await coverage(page)
    expect(covered).toEqual([])
    expect(overPlayer).toEqual([])
  })

  it('on its side (844×390), scrolls the end screen to its top, and a tap starts a new run', async () => {
    const page = await freshPage({ width: 844, height: 390 }, { hasTouch: true, isMobile: true })
    const before = await openGame(page, origin(), '?seed=layout-4')
    await pressKey(page, 'Escape')
    await page.tap('#menu button:has-text("Yes: leave")')
    await page.waitForSelector('#quit', { state: 'visible' })
    const top = await page.$eval('#quit', (quit) => {
      quit.scrollTop = 0
      return {
        taller: quit.scrollHeight > quit.clientHeight,
        heading: (quit.querySelector('h2') as HTMLElement).getBoundingClientRect().top,
      }
    })
    // Taller than the window, it starts at its top, where scrolling reaches, not above it.
    expect(top.taller).toBe(true)
    expect(top.heading).toBeGreaterThanOrEqual(0)
    await page.screenshot({ path: join(SCREENSHOTS, 'end-844x390.png') })
    await page.tap('#quit-new')
    await page.waitForFunction((seed) => window.delve.state().seed !== seed, before.seed)
  })
})

/** Monsters in sight, more than a phone's strip has room to name. */
const CROWD = ['goblin archer', 'acid jelly', 'troll', 'kobold', 'orc', 'wolf']

describe("a phone's strip of monsters in sight", () => {
  it('counts those cut off at its end, only then, and covers nothing (390×844, 844×390)', async () => {
    const page = await freshPage({ width: 390, height: 844 }, { hasTouch: true, isMobile: true })
    await openGame(page, origin(), '?seed=layout-6&sandbox&cheats')
    for (const kind of CROWD) {
      const problem = await page.evaluate(
        (k) => window.delve.cheats?.placeMonster(k, undefined, { asleep: true }) ?? 'no hooks',
        kind,
      )
      expect(problem).toBe('')
    }
    // And more a step away: more than the column on its side has room for.
    const s = await state(page)
    const near = [-2, -1, 0, 1, 2]
      .flatMap((dy) => [-2, -1, 0, 1, 2].map((dx) => ({ x: s.player.x + dx, y: s.player.y + dy })))
      .filter((p) => Math.max(Math.abs(p.x - s.player.x), Math.abs(p.y - s.player.y)) === 2)
      .filter((p) => walkableAt(s, p) && !monsterAt(s, p))
      .slice(0, 6)
    expect(near.length).toBe(6)
    for (const at of near) {
      const problem = await page.evaluate(
        (p) => window.delve.cheats?.placeMonster('kobold', p, { asleep: true }) ?? 'no hooks',
        at,
      )
      expect(problem).toBe('')
    }
    for (const size of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
    ]) {
      await page.setViewportSize(size)
      await settled(page)
      const strip = () =>
        page.$eval('#sidebar-list', (list) => {
          const cut = document.querySelector('#sidebar-cut') as HTMLElement
          const box = (selector: string) => {
            const r = document.querySelector(selector)?.getBoundingClientRect()
            return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null
          }
          return {
            overflows:
              list.scrollWidth > list.clientWidth + 1 || list.scrollHeight > list.clientHeight + 1,
            shown: !cut.hidden && getComputedStyle(cut).display !== 'none',
            text: cut.textContent ?? '',
            edges: list.dataset.cut ?? '',
            cut: box('#sidebar-cut'),
            sidebar: box('#sidebar'),
            buttons: [...document.querySelectorAll('#pad button, #hud-top button')].flatMap((b) => {
              const r = b.getBoundingClientRect()
              return r.width > 0
                ? [{ left: r.left, top: r.top, right: r.right, bottom: r.bottom }]
                : []
            }),
          }
        })
      const before = await strip()
      await page.screenshot({ path: join(SCREENSHOTS, `strip-${size.width}x${size.height}.png`) })
      // Twelve names fit neither across the strip nor down the column: the count says how many
      // lie past the end.
      expect(before.overflows).toBe(true)
      expect(before.shown).toBe(true)
      const count = Number(before.text.slice(1))
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThan(CROWD.length + 6)
      expect(before.edges).toBe('end')
      // Inside the strip (which the map keeps clear of), over no button.
      const { cut, sidebar } = before
      if (!cut || !sidebar) throw new Error('no strip or count')
      expect(cut.left).toBeGreaterThanOrEqual(sidebar.left)
      expect(cut.right).toBeLessThanOrEqual(sidebar.right + 0.5)
      expect(cut.top).toBeGreaterThanOrEqual(sidebar.top)
      expect(cut.bottom).toBeLessThanOrEqual(sidebar.bottom + 0.5)
      expect(before.buttons.filter((b) => overlap(b, cut))).toEqual([])
      // Swiped to its end, nothing lies past it: the count goes, the fade is at the start.
      await page.$eval('#sidebar-list', (list) => {
        list.scrollTo({ left: list.scrollWidth, top: list.scrollHeight, behavior: 'instant' })
      })
      await page.waitForFunction(
        () => (document.querySelector('#sidebar-cut') as HTMLElement).hidden,
      )
      expect((await strip()).edges).toBe('start')
      await page.$eval('#sidebar-list', (list) =>
        list.scrollTo({ left: 0, top: 0, behavior: 'instant' }),
      )
      await page.waitForFunction(
        () => !(document.querySelector('#sidebar-cut') as HTMLElement).hidden,
      )
      // No drawn map row is covered (so no monster on it either), nor the player's tile.
      const { covered, overPlayer } = await coverage(page)
      expect(covered).toEqual([])
      expect(overPlayer).toEqual([])
    }
    expect(problems.pageErrors).toEqual([])
  })
})

/** Kinds of item the default content has, one pack letter each: a pack longer than a phone shows. */
const LONG_PACK = [
  'dart',
  'healing potion',
  'lightning scroll',
  'confusion scroll',
  'fireball scroll',
  'ration',
  'javelin',
  'wand of lightning',
  'wand of slowing',
  'wand of digging',
  'identify scroll',
  'teleportation scroll',
]

/**
 * Opens the pack and pages through it with taps on its page button to the end; returns the last
 * entry's text and centre, once every entry has been wholly inside the list's box, with nothing
 * of the page over its centre, on some page.
 */
async function pageToPackEnd(page: Page, size: { width: number; height: number }) {
  await page.tap('#pad [data-act=inventory]')
  await page.waitForSelector('#menu', { state: 'visible' })
  // The list is longer than its box: the entries past it are reached a page at a time.
  expect(await page.$eval('#menu-list', (l) => l.scrollHeight > l.clientHeight)).toBe(true)
  const reached = new Set<number>()
  const shown = () =>
    page.$$eval('#menu-list button', (buttons) => {
      const list = (document.querySelector('#menu-list') as HTMLElement).getBoundingClientRect()
      return buttons.flatMap((button, n) => {
        const r = button.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        const whole = r.top >= list.top - 0.5 && r.bottom <= list.bottom + 0.5
        return whole && button.contains(hit) ? [n] : []
      })
    })
  for (let pages = 0; pages < 12; pages++) {
    for (const n of await shown()) reached.add(n)
    if (await page.isDisabled('#menu-down')) break
    await page.tap('#menu-down')
  }
  const count = await page.locator('#menu-list button').count()
  expect(
    [...reached].sort((a, b) => a - b),
    `entries reached at ${size.width}×${size.height}`,
  ).toEqual(Array.from({ length: count }, (_, n) => n))
  // The menu is opaque enough that the map and the pad do not show through its text.
  const alpha = await page.$eval('#menu', (menu) => {
    const parts = getComputedStyle(menu).backgroundColor.match(/[\d.]+/g) ?? []
    return parts.length === 4 ? Number(parts[3]) : 1
  })
  expect(alpha).toBeGreaterThanOrEqual(0.98)
  await page.screenshot({ path: join(SCREENSHOTS, `phone-pack-${size.width}x${size.height}.png`) })
  const last = page.locator('#menu-list li:last-child button')
  const box = await last.boundingBox()
  if (!box) throw new Error('no last entry')
  return {
    text: (await last.textContent()) ?? '',
    centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  }
}

describe('a long pack on a phone', () => {
  it('reaches and chooses every entry by touch, upright (390×844) and on its side (844×390)', async () => {
    const upright = { width: 390, height: 844 }
    const page = await freshPage(upright, { hasTouch: true, isMobile: true })
    await openGame(page, origin(), '?seed=layout-5&sandbox&cheats')
    for (const kind of LONG_PACK) {
      const problem = await page.evaluate(
        (k) => window.delve.cheats?.placeItem(k) ?? 'no hooks',
        kind,
      )
      expect(problem).toBe('')
    }
    // Picked up in one burst of key presses: the pad's own buttons are tested elsewhere.
    await sendKeys(
      page,
      LONG_PACK.map(() => 'KeyG'),
    )
    await page.waitForFunction((n) => window.delve.state().inventory.length === n, LONG_PACK.length)
    const sideways = { width: 844, height: 390 }
    for (const size of [upright, sideways]) {
      await page.setViewportSize(size)
      await settled(page)
      const before = (await state(page)).inventory
      const last = await pageToPackEnd(page, size)
      const { overPlayer } = await coverage(page)
      expect(overPlayer).toEqual([])
      // A tap on the last entry (the first picked up, a dart) chooses it as its letter would:
      // the pack closes for the aim; the pad's cancel puts the dart back.
      await page.touchscreen.tap(last.centre.x, last.centre.y)
      await page.waitForFunction(() => window.delve.state().mode === 'targeting')
      expect(await page.isHidden('#menu')).toBe(true)
      await page.tap('#pad [data-act=cancel]')
      await page.waitForFunction(() => window.delve.state().mode === 'play')
      expect((await state(page)).inventory).toEqual(before)
      expect(last.text).toMatch(/^[a-z]\) dart$/)
    }
    // Sideways the map is drawn as large as the whole sight allows, not at half the size.
    const s = await settled(page)
    expect(s.view.factor).toBeGreaterThan(0.75)
    expect(problems.pageErrors).toEqual([])
  })
})

describe('on a high-density screen', () => {
  it('draws the canvas at the screen’s own pixels, the map at whole pixels of it', async () => {
    const size = { width: 1280, height: 800 }
    const page = await freshPage(size, { deviceScaleFactor: 2 })
    await openGame(page, origin(), '?seed=layout-1')
    await settled(page)
    const canvas = await page.$eval('canvas', (c) => ({
      width: (c as HTMLCanvasElement).width,
      height: (c as HTMLCanvasElement).height,
      cssWidth: c.clientWidth,
      cssHeight: c.clientHeight,
    }))
    expect(canvas).toEqual({ width: 2560, height: 1600, cssWidth: 1280, cssHeight: 800 })
    const { s, covered, overPlayer } = await coverage(page)
    expect(s.view.pixelRatio).toBe(2)
    // Each map pixel takes a whole number of the screen's pixels.
    expect(Number.isInteger(s.view.zoom * s.view.pixelRatio)).toBe(true)
    expect(TILE_SIZE * s.view.zoom).toBeGreaterThanOrEqual(24)
    expect(covered).toEqual([])
    expect(overPlayer).toEqual([])
    await page.screenshot({ path: join(SCREENSHOTS, 'layout-1280x800-dpr2.png') })
  })
})
