import { spawnSync } from 'node:child_process'
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TILE_SIZE } from '@delve/art'
import { type Dungeon, generateDungeon, isWalkable, type Point } from '@delve/map'
import { runRules, vaultOption } from '@delve/run'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type Plugin, type PreviewServer, preview } from 'vite'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'

export const APP_DIR = dirname(dirname(fileURLToPath(import.meta.url)))
export const SCREENSHOTS = join(APP_DIR, 'screenshots')

/**
 * Serves the built game (the copy of `dist` the tests share) on a free loopback port and returns the server and its origin. `files`
 * are served too, at their paths, as extra files of the same site (maps for `?map=`).
 */
export async function startPreview(
  files: Pick<ReadonlyMap<string, string>, 'get'> = new Map(),
): Promise<{ server: PreviewServer; origin: string }> {
  const extraFiles: Plugin = {
    name: 'e2e-extra-files',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const body = files.get(new URL(request.url ?? '/', 'http://x').pathname)
        if (body === undefined) return next()
        const html = request.url?.endsWith('.html') ?? false
        response.setHeader('Content-Type', html ? 'text/html' : 'application/json')
        response.end(body)
      })
    },
  }
  const server = await preview({
    root: APP_DIR,
    configFile: join(APP_DIR, 'vite.config.ts'),
    logLevel: 'silent',
    // The global setup's copy of dist (see shared-browser.ts).
    build: { outDir: inject('gameDist') },
    plugins: [extraFiles],
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('preview has no TCP port')
  return { server, origin: `http://127.0.0.1:${address.port}` }
}

/**
 * The headless Chromium the test files share (see `shared-browser.ts`), connected to; closing
 * it closes this file's contexts and leaves it running for the others.
 */
export async function launchBrowser(): Promise<Browser> {
  await mkdir(SCREENSHOTS, { recursive: true })
  return chromium.connect(inject('browserEndpoint'))
}

/** Everything the page said or did that a clean run must not contain. */
export interface PageProblems {
  consoleErrors: string[]
  consoleWarnings: string[]
  pageErrors: string[]
  foreignRequests: string[]
}

export function noProblems(): PageProblems {
  return { consoleErrors: [], consoleWarnings: [], pageErrors: [], foreignRequests: [] }
}

/**
 * With the GPU disabled, Chromium composites in software and reads each WebGL frame back from its
 * software GPU, noting "GPU stall due to ReadPixels" on the page's console (a few times, then
 * "this message will no longer repeat"). The browser says it, not the game.
 */
const BROWSER_GPU_NOTE = /^\[\.WebGL-[^\]]+\]GL Driver Message \(OpenGL, Performance,/

/**
 * A page draws at most 30 frames a second, one screen refresh in two: with the GPU disabled each
 * frame is drawn in software and read back into the page's process. A page at rest draws nothing
 * at all (the game's frame gate, `window.delve.idle`); what is paced here is a walk, an
 * exploration, a replay or the camera easing. At one refresh in six the walks and replays of
 * play-faster.test.ts took 109 s, at one in two 50 s, at every refresh no less. The game keeps
 * its pace by the clock (a step every 45 or 90 ms), and no test counts on a frame rate: they
 * wait on states, never on a number of frames or a time.
 */
const VSYNCS_A_FRAME = 2

/**
 * Runs in the page before its own scripts: `requestAnimationFrame` calls back on every
 * `vsyncs`-th refresh, so the game (Phaser asks for each frame this way) and anything else
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

/** How a browser context is emulated: a touch screen, a phone, a high-density screen. */
export interface Device {
  hasTouch?: boolean
  isMobile?: boolean
  deviceScaleFactor?: number
}

/**
 * A page in a context of its own (so with empty storage: no saved run), recording into
 * `problems` its console errors and warnings, uncaught exceptions, and requests to other origins.
 */
/**
 * The window a test gets unless it asks for one: small, since with the GPU off every frame is
 * drawn in software and its cost grows with the pixels. A test about layout, or one whose
 * screenshot is shown in the docs, names its size (`DESKTOP`, a phone's).
 */
export const TEST_VIEWPORT = { width: 800, height: 450 }
/** The desktop window the docs' screenshots are taken at. */
export const DESKTOP = { width: 1280, height: 720 }

export async function newGamePage(
  browser: Browser,
  origin: string,
  problems: PageProblems,
  viewport = TEST_VIEWPORT,
  device: Device = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, ...device })
  await context.addInitScript(everyNthFrame, VSYNCS_A_FRAME)
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error') problems.consoleErrors.push(text)
    if (message.type() === 'warning' && !BROWSER_GPU_NOTE.test(text)) {
      problems.consoleWarnings.push(text)
    }
  })
  page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message))
  context.on('request', (request) => {
    const url = request.url()
    if (url.startsWith('data:') || url.startsWith('blob:')) return
    if (new URL(url).origin !== origin) problems.foreignRequests.push(url)
  })
  return { context, page }
}

