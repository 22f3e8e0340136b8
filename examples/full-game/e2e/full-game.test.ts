import { fileURLToPath } from 'node:url'
import { Frame, paintTileset, TILE_SIZE } from '@delve/art'
import {
  findSprite,
  type Page,
  type Pixels,
  POLL,
  pixelStats,
  type Sprite,
  useExample,
} from '@delve/examples-harness'
import type { Roguelike } from '@delve/phaser'
import { describe, expect, it } from 'vitest'

// At most 30 frames a second: its tests wait on states and on numbers of frames.
const example = useExample(fileURLToPath(new URL('..', import.meta.url)), { vsyncsAFrame: 2 })

declare global {
  interface Window {
    roguelike?: Roguelike
  }
}

/** What the test reads of the page: the run through `window.roguelike`, and the screen's texts. */
interface State {
  turn: number
  hp: number
  maxHp: number
  depth: number
  at: { x: number; y: number }
  inventory: string[]
  mode: string
  walking: boolean
  status: string
  prompt: string[]
  log: string[]
  /** The nearest monster in sight, if any. */
  monster: { x: number; y: number } | null
  /** The screen's bars, in CSS pixels from the top and from the bottom of the canvas. */
  bars: { top: number; bottom: number }
}

function state(page: Page): Promise<State> {
  return page.evaluate(() => {
    const roguelike = window.roguelike as Roguelike
    const control = roguelike.control
    const run = roguelike.run
    if (!control || !run) throw new Error('the page plays no run')
    const at = run.playerPosition()
    const { visible, width } = run.vision
    const monster =
      run
        .monsters()
        .filter((m) => visible[m.y * width + m.x] === 1)
        .map((m) => ({ x: m.x, y: m.y, d: Math.max(Math.abs(m.x - at.x), Math.abs(m.y - at.y)) }))
        .sort((a, b) => a.d - b.d)[0] ?? null
    return {
      turn: run.turn,
      hp: run.hp,
      maxHp: run.maxHp,
      depth: run.depth,
      at,
      inventory: run.inventory().map((item) => item.kind),
      mode: control.mode.name,
      walking: control.walking,
      status: roguelike.status?.status ?? '',
      prompt: [...(roguelike.status?.prompt ?? [])],
      log: [...roguelike.log.shown],
      monster: monster && { x: monster.x, y: monster.y },
      bars: { top: roguelike.status?.height ?? 0, bottom: roguelike.log.height },
    }
  })
}

/** Waits a frame or two, then for the walk or rest under way (if any) to end. */
async function settle(page: Page): Promise<State> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  // Tested in the page every 100 ms, no sleep between round trips; the test's time-out bounds a
  // walk that does not end.
  await page.waitForFunction(
    () => {
      const control = window.roguelike?.control
      return control !== undefined && control !== null && !control.walking
    },
    undefined,
    POLL,
  )
  return state(page)
}

async function press(page: Page, key: string): Promise<State> {
  await page.keyboard.press(key)
  return settle(page)
}

/** Taps tile (x, y) where the page draws it. */
async function tap(page: Page, tile: { x: number; y: number }): Promise<State> {
  const point = await page.evaluate(
    ({ tile, size }) => {
      // The scene is the Roguelike's own, read here as Phaser has it.
      type Camera = { x: number; y: number; zoom: number; worldView: { x: number; y: number } }
      const roguelike = window.roguelike as unknown as { scene: { cameras: { main: Camera } } }
      const camera = roguelike.scene.cameras.main
      const view = camera.worldView
      const box = (document.querySelector('canvas') as HTMLCanvasElement).getBoundingClientRect()
      return {
        x: box.left + camera.x + ((tile.x + 0.5) * size - view.x) * camera.zoom,
        y: box.top + camera.y + ((tile.y + 0.5) * size - view.y) * camera.zoom,
      }
    },
    { tile, size: TILE_SIZE },
  )
  await page.mouse.click(point.x, point.y)
  return settle(page)
}

/** The player's frame of `@delve/art`'s tileset, as the page draws it. */
function playerFrame(): Sprite {
  const tiles = paintTileset()
  const rgba = new Uint8Array(TILE_SIZE * TILE_SIZE * 4)
  for (let y = 0; y < TILE_SIZE; y++) {
    const from = (y * tiles.width + Frame.Player * TILE_SIZE) * 4
    rgba.set(tiles.data.subarray(from, from + TILE_SIZE * 4), y * TILE_SIZE * 4)
  }
  return { width: TILE_SIZE, height: TILE_SIZE, rgba }
}
const PLAYER = playerFrame()

/** Bright pixels (white or gold text) in rows `from` to `to` of the left half of the page. */
function textPixels({ width, rgba }: Pixels, from: number, to: number): number {
  let count = 0
  for (let y = Math.max(0, from); y < to; y++) {
    for (let x = 0; x < width / 2; x++) {
      const i = (y * width + x) * 4
      if ((rgba[i] as number) + (rgba[i + 1] as number) + (rgba[i + 2] as number) > 450) count++
    }
  }
  return count
}

/** The player drawn whole (every pixel of its frame), once, clear of the screen's bars. */
function expectPlayerInView(shot: Pixels, bars: State['bars']): void {
  const found = findSprite(shot, PLAYER)
  expect(found).toHaveLength(1)
  const [player] = found
  if (!player) return
  expect(player.y).toBeGreaterThanOrEqual(bars.top)
  expect(player.y + TILE_SIZE * player.zoom).toBeLessThanOrEqual(shot.height - bars.bottom)
}

const STEPS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, -1],
}

