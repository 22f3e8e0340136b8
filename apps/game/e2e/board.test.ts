import { join } from 'node:path'
import { createBoard, openDatabase, Verifier } from '@delve/board'
import { type Point, STEPS } from '@delve/map'
import {
  act,
  createRun,
  dailySeed,
  decodeLog,
  encodeRun,
  type LoggedInput,
  PLAYER_BOTS,
  playerView,
  type Run,
  recordRun,
  replayRun,
  utcDay,
} from '@delve/run'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUBMIT_TIMEOUT_MS } from '../src/board/board-client.js'
import { SAVE_KEY } from '../src/saving/run-save.js'
import { keyFor, noProblems, openGame, SCREENSHOTS, state, usePages } from './harness.js'

// The board on the end screen, against a real board (apps/board) on PGlite in this process,
// which the game's preview server passes api/ on to: a run ended in the page is submitted,
// replayed by the board and ranked; its row opens its replay; a second submission over the
// board's limit is refused in words; with the board gone the game says so and plays on.

const TODAY = utcDay(Date.now())
const SEED = dailySeed(TODAY)

let board: Awaited<ReturnType<typeof createBoard>> | undefined
let closeBoard = async () => {}
beforeAll(async () => {
  const db = await openDatabase({ dataDir: 'memory://' })
  // Its replay may take longer than the board's default 20 s, on a machine running three test
  // runs (an answer took over 15 s): the page's wait for an answer (`SUBMIT_TIMEOUT_MS`) is what
  // bounds the tests.
  const verifier = new Verifier({ threads: 1, budgetMs: 4 * SUBMIT_TIMEOUT_MS })
  // The worker thread starts and loads the run's code on its first replay: that happens here,
  // so the page's wait covers only the replay of its run (a loaded machine spent the whole 30 s
  // before one answer).
  expect(await verifier.verify(recordRun(createRun({ seed: SEED })))).toMatchObject({
    ok: true,
    end: 'playing',
  })
  board = await createBoard({ db, verifier, rateLimits: { submissions: 1 } })
  const address = await board.listen({ port: 0, host: '127.0.0.1' })
  // Read by the game's Vite config when the preview server starts (the next beforeAll).
  process.env.DELVE_BOARD_URL = address
  let closing: Promise<void> | undefined
  closeBoard = () => {
    closing ??= (async () => {
      // The files share a process: the address goes with the board.
      delete process.env.DELVE_BOARD_URL
      await board?.close()
      await verifier.close()
      await db.close()
    })()
    return closing
  }
})
afterAll(() => closeBoard())

const problems = noProblems()
// Pages of its own, from a server of its own: its preview passes api/ on to the board started
// above, and its pages carry the save laid before the game's scripts (`dieInPage`).
const { freshPage, origin } = usePages(problems, { own: true })

/** The diving bot's run of the day's seed, to its death. */
function dived(): Run {
  const diver = PLAYER_BOTS.diver
  const memory = diver.memory()
  const run = createRun({ seed: SEED })
  while (!run.end && run.turn < 6000) {
    const taken = [...diver.choices(playerView(run), memory)].some((input) => act(run, input).taken)
    if (!taken) act(run, { kind: 'wait' })
  }
  return run
}

/**
 * The keys a player presses to play `input` from `at`: a step's direction, the full stop to
 * wait, G to pick up, > and < for the stairs, and I or D then the item's letter for the pack.
 * The day's seed, and so the diver's last input, changes every day.
 */
function keysFor(input: LoggedInput, at: Point): string[] {
  const letter = (index: number) => `Key${String.fromCharCode(65 + index)}`
  switch (input.kind) {
    case 'move': {
      const { dx, dy } = STEPS[input.direction]
      return [keyFor(at, { x: at.x + dx, y: at.y + dy })]
    }
    case 'wait':
      return ['Period']
    case 'pickup':
      return ['KeyG']
    case 'descend':
      return ['Shift+Period']
    case 'ascend':
      return ['Shift+Comma']
    case 'drop':
      return ['KeyD', letter(input.index)]
    case 'use':
    case 'wear':
      return ['KeyI', letter(input.index)]
    default:
      throw new Error(`no single key plays a ${input.kind}`)
  }
}

/**
 * The page at the day's run saved one input before the diver's death, the run continued: its
 * last input played with a real key ends it. The end screen is then on show.
 */