/** Loads the game at `query` and waits until its first level is on screen. */
export async function openGame(page: Page, origin: string, query = ''): Promise<DelveState> {
  await page.goto(`${origin}/${query}`)
  await page.waitForFunction(() => window.delve?.ready === true)
  return state(page)
}

export function state(page: Page): Promise<DelveState> {
  return page.evaluate(() => window.delve.state())
}

/**
 * Waits until the game has handled every input it was given and drawn the result, the camera at
 * rest (`window.delve.idle`: it then draws nothing until the next input); returns the state.
 */
export async function settled(page: Page): Promise<DelveState> {
  await page.waitForFunction(() => window.delve?.idle === true)
  return state(page)
}

export async function waitForPlayerAt(page: Page, p: Point): Promise<void> {
  await page.waitForFunction(({ x, y }) => {
    const { player } = window.delve.state()
    return player.x === x && player.y === y
  }, p)
}

export async function statusText(page: Page): Promise<string> {
  return (await page.textContent('#hud-status')) ?? ''
}

/** The game's run rules, for the vaults a level of each depth is made with. */
const RULES = runRules()

/**
 * The level in the state as the map package makes it from the level's seed and choice, with the
 * vaults the run's rules give its depth (none on the first level), computed here in Node.
 */
export function dungeonFor(s: DelveState): Dungeon {
  const vaults = vaultOption(RULES.vaults, s.depth)
  return generateDungeon({
    ...(vaults ? { vaults } : {}),
    seed: s.seed,
    preset: s.preset as 'tcod',
    algorithm: s.algorithm as 'bsp',
    width: s.width,
    height: s.height,
    roomShape: s.roomShape as 'rect',
    tunnel: s.tunnel as 'l',
    padding: s.padding,
  })
}

export const STEPS = [
  { key: 'ArrowUp', dx: 0, dy: -1 },
  { key: 'ArrowDown', dx: 0, dy: 1 },
  { key: 'ArrowLeft', dx: -1, dy: 0 },
  { key: 'ArrowRight', dx: 1, dy: 0 },
] as const
export type StepKey = (typeof STEPS)[number]

/** The level in the state as rows of characters, to find paths on. */
function grid(s: DelveState): string[] {
  return s.ascii.split('\n')
}

export function walkableAt(s: DelveState, { x, y }: Point): boolean {
  const row = grid(s)[y]
  const c = row?.[x]
  // The map package's codes for these characters; anything else (a lock, rubble) is not walked.
  const code = '#.+<>'.indexOf(c ?? '')
  return code >= 0 && isWalkable(code)
}

export function monsterAt(s: DelveState, { x, y }: Point): boolean {
  return s.monsters.some((m) => m.x === x && m.y === y)
}

/** Key presses along a shortest path from the player to `goal`, round the monsters; null if none. */
export function pathKeys(s: DelveState, goal: Point): StepKey[] | null {
  const key = (p: Point) => `${p.x},${p.y}`
  const from = new Map<string, [Point, StepKey]>()
  const queue: Point[] = [s.player]
  const seen = new Set([key(s.player)])
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as Point
    if (at.x === goal.x && at.y === goal.y) break
    for (const step of STEPS) {
      const next = { x: at.x + step.dx, y: at.y + step.dy }
      if (seen.has(key(next)) || !walkableAt(s, next) || monsterAt(s, next)) continue
      seen.add(key(next))
      from.set(key(next), [at, step])
      queue.push(next)
    }
  }
  if (!seen.has(key(goal))) return null
  const keys: StepKey[] = []
  for (let p = goal; from.has(key(p)); ) {
    const [previous, step] = from.get(key(p)) as [Point, StepKey]
    keys.unshift(step)
    p = previous
  }
  return keys
}

