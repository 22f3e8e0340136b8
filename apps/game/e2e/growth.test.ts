import { join } from 'node:path'
import { text as streamText } from 'node:stream/consumers'
import type { Point } from '@delve/map'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  firstStepToward,
  keyFor,
  noProblems,
  openGame,
  playTurn,
  pressKey,
  SCREENSHOTS,
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

/** The sandbox with its test hooks on. */
function openWithCheats(page: Page, query: string): Promise<DelveState> {
  return openGame(page, origin, `${query}&sandbox&cheats`)
}

async function cheat(page: Page, call: string, ...args: unknown[]): Promise<void> {
  const problem = await page.evaluate(
    ([name, rest]) => {
      const hooks = window.delve.cheats as unknown as Record<string, (...a: unknown[]) => string>
      return hooks?.[name as string]?.(...(rest as unknown[])) ?? 'no test hooks'
    },
    [call, args] as const,
  )
  expect(problem).toBe('')
}

async function _pressFor(page: Page, key: string, mode: DelveState['mode']): Promise<DelveState> {
  await pressKey(page, key)
  await page.waitForFunction((m) => window.delve.state().mode === m, mode)
  return state(page)
}

/** Walks to the nearest monster and strikes it until it falls; the state after the kill. */
async function _killOne(page: Page): Promise<DelveState> {
  let s = await state(page)
  const kills = s.monsters.length
  for (let turns = 0; turns < 400; turns++) {
    s = await state(page)
    if (s.monsters.length < kills || s.dead) return s
    const target = [...s.monsters].sort(
      (a, b) =>
        Math.max(Math.abs(a.x - s.player.x), Math.abs(a.y - s.player.y)) -
        Math.max(Math.abs(b.x - s.player.x), Math.abs(b.y - s.player.y)),
    )[0] as Point
    const next = firstStepToward(s, target)
    const beside = Math.max(Math.abs(target.x - s.player.x), Math.abs(target.y - s.player.y)) === 1
    await playTurn(page, keyFor(s.player, beside ? target : (next ?? target)))
  }
  throw new Error('no monster could be killed')
}

describe('growing, gearing up and winning', () => {
  it('a level-up offers three perks before anything else, keeps asking after a reload, and the perk chosen is granted', async () => {
    const page = await freshPage()
    // A seed whose draw for level 2 is might, vitality, fury (perkOffer of @delve/run).
    await openWithCheats(page, '?seed=grow-2-848&fov=off')
    await cheat(page, 'gainExperience', 350)
    // The experience is the hero's at once; the level is reached on the turn that follows.
    await playTurn(page, 'Period')
    await page.waitForFunction(() => window.delve.state().levelUp)
    let s = await state(page)
    expect([s.mode, s.level]).toEqual(['level-up', 2])
    // The seed's draw for level 2: the menu names each with what it gives.
    expect(s.levelUpOffer).toEqual(['might', 'vitality', 'fury'])
    expect(await page.isVisible('#menu')).toBe(true)
    const menu = (await page.textContent('#menu')) ?? ''
    for (const text of [
      'a',
      'Might: 1 more power',
      'Vitality: 20 more hit points',
      'Fury: 2 more power, 1 less defence',
    ]) {
      expect(menu).toContain(text)
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'level-up.png') })
    // A held movement key does not skip it: nothing moves, no turn passes.
    const turn = s.turn
    for (let i = 0; i < 5; i++) await pressKey(page, 'ArrowLeft')
    s = await state(page)
    expect([s.mode, s.turn]).toEqual(['level-up', turn])
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    s = await state(page)
    expect([s.mode, s.levelUp]).toEqual(['level-up', true])
    const power = s.power
    await pressKey(page, 'KeyA')
    await page.waitForFunction(() => !window.delve.state().levelUp)
    s = await state(page)
    expect([s.mode, s.power, s.perks, s.levelUpOffer]).toEqual(['play', power + 1, ['might'], []])
    expect(await statusText(page)).toBe('You feel stronger: 1 more power.')
  })

  it('the amulet taken up and carried out of depth 1: the win screen, and the story downloads', async () => {
    // Where the amulet lies, and who guards it, is the rules' (@delve/run climb.test.ts,
    // default-vaults.test.ts): here the keys, the end screen and its download.
    const page = await freshPage()
    // On depth 1, on its up stairs: the amulet laid underfoot, taken up, then out by <.
    const top = await openWithCheats(page, '?seed=goal-1&fov=off')
    expect(top.onStairs).toBe('up')
    await cheat(page, 'placeItem', 'amulet of the deep')
    await pressKey(page, 'KeyG')
    await page.waitForFunction(() => window.delve.state().carryingGoal)
    expect((await state(page)).messages.slice(-2)).toEqual([
      'You pick up the amulet of the deep.',
      'You have the amulet of the deep! Now climb back out: up the stairs of every level to the daylight.',
    ])
    expect(await page.isVisible('#quit')).toBe(false)
    await pressKey(page, 'Shift+Comma')
    await page.waitForSelector('#quit', { state: 'visible' })
    expect(await page.textContent('#quit-title')).toBe('You climb out with the amulet of the deep!')
    expect(await page.textContent('#quit-cause')).toBe('You escaped with the amulet of the deep.')
    await page.screenshot({ path: join(SCREENSHOTS, 'won.png') })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('#quit-download'),
    ])
    expect(download.suggestedFilename()).toBe('delve-goal-1.txt')
    // Read through the browser's connection: the file is where the browser is, not here.
    const text = await streamText(await download.createReadStream())
    expect(text).toContain('Delve: a run won')
    expect(text).toContain('Seed: goal-1')
    expect(text).toContain('The hero escaped with the amulet of the deep.')
  })

  it('keeps a history of runs (never the sandbox’s), newest first', async () => {
    const page = await freshPage()
    for (const seed of ['hist-1', 'hist-2']) {
      await openGame(page, origin, `?seed=${seed}`)
      await pressKey(page, 'Escape')
      await pressKey(page, 'KeyY')
      await page.waitForSelector('#quit', { state: 'visible' })
    }
    const runs = await page.$$eval('#quit-history li', (items) => items.map((i) => i.textContent))
    expect(runs).toHaveLength(2)
    expect(runs[0]).toContain('hist-2')
    expect(runs[1]).toContain('hist-1')
    expect(await page.textContent('#quit-best')).toMatch(/^Best run: /)
    await page.screenshot({ path: join(SCREENSHOTS, 'run-history.png') })
    await openGame(page, origin, '?seed=hist-3&sandbox')
    await pressKey(page, 'Escape')
    await page.waitForSelector('#quit', { state: 'visible' })
    expect(await page.textContent('#quit-best')).toBe('The sandbox keeps no history.')
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems).toEqual(noProblems())
  })
})
