import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/debug-handle.js'
import {
  keyFor,
  noProblems,
  openGame,
  playTurn,
  SCREENSHOTS,
  screenPoint,
  state,
  usePages,
  waitFrames,
} from './harness.js'

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

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

const named = (s: DelveState, name: string) => s.monsters.filter((m) => m.name === name)

describe('monsters: asleep, marked, woken by a fight', () => {
  it('a sleeping orc is reported asleep, drawn with a Z and named so; a fight beside it wakes it', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openGame(page, origin, '?seed=monsters-1&sandbox&cheats')
    await cheat(page, 'placeMonster', 'orc', undefined, { asleep: true })
    let s = await state(page)
    const [orc] = named(s, 'orc')
    expect(orc).toMatchObject({ asleep: true })
    await waitFrames(page, 3)
    await page.screenshot({ path: join(SCREENSHOTS, 'monsters-asleep.png') })
    // The look line names it asleep.
    const p = screenPoint(s, orc as DelveState['monsters'][number])
    await page.mouse.move(p.x, p.y)
    await page.waitForFunction(() =>
      /orc \(\d+\/\d+ hp, asleep\)/i.test(window.delve.state().lookLine),
    )
    // A rat beside the player, struck: the noise wakes the orc.
    await cheat(page, 'placeMonster', 'rat')
    s = await state(page)
    const [rat] = named(s, 'rat')
    s = await playTurn(page, keyFor(s.player, rat as DelveState['monsters'][number]))
    const woken = named(s, 'orc')[0]
    expect(woken?.asleep).toBe(false)
  })
})