/**
 * Walks the player along `keys`, one press per tile, and waits for the last step to land. The
 * presses are sent as one burst of key events from inside the page: a long walk then costs one
 * round trip instead of two per step (the tests of single key presses use the real keyboard).
 */
export async function walk(page: Page, from: Point, keys: readonly StepKey[]): Promise<Point> {
  await sendKeys(
    page,
    keys.map((k) => k.key),
  )
  const at = keys.reduce((p, step) => ({ x: p.x + step.dx, y: p.y + step.dy }), from)
  await waitForPlayerAt(page, at)
  return at
}

/**
 * Presses the keys `codes` (each down, then up) as one burst of key events sent from inside the
 * page: one round trip, and no key held past its repeat delay however busy the machine is.
 */
export async function sendKeys(page: Page, codes: readonly string[]): Promise<void> {
  await page.evaluate((sent) => {
    for (const code of sent) {
      const init = { code, key: code, bubbles: true }
      window.dispatchEvent(new KeyboardEvent('keydown', init))
      window.dispatchEvent(new KeyboardEvent('keyup', init))
    }
  }, codes)
}

/** Runs the command-line tool's built entry point with `args`; returns its standard output. */
export function runCli(cliMain: string, args: readonly string[]): string {
  const result = spawnSync(process.execPath, [cliMain, ...args], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`delve ${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout
}

/**
 * Saves a screenshot of the page as `screenshots/<name>`; with `DELVE_DOCS_SCREENSHOTS=1` also
 * as the docs' picture `docs/<docName>`. A plain test run leaves the tracked tree as it found it
 * (every run draws slightly different pixels); `DELVE_DOCS_SCREENSHOTS=1 pnpm test:e2e` renews
 * the docs' pictures.
 */
export async function screenshotForDocs(page: Page, name: string, docName: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, name) })
  if (process.env.DELVE_DOCS_SCREENSHOTS === '1') {
    await copyFile(join(SCREENSHOTS, name), join(APP_DIR, '../../docs', docName))
  }
}

/** A page of the game's own origin that is not the game: where a page waits between tests. */
export const BLANK_PATH = '/e2e-blank.html'
const BLANK_PAGE = '<!doctype html><title>blank</title><link rel="icon" href="data:,">'

/** A page kept for the tests of a worker's files: its context's emulated device, and whether it is lent. */
interface KeptPage {
  device: string
  context: BrowserContext
  page: Page
  lent: boolean
  /** Lent to a file for all its tests (`holdPage`), not to one test. */
  held: boolean
}

/** What the test files of a worker share: one preview server, the browser, the pages kept. */
interface Shared {
  server: PreviewServer
  origin: string
  browser: Browser
  kept: KeptPage[]
}

/**
 * The worker's shared server and pages, made by the first file that asks (the files of a worker
 * share its modules, `isolate: false`, and run one after another). They are never closed here:
 * the worker's end closes its server, and the browser's end (shared-browser.ts) its pages.
 */
let shared: Promise<Shared> | undefined

/** The problems of the file whose tests run now: the kept pages report there. */
let current: PageProblems = noProblems()
const relay: PageProblems = {
  get consoleErrors() {
    return current.consoleErrors
  },
  get consoleWarnings() {
    return current.consoleWarnings
  },
  get pageErrors() {
    return current.pageErrors
  },
  get foreignRequests() {
    return current.foreignRequests
  },
}

/** The extra files of the file whose tests run now (`usePages`'s `files`), read at each request. */
let served: ReadonlyMap<string, string> = new Map()

async function share(): Promise<Shared> {
  const { server, origin } = await startPreview({
    get: (path) => (path === BLANK_PATH ? BLANK_PAGE : served.get(path)),
  })
  return { server, origin, browser: await launchBrowser(), kept: [] }
}

/**
 * For a test file: a preview server and the browser, and `freshPage`, a page with empty storage
 * (no saved run, no settings), recording into `problems`.
 *
 * A page is lent to one test and taken back after it: it leaves the game for a blank page of
 * the same origin (so it stops rendering, which would slow every later test down), and its
 * storage is cleared. The next test asking for the same device gets it back at its own window
 * size, in this file or a later one of the same worker, from the same server (so with the
 * game's files in its cache). A new context costs the browser seconds of work (its window, a
 * renderer process, a cold cache: the first test of a file on each device took 2 to 3 CPU-s
 * more than the next); a page kept costs a page load. Two pages a test holds at once are in two
 * contexts, so each has storage of its own, as two browsers would.
 *
 * `files` are served too, at their paths, while the file's tests run (maps for `?map=`; read
 * at each request, so they may be added to until then);
 * `holdPage` lends a page for all the file's tests, in turn, taken back after the last.
 *
 * With `own`, the file has a server and pages of its own, closed after its tests: for a file
 * whose server is made differently (the board's, which passes api/ on to a board it starts) or
 * whose pages are changed for good (an init script).
 */
export function usePages(
  problems: PageProblems,
  { own = false, files = new Map() }: { own?: boolean; files?: ReadonlyMap<string, string> } = {},
): {
  origin: () => string
  freshPage: (viewport?: { width: number; height: number }, device?: Device) => Promise<Page>
  holdPage: (viewport?: { width: number; height: number }, device?: Device) => Promise<Page>
} {
  let mine: Shared | undefined
  beforeAll(async () => {
    if (own) {
      mine = await share()
    } else {
      shared ??= share()
      mine = await shared
    }
    served = files
    current = problems
  })
  /** Takes back the pages lent that `which` picks, blank; one that cannot be is let go. */
  const takeBack = async (which: (k: KeptPage) => boolean) => {
    if (!mine) return
    const { kept, origin } = mine
    await Promise.all(
      kept.filter(which).map(async (k) => {
        try {
          await blank(k.page, origin)
          k.lent = false
          k.held = false
        } catch {
          // A page that cannot be taken back (closed, crashed) is not lent again.
          kept.splice(kept.indexOf(k), 1)
          await k.context.close().catch(() => {})
        }
      }),
    )
  }
  afterEach(() => takeBack((k) => k.lent && !k.held))
  afterAll(async () => {
    await takeBack((k) => k.held)
    if (served === files) served = new Map()
    if (!own) return
    await mine?.browser.close()
    await mine?.server.close()
  })
  const lend = async (viewport: { width: number; height: number }, device: Device) => {
    if (!mine) throw new Error('the browser has not started')
    const { kept, browser, origin } = mine
    const key = JSON.stringify(device)
    let k = kept.find((candidate) => !candidate.lent && candidate.device === key)
    if (!k) {
      const { context, page } = await newGamePage(browser, origin, relay, viewport, device)
      k = { device: key, context, page, lent: false, held: false }
      kept.push(k)
    } else {
      await k.page.setViewportSize(viewport)
    }
    k.lent = true
    return k
  }
  return {
    origin: () => mine?.origin ?? '',
    async freshPage(viewport = TEST_VIEWPORT, device = {}) {
      return (await lend(viewport, device)).page
    },
    async holdPage(viewport = TEST_VIEWPORT, device = {}) {
      const k = await lend(viewport, device)
      k.held = true
      return k.page
    },
  }
}

/**
 * Takes a page back from a test: onto the blank page (the game saves as it leaves), then its
 * origin's storage emptied, the permissions a test granted taken back, and the pointer off the
 * page (where a new page's is: no hover).
 */
async function blank(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${BLANK_PATH}`)
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.context().clearPermissions()
  await page.mouse.move(-1, -1)
}

