import { join } from 'node:path'
import { type Point, toAscii } from '@delve/map'
import { createRun, type Run } from '@delve/run'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkParams } from '../src/params/check-params.js'
import type { DelveState } from '../src/ui/handle-types.js'
import {
  canStep,
  EIGHT,
  firstStepToward,
  keyFor,
  noProblems,
  openGame,
  playTurn,
  pressKey,
  SCREENSHOTS,
  screenPoint,
  settled,
  state,
  statusText,
  usePages,
  waitTurns,
} from './harness.js'

const problems = noProblems()
const { freshPage, origin: serverOrigin } = usePages(problems)
let origin = ''
beforeAll(() => {
  origin = serverOrigin()
})

/** A twisty cave of under 100 open tiles: the depth table puts no monster on it. */
const CALM = '?sandbox&seed=calm-2&algo=drunkard&w=30&h=20&drunkardFloor=15'

/** `CALM`'s level as the page makes it, made in Node: its tiles and the items on it. */
function calmLevel(): Run {
  const { choice, notices } = checkParams({
    sandbox: '',
    seed: 'calm-2',
    algo: 'drunkard',
    w: '30',
    h: '20',
    drunkardFloor: '15',
  })
  expect(notices).toEqual([])
  return createRun({ seed: 'calm-2', generator: choice, sandbox: true })
}
/**
 * A run of the default dungeon whose exploring meets a monster soon: it stops at a potion on
 * turn 3 and at a rat in view on turn 7 (explore-meets took 100 turns, each drawn).
 */
const MEETS = '?seed=explore-meets-4'
/** A run whose first walk goes on for 77 turns: long enough to be stopped by a key. */
const LONG_WALK = '?seed=explore-meets'

/**
 * Presses `o` and waits for the walk it starts to stop; returns the status line and the turns
 * seen on screen while it went (one animation frame at a time: shown step by step, not at once).
 */
async function explore(page: Page): Promise<{ status: string; turnsSeen: number[] }> {
  // Watched from the key's arrival in the page, a look each frame: the walk is over when the
  // game is at rest again (a walk keeps it busy).
  await page.evaluate(() => {
    const w = window as unknown as { pressed?: boolean }
    w.pressed = false
    window.addEventListener('keydown', () => (w.pressed = true), { once: true })
  })
  const watching = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const w = window as unknown as { pressed?: boolean }
        const seen: number[] = []
        const look = () => {
          const s = window.delve.state()
          if (s.exploring && seen.at(-1) !== s.turn) seen.push(s.turn)
          if (w.pressed && window.delve.idle) resolve(seen)
          else requestAnimationFrame(look)
        }
        look()
      }),
  )
  await pressKey(page, 'KeyO')
  const turnsSeen = await watching
  return { status: await statusText(page), turnsSeen }
}

/** The tiles reachable from `from` by the steps the game allows: a flood fill, the reference. */
function reachable(s: DelveState, from: Point): Point[] {
  const key = (p: Point) => `${p.x},${p.y}`
  const seen = new Set([key(from)])
  const queue = [from]
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as Point
    for (const [dx, dy] of EIGHT) {
      const next = { x: at.x + dx, y: at.y + dy }
      if (seen.has(key(next)) || !canStep(s, at, dx, dy)) continue
      seen.add(key(next))
      queue.push(next)
    }
  }
  return queue
}

const bit = (rows: string, p: Point) => rows.split('\n')[p.y]?.[p.x]

/** The monsters awake on tiles the player sees: a sleeper in view stops no walk. */
const inView = (s: DelveState) => s.monsters.filter((m) => bit(s.visible, m) === '1' && !m.asleep)

/**
 * Explores until a monster awake stops it (an item seen, or the way coming beside a sleeper,
 * stops it too: pressed again, it goes on).
 */
async function exploreToMonster(page: Page): Promise<string> {
  for (let press = 0; press < 12; press++) {
    const { status } = await explore(page)
    if (/is in view/.test(status)) return status
    expect(status).toMatch(/^You stop: you see |^You stop: you are hurt|sleeps beside the way\.$/)
  }
  throw new Error('exploring never met a monster')
}

