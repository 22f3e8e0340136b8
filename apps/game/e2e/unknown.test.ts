import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import { noProblems, openGame, playTurn, pressKey, state, usePages } from './harness.js'

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

/** Lays an item of `kind` underfoot through the sandbox's test hook. */
async function place(page: Page, kind: string): Promise<void> {
  const problem = await page.evaluate(
    (k) => window.delve.cheats?.placeItem(k) ?? 'no test hooks',
    kind,
  )
  expect(problem).toBe('')
}

/** Presses `key` and waits until the game is in `mode`. */
async function pressFor(page: Page, key: string, mode: DelveState['mode']): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((m) => window.delve.state().mode === m, mode)
  return state(page)
}

/** Uses the pack's `letter` (I, then the letter) and waits for its turn to pass. */
async function _use(page: Page, letter: string): Promise<DelveState> {
  const before = (await state(page)).turn
  await pressFor(page, 'KeyI', 'inventory')
  await pressKey(page, `Key${letter.toUpperCase()}`)
  await page.waitForFunction((t) => window.delve.state().turn > t, before)
  return state(page)
}

describe('potions and scrolls unknown until known', () => {
  it('stacks two potions of a kind under their look, and the pack lists them so', async () => {
    const page = await freshPage()
    let s = await openGame(page, origin, '?seed=unknown-1&sandbox&cheats')
    expect(s.known).toEqual([])
    await place(page, 'strength potion')
    await place(page, 'strength potion')
    s = await state(page)
    const look = s.items[0]?.name ?? ''
    expect(look).toMatch(/^[a-z]+ potion$/)
    expect(s.items.map((i) => i.name)).toEqual([look, look])
    await playTurn(page, 'KeyG')
    s = await playTurn(page, 'KeyG')
    // One letter, a stack of two, by its look.
    expect(s.inventory).toEqual(['strength potion'])
    expect(s.pack).toEqual([
      {
        letter: 'a',
        kind: 'strength potion',
        name: look,
        count: 2,
        label: `2 ${look}s`,
        known: false,
        charges: null,
      },
    ])
    expect(s.messages.at(-1)).toBe(`You pick up the ${look}.`)
    await pressFor(page, 'KeyI', 'inventory')
    expect(await page.locator('#menu-list li').allTextContents()).toEqual([
      expect.stringContaining(`2 ${look}s`),
    ])
    await pressFor(page, 'Escape', 'play')
    // Drinking one names the kind, and the identify scroll names the pack: the rules'
    // (@delve/run unknown.test.ts), as the pack shows them (session-items.test.ts).
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems).toEqual(noProblems())
  })
})
