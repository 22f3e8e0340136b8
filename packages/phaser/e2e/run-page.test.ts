import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TILE_SIZE } from '@delve/art'
import { decode } from 'fast-png'
import type { BrowserContext, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Roguelike } from '../src/index.js'
import { type Found, findPlayer } from './play-example.js'
import { type ServedPage, servePage } from './served-page.js'

const pageDir = fileURLToPath(new URL('./run-page', import.meta.url))
const dist = join(pageDir, 'dist')
const shots = fileURLToPath(new URL('../screenshots', import.meta.url))

interface Shot {
  width: number
  height: number
  data: Uint8Array
}

/** What the test reads of the page's Roguelike. */
interface State {
  turn: number
  depth: number
  inventory: string[]
  mode: string
  cursor: { x: number; y: number } | null
  status: string
  prompt: string[]
  log: string[]
  bars: { top: number; bottom: number }
}

function state(page: Page): Promise<State> {
  return page.evaluate(() => {
    const roguelike = (window as unknown as { roguelike: Roguelike }).roguelike
    const control = roguelike.control
    const run = roguelike.run
    if (!control || !run) throw new Error('the page plays no run')
    const mode = control.mode
    return {
      turn: run.turn,
      depth: run.depth,
      inventory: run.inventory().map((item) => item.kind),
      mode: mode.name,
      cursor: mode.name === 'targeting' ? mode.cursor : null,
      status: roguelike.status?.status ?? '',
      prompt: [...(roguelike.status?.prompt ?? [])],
      log: [...roguelike.log.shown],
      bars: { top: roguelike.status?.height ?? 0, bottom: roguelike.log.height },
    }
  })
}

/** Two frames drawn: what a key did is on the screen. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

async function press(page: Page, key: string): Promise<State> {
  // The key-up sent at once behind the key-down: on a loaded machine, awaiting the key-down
  // first can leave the key down past the repeat delay, which rightly walks a second step.
  if (key.includes('+')) await page.keyboard.press(key)
  else await Promise.all([page.keyboard.down(key), page.keyboard.up(key)])
  await frames(page)
  return state(page)
}

/** Taps tile (x, y) where the page draws it. */
async function tap(page: Page, tile: { x: number; y: number }): Promise<State> {
  const point = await page.evaluate(
    ({ tile, size }) => {
      type Camera = { x: number; y: number; zoom: number; worldView: { x: number; y: number } }
      const roguelike = (
        window as unknown as { roguelike: { scene: { cameras: { main: Camera } } } }
      ).roguelike
      const camera = roguelike.scene.cameras.main
      const box = (document.querySelector('canvas') as HTMLCanvasElement).getBoundingClientRect()
      return {
        x: box.left + camera.x + ((tile.x + 0.5) * size - camera.worldView.x) * camera.zoom,
        y: box.top + camera.y + ((tile.y + 0.5) * size - camera.worldView.y) * camera.zoom,
      }
    },
    { tile, size: TILE_SIZE },
  )
  await page.mouse.click(point.x, point.y)
  await frames(page)
  return state(page)
}

async function screenshot(page: Page, name: string): Promise<Shot> {
  mkdirSync(shots, { recursive: true })
  const png = decode(await page.screenshot({ path: join(shots, `${name}.png`) }))
  return { width: png.width, height: png.height, data: png.data as Uint8Array }
}

/** Rows `from` to `to` of a screenshot, as bytes. */
function rows(shot: Shot, from: number, to: number): Uint8Array {
  const channels = shot.data.length / (shot.width * shot.height)
  return shot.data.slice(from * shot.width * channels, to * shot.width * channels)
}

/** Pixels of one colour (within a little), the aim's gold cursor. */
function pixelsOf(shot: Shot, rgb: number, top: number, bottom: number): number {
  const channels = shot.data.length / (shot.width * shot.height)
  const want = [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255]
  let count = 0
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < shot.width; x++) {
      const i = (y * shot.width + x) * channels
      if (want.every((v, c) => Math.abs((shot.data[i + c] as number) - v) <= 8)) count++
    }
  }
  return count
}