describe('auto-explore', () => {
  it('explores every reachable tile of a level without monsters, step by step, then walks to the stairs', async () => {
    const page = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    const start = await openGame(page, origin, CALM)
    expect(start.monsters).toEqual([])
    expect(start.exploring).toBe(false)
    expect(start.ascii).toBe(toAscii(calmLevel().level))
    const statuses: string[] = []
    let longest: number[] = []
    for (let press = 0; press < 8; press++) {
      const { status, turnsSeen } = await explore(page)
      statuses.push(status)
      if (turnsSeen.length > longest.length) longest = turnsSeen
      if (status === 'Explored.') break
      // An item seen stops it, once; pressed again, it goes and picks it up.
      expect(status).toMatch(/^You stop: you see (a|an) /)
    }
    expect(statuses.at(-1)).toBe('Explored.')
    // A turn a frame or slower, each shown: the turns seen on screen go up one at a time.
    expect(longest.length).toBeGreaterThan(5)
    for (let i = 1; i < longest.length; i++) {
      expect((longest[i] as number) - (longest[i - 1] as number)).toBe(1)
    }
    const end = await state(page)
    const unexplored = reachable(end, start.player).filter((p) => bit(end.explored, p) !== '1')
    expect(unexplored).toEqual([])
    // On the down stairs, with the items it saw picked up on the way.
    expect(end.ascii.split('\n')[end.player.y]?.[end.player.x]).toBe('>')
    // Every item the level holds, as the same level made in Node holds them.
    const items = calmLevel().items().length
    expect(items).toBeGreaterThan(0)
    expect(end.pack.reduce((n, p) => n + p.count, 0)).toBe(items)
    expect(end.items).toEqual([])
    await page.screenshot({ path: join(SCREENSHOTS, 'explored-480x800.png') })
    // Pressed once more, it says so at no cost.
    expect((await explore(page)).status).toBe('Explored.')
    expect((await state(page)).turn).toBe(end.turn)
  })

  it('stops when a monster comes into view; any key stops it; the pad has the button', async () => {
    // The window's size is not what is tested here: the small one draws least.
    const page = await freshPage()
    await openGame(page, origin, MEETS)
    const status = await exploreToMonster(page)
    const s = await state(page)
    expect(s.exploring).toBe(false)
    // It names the nearest monster awake in view.
    const named = inView(s).map(
      (foe) => `You stop: ${/^[aeiou]/.test(foe.name) ? 'an' : 'a'} ${foe.name} is in view.`,
    )
    expect(named).toContain(status)
    // With the monster still in view it will not start: no turn passes.
    expect((await explore(page)).status).toMatch(/is in view/)
    expect((await state(page)).turn).toBe(s.turn)

    // A fresh run: explore, then any key (here Shift alone) stops the walk, and does no more.
    const other = await freshPage()
    await openGame(other, origin, LONG_WALK)
    await pressKey(other, 'KeyO')
    await other.waitForFunction(() => window.delve.state().turn >= 3)
    await pressKey(other, 'Shift')
    await settled(other)
    const stopped = await state(other)
    expect(stopped.exploring).toBe(false)
    expect(await statusText(other)).toBe('You stop.')
    await settled(other)
    expect((await state(other)).turn).toBe(stopped.turn)

    // On a touch screen the pad's explore button does what o does; a tap stops it.
    const phone = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    await openGame(phone, origin, LONG_WALK)
    await phone.tap('#pad [data-act="explore"]')
    await phone.waitForFunction(() => window.delve.state().turn >= 2)
    await phone.tap('#pad [data-act="explore"]')
    await settled(phone)
    expect((await state(phone)).exploring).toBe(false)
    expect(await statusText(phone)).toBe('You stop.')
  })

  it('travels to the known stairs with Shift+G, and runs with Shift and a direction', async () => {
    // The window's size is not what is tested here: the small one draws least.
    const page = await freshPage()
    await openGame(page, origin, CALM)
    // Explore once to know the stairs, then walk back to the start and travel.
    for (let press = 0; press < 8; press++) if ((await explore(page)).status === 'Explored.') break
    const onStairs = await state(page)
    const off = async () => {
      const s = await state(page)
      const [dx, dy] = EIGHT.find(([x, y]) => canStep(s, s.player, x, y)) as [number, number]
      await playTurn(page, keyFor(s.player, { x: s.player.x + dx, y: s.player.y + dy }))
    }
    const backOnStairs = () =>
      page.waitForFunction(({ x, y }) => {
        const s = window.delve.state()
        return !s.exploring && s.player.x === x && s.player.y === y
      }, onStairs.player)
    // `>` off the stairs walks to them; so does Shift+G.
    await off()
    await pressKey(page, '>')
    await backOnStairs()
    expect(await statusText(page)).toBe('You reach the stairs down (> descends).')
    await off()
    await pressKey(page, 'Shift+KeyG')
    await backOnStairs()
    expect((await state(page)).depth).toBe(1)
    // A run: Shift and a direction steps on until something stops it.
    const s = await state(page)
    const [dx, dy] = EIGHT.find(([x, y]) => canStep(s, s.player, x, y)) as [number, number]
    await pressKey(
      page,
      `Shift+${keyFor(s.player, { x: s.player.x + dx, y: s.player.y + dy }).replace('Numpad', 'Numpad')}`,
    )
    await page.waitForFunction((t) => window.delve.state().turn > t, s.turn)
    await page.waitForFunction(() => !window.delve.state().exploring)
    expect((await state(page)).player).not.toEqual(s.player)
  })
})

