import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type Page, pixelStats, readPng, useExample } from '@delve/examples-harness'
import { describe, expect, it } from 'vitest'
import { exists } from '../.vitepress/pages.js'

// The built site (`dist/`, made by the build) served as a static host would, in one headless
// Chromium: a handful of pages, each at a desktop's size and a phone's, load with nothing said
// on the console and nothing asked of another site. Their pictures are kept in
// `e2e/screenshots/` to look at.
const SITE_DIR = fileURLToPath(new URL('..', import.meta.url))
const SHOTS = fileURLToPath(new URL('screenshots/', import.meta.url))
const site = useExample(SITE_DIR)

const SIZES = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
} as const

/** The site's page has been taken over by its script: the Vue app is mounted on `#app`. */
const hydrated = () =>
  (document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__ !== undefined

/** The pages looked at: the home page, a start page, a guide's table, the API, the board's. */
const PAGES = [
  ['home', ''],
  ['start-phaser', 'start/phaser.html'],
  ['map-options', 'guide/map/options.html'],
  ['api-run', 'api/@delve/run.html'],
  ['board-api', 'guide/board/api.html'],
  ...(exists('tutorial/index') ? [['tutorial', 'tutorial/']] : []),
] as const

async function shoot(page: Page, name: string): Promise<number> {
  const png = await page.screenshot()
  await mkdir(SHOTS, { recursive: true })
  await writeFile(`${SHOTS}${name}.png`, png)
  return pixelStats(readPng(png)).drawn
}

describe('the built site in Chromium', () => {
  it.each(PAGES.flatMap(([name, path]) => Object.keys(SIZES).map((size) => [name, path, size])))(
    '%s (/%s) at the %s size: loads, draws, says nothing on the console',
    async (name, path, size) => {
      site.problems.errors.length = 0
      const page = await site.open(path, SIZES[size as keyof typeof SIZES], hydrated)
      const title = await page.title()
      expect(title).toMatch(/Delve/)
      // Something is drawn on the page's ground, and no heading says the page is missing.
      expect(await shoot(page, `${name}-${size}`)).toBeGreaterThan(1000)
      expect(await page.locator('h1').first().textContent()).not.toMatch(/404|not found/i)
      expect(site.problems).toEqual({ errors: [], foreignRequests: [] })
    },
  )

  it("holds the tutorial's playable parts at /play/, where its pages' frames load them", () => {
    if (!exists('tutorial/index')) return
    for (const part of ['part-00', 'part-13'])
      expect(existsSync(`${SITE_DIR}dist/play/${part}/index.html`), part).toBe(true)
  })

  it('plays a tutorial part inside its page: the frame loads the part and it takes a key', async () => {
    site.problems.errors.length = 0
    const page = await site.open('tutorial/part-01.html', SIZES.desktop, hydrated)
    const frame = await (await page.waitForSelector('iframe[src*="play/part-01"]')).contentFrame()
    if (!frame) throw new Error("the part's frame has no document")
    await frame.waitForFunction(() => window.example?.ready === true)
    const before = await frame.evaluate(() => JSON.stringify(window.example?.state()))
    // Keys go to the frame once it has the focus, as the page asks a reader to click it first
    // (part 1's hero stands in the middle of an open screen: a step right is always free).
    await page.locator('iframe[src*="play/part-01"]').click()
    await page.keyboard.press('ArrowRight')
    await frame.waitForFunction((was) => JSON.stringify(window.example?.state()) !== was, before)
    expect(site.problems).toEqual({ errors: [], foreignRequests: [] })
  })

  it('finds an export by the local search', async () => {
    site.problems.errors.length = 0
    const page = await site.open('', SIZES.desktop, hydrated)
    await page.locator('.DocSearch-Button').click()
    await page.locator('#localsearch-input').fill('verifyRun')
    const first = page.locator('.result').first()
    await first.waitFor()
    expect(await page.locator('.result').count()).toBeGreaterThan(0)
    expect(site.problems).toEqual({ errors: [], foreignRequests: [] })
  })
})
