import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { type Dungeon, generateDungeon, isWalkable, type Point, toAscii } from '@delve/map'
import type { BrowserContext, Page } from 'playwright-core'
import type { PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/debug-handle.js'
import {
  APP_DIR,
  launchBrowser,
  type PageProblems,
  startPreview,
  watchForProblems,
} from './harness.js'

const SEED = 'e2e-1'
const SCREENSHOTS = join(APP_DIR, 'screenshots')

/** Keyboard keys for each step, mixing arrows and WASD as a player would. */
const KEYS = [
  { key: 'ArrowUp', dx: 0, dy: -1 },
  { key: 'KeyS', dx: 0, dy: 1 },
  { key: 'KeyA', dx: -1, dy: 0 },
  { key: 'ArrowRight', dx: 1, dy: 0 },
] as const
type StepKey = (typeof KEYS)[number]

let server: PreviewServer
let origin: string
let context: BrowserContext
let closeBrowser: () => Promise<void>
let page: Page
let problems: PageProblems

beforeAll(async () => {
  ;({ server, origin } = await startPreview())
  ;({ context, close: closeBrowser } = await launchBrowser())
  page = context.pages()[0] ?? (await context.newPage())
  page.setDefaultTimeout(30_000)
  problems = watchForProblems(context, page, origin)
  await mkdir(SCREENSHOTS, { recursive: true })
})

afterAll(async () => {
  await closeBrowser?.()
  await server?.close()
})

/** Loads the game with `query` and waits until its first dungeon is on screen. */
async function openGame(query: string): Promise<DelveState> {
  await page.goto(`${origin}/${query}`)
  await page.waitForFunction(() => window.delve?.ready === true)
  return state()
}

function state(): Promise<DelveState> {
  return page.evaluate(() => window.delve.state())
}

/** The dungeon the library makes for the state's seed and kind, computed here in Node. */
function dungeonFor(s: DelveState): Dungeon {
  return generateDungeon({
    seed: s.seed,
    preset: s.preset as 'tcod',
    algorithm: s.algorithm as 'rooms-and-corridors',
    width: s.width,
    height: s.height,
  })
}

function walkableAt(dungeon: Dungeon, { x, y }: Point): boolean {
  if (x < 0 || y < 0 || x >= dungeon.width || y >= dungeon.height) return false
  return isWalkable(dungeon.tiles[y * dungeon.width + x] as number)
}

function ahead(from: Point, step: StepKey): Point {
  return { x: from.x + step.dx, y: from.y + step.dy }
}

/** Walkable tiles in a straight line from `from`, not counting `from` itself. */
function clearRun(dungeon: Dungeon, from: Point, step: StepKey): number {
  let run = 0
  for (let p = ahead(from, step); walkableAt(dungeon, p); p = ahead(p, step)) run++
  return run
}

async function waitForPlayerAt(p: Point): Promise<void> {
  await page.waitForFunction(
    ({ x, y }) => window.delve.state().player.x === x && window.delve.state().player.y === y,
    p,
  )
}

/** Waits until the game has drawn `count` more frames, so any pending input has been handled. */
async function waitFrames(count: number): Promise<void> {
  const from = await page.evaluate(() => window.delve.frames)
  await page.waitForFunction((target) => window.delve.frames >= target, from + count)
}

async function statusText(): Promise<string> {
  return (await page.textContent('#hud-status')) ?? ''
}

describe('Delve in a real browser', () => {
  it('draws exactly the dungeon the map package makes for the seed', async () => {
    const s = await openGame(`?seed=${SEED}`)
    const expected = generateDungeon({ seed: SEED })
    expect(s.ascii).toBe(toAscii(expected))
    expect(s).toMatchObject({
      seed: SEED,
      preset: 'tcod',
      algorithm: 'rooms-and-corridors',
      width: expected.width,
      height: expected.height,
      rooms: expected.rooms.length,
    })
    expect(['WebGL', 'Canvas']).toContain(s.renderer)
    const frames = await page.evaluate(() => window.delve.frames)
    await waitFrames(3)
    expect(await page.evaluate(() => window.delve.frames)).toBeGreaterThan(frames)

    await expect(page.isVisible('#hud-top')).resolves.toBe(true)
    expect(await page.textContent('#hud-top')).toContain('Delve')
    expect(await page.textContent('#hud-dungeon')).toContain(SEED)
    expect(await page.textContent('#hud-dungeon')).toContain(`${expected.rooms.length} rooms`)
    await page.screenshot({ path: join(SCREENSHOTS, 'dungeon.png') })
  })

  it('puts the player on the dungeon start, and says so in the HUD', async () => {
    const s = await openGame(`?seed=${SEED}`)
    const { start } = generateDungeon({ seed: SEED })
    expect(s.player).toEqual(start)
    expect(await page.textContent('#hud-position')).toBe(`Position (${start.x}, ${start.y})`)
  })

  it('moves one tile per key press onto floor and stays put against a wall', async () => {
    const s = await openGame(`?seed=${SEED}`)
    const dungeon = dungeonFor(s)
    let at = s.player

    // Every direction open from the start: one press, exactly one tile, then back.
    const opposite = (step: StepKey) => KEYS.find((k) => k.dx === -step.dx && k.dy === -step.dy)
    for (const step of KEYS) {
      if (!walkableAt(dungeon, ahead(at, step))) continue
      await page.keyboard.press(step.key)
      await waitForPlayerAt(ahead(at, step))
      const back = opposite(step) as StepKey
      await page.keyboard.press(back.key)
      await waitForPlayerAt(at)
    }

    // Walk to the nearest wall in a straight line, one tile per press, then bump into it.
    const toWall = KEYS.reduce((best, k) =>
      clearRun(dungeon, at, k) < clearRun(dungeon, at, best) ? k : best,
    )
    for (let run = clearRun(dungeon, at, toWall); run > 0; run--) {
      await page.keyboard.press(toWall.key)
      at = ahead(at, toWall)
      await waitForPlayerAt(at)
    }
    expect(walkableAt(dungeon, ahead(at, toWall))).toBe(false)
    await page.keyboard.press(toWall.key)
    await page.waitForFunction(() => document.querySelector('#hud-status')?.textContent !== '')
    expect(await statusText()).toBe('You bump into a wall.')
    await waitFrames(5)
    expect((await state()).player).toEqual(at)
    expect(await page.textContent('#hud-position')).toBe(`Position (${at.x}, ${at.y})`)
  })

  it('walks on at a steady pace while a key is held', async () => {
    const s = await openGame(`?seed=${SEED}`)
    const dungeon = dungeonFor(s)
    const longest = KEYS.reduce((best, k) =>
      clearRun(dungeon, s.player, k) > clearRun(dungeon, s.player, best) ? k : best,
    )
    expect(clearRun(dungeon, s.player, longest)).toBeGreaterThanOrEqual(3)
    await page.keyboard.down(longest.key)
    await page.waitForTimeout(650)
    await page.keyboard.up(longest.key)
    await waitFrames(3)
    const { player } = await state()
    const walked = Math.abs(player.x - s.player.x) + Math.abs(player.y - s.player.y)
    // One step on the press, the first repeat after 200 ms, then one per 90 ms: 6 in 650 ms at
    // most; at least 2 even when frames are slow. Always in a straight line.
    expect(walked).toBeGreaterThanOrEqual(Math.min(2, clearRun(dungeon, s.player, longest)))
    expect(walked).toBeLessThanOrEqual(7)
    expect(player).toEqual({
      x: s.player.x + longest.dx * walked,
      y: s.player.y + longest.dy * walked,
    })
  })

  it('regenerates with R: a new seed, the same kind of map, the player on its start', async () => {
    const before = await openGame(`?seed=${SEED}&preset=mcrogueface`)
    await page.keyboard.press('r')
    await page.waitForFunction((old) => window.delve.state().seed !== old, before.seed)
    const after = await state()
    const expected = dungeonFor(after)
    expect(after).toMatchObject({ preset: 'mcrogueface', width: 50, height: 35 })
    expect(after.ascii).toBe(toAscii(expected))
    expect(after.ascii).not.toBe(before.ascii)
    expect(after.rooms).toBe(expected.rooms.length)
    expect(after.player).toEqual(expected.start)
    expect(await page.textContent('#hud-dungeon')).toContain(after.seed)
    expect(await page.textContent('#hud-position')).toBe(
      `Position (${expected.start.x}, ${expected.start.y})`,
    )
  })

  it('leaves with Escape and starts a fresh run with Enter', async () => {
    const before = await openGame(`?seed=${SEED}`)
    await page.keyboard.press('Escape')
    await page.waitForSelector('#quit', { state: 'visible' })
    expect(await page.textContent('#quit')).toContain('You leave the dungeon')
    expect(await page.textContent('#quit')).toContain('Press Enter to delve again')
    expect(await page.isVisible('#hud-top')).toBe(false)
    await page.screenshot({ path: join(SCREENSHOTS, 'quit.png') })

    await page.keyboard.press('Enter')
    await page.waitForSelector('#quit', { state: 'hidden' })
    await page.waitForSelector('#hud-top', { state: 'visible' })
    await page.waitForFunction((old) => window.delve.state().seed !== old, before.seed)
    const again = await state()
    const dungeon = dungeonFor(again)
    expect(again.ascii).toBe(toAscii(dungeon))
    expect(again.player).toEqual(dungeon.start)

    // The new run listens to the keyboard exactly once: a press still moves a single tile.
    const open = KEYS.find((k) => walkableAt(dungeon, ahead(again.player, k))) as StepKey
    await page.keyboard.press(open.key)
    await waitForPlayerAt(ahead(again.player, open))
    await waitFrames(5)
    expect((await state()).player).toEqual(ahead(again.player, open))
  })

  it('explains bad URL parameters and still plays a default dungeon', async () => {
    const s = await openGame('?preset=nope&w=abc')
    const status = await statusText()
    expect(await page.isVisible('#hud-status')).toBe(true)
    expect(status).toMatch(/preset.*"nope".*Using tcod\./)
    expect(status).toMatch(/width.*"abc".*Using 80\./)
    expect(s).toMatchObject({ preset: 'tcod', width: 80, height: 45 })
    const dungeon = dungeonFor(s)
    expect(s.ascii).toBe(toAscii(dungeon))
    expect(s.player).toEqual(dungeon.start)
    await page.screenshot({ path: join(SCREENSHOTS, 'bad-params.png') })
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems.consoleErrors).toEqual([])
    expect(problems.consoleWarnings).toEqual([])
    expect(problems.pageErrors).toEqual([])
    expect(problems.foreignRequests).toEqual([])
  })
})
