import { join } from 'node:path'
import { TILE_SIZE } from '@delve/art'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  noProblems,
  openGame,
  pressKey,
  SCREENSHOTS,
  settled,
  state,
  statusText,
  usePages,
} from './harness.js'

// What a playtest hit, each case held on the screen it was seen on.

const problems = noProblems()
const { origin, freshPage } = usePages(problems)

/** Presses `key` and waits until the keys are in `mode`. */
async function pressFor(page: Page, key: string, mode: DelveState['mode']): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((m) => window.delve.state().mode === m, mode)
  return state(page)
}

/** Waits until the status line says something matching `pattern`; returns it. */
async function waitForStatus(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('#hud-status')?.textContent ?? ''),
    pattern.source,
  )
  return statusText(page)
}

describe('giving a run up', () => {
  it('never happens by Shift+N pressed twice (a vi-keys run down-right): it asks, and N says no', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    const s = await openGame(page, origin(), '?seed=playtest-abandon')
    await pressKey(page, 'Shift+KeyN')
    await pressKey(page, 'Shift+KeyN')
    await waitForStatus(page, /^You play on\./)
    const after = await state(page)
    expect(after).toMatchObject({ runSeed: s.runSeed, turn: s.turn, mode: 'play' })
    // Asked again, the screen says what it does and has a button for each answer.
    await pressKey(page, 'Shift+KeyN')
    await page.waitForSelector('#menu', { state: 'visible' })
    const buttons = await page.locator('#menu-list button').allTextContents()
    expect(buttons).toEqual(['y) Yes: give it up, start a new run', 'n) No: play on'])
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'playtest-give-up.png') })
    // Any other key leaves the question asked.
    for (const key of ['Enter', 'KeyJ', 'KeyA', 'Period']) await pressKey(page, key)
    await settled(page)
    expect(await state(page)).toMatchObject({ runSeed: s.runSeed, turn: s.turn, mode: 'confirm' })
    await pressKey(page, 'KeyY')
    await page.waitForFunction((old) => window.delve.state().runSeed !== old, s.runSeed)
    // The run given up is kept in the history of runs, and shown at the end of the next.
    const kept = await page.evaluate(() => localStorage.getItem('delve.history.v1'))
    expect(JSON.parse(kept ?? '{}').runs).toMatchObject([
      { seed: 'playtest-abandon', depth: 1, won: false, cause: 'gave up on depth 1' },
    ])
    await pressKey(page, 'Escape')
    await pressKey(page, 'KeyY')
    await page.waitForSelector('#quit', { state: 'visible' })
    const runs = await page.locator('#quit-history li').allTextContents()
    expect(runs).toHaveLength(2)
    expect(runs[1]).toContain('playtest-abandon')
    expect(runs[1]).toContain('gave up on depth 1')
  })

  it('is asked with buttons a finger can tap on a phone', async () => {
    const page = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    const s = await openGame(page, origin(), '?seed=playtest-abandon-2')
    await pressKey(page, 'Escape')
    await page.waitForSelector('#menu', { state: 'visible' })
    const no = page.locator('#menu-list button[data-index="1"]')
    const box = await no.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'playtest-leave-480x800.png') })
    await no.tap()
    await waitForStatus(page, /^You play on\./)
    expect(await state(page)).toMatchObject({ runSeed: s.runSeed, mode: 'play' })
    await pressKey(page, 'Escape')
    await page.locator('#menu-list button[data-index="0"]').tap()
    await page.waitForSelector('#quit', { state: 'visible' })
    expect(problems.pageErrors).toEqual([])
  })
})

describe('a refused value’s message', () => {
  const SIZES = [
    { width: 480, height: 800 },
    { width: 844, height: 390 },
    { width: 1920, height: 1080 },
  ]
  for (const size of SIZES) {
    it(`stays inside the window at ${size.width}×${size.height}`, async () => {
      const phone = size.width < 600 || size.height < 500
      const page = await freshPage(size, phone ? { hasTouch: true, isMobile: true } : {})
      // A seed far too long: said cut short.
      await openGame(page, origin(), `?seed=${'x'.repeat(300)}`)
      const said = await statusText(page)
      expect(said).toMatch(/^Invalid seed: "x{20}…"\. Allowed: a string of 1 to \d+ characters\./)
      expect(await statusBox(page)).toMatchObject({ inside: true, overflows: false })
      await page.screenshot({
        path: join(SCREENSHOTS, `playtest-long-seed-${size.width}x${size.height}.png`),
      })
      // Any long word on the status line (here an algorithm's name, quoted whole) breaks inside it.
      await openGame(page, origin(), `?seed=long&algo=${'z'.repeat(300)}`)
      expect(await statusText(page)).toContain('z'.repeat(300))
      const box = await statusBox(page)
      expect(box).toMatchObject({ inside: true, overflows: false })
      expect(box.height).toBeLessThanOrEqual(size.height / 3)
      await page.screenshot({
        path: join(SCREENSHOTS, `playtest-long-word-${size.width}x${size.height}.png`),
      })
    })
  }
})

