import { join } from 'node:path'
import type { Point } from '@delve/map'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  noProblems,
  openGame,
  playTurn,
  pressKey,
  SCREENSHOTS,
  screenPoint,
  settled,
  state,
  usePages,
  walkableAt,
} from './harness.js'

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

const PHONE = { width: 480, height: 800 }
const DESKTOP = { width: 1920, height: 1080 }

/** Calls the sandbox's test hook `call` (`?cheats`): it must answer '' (done). */
async function cheat(page: Page, call: string, ...args: unknown[]): Promise<void> {
  const problem = await page.evaluate(
    ([name, rest]) => {
      const hooks = window.delve.cheats as unknown as Record<string, (...a: unknown[]) => string>
      return hooks?.[name as string]?.(...(rest as unknown[])) ?? 'no test hooks'
    },
    [call, args] as const,
  )
  expect(problem).toBe('')
}

/** Presses `key` and waits until the game is in `mode`. */
async function pressFor(page: Page, key: string, mode: DelveState['mode']): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((m) => window.delve.state().mode === m, mode)
  return state(page)
}

/** Lays `count` items of `kind` underfoot and picks them up with G (one turn). */
async function carry(page: Page, kind: string, count = 1): Promise<DelveState> {
  for (let i = 0; i < count; i++) await cheat(page, 'placeItem', kind)
  const s = await playTurn(page, 'KeyG')
  expect(s.inventory).toContain(kind)
  return s
}

const seen = (s: DelveState, p: Point) => s.visible.split('\n')[p.y]?.[p.x] === '1'
const tileAt = (s: DelveState, p: Point) => s.ascii.split('\n')[p.y]?.[p.x]

const DIRECTIONS: readonly Point[] = [
  { x: 1, y: 0 },
  { x: -1, y: 0 },
  { x: 0, y: 1 },
  { x: 0, y: -1 },
]

/** A floor tile `steps` away in a straight, open line from the player, in sight and free. */
function openLine(s: DelveState, steps: number): Point {
  for (const d of DIRECTIONS) {
    const line = Array.from({ length: steps }, (_, i) => ({
      x: s.player.x + d.x * (i + 1),
      y: s.player.y + d.y * (i + 1),
    }))
    const free = (p: Point) =>
      walkableAt(s, p) && seen(s, p) && !s.monsters.some((m) => m.x === p.x && m.y === p.y)
    if (line.every(free)) return line.at(-1) as Point
  }
  throw new Error(`no open line of ${steps} tiles from the player`)
}

/** The first wall in a straight line from the player, inside the map's border, within 6 tiles. */
function wallAhead(s: DelveState): Point {
  for (const d of DIRECTIONS) {
    for (let i = 1; i <= 6; i++) {
      const p = { x: s.player.x + d.x * i, y: s.player.y + d.y * i }
      if (walkableAt(s, p)) continue
      const inside = p.x > 0 && p.y > 0 && p.x < s.width - 1 && p.y < s.height - 1
      if (inside && seen(s, p) && tileAt(s, p) === '#') return p
      break
    }
  }
  throw new Error('no wall in a straight line within 6 tiles')
}

/** Moves the aim's cursor onto `to` with the arrow keys. */
async function aimAt(page: Page, to: Point): Promise<DelveState> {
  let s = await state(page)
  for (let i = 0; i < 30; i++) {
    const at = s.targeting as Point
    if (at.x === to.x && at.y === to.y) return s
    const key =
      at.x < to.x ? 'ArrowRight' : at.x > to.x ? 'ArrowLeft' : at.y < to.y ? 'ArrowDown' : 'ArrowUp'
    const before = { x: at.x, y: at.y }
    await pressKey(page, key)
    await page.waitForFunction((b) => {
      const t = window.delve.state().targeting
      return t !== null && (t.x !== b.x || t.y !== b.y)
    }, before)
    s = await state(page)
  }
  throw new Error(`the cursor did not reach ${to.x},${to.y}`)
}

