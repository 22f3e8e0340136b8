import { fileURLToPath } from 'node:url'
import { exampleState, type Page, pixelStats, useExample } from '@delve/examples-harness'
import { findPath, fromAscii, type Point, Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'

const example = useExample(fileURLToPath(new URL('..', import.meta.url)))

/** A small window: the parts are drawn in software, and their test is about the rules. */
const VIEW = { width: 640, height: 360 }

/** What the parts' pages report; each part adds to it. */
interface State {
  player: Point | null
  hp: number | null
  screen?: 'menu' | 'game'
  saved?: boolean
  turn?: number
  mode?: string
  cursor?: Point | null
  log?: string[]
  npc?: Point
  rooms?: number
  start?: Point
  visible?: number
  explored?: number
  monsters?: { name: string; x: number; y: number; visible: boolean }[]
  inventory?: string[]
  depth?: number
  level?: number
  map?: string
  limits?: { maxItems: number; maxMonsters: number }
  equipment?: { weapon: string | null; armour: string | null }
  power?: number
  defence?: number
}

const state = (page: Page) => exampleState<State>(page)

/** Part `n` in a fresh page, on a dungeon of its own seed, once its first frame is drawn. */
async function open(n: number): Promise<Page> {
  return example.open(`part-${String(n).padStart(2, '0')}/index.html?seed=tutorial`, VIEW)
}

/**
 * Presses `key`, then waits until the page's state is other than it was and the page has drawn
 * a frame since: no timer. Phaser's keyboard keeps a frame's key events in a queue, replays the
 * whole queue on each new event and skips only the one it read last, so a press whose key-down
 * came in the same frame as the key-up and key-down before it read that earlier key-down again:
 * a part stepped twice for one press (part 11 walked into a fight and died, one run in three).
 * Until the parts skip an event they have read, the test lets a frame pass between presses.
 */
async function press(page: Page, key: string): Promise<State> {
  const before = JSON.stringify(await state(page))
  await page.keyboard.press(key)
  await page.waitForFunction((was) => JSON.stringify(window.example?.state()) !== was, before)
  // The frame's end empties Phaser's queue; a callback asked for now runs after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
  return state(page)
}

const STEPS: Record<string, Point> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
}

/**
 * An arrow whose step from the middle of a room is free: every tile beside the player's start is
 * floor (a room is at least 4 tiles of floor across), so only a monster can be in the way.
 */
function freeArrow(s: State): [string, Point] {
  const at = s.player as Point
  const free = Object.entries(STEPS).find(
    ([, d]) => !s.monsters?.some((m) => m.x === at.x + d.x && m.y === at.y + d.y),
  )
  if (!free) throw new Error('the player is surrounded')
  return free
}

/** Steps the player one free tile; the state after. */
async function step(page: Page, s: State): Promise<State> {
  const [key, d] = freeArrow(s)
  const after = await press(page, key)
  expect(after.player).toEqual({ x: (s.player?.x ?? 0) + d.x, y: (s.player?.y ?? 0) + d.y })
  return after
}

/** The number pad's key for a step (7 8 9 / 4 . 6 / 1 2 3). */
const numpad = (dx: number, dy: number) => `Numpad${5 + dx - 3 * dy}`

/** The screenshot kept for looking at, read back: the part's picture is not blank. */
async function shot(page: Page, n: number): Promise<void> {
  const pixels = await example.screenshot(page, `part-${String(n).padStart(2, '0')}`)
  expect(pixelStats(pixels).drawn).toBeGreaterThan(0)
  expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
}