async function dieInPage(page: Page, full: Run): Promise<void> {
  const record = recordRun(full)
  const inputs = decodeLog(record.log)
  const last = inputs.at(-1)
  if (!last || last.kind === 'level-up' || (last.kind === 'use' && last.target !== undefined)) {
    throw new Error(`the diver's last input is ${last?.kind}, which no single key plays`)
  }
  const before = replayRun({ ...record, log: inputs.slice(0, -1) })
  // The save is in storage before the game's first script runs (once: the game saves over it
  // as it plays), so the game opens on it.
  await page.addInitScript(
    ([key, text]) => {
      if (sessionStorage.getItem('e2e-save-laid')) return
      localStorage.setItem(key as string, text as string)
      sessionStorage.setItem('e2e-save-laid', '1')
    },
    [SAVE_KEY, JSON.stringify(encodeRun(before))],
  )
  await openGame(page, origin())
  await page.waitForFunction(() => window.delve.state().turn > 0)
  const s = await state(page)
  expect(s.turn).toBe(before.turn)
  const keys = keysFor(last, s.player)
  for (const key of keys) await page.keyboard.press(key)
  await page.locator('#board').waitFor({ state: 'visible' })
}

describe('the board on the end screen', () => {
  let full: Run
  beforeAll(() => {
    full = dived()
  })

  it('submits a run the page ended, the board replays and ranks it, and a row opens its replay', async () => {
    const page = await freshPage({ width: 480, height: 800 })
    await dieInPage(page, full)
    await page.locator('#board-name').fill('Ann <b>')
    await page.locator('#board-submit').click()
    await expect
      .poll(() => page.locator('#board-status').textContent(), { timeout: 60_000 })
      .toBe(`Your run is 1st on the daily board of ${TODAY}.`)
    // What the board stored is what its replay found, not anything the page said.
    const stored = await board?.inject({ method: 'GET', url: `/api/boards/daily/${TODAY}` })
    expect(stored?.json()).toMatchObject({
      total: 1,
      rows: [
        {
          rank: 1,
          name: 'Ann <b>',
          won: false,
          depth: full.deepest,
          turns: full.turn,
          cause: full.end?.cause,
        },
      ],
    })
    const row = page.locator('.board-row').first()
    await expect
      .poll(() => row.textContent())
      .toBe(
        `Ann <b> · ${full.end?.cause} · depth ${full.deepest} · level ${full.character().level} · ${full.turn} turns`,
      )
    await page.locator('#quit').screenshot({ path: join(SCREENSHOTS, 'board-480x800.png') })
    await page.screenshot({ path: join(SCREENSHOTS, 'board-page-480x800.png') })
    // The name is remembered for the next run's offer.
    expect(await page.evaluate(() => localStorage.getItem('delve-board-name'))).toBe('Ann <b>')
    await row.click()
    await page.waitForFunction(() => window.delve.state().replay !== null)
    expect(problems.pageErrors).toEqual([])
  })

  it('says in words why the board refused a run (over its limit of submissions)', async () => {
    const page = await freshPage({ width: 1920, height: 1080 })
    await dieInPage(page, full)
    expect(await page.locator('#board-name').inputValue()).toBe('')
    await page.locator('#board-name').fill('Bob')
    await page.locator('#board-submit').click()
    await expect
      .poll(() => page.locator('#board-status').textContent(), { timeout: 60_000 })
      .toMatch(/^The board refused this run: Rate limit exceeded/)
    await page.screenshot({ path: join(SCREENSHOTS, 'board-1920x1080.png') })
  })

  it('without a board, says it cannot be reached, and the game plays on', async () => {
    await closeBoard()
    const page = await freshPage({ width: 1280, height: 720 })
    await dieInPage(page, full)
    await page.locator('#board-name').fill('Cy')
    await page.locator('#board-submit').click()
    await expect
      .poll(() => page.locator('#board-status').textContent(), { timeout: 60_000 })
      .toMatch(
        /^The board cannot be reached \(.+\): your run is kept here, and you can try again\.$/,
      )
    // The proxy's failed request is the only console error: the game threw nothing.
    expect(problems.pageErrors).toEqual([])
    problems.consoleErrors.splice(0)
    await page.locator('#quit-new').click()
    await page.waitForFunction(() => window.delve.state().turn === 0 && !window.delve.state().dead)
  })
})
