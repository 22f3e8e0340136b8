import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type Pixels, readPng } from './pixels.js'

/** What every browser example puts on `window.example`: ready once drawn, and its state. */
export interface ExampleHook {
  ready: boolean
  state(): unknown
}

declare global {
  interface Window {
    example?: ExampleHook
  }
}

/** Everything a page said or did that a clean run must not contain. */
export interface PageProblems {
  errors: string[]
  foreignRequests: string[]
}

/** Serves the example's built `dist` on a free loopback port. */
async function startPreview(appDir: string): Promise<{ server: PreviewServer; origin: string }> {
  const configFile = join(appDir, 'vite.config.ts')
  const server = await preview({
    root: appDir,
    configFile: existsSync(configFile) ? configFile : false,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('preview has no TCP port')
  return { server, origin: `http://127.0.0.1:${address.port}` }
}

/** Headless Chromium (`CHROMIUM_PATH`, else Debian's); nothing it does leaves this machine. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
}

/**
 * Chromium's own note when it composites WebGL in software ("GPU stall due to ReadPixels"): the
 * browser says it, not the example.
 */
const BROWSER_GPU_NOTE = /GL Driver Message \(OpenGL, Performance,/

/**
 * For an example's test file: its build served and a browser started before the tests, closed
 * after them. `open()` loads the page in a fresh context and waits until `window.example.ready`
 * (or, for a page that sets no hook, until its own `ready` test, run in the page, holds);
 * `problems` collects console errors, uncaught exceptions and requests to other origins.
 */
export function useExample(appDir: string) {
  const problems: PageProblems = { errors: [], foreignRequests: [] }
  let server: PreviewServer | undefined
  let browser: Browser | undefined
  let origin = ''
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    ;({ server, origin } = await startPreview(appDir))
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  async function open(
    query = '',
    viewport = { width: 960, height: 640 },
    ready: () => boolean = () => window.example?.ready === true,
  ): Promise<Page> {
    if (!browser) throw new Error('the browser has not started')
    const context = await browser.newContext({ viewport })
    contexts.push(context)
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' && !BROWSER_GPU_NOTE.test(text)) problems.errors.push(text)
    })
    page.on('pageerror', (error) => problems.errors.push(error.stack ?? error.message))
    context.on('request', (request) => {
      const url = request.url()
      if (url.startsWith('data:') || url.startsWith('blob:')) return
      if (new URL(url).origin !== origin) problems.foreignRequests.push(url)
    })
    await page.goto(`${origin}/${query}`)
    await page.waitForFunction(ready)
    return page
  }

  /** The page as a PNG, kept in `screenshots/NAME.png` to look at, and read as pixels. */
  async function screenshot(page: Page, name: string): Promise<Pixels> {
    const png = await page.screenshot()
    await mkdir(join(appDir, 'screenshots'), { recursive: true })
    await writeFile(join(appDir, 'screenshots', `${name}.png`), png)
    return readPng(png)
  }

  return { problems, open, screenshot }
}

/** The example's state, as its `window.example.state()` gives it. */
export function exampleState<T>(page: Page): Promise<T> {
  return page.evaluate(() => window.example?.state()) as Promise<T>
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
