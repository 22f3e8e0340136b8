import { join } from 'node:path'
import type { Point } from '@delve/map'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  canStep,
  DESKTOP,
  keyFor,
  noProblems,
  openGame,
  playTurn,
  pressKey,
  SCREENSHOTS,
  screenPoint,
  screenshotForDocs,
  settled,
  state,
  usePages,
  waitForPlayerAt,
  waitTurns,
  walkableAt,
} from './harness.js'

type Monster = DelveState['monsters'][number]

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

function beside(s: DelveState, m: Point): boolean {
  const { x, y } = s.player
  return (
    Math.max(Math.abs(m.x - x), Math.abs(m.y - y)) === 1 && canStep(s, s.player, m.x - x, m.y - y)
  )
}

/**
 * Puts an awake monster of `kind` on a free floor tile beside the player, a step away along a
 * row or column, through the sandbox's test hook (`?cheats`); returns the state with it there.
 * Walking up to one took up to a hundred turns, each drawn; what a fight does to the run is
 * checked headless (packages/run's combat tests), the page is checked for the keys and the
 * screen.
 */
async function foeBeside(page: Page, kind: string): Promise<DelveState> {
  const s = await state(page)
  const spot = [
    { x: s.player.x + 1, y: s.player.y },
    { x: s.player.x - 1, y: s.player.y },
    { x: s.player.x, y: s.player.y + 1 },
    { x: s.player.x, y: s.player.y - 1 },
  ].find((p) => walkableAt(s, p) && !s.monsters.some((m) => m.x === p.x && m.y === p.y))
  if (!spot) throw new Error('no free floor beside the player')
  const problem = await page.evaluate(
    ({ k, p }) => window.delve.cheats?.placeMonster(k, p) ?? 'no test hooks',
    { k: kind, p: spot },
  )
  expect(problem).toBe('')
  await page.waitForFunction(
    ({ x, y }) => window.delve.state().monsters.some((m) => m.x === x && m.y === y),
    spot,
  )
  return state(page)
}

