import { join } from 'node:path'
import type { Point } from '@delve/map'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  dungeonFor,
  monsterAt,
  noProblems,
  openGame,
  pathKeys,
  playTurn,
  pressKey,
  SCREENSHOTS,
  screenPoint,
  screenshotForDocs,
  settled,
  state,
  statusText,
  usePages,
  walkableAt,
} from './harness.js'

type Monster = DelveState['monsters'][number]

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

const PHONE = { width: 480, height: 800 }
const TOUCH = { hasTouch: true, isMobile: true }

/** Opens the sandbox with its test hooks (`?cheats`) on. */
function openWithCheats(page: Page, query: string): Promise<DelveState> {
  return openGame(page, origin, `${query}&sandbox&cheats`)
}

/** Lays an item of `kind` on `at` (the player's tile by default) through the test hook. */
async function place(page: Page, kind: string, at?: Point): Promise<void> {
  const problem = await page.evaluate(
    ([k, p]) => window.delve.cheats?.placeItem(k, p) ?? 'no test hooks',
    [kind, at] as const,
  )
  expect(problem).toBe('')
}

/** Presses `key` and waits until the game is in `mode`. */
async function pressFor(page: Page, key: string, mode: DelveState['mode']): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((m) => window.delve.state().mode === m, mode)
  return state(page)
}

const d2 = (a: Point, b: Point) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2

function seen(s: DelveState, p: Point): boolean {
  return s.visible.split('\n')[p.y]?.[p.x] === '1'
}

/** The monsters the player sees within `range` (dx² + dy² ≤ range²), nearest first. */
function inSight(s: DelveState, range: number): Monster[] {
  return s.monsters
    .filter((m) => seen(s, m) && d2(m, s.player) <= range * range)
    .sort((a, b) => d2(a, s.player) - d2(b, s.player))
}

/**
 * A monster in sight within `range`: the one there already, or an awake goblin the test hook
 * puts on the nearest free floor tile in sight at least two steps away (walking up to one took
 * a hundred turns or more, and under load a key held past its repeat delay could walk the hero
 * into a fight the test was not about).
 */
async function approach(page: Page, range: number): Promise<DelveState> {
  const s = await state(page)
  if (inSight(s, range).length > 0) return s
  const spots: Point[] = []
  s.ascii.split('\n').forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const p = { x, y }
      const d = d2(p, s.player)
      if (d >= 4 && d <= range * range && seen(s, p) && walkableAt(s, p) && !monsterAt(s, p))
        spots.push(p)
    }
  })
  spots.sort((a, b) => d2(a, s.player) - d2(b, s.player) || a.y - b.y || a.x - b.x)
  const spot = spots[0]
  if (!spot) throw new Error(`no free tile in sight within ${range} tiles`)
  const problem = await page.evaluate(
    (p) => window.delve.cheats?.placeMonster('goblin', p) ?? 'no test hooks',
    spot,
  )
  expect(problem).toBe('')
  await page.waitForFunction(
    ({ x, y }) => window.delve.state().monsters.some((m) => m.x === x && m.y === y),
    spot,
  )
  return state(page)
}

/** Makes `kind` known (a test hook): since version 8 an unknown aimed scroll aims itself. */
async function identify(page: Page, kind: string): Promise<void> {
  const problem = await page.evaluate((k) => window.delve.cheats?.identify(k) ?? 'no hooks', kind)
  expect(problem).toBe('')
}

/** Puts an item of `kind` underfoot and picks it up (a turn); returns the state after. */
async function pickUp(page: Page, kind: string): Promise<DelveState> {
  await place(page, kind)
  const s = await playTurn(page, 'KeyG')
  expect(s.inventory.at(-1)).toBe(kind)
  return s
}

/** Opens the pack and chooses the item at `letter` (a = first), expecting `mode` after. */
async function choose(page: Page, letter: string, mode: DelveState['mode']): Promise<DelveState> {
  await pressFor(page, 'KeyI', 'inventory')
  return pressFor(page, `Key${letter.toUpperCase()}`, mode)
}

