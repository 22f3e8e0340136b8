import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'
import { formatTime, type Verdict } from './report.js'
import { type Summary, summarize } from './stats.js'

/**
 * The built game (`apps/game/dist`) in headless Chromium, timed by its own measurements: from the
 * frame that handles a key to the end of that frame's rendering (`lastMoveMs`,
 * `lastRegenerateMs` of `window.delve.state()`), and from navigation to the first drawn frame
 * and to `window.delve.ready`. These are the figures the game's end-to-end suite once asserted;
 * on a shared machine they swing with its load, so they are measured and judged here instead.
 */
export interface PageSize {
  /** Fresh page loads. */
  loads: number
  /** Steps under fog of war, at each map size. */
  steps: number
  /** Regenerations at 80×45 and at the large size, after one to warm up. */
  regenerates: number
  largeRegenerates: number
  /** The large map's width and height: 1000 in the report. */
  largeSide: number
}

export const FULL_PAGE: PageSize = {
  loads: 5,
  steps: 20,
  regenerates: 9,
  largeRegenerates: 5,
  largeSide: 1000,
}
/**
 * The smoke run (the bench's test, `--smoke`) times every part once or twice, at 250×250: its
 * levels made and drawn at 1000×1000 in software WebGL were most of its 42 CPU-seconds, and it
 * judges nothing.
 */
export const SMOKE_PAGE: PageSize = {
  loads: 1,
  steps: 2,
  regenerates: 2,
  largeRegenerates: 1,
  largeSide: 250,
}

/** One timing of the page: what was timed, and its samples in milliseconds. */
export interface PageTiming {
  name: string
  samples: number[]
  summary: Summary
  /** The most the median may be, in milliseconds, and what that budget is. */
  budget: number
  budgetName: string
}

export type PageRun = { timings: PageTiming[]; skipped?: undefined } | { skipped: string }

/** One frame at 60 Hz, in milliseconds. */
const FRAME_MS = 1000 / 60

/** Where the game's build is, and the browser the bench opens it in. */
export const GAME_DIST = fileURLToPath(new URL('../../apps/game/dist/', import.meta.url))
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

declare global {
  interface Window {
    /** The game's debug handle (apps/game/src/ui/debug-handle.ts): only what the bench reads. */
    readonly delve: {
      readonly ready: boolean
      readonly frames: number
      /** Absent on a page that draws every frame. */
      readonly idle?: boolean
      state(): unknown
    }
  }
}

/** The parts of `window.delve.state()` the bench reads. */
interface PageState {
  seed: string
  player: { x: number; y: number }
  ascii: string
  monsters: { x: number; y: number }[]
  turn: number
  dead: boolean
  lastMoveMs: number | null
  lastRegenerateMs: number | null
}

const STEP_KEYS = [
  { key: 'ArrowUp', dx: 0, dy: -1 },
  { key: 'ArrowDown', dx: 0, dy: 1 },
  { key: 'ArrowLeft', dx: -1, dy: 0 },
  { key: 'ArrowRight', dx: 1, dy: 0 },
] as const