describe('a fight you can win or lose', () => {
  it('kills a monster by bumping it: it is gone, its corpse stays, the log says so', async () => {
    const page = await freshPage(DESKTOP)
    await openGame(page, origin, '?seed=fight-2&depth=3&fov=off&sandbox&cheats')
    let s = await foeBeside(page, 'goblin')
    const target = s.monsters.find((m) => m.name === 'goblin' && beside(s, m)) as Monster
    const { name } = target
    let at: Point = target
    for (let blows = 0; blows < 20; blows++) {
      const foe = s.monsters.find((m) => m.kind === target.kind && beside(s, m))
      if (!foe) break
      at = foe
      s = await playTurn(page, keyFor(s.player, foe))
      if (s.messages.includes(`You kill the ${name}.`)) break
    }
    expect(s.messages).toContain(`You kill the ${name}.`)
    expect(s.messages.some((line) => line.startsWith(`You hit the ${name} for `))).toBe(true)
    expect(s.monsters.some((m) => m.x === at.x && m.y === at.y)).toBe(false)
    await settled(page)
    await screenshotForDocs(page, 'fight.png', 'fight.png')
  })

  it('resumes a fight after a reload exactly: hit points, monsters, turn and log', async () => {
    const page = await freshPage()
    await openGame(page, origin, '?seed=fight-3&depth=3&fov=off&sandbox&cheats')
    let s = await foeBeside(page, 'goblin')
    const foe = s.monsters.find((m) => m.name === 'goblin' && beside(s, m)) as Monster
    s = await playTurn(page, keyFor(s.player, foe))
    s = await playTurn(page, 'Period')
    expect(s.turn).toBeGreaterThan(0)
    expect(s.messages.length).toBeGreaterThan(0)
    await settled(page)
    await page.reload()
    await page.waitForFunction(() => window.delve?.ready === true)
    const back = await state(page)
    for (const field of ['hp', 'maxHp', 'turn', 'dead', 'messages', 'monsters', 'player'] as const)
      expect(back[field], field).toEqual(s[field])
    // And it plays on: the next turn happens.
    const next = await playTurn(page, 'Period')
    expect(next.turn).toBe(s.turn + 1)
  })

  it('dies, shows the death screen with depth, turns and kills, and Enter starts a new run', async () => {
    const page = await freshPage()
    await openGame(page, origin, '?seed=death-1&depth=15&fov=off&sandbox&cheats')
    let s = await foeBeside(page, 'troll')
    for (let i = 0; i < 20 && !s.dead; i++) s = await waitTurns(page, 20)
    expect(s.dead).toBe(true)
    expect(s.hp).toBe(0)
    expect(s.messages.at(-1)).toBe('You die.')
    await page.waitForSelector('#quit', { state: 'visible' })
    expect(await page.textContent('#quit-title')).toBe('You die…')
    const summary = (await page.textContent('#quit-summary')) ?? ''
    expect(summary).toMatch(new RegExp(`^Depth 15 · ${s.turn} turns? · \\d+ kills?\\.`))
    await page.screenshot({ path: join(SCREENSHOTS, 'death.png') })
    await pressKey(page, 'Enter')
    await page.waitForSelector('#quit', { state: 'hidden' })
    await page.waitForFunction(() => !window.delve.state().dead)
    const again = await state(page)
    expect([again.hp, again.turn, again.depth, again.dead]).toEqual([30, 0, 1, false])
  })

  it('walks to a clicked tile, a step a turn', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin, '?seed=fight-5')
    const goal = farthestSeen(s, 6)
    await clickTile(page, s, goal)
    await waitForPlayerAt(page, goal)
    const after = await state(page)
    expect(after.turn).toBeGreaterThanOrEqual(
      Math.max(Math.abs(goal.x - s.player.x), Math.abs(goal.y - s.player.y)),
    )
  })

  it('plays on a 480-pixel phone: the pad steps, a tap walks, everything fits', async () => {
    const page = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    const s = await openGame(page, origin, '?seed=fight-6')
    expect(await page.isVisible('#pad')).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480)
    for (const id of ['#hud-hp', '#hud-depth', '#pad']) {
      const box = await page.locator(id).boundingBox()
      expect(box, id).not.toBeNull()
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 480, id).toBe(true)
    }
    // The pad's wait button passes a turn.
    await page.tap('#pad [data-wait]')
    await page.waitForFunction((t) => window.delve.state().turn > t, s.turn)
    const waited = await state(page)
    const goal = farthestSeen(waited, 4)
    await tapTile(page, waited, goal)
    await waitForPlayerAt(page, goal)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'phone.png') })
  })

  it('keeps the pad where it is, under the bottom bar, on a phone as the log fills in a fight', async () => {
    const page = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    await openGame(page, origin, '?seed=fight-3&depth=3&fov=off&sandbox&cheats')
    const before = await expectPadUnderBar(page)
    let s = await foeBeside(page, 'goblin')
    for (let i = 0; i < 10 && s.messages.length < 3; i++) s = await playTurn(page, 'Period')
    expect(s.messages.length).toBeGreaterThanOrEqual(3)
    expect(await expectPadUnderBar(page)).toEqual(before)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-fight.png') })
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems).toEqual(noProblems())
  })
})

/**
 * The touch pad keeps the bottom of the window, clear of the bottom bar (its facts, log and
 * status) above it; its box is returned.
 */
async function expectPadUnderBar(page: Page) {
  const pad = await page.locator('#pad').boundingBox()
  const bar = await page.locator('#hud-bottom').boundingBox()
  expect(pad).not.toBeNull()
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(pad?.y ?? 0)
  expect((pad?.y ?? 0) + (pad?.height ?? 0)).toBe(800)
  return pad
}

/** A visible floor tile at least `distance` steps (king's moves) away, with no monster on it. */
function farthestSeen(s: DelveState, distance: number): Point {
  const rows = s.visible.split('\n')
  let best: Point | null = null
  let far = 0
  for (const [y, row] of rows.entries()) {
    for (let x = 0; x < row.length; x++) {
      const p = { x, y }
      if (row[x] !== '1' || !walkableAt(s, p) || s.monsters.some((m) => m.x === x && m.y === y))
        continue
      const d = Math.max(Math.abs(x - s.player.x), Math.abs(y - s.player.y))
      if (d > far && d <= distance + 2) {
        far = d
        best = p
      }
    }
  }
  if (!best || far < Math.min(distance, 3)) throw new Error('no seen floor far enough away')
  return best
}

async function clickTile(page: Page, s: DelveState, p: Point): Promise<void> {
  const { x, y } = screenPoint(s, p)
  await page.mouse.click(x, y)
}

async function tapTile(page: Page, s: DelveState, p: Point): Promise<void> {
  const { x, y } = screenPoint(s, p)
  await page.touchscreen.tap(x, y)
}
