import { join } from 'node:path'
import type { Point } from '@delve/map'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  canStep,
  DESKTOP,
  noProblems,
  openGame,
  playTurn,
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

const SANDBOX_ONLY = 'That is for the sandbox'

async function visible(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect()
    return getComputedStyle(e).display !== 'none' && r.width > 0 && r.height > 0
  })
}

/** Waits until the status line says something matching `pattern`. */
async function waitForStatus(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('#hud-status')?.textContent ?? ''),
    pattern.source,
  )
  return statusText(page)
}

describe('a run is a run', () => {
  it('refuses depth and fov=off in its address, the labels, the panel and regenerating, and shows no sandbox badge', async () => {
    const page = await freshPage(DESKTOP)
    const s = await openGame(page, origin(), '?seed=honest-1&depth=5&fov=off')
    expect(s).toMatchObject({ depth: 1, fov: true, runSeed: 'honest-1' })
    expect(await statusText(page)).toContain('sandbox')
    expect(await visible(page, '#hud-badge')).toBe(false)
    expect(await visible(page, '#panel-toggle')).toBe(false)
    // The key list is a run's: rest, no labels, no generator.
    expect(await visible(page, '#hud-keys [data-only="run"]')).toBe(true)
    expect(await visible(page, '#hud-keys [data-only="sandbox"]')).toBe(false)

    await pressKey(page, 'Shift+KeyL')
    expect(await waitForStatus(page, new RegExp(SANDBOX_ONLY))).toContain('a run keeps its dungeon')
    expect((await state(page)).labels).toEqual([])
    await pressKey(page, 'Tab')
    await settled(page)
    expect(await visible(page, '#panel')).toBe(false)

    // R rests in a run (and Z everywhere): unhurt, there is nothing to rest for.
    await pressKey(page, 'KeyR')
    expect(await waitForStatus(page, /rested/)).toBe('You are already rested.')
    const after = await state(page)
    expect(after).toMatchObject({ seed: s.seed, turn: s.turn, depth: 1 })
    await pressKey(page, 'Shift+KeyN')
    await waitForStatus(page, /^Give up this run/)
    await pressKey(page, 'KeyN')
    await waitForStatus(page, /^You play on\./)
    await pressKey(page, 'KeyZ')
    expect(await waitForStatus(page, /rested/)).toBe('You are already rested.')
    expect((await state(page)).runSeed).toBe('honest-1')
  })

  it('asks on a screen of its own before Shift+N or Escape gives the run up, and the end screen has a button to tap', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin(), '?seed=honest-2')
    // N alone is a vi-key step, never a new game.
    await pressKey(page, 'Shift+KeyN')
    expect(await waitForStatus(page, /^Give up/)).toMatch(/^Give up this run and start a new one\?/)
    await page.waitForSelector('#menu', { state: 'visible' })
    expect(await page.textContent('#menu-title')).toBe('Give up this run?')
    expect((await state(page)).runSeed).toBe(s.runSeed)
    // The question's first button gives the run up, as Y does.
    await page.click('#menu-list button[data-index="0"]')
    await page.waitForFunction((old) => window.delve.state().runSeed !== old, s.runSeed)
    expect(await statusText(page)).toBe('A new game begins.')
    expect(await visible(page, '#menu')).toBe(false)

    await pressKey(page, 'Escape')
    expect(await waitForStatus(page, /^Leave/)).toMatch(/^Leave the dungeon\? The run ends here/)
    expect(await visible(page, '#quit')).toBe(false)
    // Escape again answers no.
    await pressKey(page, 'Escape')
    await waitForStatus(page, /^You play on\./)
    expect(await visible(page, '#quit')).toBe(false)
    await pressKey(page, 'Escape')
    await waitForStatus(page, /^Leave/)
    await pressKey(page, 'KeyY')
    await page.waitForSelector('#quit', { state: 'visible' })
    const button = await page.$eval('#quit-new', (b) => {
      const r = b.getBoundingClientRect()
      return { text: b.textContent, height: r.height }
    })
    expect(button.text).toBe('Start a new run')
    expect(button.height).toBeGreaterThanOrEqual(44)
    expect(await page.getAttribute('#quit-other', 'href')).toBe('./?sandbox')
    const left = (await state(page)).runSeed
    await page.click('#quit-new')
    await page.waitForSelector('#quit', { state: 'hidden' })
    await page.waitForFunction((old) => window.delve.state().runSeed !== old, left)
    expect((await state(page)).depth).toBe(1)
  })
})