/** The number pad's key for each step, the diagonals included. */
export const PAD_KEYS: Record<string, string> = {
  '0,-1': 'Numpad8',
  '1,-1': 'Numpad9',
  '1,0': 'Numpad6',
  '1,1': 'Numpad3',
  '0,1': 'Numpad2',
  '-1,1': 'Numpad1',
  '-1,0': 'Numpad4',
  '-1,-1': 'Numpad7',
}
export const EIGHT = Object.keys(PAD_KEYS).map((k) => k.split(',').map(Number) as [number, number])

/** A step the game allows: onto a walkable tile, and never diagonally between two walls. */
export function canStep(s: DelveState, from: Point, dx: number, dy: number): boolean {
  const to = { x: from.x + dx, y: from.y + dy }
  if (!walkableAt(s, to)) return false
  if (dx === 0 || dy === 0) return true
  return walkableAt(s, { x: to.x, y: from.y }) || walkableAt(s, { x: from.x, y: to.y })
}

/** The key of a step from `from` to the neighbouring `to`. */
export function keyFor(from: Point, to: Point): string {
  return PAD_KEYS[`${to.x - from.x},${to.y - from.y}`] as string
}

/** The first step of a shortest way (eight directions) to a tile beside `goal`, round monsters. */
export function firstStepToward(s: DelveState, goal: Point): Point | null {
  const key = (p: Point) => `${p.x},${p.y}`
  const previous = new Map<string, Point>()
  const queue: Point[] = [s.player]
  const seen = new Set([key(s.player)])
  const blocked = new Set(s.monsters.map(key))
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as Point
    if (Math.max(Math.abs(at.x - goal.x), Math.abs(at.y - goal.y)) <= 1 && head > 0) {
      let p = at
      while (key(previous.get(key(p)) as Point) !== key(s.player)) p = previous.get(key(p)) as Point
      return p
    }
    for (const [dx, dy] of EIGHT) {
      const next = { x: at.x + dx, y: at.y + dy }
      if (seen.has(key(next)) || blocked.has(key(next)) || !canStep(s, at, dx, dy)) continue
      seen.add(key(next))
      previous.set(key(next), at)
      queue.push(next)
    }
  }
  return null
}