/** Where the status line is: wholly inside the window, and whether its text runs past its box. */
function statusBox(page: Page) {
  return page.$eval('#hud-status', (element) => {
    const r = element.getBoundingClientRect()
    return {
      inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
      overflows: element.scrollWidth > element.clientWidth + 1,
      height: r.height,
    }
  })
}

/** A level of caves with no monster, for looking at the map alone. */
const CALM = '?sandbox&seed=calm-2&algo=drunkard&w=30&h=20&drunkardFloor=15'

/**
 * The mean luminance of each of `boxes` (CSS pixels) in a screenshot, decoded by the browser
 * itself on a 2D canvas.
 */
function boxLights(page: Page, png: Buffer, boxes: Box[]): Promise<number[]> {
  return page.evaluate(
    async ({ data, boxes }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      context.drawImage(image, 0, 0)
      return boxes.map(({ x, y, size }) => {
        const pixels = context.getImageData(x, y, size, size).data
        let sum = 0
        for (let i = 0; i < pixels.length; i += 4)
          sum +=
            0.2126 * (pixels[i] ?? 0) +
            0.7152 * (pixels[i + 1] ?? 0) +
            0.0722 * (pixels[i + 2] ?? 0)
        return sum / (size * size)
      })
    },
    { data: png.toString('base64'), boxes },
  )
}

interface Box {
  x: number
  y: number
  size: number
}

/** The floor tiles shown whole on the map, in sight (beyond the torch's glow) and remembered. */
function floorTiles(s: DelveState): { inSight: Box[]; remembered: Box[] } {
  const { view } = s
  const size = TILE_SIZE * view.zoom
  const rows = {
    ascii: s.ascii.split('\n'),
    visible: s.visible.split('\n'),
    explored: s.explored.split('\n'),
  }
  const taken = new Set(
    [...s.drawnItems.seen, ...s.drawnItems.remembered].map((p) => `${p.x},${p.y}`),
  )
  const inSight: Box[] = []
  const remembered: Box[] = []
  for (let y = Math.ceil(view.y); y + 1 <= view.y + view.height; y++) {
    for (let x = Math.ceil(view.x); x + 1 <= view.x + view.width; x++) {
      if (rows.ascii[y]?.[x] !== '.' || taken.has(`${x},${y}`)) continue
      // The glow round the player reaches a tile and a half: its tiles are lit more.
      if (Math.max(Math.abs(x - s.player.x), Math.abs(y - s.player.y)) <= 2) continue
      // Inset by a pixel: no seam of the next tile.
      const box = {
        x: Math.round(view.left + (x - view.x) * size) + 1,
        y: Math.round(view.top + (y - view.y) * size) + 1,
        size: Math.floor(size) - 2,
      }
      if (rows.visible[y]?.[x] === '1') inSight.push(box)
      else if (rows.explored[y]?.[x] === '1') remembered.push(box)
    }
  }
  return { inSight, remembered }
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length

describe('what is in sight', () => {
  const looks = [
    { name: 'the tiles', stored: {} },
    { name: 'high contrast', stored: { highContrast: true } },
    { name: 'ASCII', stored: { ascii: true } },
  ]
  for (const look of looks) {
    it(`is drawn brighter than what is remembered, in ${look.name}`, async () => {
      const page = await freshPage({ width: 1280, height: 800 })
      await page.goto(`${origin()}/${CALM}`)
      await page.evaluate(
        (value) => localStorage.setItem('delve.settings.v1', value),
        JSON.stringify(look.stored),
      )
      let s = await openGame(page, origin(), CALM)
      let tiles = floorTiles(s)
      for (
        let press = 0;
        press < 10 && (tiles.remembered.length < 8 || tiles.inSight.length < 8);
        press++
      ) {
        await pressKey(page, 'KeyO')
        await page.waitForFunction((turn) => window.delve.state().turn > turn, s.turn)
        await page.waitForFunction(() => !window.delve.state().exploring)
        await settled(page)
        s = await state(page)
        tiles = floorTiles(s)
      }
      expect(tiles.remembered.length).toBeGreaterThanOrEqual(8)
      expect(tiles.inSight.length).toBeGreaterThanOrEqual(8)
      const png = await page.screenshot({
        path: join(SCREENSHOTS, `playtest-sight-${look.name.replace(/ /g, '-')}.png`),
      })
      const inSight = mean(await boxLights(page, png, tiles.inSight))
      const remembered = mean(await boxLights(page, png, tiles.remembered))
      console.log(
        `${look.name}: floors in sight ${inSight.toFixed(1)}, remembered ${remembered.toFixed(1)}`,
      )
      expect(inSight).toBeGreaterThan(remembered * 1.1)
    })
  }
})

/** The page's parts that sit over the canvas. */
const OVERLAYS = ['#hud-top', '#hud-bottom', '#sidebar', '#pad', '#panel', '#menu']

/** The boxes of the page's parts shown now, as the browser lays them out. */
function overlayBoxes(page: Page) {
  return page.evaluate((selectors) => {
    const boxes: { name: string; left: number; top: number; right: number; bottom: number }[] = []
    for (const selector of selectors) {
      const element = document.querySelector(selector)
      if (!(element instanceof HTMLElement) || getComputedStyle(element).display === 'none')
        continue
      const r = element.getBoundingClientRect()
      if (r.width > 0 && r.height > 0)
        boxes.push({ name: selector, left: r.left, top: r.top, right: r.right, bottom: r.bottom })
    }
    return boxes
  }, OVERLAYS)
}

/**
 * The tiles of `tiles` not wholly on the screen: outside the part of the window the map is
 * drawn in, outside the window, or under a part of the page.
 */
async function offScreen(page: Page, s: DelveState, tiles: readonly { x: number; y: number }[]) {
  const boxes = await overlayBoxes(page)
  const window = page.viewportSize() ?? { width: 0, height: 0 }
  const { view } = s
  const size = TILE_SIZE * view.zoom
  const drawn = {
    left: view.left,
    top: view.top,
    right: view.left + view.width * size,
    bottom: view.top + view.height * size,
  }
  const slack = 0.5
  const problems: string[] = []
  for (const p of tiles) {
    const left = view.left + (p.x - view.x) * size
    const top = view.top + (p.y - view.y) * size
    const tile = { left, top, right: left + size, bottom: top + size }
    const inside =
      tile.left >= Math.max(0, drawn.left) - slack &&
      tile.top >= Math.max(0, drawn.top) - slack &&
      tile.right <= Math.min(window.width, drawn.right) + slack &&
      tile.bottom <= Math.min(window.height, drawn.bottom) + slack
    if (!inside) problems.push(`${p.x},${p.y} off the map drawn`)
    for (const box of boxes) {
      const across = Math.min(tile.right, box.right) - Math.max(tile.left, box.left)
      const down = Math.min(tile.bottom, box.bottom) - Math.max(tile.top, box.top)
      if (across > slack && down > slack) problems.push(`${p.x},${p.y} under ${box.name}`)
    }
  }
  return problems
}

/** Every tile the player sees now. */
function tilesInSight(s: DelveState): { x: number; y: number }[] {
  const tiles: { x: number; y: number }[] = []
  s.visible.split('\n').forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') tiles.push({ x, y })
  })
  return tiles
}