function _nearest(s: DelveState): Point {
  const d = (m: Point) => Math.max(Math.abs(m.x - s.player.x), Math.abs(m.y - s.player.y))
  return [...s.monsters].sort((a, b) => d(a) - d(b))[0] as Point
}

describe('the sandbox is marked and has the generator', () => {
  it('shows its badge, labels and panel; Escape with the panel open closes only the panel', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin(), '?seed=honest-3&depth=3&sandbox')
    expect(s.depth).toBe(3)
    expect(await visible(page, '#hud-badge')).toBe(true)
    expect(await page.textContent('#hud-badge')).toBe('Sandbox')
    await pressKey(page, 'Shift+KeyL')
    await page.waitForFunction(() => window.delve.state().labels.length > 0)
    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'visible' })
    // The panel offers the way to a run of the same dungeon.
    const run = new URL((await page.getAttribute('#panel-run', 'href')) ?? '', page.url())
    expect(run.searchParams.get('seed')).toBe('honest-3')
    expect(run.searchParams.has('sandbox')).toBe(false)
    expect(run.searchParams.has('depth')).toBe(false)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'sandbox-panel.png') })

    await pressKey(page, 'Escape')
    await page.waitForSelector('#panel', { state: 'hidden' })
    await settled(page)
    expect(await visible(page, '#quit')).toBe(false)
    expect((await state(page)).depth).toBe(3)
    // R regenerates here.
    await pressKey(page, 'KeyR')
    await page.waitForFunction((old) => window.delve.state().seed !== old, s.seed)
  })
})

