import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launchBrowser,
  newGamePage,
  noProblems,
  openGame,
  SCREENSHOTS,
  startPreview,
  state,
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

describe('regenerating', () => {
  it('fits in one frame at 80×45', async () => {
    const times = await regenerateTimes('?seed=perf', 9)
    measured['80x45'] = times
    console.log(
      `R to rendered frame at 80×45: median ${median(times).toFixed(1)} ms of`,
      times.map((t) => t.toFixed(1)).join(', '),
    )
    expect(median(times)).toBeLessThan(FRAME_MS)
  })

  it('stays in the same layer at 1000×1000, and is measured', async () => {
    const before = await openGame(page, origin, '?seed=perf&w=1000&h=1000')
    const times = await regenerateTimes('?seed=perf&w=1000&h=1000', 5)
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