/** The key that steps from `a` toward `b` (the number pad's, diagonals included). */
function keyToward(a: { x: number; y: number }, b: { x: number; y: number }): string {
  const dx = Math.sign(b.x - a.x)
  const dy = Math.sign(b.y - a.y)
  return `Numpad${5 + dx - 3 * dy}`
}

describe('the whole game in 19 lines', () => {
  it('plays a run by the keys: steps, explores, drops, picks up, opens the pack; then dies, and Enter starts another', async () => {
    const page = await example.open('', { width: 1280, height: 720 }, () => 'roguelike' in window)
    let now = await settle(page)
    const start = await example.screenshot(page, 'start')
    expect(pixelStats(start).drawn / (start.width * start.height)).toBeGreaterThan(0.05)
    expect(now).toMatchObject({ turn: 0, hp: 30, maxHp: 30, depth: 1, mode: 'play', prompt: [] })
    expect(now.status).toBe('HP 30/30   Depth 1   Level 1   Turn 0')
    expect(textPixels(start, 0, now.bars.top)).toBeGreaterThan(100)
    expectPlayerInView(start, now.bars)

    // An arrow key steps the player its way, a tile a turn. (One press is one step; on a busy
    // machine the key may come up late enough to repeat: the steps are counted, not assumed.)
    let stepped = false
    for (const [key, [dx, dy]] of Object.entries(STEPS)) {
      const before = now
      now = await press(page, key)
      const steps = now.turn - before.turn
      if (steps === 0) continue
      expect(now.at).toEqual({ x: before.at.x + dx * steps, y: before.at.y + dy * steps })
      expect(now.status).toBe(`HP 30/30   Depth 1   Level 1   Turn ${now.turn}`)
      stepped = true
      break
    }
    expect(stepped).toBe(true)

    // O explores, a step a frame or so, stopping at what is of interest; it picks up on the way.
    for (let rounds = 0; rounds < 6 && now.inventory.length === 0; rounds++) {
      const before = now
      now = await press(page, 'KeyO')
      expect(now.turn).toBeGreaterThanOrEqual(before.turn)
    }
    expect(now.inventory).toEqual(['healing potion'])
    // Not yet known: the lines name it by its look ("an emerald potion").
    const [, look] = /You pick up the ([a-z]+ potion)\./.exec(now.log.join('\n')) ?? []
    expect(look).toMatch(/^[a-z]+ potion$/)

    // D, then the letter: dropped; G: picked up again.
    now = await press(page, 'KeyD')
    expect(now.mode).toBe('inventory')
    expect(now.prompt).toEqual(['Drop which item? A letter; Escape: none.', `a) ${look}`])
    now = await press(page, 'KeyA')
    expect(now).toMatchObject({ inventory: [], mode: 'play', prompt: [] })
    expect(now.log.at(-1)).toBe(`You drop the ${look}.`)
    now = await press(page, 'KeyG')
    expect(now.inventory).toEqual(['healing potion'])
    expect(now.log.at(-1)).toBe(`You pick up the ${look}.`)

    // I opens the pack to use an item; an unknown potion is drunk even at full health (a
    // refusal would tell what it is): a turn, the most hit points one more, and now it is known.
    now = await press(page, 'KeyI')
    expect(now.prompt).toEqual(['Use which item? A letter; Escape: none.', `a) ${look}`])
    const pack = await example.screenshot(page, 'pack')
    expect(textPixels(pack, now.bars.top, now.bars.top + 40)).toBeGreaterThan(100)
    const { turn, maxHp } = now
    now = await press(page, 'KeyA')
    expect(now).toMatchObject({ turn: turn + 1, mode: 'play', inventory: [], maxHp: maxHp + 1 })
    expect(now.log).toContain(`The ${look} was a healing potion.`)
    const played = await example.screenshot(page, 'played')
    const bottom = played.height - now.bars.bottom
    expect(textPixels(played, bottom, played.height)).toBeGreaterThan(200)
    expectPlayerInView(played, now.bars)

    // A hero with no strength and one hit point left walks up to a monster and fights it.
    await page.evaluate(() => {
      const run = window.roguelike?.run
      if (!run) return
      const { Fighter, Health } = run.world.components
      Fighter.power[run.player] = 0
      Fighter.defence[run.player] = 0
      Health.hp[run.player] = 1
    })
    for (let tries = 0; tries < 60 && now.mode !== 'over'; tries++) {
      const monster = now.monster
      if (!monster) now = await press(page, 'KeyO')
      else if (Math.max(Math.abs(monster.x - now.at.x), Math.abs(monster.y - now.at.y)) > 1) {
        now = await tap(page, monster)
      } else now = await press(page, keyToward(now.at, monster))
    }
    expect(now.mode).toBe('over')
    expect(now.hp).toBe(0)
    expect(now.prompt).toEqual([
      expect.stringMatching(/^The run is over: killed by .+ on depth 1\.$/),
    ])
    expect(now.log.at(-1)).toBe('You died. Press Enter to play again.')
    await example.screenshot(page, 'end')

    // Over: the keys do nothing, until Enter starts a new run.
    const over = now.turn
    now = await press(page, 'ArrowLeft')
    now = await press(page, 'KeyG')
    expect(now).toMatchObject({ turn: over, mode: 'over' })
    now = await press(page, 'Enter')
    expect(now).toMatchObject({ turn: 0, hp: 30, maxHp: 30, depth: 1, mode: 'play', prompt: [] })
    expect(now.log).not.toContain('You died. Press Enter to play again.')
    for (const key of Object.keys(STEPS)) {
      now = await press(page, key)
      if (now.turn > 0) break
    }
    expect(now.turn).toBeGreaterThan(0)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })
})
