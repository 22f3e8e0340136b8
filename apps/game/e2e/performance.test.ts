import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launchBrowser,
  monsterAt,
  newGamePage,
  noProblems,
  openGame,
  SCREENSHOTS,
  STEPS,
  startPreview,
  state,
  waitForPlayerAt,
  waitFrames,
  walkableAt,
} from './harness.js'

/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60

let server: PreviewServer
let origin: string
let browser: Browser
let page: Page
const problems = noProblems()
const measured: Record<string, number[]> = {}

beforeAll(async () => {
  ;({ server, origin } = await startPreview())
  browser = await launchBrowser()
  ;({ page } = await newGamePage(browser, origin, problems))
})

afterAll(async () => {
  await writeFile(
    join(SCREENSHOTS, 'regenerate-times.json'),
    `${JSON.stringify(measured, null, 2)}\n`,
  )
  await browser?.close()
  await server?.close()
})

/**
 * Presses R `count` times and returns the game's own measurement for each: from the frame that
 * handles the key to the end of that frame's rendering. Only the frame counter is read while
 * waiting: `state()` draws the map as text, which must not land inside a measurement.
 */
async function regenerateTimes(query: string, count: number): Promise<number[]> {
  await openGame(page, origin, query)
  const times: number[] = []
  for (let i = 0; i <= count; i++) {
    const frames = await page.evaluate(() => window.delve.frames)
    await page.keyboard.press('r')
    await page.waitForFunction((from) => window.delve.frames >= from + 3, frames)
    const ms = (await state(page)).lastRegenerateMs
    if (ms === null) throw new Error('no regenerate was measured')
    // The first press warms the code up; it is not counted.
    if (i > 0) times.push(ms)
  }
  return times
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/**
 * Steps back and forth `count` times (after one step to warm up) and returns the game's own
 * measurement for each: from the frame that handles the key to the end of that frame's
 * rendering, the fog of war's redraw and the torchlight included.
 */
async function stepTimes(query: string, count: number): Promise<number[]> {
  const s = await openGame(page, origin, query)
  const open = (k: (typeof STEPS)[number]) => {
    const p = { x: s.player.x + k.dx, y: s.player.y + k.dy }
    return walkableAt(s, p) && !monsterAt(s, p)
  }
  const there = STEPS.find(open)
  const back = there && STEPS.find((k) => k.dx === -there.dx && k.dy === -there.dy)
  if (!there || !back) throw new Error('nowhere to step')
  const times: number[] = []
  let at = s.player
  for (let i = 0; i <= count; i++) {
    const step = i % 2 === 0 ? there : back
    const before = (await state(page)).tilesWritten
    await page.keyboard.press(step.key)
    at = { x: at.x + step.dx, y: at.y + step.dy }
    // Waiting on the player, not on a count of frames: the key may land a few frames late.
    await waitForPlayerAt(page, at)
    await waitFrames(page, 2)
    const after = await state(page)
    if (after.lastMoveMs === null) throw new Error('no step was measured')
    // Only the tiles of the old and the new sight square are drawn again.
    expect(after.tilesWritten - before).toBeLessThanOrEqual(2 * 17 * 17)
    if (i > 0) times.push(after.lastMoveMs)
  }
  return times
}

/** When a page first showed a drawn frame of the game and became ready, in ms from navigation. */
interface LoadMarks {
  frame?: number
  ready?: number
}

/**
 * Loads the game in a fresh browser context (nothing cached) and returns the times from the
 * navigation's start to the first animation frame that finds a frame of the game drawn, and to
 * the first that finds it ready (`window.delve.ready`): read once per animation frame, so to
 * within one frame.
 */
async function loadTimes(query: string): Promise<Required<LoadMarks>> {
  const fresh = await newGamePage(browser, origin, problems)
  try {
    await fresh.page.addInitScript(() => {
      const marks: LoadMarks = {}
      ;(window as unknown as { loadMarks: LoadMarks }).loadMarks = marks
      const look = () => {
        const game = window.delve
        if (marks.frame === undefined && game && game.frames >= 1) marks.frame = performance.now()
        if (marks.ready === undefined && game?.ready === true) marks.ready = performance.now()
        if (marks.frame === undefined || marks.ready === undefined) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    await fresh.page.goto(`${origin}/${query}`)
    await fresh.page.waitForFunction(() => {
      const m = (window as unknown as { loadMarks: LoadMarks }).loadMarks
      return m.frame !== undefined && m.ready !== undefined
    })
    return await fresh.page.evaluate(
      () => (window as unknown as { loadMarks: Required<LoadMarks> }).loadMarks,
    )
  } finally {
    await fresh.context.close()
  }
}

describe('loading', () => {
  it('draws the first level, and is ready, within a few seconds of navigation', async () => {
    const frame: number[] = []
    const ready: number[] = []
    for (let run = 0; run < 5; run++) {
      const marks = await loadTimes(`?seed=load-${run}`)
      frame.push(marks.frame)
      ready.push(marks.ready)
    }
    measured['load: first drawn frame'] = frame
    measured['load: ready'] = ready
    console.log(
      `Navigation to first drawn frame: median ${median(frame).toFixed(0)} ms; to ready: median`,
      `${median(ready).toFixed(0)} ms of`,
      ready.map((t) => t.toFixed(0)).join(', '),
    )
    expect(median(ready)).toBeLessThan(5000)
    expect(Math.min(...ready)).toBeGreaterThanOrEqual(Math.min(...frame) - 1000 / 60)
  })
})

describe('a step under fog of war', () => {
  for (const [name, query] of [
    ['80×45', '?seed=perf'],
    ['1000×1000', '?seed=perf&w=1000&h=1000'],
  ] as const) {
    it(`renders its frame within one frame at ${name}`, async () => {
      const times = await stepTimes(query, 20)
      measured[`step ${name}`] = times
      console.log(
        `Step to rendered frame at ${name}: median ${median(times).toFixed(1)} ms, slowest`,
        `${Math.max(...times).toFixed(1)} ms of`,
        times.map((t) => t.toFixed(1)).join(', '),
      )
      expect(median(times)).toBeLessThan(FRAME_MS)
    })
  }
})

describe('regenerating', () => {
  it('fits in one frame at 80×45', async () => {
    const times = await regenerateTimes('?seed=perf&sandbox', 9)
    measured['80x45'] = times
    console.log(
      `R to rendered frame at 80×45: median ${median(times).toFixed(1)} ms of`,
      times.map((t) => t.toFixed(1)).join(', '),
    )
    expect(median(times)).toBeLessThan(FRAME_MS)
  })

  it('stays in the same layer at 1000×1000, and is measured', async () => {
    const before = await openGame(page, origin, '?seed=perf&w=1000&h=1000&sandbox')
    const times = await regenerateTimes('?seed=perf&w=1000&h=1000&sandbox', 5)
    measured['1000x1000'] = times
    console.log(
      `R to rendered frame at 1000×1000: median ${median(times).toFixed(1)} ms of`,
      times.map((t) => t.toFixed(1)).join(', '),
    )
    expect(median(times)).toBeLessThan(1000)
    expect((await state(page)).layerBuilds).toBe(before.layerBuilds)
  })

  it('logged no errors or warnings', () => {
    expect(problems).toEqual(noProblems())
  })
})