/** Fights the monster in view until one of them dies (or 120 turns pass). */
async function fight(page: Page): Promise<DelveState> {
  for (let turn = 0; turn < 120; turn++) {
    const s = await state(page)
    if (s.dead || s.kills > 0) return s
    const [foe] = inView(s).sort(
      (a, b) =>
        Math.max(Math.abs(a.x - s.player.x), Math.abs(a.y - s.player.y)) -
        Math.max(Math.abs(b.x - s.player.x), Math.abs(b.y - s.player.y)),
    )
    if (!foe) {
      await playTurn(page, 'Period')
      continue
    }
    const near = Math.max(Math.abs(foe.x - s.player.x), Math.abs(foe.y - s.player.y)) === 1
    const to = near ? foe : firstStepToward(s, foe)
    await playTurn(page, to ? keyFor(s.player, to) : 'Period')
  }
  return state(page)
}

/**
 * Plays a run to its end (explore, a reload, a fight, then leaving), and returns the end and its
 * replay link.
 */
async function finishedRun(page: Page): Promise<{ end: DelveState; link: string }> {
  await openGame(page, origin, MEETS)
  await exploreToMonster(page)
  // A reload mid-run: the save keeps the record, so the replay still starts from the seed.
  const before = await state(page)
  const back = await openGame(page, origin, new URL(page.url()).search)
  expect(await statusText(page)).toBe('Welcome back: your run goes on at depth 1.')
  expect(back.turn).toBe(before.turn)
  let end = await fight(page)
  // Twenty turns more, so that a viewer slowed at once pauses well before the end (below).
  if (!end.dead) end = await waitTurns(page, 20)
  if (!end.dead) {
    await pressKey(page, 'Escape')
    await pressKey(page, 'KeyY')
  }
  await page.waitForSelector('#quit-watch', { state: 'visible' })
  end = await state(page)
  const link = (await page.getAttribute('#quit-replay-link', 'href')) ?? ''
  return { end, link }
}

/** The finished run both replay tests watch: played once, by whichever asks first. */
let finished: Promise<{ end: DelveState; link: string }> | undefined
function finishedOnce(page: () => Promise<Page>): Promise<{ end: DelveState; link: string }> {
  finished ??= page().then(finishedRun)
  return finished
}