/** Checks that every tile in sight and every monster the bar counts is on screen; returns the state. */
async function expectSightOnScreen(page: Page): Promise<DelveState> {
  const s = await settled(page)
  expect(await offScreen(page, s, tilesInSight(s)), `turn ${s.turn}`).toEqual([])
  const counted = Number(await page.getAttribute('#hud-seen', 'data-count'))
  expect(counted).toBe(s.drawnMonsters.length)
  expect(await offScreen(page, s, s.drawnMonsters)).toEqual([])
  return s
}

describe('the screen shows all that is in sight', () => {
  it('on a phone on its side (844×390): every tile in sight and every monster counted is drawn, clear of the page', async () => {
    const size = { width: 844, height: 390 }
    const page = await freshPage(size, { hasTouch: true, isMobile: true })
    await openGame(page, origin(), '?seed=explore-meets')
    let s = await expectSightOnScreen(page)
    // The fill draws smaller tiles here rather than leave a part of the sight off the strip.
    expect(s.zoom).toBeLessThan(1)
    expect(s.view.height).toBeGreaterThanOrEqual(2 * s.sightRadius + 1)
    let withMonster = 0
    for (let press = 0; press < 16 && withMonster < 4 && !s.dead; press++) {
      if (s.drawnMonsters.length === 0) {
        await pressKey(page, 'KeyO')
        await page.waitForFunction(() => !window.delve.state().exploring)
      } else {
        const turn = s.turn
        await pressKey(page, 'Period')
        await page.waitForFunction(
          (t) => window.delve.state().turn > t || window.delve.state().dead,
          turn,
        )
      }
      s = await expectSightOnScreen(page)
      if (s.drawnMonsters.length > 0) {
        withMonster++
        if (withMonster === 1)
          await page.screenshot({ path: join(SCREENSHOTS, 'playtest-sight-844x390.png') })
      }
    }
    expect(withMonster).toBeGreaterThan(0)
    // The pad's buttons can be pressed: nothing of the page is over them.
    const hits = await page.$$eval('#pad button', (buttons) =>
      buttons.every((b) => {
        const r = b.getBoundingClientRect()
        if (r.width === 0) return true
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return top === b || b.contains(top)
      }),
    )
    expect(hits).toBe(true)
  })

  it('at 1280×720, next to the bottom edge of the map, nothing in sight is under the bottom bar', async () => {
    const page = await freshPage({ width: 1280, height: 720 })
    let s = await openGame(page, origin(), '?seed=edge-17')
    expect(s.player.y).toBeGreaterThanOrEqual(s.height - 6)
    s = await expectSightOnScreen(page)
    // The camera is at the bottom edge of the map (its last row drawn just above the bar), and the
    // sight reaches down to it.
    expect(s.view.y + s.view.height).toBeCloseTo(s.height)
    expect(Math.max(...tilesInSight(s).map((p) => p.y))).toBeGreaterThanOrEqual(s.height - 4)
    await page.screenshot({ path: join(SCREENSHOTS, 'playtest-edge-1280x720.png') })
    for (let press = 0; press < 6 && !s.dead; press++) {
      const turn = s.turn
      await pressKey(page, s.drawnMonsters.length > 0 ? 'Period' : 'KeyO')
      await page.waitForFunction(
        (t) =>
          (window.delve.state().turn > t && !window.delve.state().exploring) ||
          window.delve.state().dead,
        turn,
      )
      s = await expectSightOnScreen(page)
    }
  })

  it('keeps the looked-at tile on screen, however far the cursor goes', async () => {
    const page = await freshPage({ width: 844, height: 390 }, { hasTouch: true, isMobile: true })
    const start = await openGame(page, origin(), '?seed=edge-17')
    await pressFor(page, 'KeyX', 'look')
    let expected = { ...start.player }
    for (const [key, dx, dy] of [
      ['ArrowLeft', -1, 0],
      ['ArrowUp', 0, -1],
      ['ArrowRight', 1, 0],
    ] as const) {
      for (let i = 0; i < 30; i++) await pressKey(page, key)
      expected = {
        x: Math.min(start.width - 1, Math.max(0, expected.x + 30 * dx)),
        y: Math.min(start.height - 1, Math.max(0, expected.y + 30 * dy)),
      }
      await page.waitForFunction(
        (p) => window.delve.state().cursor?.x === p.x && window.delve.state().cursor?.y === p.y,
        expected,
      )
      const s = await settled(page)
      expect(s.mode).toBe('look')
      expect(await offScreen(page, s, [expected]), key).toEqual([])
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'playtest-look-844x390.png') })
    // Back in play, the camera is on the player again.
    await pressFor(page, 'Escape', 'play')
    const back = await settled(page)
    expect(await offScreen(page, back, [back.player])).toEqual([])
  })
})