/** Presses `key` and waits until its turn is over. */
async function turnOn(page: Page, key: string, turn: number): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((t) => window.delve.state().turn > t, turn)
  return state(page)
}

/** Whether the page box of `selector` covers the canvas point `p` (hidden elements cover nothing). */
async function covers(page: Page, selector: string, p: { x: number; y: number }): Promise<boolean> {
  if (!(await page.isVisible(selector))) return false
  const box = await page.locator(selector).boundingBox()
  if (!box) return false
  return p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height
}

/** Nothing of the page (bars, sidebar, menu, pad) lies over the tiles in `tiles`. */
async function expectUncovered(page: Page, tiles: readonly Point[]): Promise<void> {
  const s = await state(page)
  for (const tile of tiles) {
    const p = screenPoint(s, tile)
    for (const selector of ['#hud-top', '#hud-bottom', '#sidebar', '#menu', '#pad', '#panel'])
      expect(await covers(page, selector, p), `${selector} over ${tile.x},${tile.y}`).toBe(false)
  }
}

describe('items: find, carry, aim, look', () => {
  it('draws an item in sight with its glyph, refuses a pick-up on an empty tile at no cost', async () => {
    const page = await freshPage()
    const s = await openWithCheats(page, '?seed=items-1')
    expect([s.items, s.inventory, s.targeting, s.mode]).toEqual([[], [], null, 'play'])
    await pressKey(page, 'KeyG')
    await page.waitForFunction(() =>
      /nothing here/i.test(document.querySelector('#hud-status')?.textContent ?? ''),
    )
    await settled(page)
    const refused = await state(page)
    expect([refused.turn, refused.inventory]).toEqual([s.turn, []])
    const beside = { x: s.player.x + 1, y: s.player.y }
    await place(page, 'healing potion', beside)
    const shown = await state(page)
    // Named by its look until known: the kind is there for tests, the name for the player.
    expect(shown.items).toEqual([
      { ...beside, kind: 'healing potion', name: expect.stringMatching(/ potion$/) },
    ])
    expect(shown.items[0]?.name).not.toBe('healing potion')
    expect(shown.drawnItems.seen).toEqual([beside])
  })

  // Who burns, and for how much, is the rules' (@delve/ecs effects.test.ts, session-items.test.ts):
  // here the aim as the page draws it, clear of the page, and Enter reading the scroll.
  it('draws a fireball’s aim clear of the page, and Enter reads it', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openWithCheats(page, '?seed=items-4&depth=2')
    await identify(page, 'fireball scroll')
    await pickUp(page, 'fireball scroll')
    await approach(page, 7)
    // No turn passes between seeing the monster and aiming: the aim starts on the nearest.
    let s = await choose(page, 'a', 'targeting')
    const at = s.targeting as Point
    expect(s.monsters.some((m) => d2(m, at) <= 9)).toBe(true)
    await settled(page)
    await screenshotForDocs(page, 'aim-fireball.png', 'aim.png')
    await expectUncovered(page, [s.player, at])
    s = await turnOn(page, 'Enter', s.turn)
    expect([s.mode, s.inventory]).toEqual(['play', []])
    expect(s.messages.some((line) => line.startsWith('The fire burns '))).toBe(true)
  })

  it('aims with the mouse: hovering moves the cursor, a click on it reads the scroll', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openWithCheats(page, '?seed=items-6')
    await identify(page, 'fireball scroll')
    let s = await pickUp(page, 'fireball scroll')
    s = await choose(page, 'a', 'targeting')
    const spot = { x: s.player.x, y: s.player.y + 1 }
    const p = screenPoint(s, spot)
    await page.mouse.move(p.x, p.y)
    await page.waitForFunction(({ x, y }) => {
      const t = window.delve.state().targeting
      return t?.x === x && t.y === y
    }, spot)
    expect((await state(page)).lookLine).not.toBe('')
    await page.mouse.click(p.x, p.y)
    await page.waitForFunction((t) => window.delve.state().turn > t, s.turn)
    s = await state(page)
    expect([s.mode, s.inventory]).toEqual(['play', []])
    expect(s.messages).toContain('The fire burns you for 12.')
  })

  it('looks about: X and the arrows move a cursor that names what is there; the mouse does too', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    const start = await openWithCheats(page, '?seed=items-7')
    const beside = { x: start.player.x + 1, y: start.player.y }
    await place(page, 'confusion scroll', beside)
    // Unknown: the look names it by its label.
    const label = (await state(page)).items[0]?.name ?? '?'
    expect(label).toMatch(/^scroll labelled [A-Z ]+$/)
    await pressFor(page, 'KeyX', 'look')
    await pressKey(page, 'ArrowRight')
    await page.waitForFunction(
      (l) => (document.querySelector('#hud-status')?.textContent ?? '').includes(l),
      label,
    )
    expect(await statusText(page)).toBe(`A ${label} on the floor.`)
    const s = await pressFor(page, 'Escape', 'play')
    expect(s.turn).toBe(start.turn)
    // Mouse look: hovering a seen tile names it on the look line.
    const p = screenPoint(s, beside)
    await page.mouse.move(p.x, p.y)
    await page.waitForFunction((l) => window.delve.state().lookLine.includes(l), label)
    const me = screenPoint(s, s.player)
    await page.mouse.move(me.x, me.y)
    await page.waitForFunction(() => /^You \(\d+\/\d+ hp\)/.test(window.delve.state().lookLine))
  })

  it('shows the message history on V, scrolled by the arrows, closed by Escape', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openWithCheats(page, '?seed=items-8')
    const welcome = await statusText(page)
    for (let i = 0; i < 3; i++) await pickUp(page, 'healing potion')
    const look = (await state(page)).pack[0]?.name
    await pressFor(page, 'KeyV', 'history')
    const lines = await page.locator('#menu-list li').allTextContents()
    // The status lines are there too, and a line said three times running is one line.
    expect(lines).toEqual([welcome, `You pick up the ${look}. (×3)`])
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'history.png') })
    await pressFor(page, 'Escape', 'play')
    expect(await page.isVisible('#menu')).toBe(false)
  })

  it('keeps the pack over a reload, and a reload while aiming spends nothing', async () => {
    const page = await freshPage()
    await openWithCheats(page, '?seed=items-10')
    await pickUp(page, 'healing potion')
    // A fireball known: it may be aimed with nothing in sight (lightning then is refused outright).
    await identify(page, 'fireball scroll')
    const s = await pickUp(page, 'fireball scroll')
    await choose(page, 'b', 'targeting')
    await settled(page)
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    const back = await state(page)
    expect([back.inventory, back.turn, back.mode, back.targeting]).toEqual([
      ['healing potion', 'fireball scroll'],
      s.turn,
      'play',
      null,
    ])
  })

  it('plays on a 480-pixel phone: the pad picks up and uses, taps aim, nothing covers the hero', async () => {
    const page = await freshPage(PHONE, TOUCH)
    let s = await openWithCheats(page, '?seed=items-11')
    await identify(page, 'fireball scroll')
    await place(page, 'fireball scroll')
    await page.tap('#pad [data-act=pickup]')
    await page.waitForFunction(() => window.delve.state().inventory.length === 1)
    await page.tap('#pad [data-act=inventory]')
    await page.waitForSelector('#menu', { state: 'visible' })
    await expectUncovered(page, [s.player])
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-pack.png') })
    await page.tap('#menu-list button')
    await page.waitForFunction(() => window.delve.state().mode === 'targeting')
    expect(await page.isVisible('#pad [data-act=confirm]')).toBe(true)
    // A tap on a tile moves the aim there; the pad's confirm reads the scroll. The tap is placed
    // from the camera at rest: one read mid-glide would put it on another tile.
    s = await settled(page)
    const spot = { x: s.player.x, y: s.player.y + 1 }
    const p = screenPoint(s, spot)
    await page.touchscreen.tap(p.x, p.y)
    await page.waitForFunction(({ x, y }) => {
      const t = window.delve.state().targeting
      return t?.x === x && t.y === y
    }, spot)
    await settled(page)
    await expectUncovered(page, [s.player, spot])
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-aim.png') })
    await page.tap('#pad [data-act=confirm]')
    await page.waitForFunction((t) => window.delve.state().turn > t, s.turn)
    s = await state(page)
    expect(s.hp).toBeLessThan(s.maxHp)
    // Now a potion, through the pad alone.
    await place(page, 'healing potion')
    await page.tap('#pad [data-act=pickup]')
    await page.waitForFunction(() => window.delve.state().inventory.length === 1)
    const hurt = (await state(page)).hp
    await page.tap('#pad [data-act=inventory]')
    await page.tap('#menu-list button')
    await page.waitForFunction((hp) => window.delve.state().hp > hp, hurt)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480)
    s = await state(page)
    await expectUncovered(page, [s.player])
    for (const selector of ['#pad [data-act=look]', '#pad [data-move=up]', '#pad [data-wait]']) {
      const box = await page.locator(selector).boundingBox()
      expect(box, selector).not.toBeNull()
      // The pad keeps the bottom of the window, under the bottom bar, never under it.
      const bar = await page.locator('#hud-bottom').boundingBox()
      expect(box?.y ?? 0, selector).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0))
      expect((box?.y ?? 0) + (box?.height ?? 0), selector).toBeLessThanOrEqual(800)
    }
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-items.png') })
  })

  it('lists the monsters in sight in the sidebar with their health, clear of the map', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openWithCheats(page, '?seed=items-12&depth=3')
    const s = await approach(page, 8)
    await page.waitForSelector('#sidebar-list li')
    const names = await page.locator('#sidebar-list .sidebar-name').allTextContents()
    const shown = s.monsters.filter((m) => seen(s, m)).map((m) => m.name)
    expect([...names].sort()).toEqual([...shown].sort())
    const hp = await page.locator('#sidebar-list .sidebar-hp').first().textContent()
    expect(hp).toMatch(/^\d+\/\d+$/)
    const sidebar = await page.locator('#sidebar').boundingBox()
    expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBeLessThanOrEqual(s.view.left)
    await expectUncovered(page, [s.player, ...s.monsters.filter((m) => seen(s, m))])
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar.png') })
  })

  it('remembers an item out of sight where it was last seen, drawn dim, and never a monster', async () => {
    const page = await freshPage()
    const s = await openWithCheats(page, '?seed=items-13')
    const spot = { x: s.player.x, y: s.player.y }
    await place(page, 'confusion scroll', spot)
    const keys = pathKeys(s, dungeonFor(s).stairsDown as Point) ?? []
    let now = await state(page)
    for (const key of keys) {
      if (!seen(now, spot)) break
      now = await turnOn(page, key.key, now.turn)
    }
    expect(seen(now, spot)).toBe(false)
    await settled(page)
    now = await state(page)
    expect(now.items).not.toContainEqual({ ...spot, kind: 'confusion scroll' })
    expect(now.drawnItems.remembered).toContainEqual(spot)
    expect(now.drawnItems.seen).not.toContainEqual(spot)
    for (const m of now.drawnMonsters) expect(seen(now, m)).toBe(true)
  })

  it('names what lies under a resting finger, and the rest is no tap', async () => {
    const page = await freshPage(PHONE, TOUCH)
    const s = await openWithCheats(page, '?seed=items-14')
    const beside = { x: s.player.x + 1, y: s.player.y }
    await place(page, 'healing potion', beside)
    const look = (await state(page)).items[0]?.name ?? '?'
    const p = screenPoint(s, beside)
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points })
    await touch('touchStart', [p])
    await page.waitForFunction((l) => window.delve.state().lookLine.includes(l), look)
    await touch('touchEnd', [])
    await settled(page)
    const after = await state(page)
    expect([after.turn, after.player]).toEqual([s.turn, s.player])
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems).toEqual(noProblems())
  })
})