async function replayEnd(page: Page): Promise<DelveState> {
  await pressKey(page, 'End')
  await page.waitForFunction(() => {
    const { replay } = window.delve.state()
    return replay !== null && !replay.playing && replay.turn === replay.of
  })
  return state(page)
}

describe('replays', () => {
  it('a replay link of a finished run plays it back to the same end', async () => {
    // A whole run is played here, in the small window, which draws least: the window's size is
    // not what is tested (the viewer below is a phone's).
    const page = await freshPage()
    const { end, link } = await finishedRun(page)
    finished = Promise.resolve({ end, link })
    expect(end.kills + (end.dead ? 1 : 0)).toBeGreaterThan(0)
    expect(link.startsWith(`${origin}/${MEETS}&`)).toBe(true)
    expect(link.length).toBeLessThan(8000)
    await page.screenshot({ path: join(SCREENSHOTS, 'end-replay.png') })

    const viewer = await freshPage({ width: 480, height: 800 }, { hasTouch: true, isMobile: true })
    await viewer.goto(link)
    await viewer.waitForFunction(() => window.delve?.ready === true)
    let s = await state(viewer)
    expect(s.replay).toMatchObject({ of: end.turn, playing: true })
    // Slowest (↓ twice: half a second a turn), then Space pauses, well before the end: the run
    // played on 20 turns after its fight. Once at its end a playback steps no more, and a quick
    // machine reached the end of this short run before Space at the default speed (120 ms).
    // → steps on; nothing a player does moves the run. The step is awaited as any later turn,
    // not as the next number (replay-driver.test.ts holds a step's size).
    await pressKey(viewer, 'ArrowDown')
    await pressKey(viewer, 'ArrowDown')
    await pressKey(viewer, 'Space')
    await viewer.waitForFunction(() => window.delve.state().replay?.playing === false)
    const paused = (await state(viewer)).turn
    expect(paused).toBeLessThan(end.turn)
    await pressKey(viewer, 'ArrowRight')
    await viewer.waitForFunction((t) => window.delve.state().turn > t, paused)
    const stepped = (await state(viewer)).turn
    for (const key of ['KeyH', 'KeyO', 'KeyG', 'KeyZ']) await pressKey(viewer, key)
    await settled(viewer)
    expect((await state(viewer)).turn).toBe(stepped)
    // The bar covers neither the player nor its own buttons: the map starts under the top bar.
    s = await state(viewer)
    const top = await viewer.$eval('#hud-top', (e) => e.getBoundingClientRect().bottom)
    expect(s.view.top).toBeGreaterThanOrEqual(top - 0.5)
    expect(screenPoint(s, s.player).y).toBeGreaterThan(top)
    const buttons = await viewer.$$eval('#replay-bar button', (all) =>
      all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect),
    )
    expect(buttons).toHaveLength(6)
    for (const [i, a] of buttons.entries()) {
      expect(a.bottom).toBeLessThanOrEqual(top + 0.5)
      for (const b of buttons.slice(i + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
        expect(apart).toBe(true)
      }
    }
    await viewer.screenshot({ path: join(SCREENSHOTS, 'replay-480x800.png') })
    s = await replayEnd(viewer)
    expect({ turn: s.turn, depth: s.depth, kills: s.kills, dead: s.dead }).toEqual({
      turn: end.turn,
      depth: end.depth,
      kills: end.kills,
      dead: end.dead,
    })
    expect(await viewer.textContent('#replay-verdict')).toBe(
      `The replay ends where the run did: turn ${end.turn}, depth ${end.depth}, ${end.kills} ${end.kills === 1 ? 'kill' : 'kills'}.`,
    )
    await viewer.screenshot({ path: join(SCREENSHOTS, 'replay-end-480x800.png') })

    // Watch replay, on the end screen, plays it in the same page.
    await page.click('#quit-watch')
    await page.waitForFunction(() => window.delve.state().replay !== null)
    await page.click('#replay-bar [data-replay="faster"]')
    await page.screenshot({ path: join(SCREENSHOTS, 'replay.png') })
    s = await replayEnd(page)
    expect([s.turn, s.depth, s.kills]).toEqual([end.turn, end.depth, end.kills])
    expect(problems.pageErrors).toEqual([])
  })

  it('a tampered link is reported: ended elsewhere, went elsewhere, or refused', async () => {
    // The run the test before played, when it ran; else one played here.
    const { end, link } = await finishedOnce(() => freshPage())
    const viewer = await freshPage()

    // Another checksum in a link with its check: refused at once, the field named.
    await viewer.goto(link.replace(/sum=[0-9a-f]{16}/, 'sum=0123456789abcdef'))
    await viewer.waitForSelector('#replay-refused', { state: 'visible' })
    expect(await viewer.textContent('#replay-refused-text')).toBe(
      'The replay link\'s "sum" is not the one it was made with: it was changed by hand.',
    )
    // Links written before links carried a check: edits are found out by playing them.
    const unchecked = link.replace(/&check=[0-9a-f]+/, '')
    // Another checksum: it plays, and says it ended elsewhere.
    await viewer.goto(unchecked.replace(/sum=[0-9a-f]{16}/, 'sum=0123456789abcdef'))
    await viewer.waitForFunction(() => window.delve?.ready === true)
    await replayEnd(viewer)
    expect(await viewer.getAttribute('#replay-verdict', 'data-same')).toBe('false')
    expect(await viewer.textContent('#replay-verdict')).toMatch(
      /^This replay ended elsewhere than the run it records \(turn \d+, depth \d+, \d+ kills?\)/,
    )

    // A descent slipped into the log where there are no stairs: it went elsewhere, and says where.
    const astray = unchecked.replace('&replay=', '&replay=sv')
    await viewer.goto(astray)
    await viewer.waitForFunction(() => window.delve?.ready === true)
    await pressKey(viewer, 'End')
    await viewer.waitForFunction(
      () => document.querySelector('#replay-verdict')?.textContent !== '',
    )
    expect(await viewer.textContent('#replay-verdict')).toMatch(
      /went elsewhere.*input 2 \(descend\) was refused on turn 1/,
    )
    expect((await state(viewer)).turn).toBeLessThan(end.turn + 1)

    // Hostile: markup in the log, and a bare `?replay`. Refused with a message, shown as text.
    // Each other way a link is refused is read in Node (replay-link.test.ts): the page shows the
    // message it gets, whichever it is.
    const before = problems.foreignRequests.length
    const hostile = [
      `${origin}/?seed=a&turns=3&sum=0123456789abcdef&replay=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
      `${origin}/?replay`,
    ]
    const reasons: string[] = []
    for (const address of hostile) {
      await viewer.goto(address)
      await viewer.waitForSelector('#replay-refused', { state: 'visible' })
      reasons.push((await viewer.textContent('#replay-refused-text')) ?? '')
      expect(await viewer.$$eval('img', (all) => all.length)).toBe(0)
      expect(await viewer.$('#replay-refused-text *')).toBeNull()
    }
    expect(reasons).toEqual(['The replay log has "<" at character 1.', 'The replay has no log.'])
    await viewer.screenshot({ path: join(SCREENSHOTS, 'replay-refused-1280x720.png') })
    // The picker there opens a replay file (the text of its link, as Download the replay writes
    // it), and plays it; a file of junk is refused in its place.
    await viewer.setInputFiles('#replay-refused-open', {
      name: 'junk.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('?seed=a&replay=Q&sum=0123456789abcdef&turns=1'),
    })
    await viewer.waitForFunction(() =>
      document.querySelector('#replay-refused-text')?.textContent?.includes('"Q"'),
    )
    await viewer.setInputFiles('#replay-refused-open', {
      name: 'delve-replay-explore-meets-4.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${new URL(link).search}\n`),
    })
    await viewer.waitForFunction(() => window.delve?.ready === true)
    expect((await replayEnd(viewer)).turn).toBe(end.turn)
    expect(await viewer.isVisible('#replay-refused')).toBe(false)
    expect(problems.foreignRequests.length).toBe(before)
    expect(problems.pageErrors).toEqual([])
  })
})
