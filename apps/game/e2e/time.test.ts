import { beforeAll, describe, expect, it } from 'vitest'
import { noProblems, openGame, playTurn, usePages } from './harness.js'

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

const SAVE_KEY = 'delve.run.v1'

// Getting hungry takes 1 200 turns; rather than press a key for each, the run is saved as the
// game saves it and its food clock set two turns short of hungry in the save (a save may hold
// any food from 0 to the clock's start). Then real key presses spend the turns.
describe('time costs something, in the browser', () => {
  it('the hunger shows beside the hit points and in the log as turns pass', {
    timeout: 300_000,
  }, async () => {
    const page = await freshPage()
    const start = await openGame(page, origin, '?seed=time-cost-1')
    expect(start).toMatchObject({ food: 3000, hunger: 'fed', turn: 0 })
    expect(await page.textContent('#hud-hp-text')).toBe(`HP ${start.hp}/${start.maxHp}`)
    // Leave the game for a plain file of the same site (the game saves on its way out), then
    // set the saved food clock.
    const script = await page.evaluate(
      () => (document.querySelector('script[src]') as HTMLScriptElement | null)?.src ?? '',
    )
    expect(script.startsWith(origin)).toBe(true)
    await page.goto(script)
    await page.evaluate((key) => {
      const saved = JSON.parse(localStorage.getItem(key) ?? '{}')
      saved.clocks.food = 302
      localStorage.setItem(key, JSON.stringify(saved))
    }, SAVE_KEY)
    const loaded = await openGame(page, origin, '')
    expect(loaded).toMatchObject({ runSeed: start.runSeed, food: 302, hunger: 'fed' })
    const first = await playTurn(page, 'Space')
    expect(first).toMatchObject({ food: 301, hunger: 'fed' })
    const hungry = await playTurn(page, 'Space')
    expect(hungry).toMatchObject({ food: 300, hunger: 'hungry' })
    expect(hungry.messages.at(-1)).toBe('You are getting hungry.')
    await page.waitForFunction(() =>
      document.querySelector('#hud-hp-text')?.textContent?.endsWith(' · Hungry'),
    )
    expect(await page.textContent('#hud-log')).toContain('You are getting hungry.')
    expect(problems.pageErrors).toEqual([])
  })
})
