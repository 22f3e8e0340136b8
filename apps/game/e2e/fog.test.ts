import { join } from 'node:path'
import { computeFov, type Point } from '@delve/map'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  dungeonFor,
  noProblems,
  openGame,
  pathKeys,
  pressKey,
  SCREENSHOTS,
  STEPS,
  settled,
  state,
  statusText,
  usePages,
  waitForPlayerAt,
  walk,
} from './harness.js'

const SEED = 'fog-2'

/** The tiles a step may redraw at most: the old sight square and the new one. */
const STEP_TILES = 2 * 17 * 17

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

/** A mask as the debug handle writes it: one line per row of `0` and `1`. */
function rows(mask: Uint8Array, width: number): string {
  const lines: string[] = []
  for (let i = 0; i < mask.length; i += width) lines.push(mask.subarray(i, i + width).join(''))
  return lines.join('\n')
}

/** What the map package sees from the state's player, computed here in Node. */
function fovFor(s: DelveState): string {
  const dungeon = dungeonFor(s)
  return rows(computeFov(dungeon, s.player, s.sightRadius), dungeon.width)
}

const ones = (mask: string) => mask.split('').filter((c) => c === '1').length
const bitAt = (mask: string, { x, y }: Point) => mask.split('\n')[y]?.[x]

/** True when every tile set in `before` is still set in `after`. */
function includes(after: string, before: string): boolean {
  for (let i = 0; i < before.length; i++) if (before[i] === '1' && after[i] !== '1') return false
  return true
}