describe('a large screen', () => {
  it('is filled by default at 1920×1080: larger tiles, the player and the bars in view, state().zoom saying so', async () => {
    const page = await freshPage({ width: 1920, height: 1080 })
    await openGame(page, origin(), '?seed=layout-1')
    const s = await settled(page)
    // 1.5 times the readable size: 36-pixel tiles, half an ordinary level still in view.
    expect(s.zoom).toBe(1.5)
    expect(TILE_SIZE * s.view.zoom).toBe(36)
    expect(s.view.width).toBeGreaterThanOrEqual(40)
    expect(s.view.height).toBeGreaterThanOrEqual(22)
    expect(await offScreen(page, s, [s.player, ...tilesInSight(s)])).toEqual([])
    for (const bar of ['#hud-top', '#hud-bottom']) expect(await page.isVisible(bar)).toBe(true)
    await page.screenshot({ path: join(SCREENSHOTS, 'playtest-fill-1920x1080.png') })
    // The zoom keys step from there; a zoom chosen is kept.
    await pressKey(page, 'Minus')
    await page.waitForFunction(() => window.delve.state().zoom === 1)
    expect(TILE_SIZE * (await settled(page)).view.zoom).toBe(24)
    await pressKey(page, 'Equal')
    await pressKey(page, 'Equal')
    await page.waitForFunction(() => window.delve.state().zoom === 2)
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    expect((await state(page)).zoom).toBe(2)
  })

  it('keeps the readable size where filling would show less than half a level (1280×720)', async () => {
    const page = await freshPage({ width: 1280, height: 720 })
    await openGame(page, origin(), '?seed=layout-1')
    const s = await settled(page)
    expect(s.zoom).toBe(1)
    expect(TILE_SIZE * s.view.zoom).toBe(24)
  })
})