/**
 * Presses `key` on the real keyboard with its key-up sent at once behind its key-down: on a
 * loaded machine, awaiting the key-down first can leave the key down past the walk's repeat
 * delay, and the game rightly takes it as held (two steps for one press).
 */
export async function pressKey(page: Page, key: string): Promise<void> {
  // `Shift+KeyL`: the modifiers go down first and up last, as `keyboard.press` sends them.
  const parts = key.length > 1 && key.includes('+') ? key.split('+') : [key]
  const main = parts.pop() as string
  await Promise.all([
    ...parts.map((modifier) => page.keyboard.down(modifier)),
    page.keyboard.down(main),
    page.keyboard.up(main),
    ...parts.reverse().map((modifier) => page.keyboard.up(modifier)),
  ])
}

/** Opens a replay link, plays it to its end (End) and returns the verdict the page shows. */
export async function replayVerdict(
  page: Page,
  link: string,
): Promise<{ text: string; same: string }> {
  await page.goto(link)
  await page.waitForFunction(() => window.delve?.ready === true)
  await pressKey(page, 'End')
  await page.waitForFunction(() => document.querySelector('#replay-verdict')?.textContent !== '')
  return {
    text: (await page.textContent('#replay-verdict')) ?? '',
    same: (await page.getAttribute('#replay-verdict', 'data-same')) ?? '',
  }
}

/**
 * Presses `key` and waits until the turn it starts is over (or the player is dead): the turn,
 * not the camera, which may still be easing after the player (`settled` waits for that too).
 */
export async function playTurn(page: Page, key: string): Promise<DelveState> {
  const before = (await state(page)).turn
  await pressKey(page, key)
  await page.waitForFunction(
    (turn) => window.delve.state().turn > turn || window.delve.state().dead,
    before,
  )
  return state(page)
}

/**
 * Waits `count` turns: the wait key pressed `count` times in one burst of key events, all read
 * in one frame; the game stops taking them at the player's death.
 */
export async function waitTurns(page: Page, count: number): Promise<DelveState> {
  await sendKeys(
    page,
    Array.from({ length: count }, () => 'Period'),
  )
  return settled(page)
}

/** Where tile `p`'s centre is on the page, from the camera the game reports. */
export function screenPoint(s: DelveState, p: Point): { x: number; y: number } {
  const { view } = s
  const scale = TILE_SIZE * view.zoom
  return {
    x: view.left + (p.x + 0.5 - view.x) * scale,
    y: view.top + (p.y + 0.5 - view.y) * scale,
  }
}