/** Serves the game's build, opens it in Chromium, and times loads, steps and regenerations. */
export async function measureGamePage(
  size: PageSize,
  log: (line: string) => void,
): Promise<PageRun> {
  if (!existsSync(`${GAME_DIST}index.html`)) {
    return { skipped: 'the game is not built (npx -y pnpm@12.21.0 run build)' }
  }
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)` }
  const server = await servePreview()
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const origin = originOf(server)
    const timings: PageTiming[] = []
    log('the game page: loads …')
    const loads = await loadTimes(browser, origin, size.loads)
    timings.push(
      timing('navigation to the first drawn frame', loads.frame, 5000, '5 s'),
      timing('navigation to ready (window.delve.ready)', loads.ready, 5000, '5 s'),
    )
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    const side = size.largeSide
    const large = `${side}×${side}`
    for (const [where, query] of [
      ['80×45', '?seed=perf'],
      [large, `?seed=perf&w=${side}&h=${side}`],
    ] as const) {
      log(`the game page: steps at ${where} …`)
      const steps = await stepTimes(page, `${origin}/${query}`, size.steps)
      timings.push(
        timing(
          `a step under fog of war at ${where}, key to rendered frame`,
          steps,
          FRAME_MS,
          'one 60 Hz frame',
        ),
      )
    }
    log('the game page: regenerating …')
    const small = await regenerateTimes(page, `${origin}/?seed=perf&sandbox`, size.regenerates)
    timings.push(
      timing('regenerating at 80×45, R to rendered frame', small, FRAME_MS, 'one 60 Hz frame'),
    )
    const regenerated = await regenerateTimes(
      page,
      `${origin}/?seed=perf&w=${side}&h=${side}&sandbox`,
      size.largeRegenerates,
    )
    timings.push(timing(`regenerating at ${large}, R to rendered frame`, regenerated, 1000, '1 s'))
    return { timings }
  } finally {
    await browser.close()
    await server.close()
  }
}

function timing(name: string, samples: number[], budget: number, budgetName: string): PageTiming {
  return { name, samples, summary: summarize(samples), budget, budgetName }
}

/** The game's build on a free loopback port. */
export function servePreview(): Promise<PreviewServer> {
  return preview({
    root: GAME_DIST,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: '.' },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
}

export function originOf(server: PreviewServer): string {
  const address = server.httpServer.address()
  if (address === null || typeof address === 'string') throw new Error('preview has no TCP port')
  return `http://127.0.0.1:${address.port}`
}

async function open(page: Page, url: string): Promise<PageState> {
  await page.goto(url)
  await page.waitForFunction(() => window.delve?.ready === true)
  return state(page)
}

function state(page: Page): Promise<PageState> {
  return page.evaluate(() => window.delve.state() as unknown as PageState)
}

const frameCount = (page: Page) => page.evaluate(() => window.delve.frames)

/**
 * Presses R `count` + 1 times in the sandbox and returns the game's measurement of each after
 * the first (which warms the code up).
 */
async function regenerateTimes(page: Page, url: string, count: number): Promise<number[]> {
  let seed = (await open(page, url)).seed
  const times: number[] = []
  for (let i = 0; i <= count; i++) {
    const frames = await frameCount(page)
    await page.keyboard.press('r')
    const now = await waitForState(page, frames, (s) => s.seed !== seed)
    seed = now.seed
    if (now.lastRegenerateMs === null) throw new Error('no regenerate was measured')
    if (i > 0) times.push(now.lastRegenerateMs)
  }
  return times
}

/**
 * Waits, two frames at a time from frame `from`, until `done` holds of the state; a page that
 * draws only when something changed says when it has handled the key and drawn it (`idle`), and
 * draws no more frames after. Only the frame counter and that flag are read while a measured
 * frame may still be running: `state()` writes the map out as text, megabytes at 1000×1000,
 * which must not land inside a measurement.
 */
async function waitForState(
  page: Page,
  from: number,
  done: (s: PageState) => boolean,
): Promise<PageState> {
  for (let frames = from + 2; ; frames += 2) {
    await page.waitForFunction(
      (target) => window.delve.idle === true || window.delve.frames >= target,
      frames,
    )
    const now = await state(page)
    if (done(now)) return now
    if (await page.evaluate(() => window.delve.idle === true)) {
      throw new Error('waitForState: the page came to rest without the change waited for')
    }
  }
}

/**
 * Steps `count` + 1 times, back and forth where it can, and returns the game's measurement of
 * each turn after the first.
 */
async function stepTimes(page: Page, url: string, count: number): Promise<number[]> {
  let now = await open(page, url)
  const times: number[] = []
  let last: (typeof STEP_KEYS)[number] | undefined
  for (let i = 0; i <= count; i++) {
    const step = nextStep(now, last)
    if (!step || now.dead)
      throw new Error(`nowhere to step from (${now.player.x}, ${now.player.y})`)
    const frames = await frameCount(page)
    const turn = now.turn
    await page.keyboard.press(step.key)
    now = await waitForState(page, frames, (s) => s.turn > turn)
    if (now.lastMoveMs === null) throw new Error('no step was measured')
    if (i > 0) times.push(now.lastMoveMs)
    last = step
  }
  return times
}

