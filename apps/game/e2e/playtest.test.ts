import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/debug-handle.js'
import {
  noProblems,
  openGame,
  SCREENSHOTS,
  state,
  statusText,
  usePages,
  waitFrames,
} from './harness.js'

// What a playtest hit, each case held on the screen it was seen on.

const problems = noProblems()
const { origin, freshPage } = usePages(problems)

/** Presses `key` and waits until the keys are in `mode`. */
async function pressFor(page: Page, key: string, mode: DelveState['mode']): Promise<DelveState> {
  await page.keyboard.press(key)
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

describe('the message history', () => {
  it('shows the status lines the player saw, and each line once, in order', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openGame(page, origin(), '?seed=playtest-history')
    const welcome = await statusText(page)
    await page.keyboard.press('KeyZ')
    await waitForStatus(page, /rested/)
    // A refusal said twice running, then again after another line.
    for (const key of ['KeyG', 'KeyG', 'KeyZ', 'KeyG']) {
      await page.keyboard.press(key)
      await waitFrames(page, 2)
    }
    await pressFor(page, 'KeyV', 'history')
    const lines = await page.locator('#menu-list li').allTextContents()
    expect(lines).toEqual([
      welcome,
      'You are already rested.',
      'There is nothing here to pick up. (×2)',
      'You are already rested.',
      'There is nothing here to pick up.',
    ])
    await waitFrames(page, 2)
    await page.screenshot({ path: join(SCREENSHOTS, 'playtest-history.png') })
    expect(problems.pageErrors).toEqual([])
  })
})