describe('Roguelike playing a Run, in Chromium', () => {
  let served: ServedPage
  let context: BrowserContext

  beforeAll(async () => {
    await build({
      root: pageDir,
      configFile: false,
      logLevel: 'warn',
      base: './',
      resolve: {
        alias: { '@delve/phaser': fileURLToPath(new URL('../dist/index.js', import.meta.url)) },
      },
      build: { outDir: dist, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
    })
    served = await servePage(dist)
    // One context for the file's pages (a context costs the browser seconds of work: a renderer
    // process, a cold cache); the page keeps nothing between tests (no storage).
    context = await served.browser.newContext({ viewport: { width: 960, height: 640 } })
  })

  afterAll(async () => {
    await served?.close()
  })

  async function open(zoom: number, run = 'aimed'): Promise<{ page: Page; problems: string[] }> {
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(`${served.url}?zoom=${zoom}&run=${run}`)
    // Tested every 100 ms, not every frame.
    await page.waitForFunction(() => 'roguelike' in window, undefined, { polling: 100 })
    await frames(page)
    return { page, problems }
  }

  it('draws the status line and the log the same at any zoom of the map, clear of it', async () => {
    const seen: { shot: Shot; state: State; player: Found[] }[] = []
    for (const zoom of [1, 2]) {
      const { page, problems } = await open(zoom)
      const now = await press(page, 'KeyG')
      expect(now.status).toBe('HP 30/30   Depth 1   Level 1   Turn 1')
      // Known (the page's run knows it, so that it takes aim): named by its kind.
      expect(now.log).toEqual(['You pick up the fireball scroll.'])
      const shot = await screenshot(page, `run-zoom-${zoom}`)
      seen.push({ shot, state: now, player: findPlayer(shot) })
      expect(problems).toEqual([])
      await page.close()
    }
    const [one, two] = seen as [(typeof seen)[0], (typeof seen)[0]]
    // The map is drawn twice as large…
    expect(one.player).toHaveLength(1)
    expect(two.player).toHaveLength(1)
    expect((two.player[0] as Found).zoom).toBe(2 * (one.player[0] as Found).zoom)
    // …and the screen's texts exactly as before, where the map never goes.
    const { top, bottom } = one.state.bars
    expect(top).toBeGreaterThan(10)
    expect(bottom).toBeGreaterThan(5 * 10)
    const height = one.shot.height
    expect(rows(two.shot, 0, top)).toEqual(rows(one.shot, 0, top))
    expect(rows(two.shot, height - bottom, height)).toEqual(rows(one.shot, height - bottom, height))
    for (const { player, state } of seen) {
      const [p] = player as [Found]
      expect(p.y).toBeGreaterThanOrEqual(state.bars.top)
      expect(p.y + TILE_SIZE * p.zoom).toBeLessThanOrEqual(height - state.bars.bottom)
    }
  })

  it('aims a scroll with the keys and the pointer, marks the aim on the map, and uses it', async () => {
    const { page, problems } = await open(1)
    await press(page, 'KeyG')
    await press(page, 'KeyI')
    let now = await press(page, 'KeyA')
    expect(now.mode).toBe('targeting')
    expect(now.prompt).toEqual([
      expect.stringMatching(
        /^Aim the fireball scroll: (one creature|\d creatures)( and you)?\. Enter or a second tap uses it, Escape cancels\.$/,
      ),
    ])
    const aimed = await screenshot(page, 'run-aim')
    const { top, bottom } = now.bars
    expect(pixelsOf(aimed, 0xffd75e, top + 60, aimed.height - bottom)).toBeGreaterThan(20)
    const cursor = now.cursor as { x: number; y: number }
    now = await press(page, 'ArrowLeft')
    expect(now.cursor).toEqual({ x: cursor.x - 1, y: cursor.y })
    now = await press(page, 'Escape')
    expect(now).toMatchObject({ mode: 'play', prompt: [], inventory: ['fireball scroll'] })
    await press(page, 'KeyI')
    now = await press(page, 'KeyA')
    expect(now.cursor).toEqual(cursor)
    now = await press(page, 'ArrowLeft')
    const turn = now.turn
    now = await tap(page, cursor)
    expect(now).toMatchObject({ mode: 'targeting', cursor, turn })
    now = await tap(page, cursor)
    expect(now).toMatchObject({ mode: 'play', inventory: [], turn: turn + 1 })
    expect(now.log.join(' ')).toMatch(/goblin/)
    await screenshot(page, 'run-fired')
    expect(problems).toEqual([])
    await page.close()
  })

  it('asks the level-up choice before anything else, then goes down the stairs to a new level', async () => {
    const { page, problems } = await open(1, 'stairs')
    let now = await state(page)
    expect(now).toMatchObject({ mode: 'level-up', depth: 1, turn: 0 })
    // Three perks drawn from the run's seed, and a line saying what each gives.
    expect(now.prompt).toHaveLength(4)
    expect(now.prompt[0]).toMatch(/^Level up: a\) [a-z ]+ b\) [a-z ]+ c\) [a-z ]+$/)
    const third = now.prompt[3]?.split(': ')[1]
    await screenshot(page, 'run-level-up')
    now = await press(page, 'ArrowRight')
    expect(now).toMatchObject({ mode: 'level-up', turn: 0 })
    now = await press(page, 'KeyC')
    expect(now).toMatchObject({ mode: 'play', prompt: [] })
    expect(now.log.at(-1)?.endsWith(`: ${third}.`)).toBe(true)
    now = await press(page, 'ArrowRight')
    expect(now.turn).toBe(1)
    now = await press(page, 'Shift+Period')
    expect(now.depth).toBe(2)
    expect(now.status).toMatch(/^HP \d+\/\d+ {3}Depth 2 {3}Level 1 {3}Turn \d+$/)
    expect(now.log.at(-1)).toBe('You descend the stairs to depth 2.')
    const below = await screenshot(page, 'run-depth-2')
    expect(findPlayer(below)).toHaveLength(1)
    expect(problems).toEqual([])
    await page.close()
  })
})