/** A step onto an open tile with no monster on it, back the way it came first. */
function nextStep(
  s: PageState,
  last: (typeof STEP_KEYS)[number] | undefined,
): (typeof STEP_KEYS)[number] | undefined {
  const rows = s.ascii.split('\n', s.player.y + 2)
  const open = (k: (typeof STEP_KEYS)[number]) => {
    const x = s.player.x + k.dx
    const y = s.player.y + k.dy
    const tile = rows[y]?.[x]
    return (
      tile !== undefined && '.+<>'.includes(tile) && !s.monsters.some((m) => m.x === x && m.y === y)
    )
  }
  const back = last && STEP_KEYS.find((k) => k.dx === -last.dx && k.dy === -last.dy)
  return back && open(back) ? back : STEP_KEYS.find(open)
}

interface LoadMarks {
  frame?: number
  ready?: number
}

/**
 * Loads the game `count` times, each in a fresh context (nothing cached), and returns the times
 * from navigation to the first animation frame that finds a frame of the game drawn, and to the
 * first that finds it ready: read once per animation frame, so to within one frame.
 */
async function loadTimes(
  browser: Browser,
  origin: string,
  count: number,
): Promise<{ frame: number[]; ready: number[] }> {
  const frame: number[] = []
  const ready: number[] = []
  for (let run = 0; run < count; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
    try {
      const page = await context.newPage()
      await page.addInitScript(() => {
        const marks: LoadMarks = {}
        Object.assign(window, { loadMarks: marks })
        const look = () => {
          const game = window.delve
          if (marks.frame === undefined && game && game.frames >= 1) marks.frame = performance.now()
          if (marks.ready === undefined && game?.ready === true) marks.ready = performance.now()
          if (marks.frame === undefined || marks.ready === undefined) requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      })
      await page.goto(`${origin}/?seed=load-${run}`)
      await page.waitForFunction(() => {
        const m = (window as unknown as { loadMarks: LoadMarks }).loadMarks
        return m.frame !== undefined && m.ready !== undefined
      })
      const marks = await page.evaluate(
        () => (window as unknown as { loadMarks: Required<LoadMarks> }).loadMarks,
      )
      frame.push(marks.frame)
      ready.push(marks.ready)
    } finally {
      await context.close()
    }
  }
  return { frame, ready }
}

/** Each timing's median within its budget; one skipped verdict when the page was not run. */
export function pageVerdicts(run: PageRun): Verdict[] {
  if (run.skipped !== undefined) {
    return [
      {
        target: 'the game page in Chromium: loads, steps and regenerating within their budgets',
        measured: `not run: ${run.skipped}`,
        pass: false,
        skipped: true,
      },
    ]
  }
  return run.timings.map((t) => ({
    target: `${t.name}: median ≤ ${t.budgetName}`,
    measured: `${formatTime(t.summary.median)} (${t.summary.samples} samples, slowest ${formatTime(Math.max(...t.samples))})`,
    pass: t.summary.median <= t.budget,
  }))
}

/** The section of the report: every timing with its spread. */
export function pageSection(run: PageRun): string {
  const head = [
    '## The game in Chromium',
    '',
    'The built game (`apps/game/dist`) served on loopback and opened in headless Chromium with',
    'its GPU off (software WebGL), timed by its own measurements: a key from the frame that',
    'handles it to the end of that frame’s rendering, a load from navigation. One page, one',
    'browser, outside the interleaved rounds; a loaded machine slows it most of all parts.',
    '',
  ]
  if (run.skipped !== undefined) return [...head, `Not run here: ${run.skipped}.`].join('\n')
  return [
    ...head,
    '| what | median | inter-quartile range | slowest | samples |',
    '|---|---:|---:|---:|---:|',
    ...run.timings.map(
      (t) =>
        `| ${t.name} | ${formatTime(t.summary.median)} | ${formatTime(t.summary.q1)} – ${formatTime(t.summary.q3)} | ${formatTime(Math.max(...t.samples))} | ${t.summary.samples} |`,
    ),
  ].join('\n')
}
