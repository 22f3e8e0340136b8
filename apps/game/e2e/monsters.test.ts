import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  noProblems,
  openGame,
  SCREENSHOTS,
  screenPoint,
  settled,
  state,
  usePages,
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

/** The monsters called `name`, nearest the player first (the sandbox has monsters of its own). */
const named = (s: DelveState, name: string) =>
  s.monsters.filter((m) => m.name === name).sort((a, b) => far(s, a) - far(s, b))
const far = (s: DelveState, m: { x: number; y: number }) =>
  Math.max(Math.abs(m.x - s.player.x), Math.abs(m.y - s.player.y))

describe('monsters: asleep, marked, woken by a fight', () => {
  it('a sleeping orc is reported asleep, drawn with a Z and named so on the look line', async () => {
    const page = await freshPage({ width: 1280, height: 800 })
    await openGame(page, origin, '?seed=monsters-1&sandbox&cheats')
    // A rat beside the player (the first free tile next to it), then the orc asleep nearby.
    await cheat(page, 'placeMonster', 'rat')
    await cheat(page, 'placeMonster', 'orc', undefined, { asleep: true })
    const s = await state(page)
    const [orc] = named(s, 'orc')
    expect(orc).toMatchObject({ asleep: true })
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'monsters-asleep.png') })
    // The look line names it asleep.
    const p = screenPoint(s, orc as DelveState['monsters'][number])
    await page.mouse.move(p.x, p.y)
    await page.waitForFunction(() =>
      /orc \(\d+\/\d+ hp, asleep\)/i.test(window.delve.state().lookLine),
    )
    // A fight beside it wakes it: the rules' (@delve/ecs monster-ways.test.ts).
  })
})
