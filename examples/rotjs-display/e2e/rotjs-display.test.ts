import { fileURLToPath } from 'node:url'
import * as ecs from '@delve/ecs'
import { exampleState, type Page, pixelStats, useExample } from '@delve/examples-harness'
import { describe, expect, it } from 'vitest'
import { act, type Game, newGame, stateOf } from '../src/game.js'
import { actionFor } from '../src/keys.js'

type State = ReturnType<typeof stateOf> & { message: string }
// At most 30 frames a second: its tests wait on states and on numbers of frames.
const example = useExample(fileURLToPath(new URL('..', import.meta.url)), { vsyncsAFrame: 2 })
const state = (page: Page) => exampleState<State>(page)

/** A key as the page receives it: what Playwright presses, and the event's `key` and `code`. */
type Key = readonly [press: string, key: string, code: string]
const PAD: Record<string, Key> = {
  '-1,1': ['Numpad1', '1', 'Numpad1'],
  '0,1': ['j', 'j', 'KeyJ'],
  '1,1': ['n', 'n', 'KeyN'],
  '-1,0': ['ArrowLeft', 'ArrowLeft', 'ArrowLeft'],
  '1,0': ['Numpad6', '6', 'Numpad6'],
  '-1,-1': ['y', 'y', 'KeyY'],
  '0,-1': ['ArrowUp', 'ArrowUp', 'ArrowUp'],
  '1,-1': ['Numpad9', '9', 'Numpad9'],
}
const WAIT: Key = ['.', '.', 'Period']

/**
 * Keys that explore `seed`'s dungeon headless (auto-explore, waiting while a monster is in view)
 * until a monster has attacked the player, with what the game then says. The page must match.
 */
function keysUntilAttacked(seed: string): { keys: Key[]; game: Game; message: string } {
  const game = newGame(seed)
  const keys: Key[] = []
  for (let turn = 0; turn < 400; turn++) {
    const walk = ecs.exploreStep(game.world, game.player, { hurtBelow: 0 })
    const key = walk.kind === 'step' ? (PAD[`${walk.dx},${walk.dy}`] as Key) : WAIT
    const action = actionFor(key[1], key[2])
    if (!action) throw new Error(`no action for ${key[0]}`)
    keys.push(key)
    const before = game.world.components.Health.hp[game.player]
    const message = act(game, action)
    if (game.world.components.Health.hp[game.player] !== before || / you\b/.test(message)) {
      return { keys, game, message }
    }
  }
  throw new Error(`no monster came for the player in 400 turns of ${seed}`)
}

async function press(page: Page, keys: readonly Key[]): Promise<void> {
  for (const [name] of keys) await page.keyboard.press(name)
}

describe('Delve drawn by rot.js', () => {
  it('draws the player’s view on load, the rest in the dark', async () => {
    const page = await example.open('?seed=rot')
    const s = await state(page)
    expect(s).toMatchObject({ turn: 0, alive: true, hp: 30 })
    expect(s.visible).toBeGreaterThan(1)
    const shot = await example.screenshot(page, 'start')
    const stats = pixelStats(shot)
    expect(stats.drawn / (shot.width * shot.height)).toBeGreaterThan(0.005)
    expect(stats.colours).toBeGreaterThan(4)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })

  it('plays the keys as the rules do: moves, fog lifting, and a monster that hunts', async () => {
    const seed = 'stalk'
    const { keys, game, message } = keysUntilAttacked(seed)
    const page = await example.open(`?seed=${seed}`)
    const [start, before] = [await state(page), await example.screenshot(page, 'before')]
    await press(page, keys)
    const after = await state(page)
    expect(after).toEqual({ ...stateOf(game), message })
    expect(after.turn).toBeGreaterThan(5)
    expect(after.explored).toBeGreaterThan(start.explored)
    expect(message).toMatch(/^The \w+ (hits|misses) you\b/)
    const shot = await example.screenshot(page, 'hunted')
    expect(pixelStats(shot).drawn).toBeGreaterThan(pixelStats(before).drawn)
    expect(example.problems).toEqual({ errors: [], foreignRequests: [] })
  })

  it('walks to a wall and refuses the step into it, spending no turn', async () => {
    const game = newGame('rot')
    const left = PAD['-1,0'] as Key
    const keys: Key[] = []
    for (let turn = 0; turn < 60 && !keys.length; turn++) {
      const { x, y } = stateOf(game).player
      const wall = game.dungeon.tiles[y * game.dungeon.width + x - 1] === 0
      if (wall) keys.push(left)
      else act(game, { kind: 'move', dx: -1, dy: 0 })
    }
    const steps = game.world.turn
    const page = await example.open('?seed=rot')
    await press(page, [...Array.from({ length: steps }, () => left), ...keys])
    const s = await state(page)
    expect(s).toEqual({ ...stateOf(game), message: expect.any(String) })
    expect(s.turn).toBe(steps)
  })
})
