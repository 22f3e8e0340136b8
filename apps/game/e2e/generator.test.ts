import { join } from 'node:path'
import { toAscii } from '@delve/map'
import { SAVE_VERSION } from '@delve/run'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  BLANK_PATH,
  DESKTOP,
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
  walk,
} from './harness.js'

const SAVE_KEY = 'delve.run.v1'
const REPLACED = 'Your saved run could not be read and was replaced.'

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

describe('the generator panel and the address', () => {
  it('opens with Tab, changes the algorithm, and the address follows', async () => {
    const page = await freshPage(DESKTOP)
    const before = await openGame(page, origin, '?seed=panel&sandbox')
    expect(await page.isVisible('#panel')).toBe(false)
    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'visible' })
    expect(await page.inputValue('#panel select[name=algo]')).toBe('rooms-and-corridors')
    expect(await page.inputValue('#panel input[name=seed]')).toBe('panel')
    // The map is fitted beside the open panel (a layer of another size, once); the new dungeon
    // is then drawn into that same layer.
    await settled(page)
    const beside = await state(page)
    expect(beside.view.left + beside.view.width * 12 * beside.view.zoom).toBeLessThanOrEqual(
      await page.$eval('#panel', (p) => p.getBoundingClientRect().left),
    )

    await page.selectOption('#panel select[name=algo]', 'bsp')
    await page.waitForFunction(() => window.delve.state().algorithm === 'bsp')
    const after = await state(page)
    expect(after).toMatchObject({ runSeed: 'panel', seed: 'panel', algorithm: 'bsp', depth: 1 })
    expect(after.ascii).toBe(toAscii(dungeonFor(after)))
    expect(after.ascii).not.toBe(before.ascii)
    expect(after.layerBuilds).toBe(beside.layerBuilds)
    expect(before.layerBuilds).toBeGreaterThan(0)
    expect(new URL(page.url()).searchParams.get('algo')).toBe('bsp')
    expect(new URL(page.url()).searchParams.get('seed')).toBe('panel')
    expect(await page.inputValue('#panel-link')).toBe(page.url())

    await page.selectOption('#panel select[name=shape]', 'circle')
    await page.selectOption('#panel select[name=preset]', 'mcrogueface')
    await page.waitForFunction(() => window.delve.state().preset === 'mcrogueface')
    const changed = await state(page)
    expect(changed).toMatchObject({ roomShape: 'circle', width: 50, height: 35 })
    expect(await page.inputValue('#panel input[name=w]')).toBe('50')
    await settled(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'panel.png') })

    // The keys are the game's again after a change; Tab closes the panel.
    await pressKey(page, 'Tab')
    await page.waitForSelector('#panel', { state: 'hidden' })
  })

  it('copies a link that reproduces exactly that dungeon in another browser', async () => {
    const page = await freshPage()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    await openGame(page, origin, '?seed=share&sandbox')
    await page.click('#panel-toggle')
    await page.fill('#panel input[name=w]', '64')
    await page.press('#panel input[name=w]', 'Enter')
    await page.selectOption('#panel select[name=tunnel]', 'bresenham')
    await page.waitForFunction(() => window.delve.state().tunnel === 'bresenham')
    await page.click('#panel-copy')
    await page.waitForFunction(
      () => document.querySelector('#panel-message')?.textContent === 'Link copied.',
    )
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(page.url())
    const shared = await state(page)
    expect(shared).toMatchObject({ width: 64, tunnel: 'bresenham' })

    const other = await freshPage()
    const opened = await openGame(other, origin, link.slice(origin.length + 1))
    expect(opened.ascii).toBe(shared.ascii)
    expect(opened.monsters).toEqual(shared.monsters)
    expect(opened.player).toEqual(shared.player)
  })

  it('shows a refused panel value and uses the nearest valid one', async () => {
    const page = await freshPage()
    await openGame(page, origin, '?seed=field&sandbox')
    await pressKey(page, 'Tab')
    await page.fill('#panel input[name=h]', '2')
    await page.press('#panel input[name=h]', 'Enter')
    await page.waitForFunction(() => window.delve.state().height !== 45)
    expect((await state(page)).height).toBe(4)
    expect(await page.inputValue('#panel input[name=h]')).toBe('4')
    expect(await page.textContent('#panel-message')).toMatch(
      /^Invalid height: 2\. Allowed: .* Using 4\.$/,
    )
    await page.fill('#panel input[name=padding]', 'lots')
    await page.press('#panel input[name=padding]', 'Enter')
    await page.waitForFunction(() =>
      /padding/.test(document.querySelector('#panel-message')?.textContent ?? ''),
    )
    expect(await page.textContent('#panel-message')).toMatch(
      /^Invalid padding: "lots"\. .* Using 0\.$/,
    )
    expect(await page.inputValue('#panel input[name=padding]')).toBe('0')
  })

  it('explains bad address parameters and plays the nearest valid dungeon', async () => {
    const page = await freshPage()
    const s = await openGame(
      page,
      origin,
      '?seed=bad&preset=nope&w=99999&algo=cellular&depth=0&sandbox',
    )
    const status = await statusText(page)
    expect(status).toMatch(/Invalid preset: "nope".* Using tcod\./)
    expect(status).toMatch(
      /Invalid width: 99999\. Allowed: an integer from \d+ to 4096\. Using 4096\./,
    )
    expect(status).toMatch(/Invalid algorithm: "cellular".* Using rooms-and-corridors\./)
    expect(status).toMatch(/Invalid depth: 0\..* Using 1\./)
    expect(await page.getAttribute('#hud-status', 'data-tone')).toBe('warning')
    expect(s).toMatchObject({ preset: 'tcod', width: 4096, height: 45, depth: 1, seed: 'bad' })
    expect(s.ascii).toBe(toAscii(dungeonFor(s)))
    // The address now names the dungeon actually played.
    expect(new URL(page.url()).searchParams.get('w')).toBe('4096')
    expect(new URL(page.url()).searchParams.get('preset')).toBeNull()
    await page.screenshot({ path: join(SCREENSHOTS, 'bad-params.png') })
  })
})