/** Opens the pack with I and chooses the item of `kind`: the aim's cursor comes up. */
async function aimWith(page: Page, s: DelveState, kind: string): Promise<DelveState> {
  const letter = s.pack.find((p) => p.kind === kind)?.letter as string
  await pressFor(page, 'KeyI', 'inventory')
  return pressFor(page, `Key${letter.toUpperCase()}`, 'targeting')
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

const _beside = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1

describe('ranged play: thrown and zapped', () => {
  it('throws a dart at a goblin with the keys, aimed clear of the page on a phone', async () => {
    const page = await freshPage(PHONE)
    await openGame(page, origin, '?seed=ranged-1&sandbox&cheats')
    let s = await carry(page, 'dart', 3)
    expect(s.pack.find((p) => p.kind === 'dart')).toMatchObject({ count: 3, label: '3 darts' })
    const target = openLine(s, 3)
    await cheat(page, 'placeMonster', 'goblin', target, { asleep: true })
    s = await aimWith(page, await state(page), 'dart')
    s = await aimAt(page, target)
    expect(s.aimRange).toBe(6)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'aim-dart-phone.png') })
    await expectUncovered(page, [s.player, target])
    const turn = s.turn
    await pressKey(page, 'Enter')
    await page.waitForFunction((t) => window.delve.state().turn > t, turn)
    s = await state(page)
    expect(
      s.messages.some((l) =>
        /^The dart (hits the goblin for \d+ hit points|misses the goblin)\.$/.test(l),
      ),
    ).toBe(true)
    expect(s.pack.find((p) => p.kind === 'dart')?.count).toBe(2)
    // It lies where it stopped, to be picked up again (@delve/run ranged.test.ts plays that).
    expect(s.items).toContainEqual({ ...target, kind: 'dart', name: 'dart' })
  })

  it('digs through a wall with a wand of digging: the tile is floor, a charge is spent, a reload keeps both', async () => {
    const page = await freshPage(PHONE)
    await openGame(page, origin, '?seed=ranged-2&sandbox&cheats')
    let s = await carry(page, 'wand of digging')
    expect(s.pack.find((p) => p.kind === 'wand of digging')).toMatchObject({
      charges: 4,
      label: 'a wand of digging (4)',
    })
    const wall = wallAhead(s)
    s = await aimWith(page, s, 'wand of digging')
    s = await aimAt(page, wall)
    expect(s.aimRange).toBe(8)
    const turn = s.turn
    await pressKey(page, 'Enter')
    await page.waitForFunction((t) => window.delve.state().turn > t, turn)
    s = await state(page)
    expect(tileAt(s, wall)).toBe('.')
    expect(s.messages.some((l) => /^The rock melts away: \d+ tiles? dug\.$/.test(l))).toBe(true)
    expect(s.pack.find((p) => p.kind === 'wand of digging')?.charges).toBe(3)
    await settled(page)
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    const back = await state(page)
    expect(back.turn).toBe(s.turn)
    expect(tileAt(back, wall)).toBe('.')
    expect(back.ascii).toBe(s.ascii)
    expect(back.pack.find((p) => p.kind === 'wand of digging')).toMatchObject({
      charges: 3,
      label: 'a wand of digging (3)',
    })
  })

  it('slows an orc with a wand of slowing, aimed on a wide screen', async () => {
    const page = await freshPage(DESKTOP)
    await openGame(page, origin, '?seed=ranged-3&sandbox&cheats')
    let s = await carry(page, 'wand of slowing')
    const target = openLine(s, 3)
    await cheat(page, 'placeMonster', 'orc', target, { asleep: true })
    s = await aimWith(page, await state(page), 'wand of slowing')
    s = await aimAt(page, target)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'aim-wand-desktop.png') })
    await expectUncovered(page, [s.player, target])
    const turn = s.turn
    await pressKey(page, 'Enter')
    await page.waitForFunction((t) => window.delve.state().turn > t, turn)
    s = await state(page)
    expect(s.messages).toContain('The orc slows down.')
    expect(s.monsters.find((m) => m.name === 'orc' && m.slowed)).toBeDefined()
    expect(s.pack.find((p) => p.kind === 'wand of slowing')?.charges).toBe(4)
  })
})
