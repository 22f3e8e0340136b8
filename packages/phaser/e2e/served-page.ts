import { type Browser, chromium, type Page } from 'playwright-core'
import { preview } from 'vite'

/** A built page served on a free loopback port, and headless Chromium to open it in. */
export interface ServedPage {
  url: string
  browser: Browser
  /** Closes the browser, then the server. */
  close(): Promise<void>
}

/** Serves `dir` (a built page with its `index.html`) and starts Chromium (`CHROMIUM_PATH`, else Debian's). */
export async function servePage(dir: string): Promise<ServedPage> {
  const server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: '.' },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('preview has no TCP port')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  return {
    url: `http://127.0.0.1:${address.port}/`,
    browser,
    async close() {
      await browser.close()
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    },
  }
}

/**
 * Waits until the page has run `frames` more animation frames and its frame clock (the time
 * Phaser hands a scene's update) has moved on at least `ms` from the first of them, then one
 * frame more, so the game's own step of that frame has run too. A condition on the page's frames,
 * whatever the machine's speed: a game acts on keys once a frame and a following camera eases in
 * by frames, and a check that a key does not repeat needs frames past the repeat's delay.
 */
export function framesPass(page: Page, frames: number, ms = 0): Promise<void> {
  return page.evaluate(
    ({ frames, ms }) =>
      new Promise<void>((done) => {
        let first: number | undefined
        let left = frames
        const tick = (time: number) => {
          first ??= time
          left--
          if (left <= 0 && time - first >= ms) requestAnimationFrame(() => done())
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
    { frames, ms },
  )
}
