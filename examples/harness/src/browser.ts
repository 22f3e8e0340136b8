import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type Plugin, type PreviewServer, preview } from 'vite'
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

/** A page of the example's own origin that is not the example: where the page waits between tests. */
const BLANK_PATH = '/e2e-blank.html'
const BLANK_PAGE = '<!doctype html><title>blank</title><link rel="icon" href="data:,">'

/** Serves the example's built `dist` on a free loopback port, and the blank page beside it. */
async function startPreview(appDir: string): Promise<{ server: PreviewServer; origin: string }> {
  const configFile = join(appDir, 'vite.config.ts')
  const blank: Plugin = {
    name: 'e2e-blank-page',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== BLANK_PATH) return next()
        response.setHeader('Content-Type', 'text/html')
        response.end(BLANK_PAGE)
      })
    },
  }
  const server = await preview({
    root: appDir,
    configFile: existsSync(configFile) ? configFile : false,
    logLevel: 'silent',
    plugins: [blank],
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
 * Runs in the page before its own scripts: `requestAnimationFrame` calls back on every
 * `vsyncs`-th refresh, so the example (Phaser asks for each frame this way) and anything else
 * in the page draw at that rate, together.
 */
function everyNthFrame(vsyncs: number): void {
  const request = window.requestAnimationFrame.bind(window)
  const cancel = window.cancelAnimationFrame.bind(window)
  // The id handed out is the first request's; a cancel finds the request pending now.
  const pending = new Map<number, number>()
  window.requestAnimationFrame = (callback) => {
    let left = vsyncs - 1
    const tick = (time: number) => {
      if (left-- > 0) {
        pending.set(id, request(tick))
      } else {
        pending.delete(id)
        callback(time)
      }
    }
    const id = request(tick)
    return id
  }
  window.cancelAnimationFrame = (id) => {
    cancel(pending.get(id) ?? id)
    pending.delete(id)
  }
}

/**
 * How often a wait on the page (`open`'s `ready`) tests its condition: every 100 ms, not every
 * frame (Playwright's default), which would keep an idle page drawing.
 */
export const POLL = { polling: 100 } as const

/** How an example's pages are shown. */
export interface ExampleOptions {
  /**
   * Draw a frame every `vsyncsAFrame`-th screen refresh (2: at most 30 frames a second): with
   * the GPU off, a Phaser page draws every frame in software, all the time it is open. For a
   * page whose tests wait on states or on a number of frames (`framesPass`), never on a frame
   * rate. The default, 1, draws at every refresh: a page that reads Phaser's key events raw
   * (the tutorial's parts) moves twice for one press now and then when a key's down and up are
   * read in one frame, as they more often are at a lower rate (parts 1 and 9 at 15 frames a
   * second); the pages played through `@delve/phaser`'s Roguelike take one turn a press.
   */
  vsyncsAFrame?: number
}

/**
 * For an example's test file: its build served and a browser started before the tests, closed
 * after them. `open()` loads the page and waits until `window.example.ready` (or, for a page that
 * sets no hook, until its own `ready` test, run in the page, holds); `problems` collects console
 * errors, uncaught exceptions and requests to other origins.
 *
 * The file's tests share one browser context and one page in it, as a reader's tab would be
 * reused: a new context costs the browser seconds of work (a renderer process, a cold cache),
 * a page kept costs a page load. After each test the page leaves for a blank page of the same
 * origin (so it stops drawing) and its storage is emptied: each test starts with none, as in a
 * context of its own; `vsyncsAFrame` slows its frames (see `ExampleOptions`). A second `open()`
 * in the same test gets a second page in the context, closed after the test.
 */
export function useExample(appDir: string, { vsyncsAFrame = 1 }: ExampleOptions = {}) {
  const problems: PageProblems = { errors: [], foreignRequests: [] }
  let server: PreviewServer | undefined
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let origin = ''
  /** The kept page, and whether a test has it now; the extra pages of this test. */
  let kept: Page | undefined
  let lent = false
  const extra: Page[] = []
  beforeAll(async () => {
    ;({ server, origin } = await startPreview(appDir))
    browser = await launchBrowser()
    context = await browser.newContext()
    if (vsyncsAFrame > 1) await context.addInitScript(everyNthFrame, vsyncsAFrame)
    context.on('request', (request) => {
      const url = request.url()
      if (url.startsWith('data:') || url.startsWith('blob:')) return
      if (new URL(url).origin !== origin) problems.foreignRequests.push(url)
    })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  afterEach(async () => {
    await Promise.all(extra.splice(0).map((page) => page.close()))
    if (!kept || !lent) return
    try {
      await kept.goto(`${origin}${BLANK_PATH}`)
      await kept.evaluate(() => {
        localStorage.clear()
        sessionStorage.clear()
      })
      await context?.clearCookies()
      lent = false
    } catch {
      // A page that cannot be taken back (closed, crashed) is not lent again.
      await kept.close().catch(() => {})
      kept = undefined
      lent = false
    }
  })

  async function newPage(): Promise<Page> {
    if (!context) throw new Error('the browser has not started')
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' && !BROWSER_GPU_NOTE.test(text)) problems.errors.push(text)
    })
    page.on('pageerror', (error) => problems.errors.push(error.stack ?? error.message))
    return page
  }

  async function open(
    query = '',
    viewport = { width: 960, height: 640 },
    ready: () => boolean = () => window.example?.ready === true,
  ): Promise<Page> {
    let page: Page
    if (kept && !lent) {
      page = kept
    } else if (!kept) {
      kept = page = await newPage()
    } else {
      page = await newPage()
      extra.push(page)
    }
    if (page === kept) lent = true
    await page.setViewportSize(viewport)
    await page.goto(`${origin}/${query}`)
    await page.waitForFunction(ready, undefined, POLL)
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