describe('the tutorial, part by part', () => {
  it('part 0 draws the player in the middle of the screen', async () => {
    const page = await open(0)
    expect(await state(page)).toEqual({ player: { x: 40, y: 22 }, hp: null })
    await shot(page, 0)
  })

  it('part 1 moves the @ a tile a key', async () => {
    const page = await open(1)
    let s = await press(page, 'ArrowRight')
    expect(s.player).toEqual({ x: 41, y: 22 })
    s = await press(page, 'Numpad7')
    expect(s.player).toEqual({ x: 40, y: 21 })
    await shot(page, 1)
  })

  it('part 2 moves the player on a map, beside an entity', async () => {
    const page = await open(2)
    const s = await state(page)
    expect(s).toMatchObject({ map: { width: 80, height: 45 }, npc: { x: 35, y: 22 } })
    expect((await press(page, 'ArrowRight')).player).toEqual({ x: 41, y: 22 })
    await shot(page, 2)
  })

  it('part 3 starts the player in the first of the rooms', async () => {
    const page = await open(3)
    const s = await state(page)
    expect(s.rooms).toBeGreaterThan(1)
    expect(s.player).toEqual(s.start)
    await step(page, s)
    await shot(page, 3)
  })

  it('part 4 sees the tiles in sight, and remembers them', async () => {
    const page = await open(4)
    const s = await state(page)
    expect(s.visible).toBeGreaterThan(20)
    expect(s.explored).toBe(s.visible)
    const after = await step(page, s)
    expect(after.explored).toBeGreaterThanOrEqual(s.explored ?? 0)
    await shot(page, 4)
  })

  it('part 5 places monsters in the rooms', async () => {
    const page = await open(5)
    const s = await state(page)
    expect(s.monsters?.length).toBeGreaterThan(3)
    expect(new Set(s.monsters?.map((m) => m.name))).toEqual(new Set(['orc', 'troll']))
    await step(page, s)
    await shot(page, 5)
  })

  it('part 6 plays a turn a step, the player a fighter', async () => {
    const page = await open(6)
    const s = await state(page)
    expect(s).toMatchObject({ hp: 30, turn: 0, mode: 'main' })
    expect((await step(page, s)).turn).toBe(1)
    await shot(page, 6)
  })

  it('part 7 logs the messages and shows their history', async () => {
    const page = await open(7)
    const s = await state(page)
    expect(s.log).toEqual(['Welcome, adventurer, to the dungeon below. Mind the orcs.'])
    await step(page, s)
    expect((await press(page, 'KeyV')).mode).toBe('history')
    expect((await press(page, 'Escape')).mode).toBe('main')
    await shot(page, 7)
  })

  it('part 8 picks up, and opens the pack', async () => {
    const page = await open(8)
    let s = await press(page, 'KeyG')
    expect(s.log?.at(-1)).toBe('There is nothing here to pick up.')
    expect(s).toMatchObject({ turn: 0, inventory: [] })
    s = await press(page, 'KeyI')
    expect(s.mode).toBe('inventory-use')
    s = await press(page, 'Escape')
    expect(s.mode).toBe('main')
    await step(page, s)
    await shot(page, 8)
  })

  it('part 9 looks around with a cursor', async () => {
    const page = await open(9)
    let s = await press(page, 'Slash')
    expect(s).toMatchObject({ mode: 'look', cursor: s.player })
    s = await press(page, 'ArrowDown')
    expect(s.cursor).toEqual({ x: s.player?.x, y: (s.player?.y ?? 0) + 1 })
    s = await press(page, 'Escape')
    expect(s).toMatchObject({ mode: 'main', cursor: null })
    await step(page, s)
    await shot(page, 9)
  })

  it('part 10 saves the game and loads it again', async () => {
    const page = await open(10)
    expect(await state(page)).toMatchObject({ screen: 'menu', saved: false })
    let s = await press(page, 'KeyN')
    expect(s).toMatchObject({ screen: 'game', turn: 0 })
    const played = await step(page, s)
    s = await press(page, 'Escape')
    expect(s).toMatchObject({ screen: 'menu', saved: true })
    s = await press(page, 'KeyC')
    expect(s).toMatchObject({ screen: 'game', turn: 1, player: played.player })
    await shot(page, 10)
  })

  it('part 11 takes the stairs down to the next floor', async () => {
    const page = await open(11)
    let s = await press(page, 'KeyN')
    expect(s).toMatchObject({ depth: 1, level: 1 })
    s = await press(page, '>')
    expect(s.log?.at(-1)).toBe('There are no stairs down here.')
    // Walk to the stairs down along a shortest way, fighting what stands in it.
    for (let tries = 0; tries < 300 && s.depth === 1; tries++) {
      if (s.mode === 'level-up') s = await press(page, 'KeyA')
      const map = fromAscii(s.map ?? '')
      const stairs = map.tiles.indexOf(Tile.StairsDown)
      const goal = { x: stairs % map.width, y: Math.floor(stairs / map.width) }
      const at = s.player as Point
      if (at.x === goal.x && at.y === goal.y) s = await press(page, '>')
      else {
        const next = findPath(map, at, goal)?.[1]
        if (!next) throw new Error('no way to the stairs')
        s = await press(page, numpad(next.x - at.x, next.y - at.y))
      }
      expect(s.hp).toBeGreaterThan(0)
    }
    expect(s.depth).toBe(2)
    expect(s.log?.at(-1)).toBe('You descend the staircase.')
    await shot(page, 11)
  })

  it('part 12 furnishes each floor by its tables', async () => {
    const page = await open(12)
    const s = await press(page, 'KeyN')
    expect(s).toMatchObject({ depth: 1, limits: { maxItems: 1, maxMonsters: 2 } })
    await step(page, s)
    await shot(page, 12)
  })

  it('part 13 starts armed and armoured, and takes the dagger off and on', async () => {
    const page = await open(13)
    let s = await press(page, 'KeyN')
    expect(s).toMatchObject({
      equipment: { weapon: 'dagger', armour: 'leather armour' },
      power: 4,
      defence: 2,
      inventory: ['dagger', 'leather armour'],
    })
    await press(page, 'KeyI')
    s = await press(page, 'KeyA')
    expect(s).toMatchObject({ turn: 1, power: 2, equipment: { weapon: null } })
    await press(page, 'KeyI')
    s = await press(page, 'KeyA')
    expect(s).toMatchObject({ turn: 2, power: 4, equipment: { weapon: 'dagger' } })
    await shot(page, 13)
  })
})