describe('fog of war', () => {
  it('sees exactly what computeFov sees from the player, and draws only the monsters in sight', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin, `?seed=${SEED}`)
    expect(s).toMatchObject({ fov: true, sightRadius: 8 })
    expect(s.visible).toBe(fovFor(s))
    expect(s.explored).toBe(s.visible)
    expect(bitAt(s.visible, s.player)).toBe('1')
    expect(ones(s.visible)).toBeLessThan(s.width * s.height)
    const inSight = s.monsters.filter((m) => bitAt(s.visible, m) === '1')
    expect(inSight.length).toBeLessThan(s.monsters.length)
    expect(s.drawnMonsters).toEqual(inSight.map(({ x, y }) => ({ x, y })))
    expect(new URL(page.url()).searchParams.get('fov')).toBeNull()
  })

  it('explores along the way, redraws only the sight squares, keeps it through a reload, and starts the next level unexplored', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin, `?seed=${SEED}`)
    const down = dungeonFor(s).stairsDown as Point
    const keys = pathKeys(s, down)
    if (!keys || keys.length < 12) throw new Error('the down stairs are not far enough to walk')

    // One step by the real keyboard: only the tiles of the old and new sight squares are drawn.
    const first = keys[0] as (typeof STEPS)[number]
    const next = { x: s.player.x + first.dx, y: s.player.y + first.dy }
    await pressKey(page, first.key)
    await waitForPlayerAt(page, next)
    await settled(page)
    let before = await state(page)
    const written = before.tilesWritten - s.tilesWritten
    expect(written).toBeGreaterThan(0)
    expect(written).toBeLessThanOrEqual(STEP_TILES)
    expect(before.visible).toBe(fovFor(before))
    expect(includes(before.explored, s.explored)).toBe(true)

    // Then on towards the stairs, a few steps at a time: the explored map only grows.
    let at = next
    const grown: number[] = [ones(s.explored), ones(before.explored)]
    const rest = keys.slice(1, -1)
    for (let i = 0; i < rest.length; i += 4) {
      at = await walk(page, at, rest.slice(i, i + 4))
      const now = await state(page)
      expect(now.visible).toBe(fovFor(now))
      expect(includes(now.explored, before.explored)).toBe(true)
      expect(includes(now.explored, now.visible)).toBe(true)
      grown.push(ones(now.explored))
      before = now
    }
    expect(grown.at(-1)).toBeGreaterThan(grown[0] as number)
    expect(new Set(grown).size).toBeGreaterThan(3)
    // What is remembered but out of sight draws no monster.
    for (const m of before.drawnMonsters) expect(bitAt(before.visible, m)).toBe('1')
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'fog.png') })

    const reloaded = await openGame(page, origin, new URL(page.url()).search)
    expect(await statusText(page)).toBe('Welcome back: your run goes on at depth 1.')
    expect(reloaded).toMatchObject({ player: before.player, fov: true, depth: 1 })
    expect(reloaded.explored).toBe(before.explored)
    expect(reloaded.visible).toBe(before.visible)

    await walk(page, at, keys.slice(-1))
    await pressKey(page, 'Shift+Period')
    await page.waitForFunction(() => window.delve.state().depth === 2)
    const below = await state(page)
    expect(below.visible).toBe(fovFor(below))
    expect(below.explored).toBe(below.visible)
  })

  it('shows the whole map and every monster with fov=off; the panel turns fog of war on and off', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin, `?seed=${SEED}&fov=off&sandbox`)
    expect(s.fov).toBe(false)
    expect(s.drawnMonsters).toEqual(s.monsters.map(({ x, y }) => ({ x, y })))
    // The player's own sight is still reported as it is.
    expect(s.visible).toBe(fovFor(s))
    expect(new URL(page.url()).searchParams.get('fov')).toBe('off')
    // Room labels still work, on the whole map.
    await pressKey(page, 'Shift+KeyL')
    await page.waitForFunction(() => window.delve.state().labels.length > 0)
    expect((await state(page)).labels).toHaveLength(s.rooms)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'fov-off.png') })

    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'visible' })
    expect(await page.isChecked('#panel input[name=fov]')).toBe(false)
    await page.check('#panel input[name=fov]')
    await page.waitForFunction(() => window.delve.state().fov)
    const on = await state(page)
    expect(on.drawnMonsters).toEqual(
      s.monsters.filter((m) => bitAt(on.visible, m) === '1').map(({ x, y }) => ({ x, y })),
    )
    expect(on.ascii).toBe(s.ascii)
    expect(new URL(page.url()).searchParams.get('fov')).toBeNull()
    expect(await statusText(page)).toBe('Fog of war: you see only what your torch reaches.')
    expect(await page.inputValue('#panel-link')).toBe(page.url())
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'fog-labels.png') })

    await page.uncheck('#panel input[name=fov]')
    await page.waitForFunction(() => !window.delve.state().fov)
    expect(new URL(page.url()).searchParams.get('fov')).toBe('off')
    // The keys are the game's again: a step still moves the player.
    const step = STEPS.find((k) => {
      const p = { x: s.player.x + k.dx, y: s.player.y + k.dy }
      return pathKeys(s, p)?.length === 1
    })
    if (!step) throw new Error('nowhere to step')
    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'hidden' })
    await walk(page, s.player, [step])
  })

  it('follows the player through the fog on a 1000×1000 map, and a step redraws only the sight squares', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin, `?seed=${SEED}&w=1000&h=1000`)
    expect(s.view.follow).toBe(true)
    expect(s.visible).toBe(fovFor(s))
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'fog-large.png') })

    // However large the map, a step draws again only the old and the new sight square.
    const step = STEPS.find(
      (k) => pathKeys(s, { x: s.player.x + k.dx, y: s.player.y + k.dy })?.length === 1,
    )
    if (!step) throw new Error('nowhere to step')
    const before = await state(page)
    const at = await walk(page, s.player, [step])
    await settled(page)
    const after = await state(page)
    expect(after.player).toEqual(at)
    expect(after.tilesWritten - before.tilesWritten).toBeGreaterThan(0)
    expect(after.tilesWritten - before.tilesWritten).toBeLessThanOrEqual(STEP_TILES)
    expect(after.visible).toBe(fovFor(after))
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems).toEqual(noProblems())
  })
})
