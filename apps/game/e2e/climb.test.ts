import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultChoice, levelChoice, RUN_VERSION, runRules } from '@delve/run'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/debug-handle.js'
import {
  noProblems,
  openGame,
  pressKey,
  SCREENSHOTS,
  settled,
  state,
  statusText,
  usePages,
} from './harness.js'

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

// A run whose first level auto-explore and travel cross without meeting a monster (found in
// Node with the package's own act), so the test presses only what a player would.
const SEED = 'climb-25'

/** True once the player has seen the level's down stairs. */
const stairsDownKnown = (s: DelveState) => {
  const down = s.stairs.down
  return down !== null && s.explored.split('\n')[down.y]?.[down.x] === '1'
}

/** Presses `key` and waits until the walk or the turn it starts is over; the state after. */
async function pressAndSettle(page: Page, key: string): Promise<DelveState> {
  await pressKey(page, key)
  // At rest again, the walk has been refused, or gone and stopped (it keeps the game busy).
  return settled(page)
}

/** Presses `key` and waits until the level on screen is depth `depth`. */
async function pressToDepth(page: Page, key: string, depth: number): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((d) => window.delve.state().depth === d, depth)
  return state(page)
}

// The machine is shared: software WebGL and a walk drawn a step at a time may take minutes when
// it is busy. Nothing is timed; the limits only stop a stuck test.
describe('the way out, in the browser', () => {
  it('< on depth 1 without the amulet is refused with a line', { timeout: 300_000 }, async () => {
    const page = await freshPage()
    const start = await openGame(page, origin, `?seed=${SEED}`)
    expect(start).toMatchObject({ depth: 1, onStairs: 'up', carryingGoal: false, levelsKept: [] })
    expect(start.stairs.up).toEqual(start.player)
    await pressKey(page, 'Shift+Comma')
    await page.waitForFunction(
      () =>
        document.querySelector('#hud-status')?.textContent ===
        'You will not leave without the amulet of the deep: it lies on depth 10.',
    )
    const after = await state(page)
    expect([after.depth, after.turn]).toEqual([1, 0])
    expect(problems).toEqual(noProblems())
  })

  it('climbs from depth 2 back to depth 1, which is as it was left', {
    timeout: 600_000,
  }, async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    let s = await openGame(page, origin, `?seed=${SEED}`)
    // Explore (o) until the stairs down are seen, then > walks to them.
    for (let presses = 0; presses < 12 && !stairsDownKnown(s); presses++) {
      s = await pressAndSettle(page, 'KeyO')
    }
    expect(stairsDownKnown(s)).toBe(true)
    if (s.onStairs !== 'down') s = await pressAndSettle(page, 'Shift+Period')
    expect(s.onStairs).toBe('down')
    expect(await statusText(page)).toMatch(/^(You reach the stairs down|Explored)/)
    const left = s

    // Down: depth 2, made by the generator the depth table drew for it, on its up stairs.
    const below = await pressToDepth(page, 'Shift+Period', 2)
    const drawn = levelChoice({ runSeed: SEED, depth: 2, choice: defaultChoice() }, runRules())
    expect(below).toMatchObject({
      algorithm: drawn.algorithm,
      onStairs: 'up',
      levelsKept: [1],
      deepest: 2,
    })
    expect(below.player).toEqual(below.stairs.up)

    // Up again with <: depth 1 as it was left, the player on its down stairs.
    const back = await pressToDepth(page, 'Shift+Comma', 1)
    expect(await statusText(page)).toBe('You climb the stairs to depth 1.')
    expect(back).toMatchObject({
      depth: 1,
      onStairs: 'down',
      levelsKept: [2],
      deepest: 2,
      turn: left.turn,
      algorithm: left.algorithm,
      ascii: left.ascii,
    })
    expect(back.player).toEqual(left.player)
    expect(back.explored).toBe(left.explored)
    expect(back.monsters).toEqual(left.monsters)
    expect(back.items).toEqual(left.items)
    expect(back.drawnItems.remembered).toEqual(left.drawnItems.remembered)
    expect(back.messages.at(-1)).toBe('You climb the stairs to depth 1.')
    await page.screenshot({ path: join(SCREENSHOTS, 'climb-back-to-depth-1.png') })

    // And down once more: depth 2 as it was left, too.
    const again = await pressToDepth(page, 'Shift+Period', 2)
    expect(again.explored).toBe(below.explored)
    expect(again.monsters).toEqual(below.monsters)
    expect(again.levelsKept).toEqual([1])
    expect(problems).toEqual(noProblems())
  })

  it('a replay link of version 1 is refused, naming both versions, never a crash', {
    timeout: 300_000,
  }, async () => {
    const old = readFileSync(
      new URL('../../../packages/run/test/fixtures/replay-link-2026-11-26.txt', import.meta.url),
      'utf8',
    ).trim()
    const page = await freshPage()
    await page.goto(`${origin}/${old}`)
    await page.waitForSelector('#replay-refused', { state: 'visible' })
    expect(await page.textContent('#replay-refused-text')).toBe(
      `The replay is of version 1; this game plays version ${RUN_VERSION}.`,
    )
    expect(problems.pageErrors).toEqual([])
  })
})