describe('never losing a dungeon', () => {
  it('resumes the run where the player was after a reload, even from a bare address', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin, '?seed=resume')
    const keys = pathKeys(s, dungeonFor(s).stairsDown ?? s.player)
    if (!keys) throw new Error('the down stairs cannot be reached')
    await walk(page, s.player, keys)
    await pressKey(page, 'Shift+Period')
    await page.waitForFunction(() => window.delve.state().depth === 2)
    const below = await state(page)
    const step = STEPS.find((k) => {
      const next = { x: below.player.x + k.dx, y: below.player.y + k.dy }
      return pathKeys(below, next)?.length === 1
    })
    if (!step) throw new Error('nowhere to step')
    const moved = await walk(page, below.player, [step])
    const before = await state(page)
    expect(before.player).toEqual(moved)

    const reloaded = await openGame(page, origin, new URL(page.url()).search)
    expect(reloaded).toMatchObject({
      runSeed: 'resume',
      depth: 2,
      seed: 'resume/2',
      player: moved,
      monsters: before.monsters,
    })
    expect(reloaded.ascii).toBe(before.ascii)
    expect(await statusText(page)).toBe('Welcome back: your run goes on at depth 2.')

    const bare = await openGame(page, origin, '')
    expect(bare).toMatchObject({ runSeed: 'resume', depth: 2, player: moved })
    // A link to another dungeon wins over the save.
    const other = await openGame(page, origin, '?seed=elsewhere')
    expect(other).toMatchObject({ runSeed: 'elsewhere', depth: 1 })
  })

  it('starts afresh with Shift+N, and with the New game button', async () => {
    const page = await freshPage()
    const s = await openGame(page, origin, '?seed=old&depth=3&sandbox')
    expect(s.depth).toBe(3)
    await pressKey(page, 'Shift+KeyN')
    await page.waitForFunction((old) => window.delve.state().runSeed !== old, s.runSeed)
    const fresh = await state(page)
    expect(fresh.depth).toBe(1)
    expect(await statusText(page)).toBe('A new game begins.')
    await page.click('#panel-toggle')
    await page.click('#panel-new')
    await page.waitForFunction((old) => window.delve.state().runSeed !== old, fresh.runSeed)
  })

  it('reports corrupt or outdated saved data once, and replaces it', async () => {
    // Which saves are refused, and the sentence for each, are src/saving's tests; here, the
    // page: a stored save of other rules, told on the status line as a warning, then replaced.
    const page = await freshPage()
    const saved = await openGame(page, origin, '?seed=corrupt')
    const notice = `${REPLACED.slice(0, -1)}: the save is of version 0; this game reads saves of version ${SAVE_VERSION}.`
    // Leave the game first: it saves on its way out, which would overwrite the corrupt value.
    await page.goto(`${origin}${BLANK_PATH}`)
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [SAVE_KEY, JSON.stringify({ version: 0, runSeed: 'x' })],
    )
    const s = await openGame(page, origin, '')
    expect(await statusText(page)).toBe(notice)
    expect(await page.getAttribute('#hud-status', 'data-tone')).toBe('warning')
    expect(s.ascii).toBe(toAscii(dungeonFor(s)))
    expect(s.runSeed).not.toBe(saved.runSeed)
    await settled(page)
    // Replaced: the next visit resumes the new run without a word about the old one.
    const again = await openGame(page, origin, '')
    expect(again.runSeed).toBe(s.runSeed)
    expect(await statusText(page)).not.toBe(notice)
  })

  it('logged no errors or warnings and asked nothing of any other origin', () => {
    expect(problems).toEqual(noProblems())
  })
})
