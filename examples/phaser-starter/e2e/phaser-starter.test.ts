import { fileURLToPath } from 'node:url'
import { Frame, paintTileset, TILE_SIZE } from '@delve/art'
import { playTurn, turnMessages } from '@delve/ecs'
import {
  colourAt,
  exampleState,
  framesPass,
  type Page,
  pixelStats,
  useExample,
} from '@delve/examples-harness'
import { appendLines, keyMap, WALK_REPEAT } from '@delve/phaser'
import { describe, expect, it } from 'vitest'
import { newGame } from '../src/game/new-game.js'

// At most 30 frames a second: its tests wait on states and on numbers of frames.
const example = useExample(fileURLToPath(new URL('..', import.meta.url)), { vsyncsAFrame: 2 })

interface State {
  turn: number
  player: { x: number; y: number }
  hp: number
  explored: number
  message: string
  view: { left: number; top: number; tile: number }
}
const state = (page: Page) => exampleState<State>(page)

/** The colour of the player's ink: art pixel (4, 1) of its frame (the top of the `@`). */
const PLAYER_INK = paintTileset().get(Frame.Player * TILE_SIZE + 4, 1) >>> 8

/** The screen colour of art pixel (4, 1) of tile (x, y). */
function inkAt(
  shot: Parameters<typeof colourAt>[0],
  view: State['view'],
  { x, y }: State['player'],
) {
  const scale = view.tile / TILE_SIZE
  return colourAt(
    shot,
    Math.floor(view.left + (x * TILE_SIZE + 4.5) * scale),
    Math.floor(view.top + (y * TILE_SIZE + 1.5) * scale),
  )
}

describe('the Phaser starter', () => {
  it('draws the dungeon through the fog, the player where the world has it', async () => {
    const page = await example.open('?seed=starter')
    const s = await state(page)
    const game = newGame('starter')
    expect(s).toMatchObject({ turn: 0, hp: 30, player: game.dungeon.start })
    const shot = await example.screenshot(page, 'start')
    const stats = pixelStats(shot)
    expect(stats.drawn / (shot.width * shot.height)).toBeGreaterThan(0.01)
    expect(stats.colours).toBeGreaterThan(8)
    expect(inkAt(shot, s.view, s.player)).toBe(PLAYER_INK)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })

  it('plays turns from the keys, as the same game does headless', async () => {
    const codes = [
      'ArrowLeft',
      'KeyA',
      'Numpad4',
      'ArrowUp',
      'KeyW',
      'Numpad9',
      'Period',
      'KeyD',
      'ArrowDown',
      'Numpad3',
      'KeyS',
      'Numpad6',
      'ArrowRight',
      'Numpad8',
      'Numpad7',
      'Numpad1',
      'Numpad2',
      'Space',
    ]
    // The reference: the same game played headless, each key's action by the same key table,
    // each turn's lines into a log as the page's keeps them (a line said again is counted).
    const game = newGame('starter')
    const actions = keyMap()
    let log: string[] = []
    for (const code of codes) {
      const action = actions({ key: '', code })
      if (!action) throw new Error(`no action for ${code}`)
      const events = playTurn(game.world, game.player, action)
      log = appendLines(log, turnMessages(game.world, events, game.player), 4)
    }
    const page = await example.open('?seed=starter')
    // As fast as the browser takes them: several keys land in one frame.
    for (const code of codes) await page.keyboard.press(code)
    // The keys are played at the start of the next frame; then frames past the repeat's delay
    // and a few of its intervals (WALK_REPEAT), in which a key wrongly taken as held would repeat.
    await page.waitForFunction(
      (turn) => ((window.example?.state() as { turn: number } | undefined)?.turn ?? 0) >= turn,
      game.world.turn,
    )
    await framesPass(page, 3, WALK_REPEAT.delay + 4 * WALK_REPEAT.interval)
    const s = await state(page)
    const { x, y } = game.world.components.Position
    expect(s.turn).toBe(game.world.turn)
    expect(s.message).toBe(log.at(-1))
    expect(s.turn).toBeGreaterThan(5)
    expect(s.player).toEqual({ x: x[game.player], y: y[game.player] })
    expect(s.explored).toBe(game.world.vision.explored.reduce((a, b) => a + b, 0))
    const shot = await example.screenshot(page, 'moved')
    expect(inkAt(shot, s.view, s.player)).toBe(PLAYER_INK)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })
})
