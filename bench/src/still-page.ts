import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM, GAME_DIST, originOf, servePreview } from './page-bench.js'
import type { Verdict } from './report.js'

/**
 * What a page of the game costs while nothing happens on it: the player standing, the camera at
 * rest, no key, no pointer. Measured as the CPU time of the whole browser (its page, GPU and
 * browser processes: with the GPU off, WebGL is drawn in software in the GPU process) over a
 * window of seconds, with the page's own main-thread time (Chromium's `TaskDuration`) and the
 * frames the game drew in it.
 */
export interface StillSize {
  /** Seconds measured, after the page came to rest. */
  seconds: number
}

export const FULL_STILL: StillSize = { seconds: 6 }
export const SMOKE_STILL: StillSize = { seconds: 1 }

export interface StillFigures {
  seconds: number
  /** CPU seconds a second of the browser's processes, together (1 = one core busy). */
  browserCpu: number
  /** The page's main thread: busy seconds a second. */
  pageTasks: number
  /** Frames the game drew a second. */
  framesPerSecond: number
  /** The browser's CPU a second with no page of the game open (about:blank): the floor. */
  blankCpu: number
}

export type StillRun = StillFigures | { skipped: string }

/** A still page is judged by the browser's CPU over that of a blank page: at most this much. */
export const STILL_BUDGET = 0.05

/** Opens the built game in Chromium, lets it come to rest, and measures a still page's cost. */
export async function measureStillPage(
  size: StillSize,
  log: (line: string) => void,
): Promise<StillRun> {
  if (!existsSync(`${GAME_DIST}index.html`)) {
    return { skipped: 'the game is not built (npx -y pnpm@12.21.0 run build)' }
  }
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)` }
  if (!existsSync('/proc/self/stat')) return { skipped: 'no /proc to read CPU times from' }
  const server = await servePreview()
  const launched = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    host: '127.0.0.1',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  const pid = launched.process().pid
  if (pid === undefined) throw new Error('measureStillPage: the browser has no process id')
  let browser: Browser | undefined
  try {
    browser = await chromium.connect(launched.wsEndpoint())
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    log('the still page: a blank page …')
    await page.goto('about:blank')
    await pause(1000)
    const blank = await cpuOver(pid, size.seconds)
    log('the still page: the game at rest …')
    await page.goto(`${originOf(server)}/?seed=still-page`)
    await page.waitForFunction(() => window.delve?.ready === true)
    // At rest: the game says so where it can (`idle`); an older page is given two seconds.
    const saysIdle = await page.evaluate(() => 'idle' in window.delve)
    if (saysIdle) await page.waitForFunction(() => window.delve.idle === true)
    await pause(saysIdle ? 500 : 2000)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    const tasks = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0
    }
    const frames = () => page.evaluate(() => window.delve.frames)
    const [tasksBefore, framesBefore] = [await tasks(), await frames()]
    const cpu = await cpuOver(pid, size.seconds)
    const [tasksAfter, framesAfter] = [await tasks(), await frames()]
    return {
      seconds: size.seconds,
      browserCpu: cpu,
      pageTasks: (tasksAfter - tasksBefore) / size.seconds,
      framesPerSecond: (framesAfter - framesBefore) / size.seconds,
      blankCpu: blank,
    }
  } finally {
    await browser?.close()
    await launched.close()
    await server.close()
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The CPU seconds a second that process `pid` and all its descendants used over `seconds`. */
async function cpuOver(pid: number, seconds: number): Promise<number> {
  const before = treeTicks(pid)
  const start = process.hrtime.bigint()
  await pause(seconds * 1000)
  const after = treeTicks(pid)
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9
  return (after - before) / clockTicks() / elapsed
}

let ticks: number | undefined
/** The kernel's clock ticks a second, in which /proc reports CPU times. */
function clockTicks(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticks = 100
    }
  }
  return ticks
}

/** User and system ticks of `root` and every process under it. */
function treeTicks(root: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8')
      // The command name is in parentheses and may hold spaces: the fields follow the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
      stats.set(Number(name), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0
  for (const [id, stat] of stats) {
    for (let at: number | undefined = id; at !== undefined && at > 1; ) {
      if (at === root) {
        total += stat.ticks
        break
      }
      at = stats.get(at)?.parent
    }
  }
  return total
}

/** The verdict: the browser's CPU on a still page, over a blank page's, within the budget. */
export function stillVerdict(run: StillRun): Verdict {
  const target = `a still page of the game (at rest, no input): the browser's CPU over a blank page's ≤ ${STILL_BUDGET * 100} % of a core`
  if ('skipped' in run) {
    return { target, measured: `not run: ${run.skipped}`, pass: false, skipped: true }
  }
  const over = Math.max(0, run.browserCpu - run.blankCpu)
  return {
    target,
    measured: `${percent(over)} (${percent(run.browserCpu)} against ${percent(run.blankCpu)} blank; ${run.framesPerSecond.toFixed(1)} frames a second; the page's main thread ${percent(run.pageTasks)})`,
    pass: over <= STILL_BUDGET,
  }
}

/** The section of the report. */
export function stillSection(run: StillRun): string {
  const head = [
    '## A still page',
    '',
    'The built game in headless Chromium (GPU off: WebGL drawn in software), the player standing,',
    'the camera at rest, no input, measured over a few seconds: the CPU time of all the',
    "browser's processes a second, that of the same browser on a blank page, the page's own",
    "main-thread time (Chromium's TaskDuration) and the frames the game drew.",
    '',
  ]
  if ('skipped' in run) return [...head, `Not run here: ${run.skipped}.`].join('\n')
  return [
    ...head,
    '| browser CPU | blank page | page main thread | frames a second | seconds |',
    '|---:|---:|---:|---:|---:|',
    `| ${percent(run.browserCpu)} | ${percent(run.blankCpu)} | ${percent(run.pageTasks)} | ${run.framesPerSecond.toFixed(1)} | ${run.seconds} |`,
  ].join('\n')
}

function percent(share: number): string {
  return `${(share * 100).toFixed(1)} % of a core`
}