describe('keys for every keyboard', () => {
  /** Steps one tile with each of `keys` (by direction) and back, from a room's centre. */
  async function stepAround(
    page: Page,
    press: (direction: [number, number]) => Promise<void>,
  ): Promise<void> {
    const s = await state(page)
    for (const [dx, dy] of EIGHT) {
      expect(canStep(s, s.player, dx, dy)).toBe(true)
      await press([dx, dy])
      await waitForPlayerAt(page, { x: s.player.x + dx, y: s.player.y + dy })
      await press([-dx, -dy])
      await waitForPlayerAt(page, s.player)
    }
  }

  const EIGHT: [number, number][] = [
    [-1, -1],
    [0, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [0, 1],
    [1, 1],
  ]

  /** NumLock off: the number pad's keys say Home, PageUp… and keep their Numpad codes. */
  const NUMLOCK_OFF: Record<string, [string, string]> = {
    '-1,-1': ['Numpad7', 'Home'],
    '0,-1': ['Numpad8', 'ArrowUp'],
    '1,-1': ['Numpad9', 'PageUp'],
    '-1,0': ['Numpad4', 'ArrowLeft'],
    '1,0': ['Numpad6', 'ArrowRight'],
    '-1,1': ['Numpad1', 'End'],
    '0,1': ['Numpad2', 'ArrowDown'],
    '1,1': ['Numpad3', 'PageDown'],
  }

  const VI: Record<string, string> = {
    '-1,-1': 'y',
    '0,-1': 'k',
    '1,-1': 'u',
    '-1,0': 'h',
    '1,0': 'l',
    '-1,1': 'b',
    '0,1': 'j',
    '1,1': 'n',
  }

  it('moves with the number pad with NumLock off, its keys as the page gets them', async () => {
    const page = await freshPage()
    await openGame(page, origin(), '?seed=keys-1')
    await stepAround(page, async ([dx, dy]) => {
      const [code, key] = NUMLOCK_OFF[`${dx},${dy}`] as [string, string]
      await page.evaluate(
        ({ code, key }) => {
          for (const type of ['keydown', 'keyup'])
            window.dispatchEvent(new KeyboardEvent(type, { code, key, bubbles: true }))
        },
        { code, key },
      )
    })
    // Systems that report the keys NumLock off stands for, by their own codes.
    await stepAround(page, async ([dx, dy]) => {
      const [, key] = NUMLOCK_OFF[`${dx},${dy}`] as [string, string]
      await pressKey(page, key)
    })
    // Clear, the 5 with NumLock off, waits a turn.
    const before = (await state(page)).turn
    await page.evaluate(() => {
      for (const type of ['keydown', 'keyup'])
        window.dispatchEvent(
          new KeyboardEvent(type, { code: 'Numpad5', key: 'Clear', bubbles: true }),
        )
    })
    await page.waitForFunction((turn) => window.delve.state().turn > turn, before)
  })

  it('walks while the system repeats a held key; a key-up late to arrive leaves one step', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin(), '?seed=keys-1')
    const arrows = [
      ['ArrowLeft', -1, 0],
      ['ArrowRight', 1, 0],
      ['ArrowUp', 0, -1],
      ['ArrowDown', 0, 1],
    ] as const
    const at = (k: number, dx: number, dy: number) => ({
      x: s.player.x + k * dx,
      y: s.player.y + k * dy,
    })
    const found = arrows.find(([, dx, dy]) =>
      [0, 1, 2].every((k) => canStep(s, at(k, dx, dy), dx, dy)),
    )
    expect(found, 'three free tiles in a row from the start').toBeDefined()
    const [code, dx, dy] = found as (typeof arrows)[number]
    const send = (type: string, repeat = false) =>
      page.evaluate(
        ({ type, code, repeat }) =>
          window.dispatchEvent(new KeyboardEvent(type, { code, key: code, repeat, bubbles: true })),
        { type, code, repeat },
      )
    // Down, and no key-up yet (a busy machine late to send it): one step, and the game at rest.
    await send('keydown')
    await waitForPlayerAt(page, at(1, dx, dy))
    await settled(page)
    expect((await state(page)).player).toEqual(at(1, dx, dy))
    // The system repeats the key: it is held, and the hero walks on until it comes up.
    await send('keydown', true)
    await page.waitForFunction(
      ({ x, y, dx, dy }) => {
        const { player } = window.delve.state()
        return (player.x - x) * dx + (player.y - y) * dy >= 2
      },
      { ...s.player, dx, dy },
    )
    await send('keyup')
  })

  it('moves with the vi-keys, and D opens the pack to drop from', async () => {
    const page = await freshPage()
    await openGame(page, origin(), '?seed=keys-2')
    await stepAround(page, async ([dx, dy]) => {
      await pressKey(page, VI[`${dx},${dy}`] as string)
    })
    // WASD no longer walks: W and S do nothing, D asks what to drop (the pack is empty).
    const s = await state(page)
    await pressKey(page, 'w')
    await pressKey(page, 's')
    await pressKey(page, 'd')
    expect(await waitForStatus(page, /empty/)).toBe('Your pack is empty.')
    expect((await state(page)).player).toEqual(s.player)
    await playTurn(page, 'Period')
  })
})

describe('the page while it loads', () => {
  it('says it is loading until the first level is drawn', async () => {
    const page = await freshPage()
    const html = await (await page.request.get(`${origin()}/`)).text()
    expect(html).toContain('id="loading"')
    expect(html).toContain('Delving into the dungeon')
    await openGame(page, origin(), '?seed=loading')
    expect(await visible(page, '#loading')).toBe(false)
  })

  it('logged no errors', () => {
    expect(problems.pageErrors).toEqual([])
    expect(problems.consoleErrors).toEqual([])
  })
})
