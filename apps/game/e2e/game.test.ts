import { join } from 'node:path'
import { generateDungeon, type Point, roomLabels, toAscii } from '@delve/map'
import { defaultChoice, levelChoice, makeLevel, runRules } from '@delve/run'
import { sized } from '@delve/testing'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  dungeonFor,
  monsterAt,
  noProblems,
  openGame,
  pathKeys,
  pressKey,
  SCREENSHOTS,
  STEPS,
  type StepKey,
  settled,
  state,
  statusText,
  usePages,
  waitForPlayerAt,
  walk,
  walkableAt,
} from './harness.js'

const SEED = 'e2e-1'

let origin: string
let page: Page
const problems = noProblems()
// One page for all the file's tests, in turn: each goes on from where the one before left it.
const { origin: serverOrigin, holdPage } = usePages(problems)

beforeAll(async () => {
  origin = serverOrigin()
  // The whole map in view at the docs' size: the file's tests read its pixels and the camera.
  page = await holdPage(DESKTOP)
})

const ahead = (from: Point, step: StepKey) => ({ x: from.x + step.dx, y: from.y + step.dy })

describe('playing Delve in a real browser', () => {
  it('draws exactly the dungeon the map package makes for the seed, stairs and monsters on it', async () => {
    const s = await openGame(page, origin, `?seed=${SEED}`)
    const expected = generateDungeon({ seed: SEED })
    expect(s.ascii).toBe(toAscii(expected))
    expect(s.ascii).toContain('<')
    expect(s.ascii).toContain('>')
    expect(s).toMatchObject({
      seed: SEED,
      runSeed: SEED,
      depth: 1,
      preset: 'tcod',
      algorithm: 'rooms-and-corridors',
      width: 80,
      height: 45,
      rooms: expected.rooms.length,
      player: expected.start,
      labels: [],
      // 80 × 45 tiles do not fit 1280 × 720 at a readable size: the camera follows the player.
      view: { follow: true, zoom: 2, pixelRatio: 1 },
    })
    expect(s.player.x).toBeGreaterThanOrEqual(s.view.x)
    expect(s.player.x).toBeLessThan(s.view.x + s.view.width)
    expect(s.player.y).toBeGreaterThanOrEqual(s.view.y)
    expect(s.player.y).toBeLessThan(s.view.y + s.view.height)
    expect(['WebGL', 'Canvas']).toContain(s.renderer)
    expect(s.monsters.length).toBeGreaterThan(0)
    for (const m of s.monsters) expect(s.ascii.split('\n')[m.y]?.[m.x]).toBe('.')
    await settled(page)

    expect(await page.textContent('#hud-top')).toContain('Delve')
    expect(await page.textContent('#hud-depth')).toBe('Depth 1')
    // The bar says what a player needs: no position, no seed.
    expect(await page.textContent('#hud-turn')).toBe('Turn 0')
    expect(await page.textContent('#hud-seen')).toBe('no monster in sight')
    expect(await page.textContent('#hud-bottom')).not.toContain(SEED)
    expect(await page.textContent('#hud-bottom')).not.toContain('Position')
    // The canvas fills the window.
    expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([1280, 720])
    const canvas = await page.$eval('canvas', (c) => [c.clientWidth, c.clientHeight])
    expect(canvas).toEqual([1280, 720])
    await page.screenshot({ path: join(SCREENSHOTS, 'dungeon.png') })
  })

  it('moves one tile in each of the four directions, and back', async () => {
    const s = await openGame(page, origin, `?seed=${SEED}`)
    const opposite = (step: StepKey) => STEPS.find((k) => k.dx === -step.dx && k.dy === -step.dy)
    for (const step of STEPS) {
      // A room's centre has floor all round it, and monsters keep their distance from the start.
      expect(walkableAt(s, ahead(s.player, step)) && !monsterAt(s, ahead(s.player, step))).toBe(
        true,
      )
      await pressKey(page, step.key)
      await waitForPlayerAt(page, ahead(s.player, step))
      await pressKey(page, (opposite(step) as StepKey).key)
      await waitForPlayerAt(page, s.player)
    }
  })

  it('stops at a wall and says so', async () => {
    const s = await openGame(page, origin, `?seed=${SEED}`)
    const run = (step: StepKey) => {
      let n = 0
      for (let p = ahead(s.player, step); walkableAt(s, p) && !monsterAt(s, p); p = ahead(p, step))
        n++
      return n
    }
    const toWall = STEPS.filter((k) => !monsterAt(s, ahead(s.player, k))).reduce((best, k) =>
      run(k) < run(best) ? k : best,
    )
    const at = await walk(page, s.player, Array(run(toWall)).fill(toWall))
    expect(walkableAt(s, ahead(at, toWall))).toBe(false)
    await pressKey(page, toWall.key)
    await page.waitForFunction(() => document.querySelector('#hud-status')?.textContent !== '')
    expect(await statusText(page)).toBe('You bump into a wall.')
    await settled(page)
    expect((await state(page)).player).toEqual(at)
  })

  it('regenerates with R into the same tilemap layer: a new seed, the same kind of map', async () => {
    const before = await openGame(page, origin, `?seed=${SEED}&preset=mcrogueface&sandbox`)
    for (let i = 0; i < 3; i++) {
      const seed = (await state(page)).seed
      await pressKey(page, 'r')
      await page.waitForFunction((old) => window.delve.state().seed !== old, seed)
    }
    const after = await state(page)
    const expected = dungeonFor(after)
    expect(after).toMatchObject({ preset: 'mcrogueface', width: 50, height: 35, depth: 1 })
    expect(after.ascii).toBe(toAscii(expected))
    expect(after.player).toEqual(expected.start)
    expect(after.layerBuilds).toBe(before.layerBuilds)
    // Measured (the bench reads it): not judged here, a test asserts no time.
    expect(after.lastRegenerateMs).not.toBeNull()
    expect(await statusText(page)).toBe('The walls shift around you: a new dungeon.')
    expect(page.url()).toContain(`seed=${encodeURIComponent(after.runSeed)}`)
    expect(page.url()).toContain('preset=mcrogueface')
  })

  it('takes the stairs down with > to the next level of the seed chain', async () => {
    const s = await openGame(page, origin, `?seed=${SEED}`)
    await pressKey(page, 'Shift+Period')
    await page.waitForFunction(
      () => document.querySelector('#hud-status')?.textContent !== 'You descend into the dungeon.',
    )
    expect(await statusText(page)).toBe('There are no stairs down here.')

    const down = generateDungeon({ seed: SEED }).stairsDown as Point
    const keys = pathKeys(s, down)
    if (!keys) throw new Error('the down stairs cannot be reached')
    await walk(page, s.player, keys)
    await pressKey(page, 'Shift+Period')
    await page.waitForFunction(() => window.delve.state().depth === 2)
    const below = await state(page)
    // Made by the generator the run's depth table drew for depth 2 of this seed.
    const choice = levelChoice({ runSeed: SEED, depth: 2, choice: defaultChoice() }, runRules())
    expect(below.algorithm).toBe(choice.algorithm)
    // The level as the run makes it: that generator's dungeon, with the depth's vaults in it.
    const expected = makeLevel({ runSeed: SEED, depth: 2, choice: defaultChoice() }, runRules())
    expect(expected.seed).toBe(`${SEED}/2`)
    expect(below).toMatchObject({
      seed: `${SEED}/2`,
      runSeed: SEED,
      depth: 2,
      player: expected.start,
    })
    expect(below.ascii).toBe(toAscii(expected))
    expect(below.ascii.split('\n')[below.player.y]?.[below.player.x]).toBe('<')
    expect(await page.textContent('#hud-depth')).toBe('Depth 2')
    // The stairs cost a turn on the level left: a monster beside them may get its blow in first.
    expect(await statusText(page)).toMatch(/(^| )You descend the stairs to depth 2\.$/)
    // A run's address names no depth: a reload goes on where the run is, never elsewhere.
    expect(page.url()).not.toContain('depth=')
    await page.screenshot({ path: join(SCREENSHOTS, 'depth-2.png') })
  })

  it('labels the rooms A, B, C… at their centres with Shift+L, tags under them, and hides them again', async () => {
    const s = await openGame(page, origin, `?seed=${SEED}&sandbox`)
    await pressKey(page, 'Shift+KeyL')
    await page.waitForFunction(() => window.delve.state().labels.length > 0)
    const rooms = roomLabels(generateDungeon({ seed: SEED }))
    const expected = rooms.map((l) => l.label)
    const shown = await state(page)
    expect(shown.labels).toEqual(expected)
    expect(shown.labelTags).toEqual(
      rooms.map((l) => (l.tag === 'plain' ? '' : l.tag?.toUpperCase())),
    )
    expect(shown.labelTags[0]).toBe('START')
    expect(shown.labelTags.at(-1)).toBe('STAIRS')
    expect(expected.slice(0, 3)).toEqual(['A', 'B', 'C'])
    expect(expected).toHaveLength(s.rooms)
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'labels.png') })
    await pressKey(page, 'Shift+KeyL')
    await page.waitForFunction(() => window.delve.state().labels.length === 0)
    expect(await statusText(page)).toBe('Room labels hidden.')
  })

  it('follows the player on a 1000×1000 map, and fills a resized window', async () => {
    const s = await openGame(page, origin, '?seed=big&w=1000&h=1000&sandbox')
    expect(s.view.follow).toBe(true)
    expect(s.view.zoom).toBeGreaterThanOrEqual(2)
    const inView = (st: typeof s) =>
      st.player.x >= st.view.x &&
      st.player.x < st.view.x + st.view.width &&
      st.player.y >= st.view.y &&
      st.player.y < st.view.y + st.view.height
    expect(inView(s)).toBe(true)
    await pressKey(page, 'r')
    await page.waitForFunction((old) => window.delve.state().seed !== old, s.seed)
    await settled(page)
    const after = await state(page)
    // The new level is drawn into the same tilemap layer, a window onto it.
    expect(after.layerBuilds).toBe(s.layerBuilds)
    expect(inView(after)).toBe(true)
    expect(after.view.x).toBeGreaterThanOrEqual(0)
    expect(after.view.x + after.view.width).toBeLessThanOrEqual(1000 + 1e-9)
    await page.screenshot({ path: join(SCREENSHOTS, 'large-map.png') })

    await page.setViewportSize({ width: 900, height: 600 })
    await page.waitForFunction(() => {
      const c = document.querySelector('canvas')
      return c?.clientWidth === 900 && c.clientHeight === 600
    })
    await settled(page)
    expect(inView(await state(page))).toBe(true)
    await page.setViewportSize({ width: 1280, height: 720 })
  })

  it('leaves with Escape and Y (it asks first) and comes back with Enter to a fresh run', async () => {
    const before = await openGame(page, origin, `?seed=${SEED}`)
    await pressKey(page, 'Escape')
    await page.waitForFunction(() => window.delve.state().mode === 'confirm')
    expect(await page.isVisible('#quit')).toBe(false)
    await pressKey(page, 'KeyY')
    await page.waitForSelector('#quit', { state: 'visible' })
    expect(await page.textContent('#quit')).toContain('You leave the dungeon')
    expect(await page.isVisible('#hud-top')).toBe(false)
    await page.screenshot({ path: join(SCREENSHOTS, 'quit.png') })

    // Left for good: a reload does not bring the run back.
    expect(await page.evaluate(() => localStorage.getItem('delve.run.v1'))).toBeNull()
    await pressKey(page, 'Enter')
    await page.waitForSelector('#hud-top', { state: 'visible' })
    await page.waitForFunction((old) => window.delve.state().runSeed !== old, before.runSeed)
    const again = await state(page)
    expect(again.ascii).toBe(toAscii(dungeonFor(again)))
    expect(again.depth).toBe(1)
    // The new run listens to the keyboard exactly once: a press still moves a single tile.
    const open = STEPS.find(
      (k) => walkableAt(again, ahead(again.player, k)) && !monsterAt(again, ahead(again.player, k)),
    ) as StepKey
    await pressKey(page, open.key)
    await waitForPlayerAt(page, ahead(again.player, open))
    await settled(page)
    expect((await state(page)).player).toEqual(ahead(again.player, open))
  })

  // Each press a turn drawn, a regeneration or a new run now and then: the test command presses
  // 80 (a regeneration, a new run, a look, the labels and a descent among them), and at full
  // strength (`DELVE_TEST_SIZE=deep pnpm test:e2e`) 200.
  const presses = sized(80, 200)
  it(`survives ${presses} random key presses and still shows a consistent level`, async () => {
    await openGame(page, origin, '?seed=monkey')
    const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'KeyH', 'KeyJ', 'KeyK', 'KeyL']
    const rare = [
      'KeyR',
      'Shift+KeyL',
      'Shift+Period',
      'Tab',
      'Shift+KeyN',
      'KeyX',
      'Space',
      'KeyZ',
    ]
    let seed = 12345
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed / 2 ** 32
    }
    for (let i = 0; i < presses; i++) {
      const pool = next() < 0.85 ? keys : rare
      await pressKey(page, pool[Math.floor(next() * pool.length)] as string)
    }
    await settled(page)
    const s = await state(page)
    expect(s.ascii).toBe(toAscii(dungeonFor(s)))
    expect(walkableAt(s, s.player)).toBe(true)
    expect(monsterAt(s, s.player)).toBe(false)
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems).toEqual(noProblems())
  })
})
