import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { playTurn } from '@delve/ecs'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { keyMap, WALK_REPEAT } from '../src/index.js'
import { newGame } from './fast-keys/game.js'
import { framesPass, servePage } from './served-page.js'

const pageDir = fileURLToPath(new URL('./fast-keys', import.meta.url))
const dist = join(pageDir, 'dist')

interface State {
  deliveries: number
  turns: number
  turn: number
  player: { x: number; y: number }
}

// Moves of every key set (some into walls, refused) and waits, in no pattern, as a player mashes.
const CODES = [
  'ArrowRight',
  'KeyD',
  'Numpad6',
  'KeyL',
  'ArrowDown',
  'KeyS',
  'Numpad2',
  'KeyJ',
  'Space',
  'ArrowLeft',
  'KeyA',
  'Numpad4',
  'KeyH',
  'ArrowUp',
  'KeyW',
  'Numpad8',
  'KeyK',
  'Period',
  'Numpad9',
  'KeyU',
  'Numpad3',
  'KeyN',
  'Numpad1',
  'KeyB',
  'Numpad7',
  'KeyY',
  'Numpad5',
  'ArrowRight',
  'ArrowRight',
  'ArrowDown',
  'ArrowDown',
  'Space',
  'ArrowLeft',
  'ArrowUp',
  'KeyD',
  'KeyD',
  'KeyS',
  'KeyW',
  'KeyA',
  'Period',
]

describe('KeyboardInput in Chromium, keys faster than frames', () => {
  it('plays exactly one turn a key press, as the same keys play headless', async () => {
    await build({
      root: pageDir,
      configFile: false,
      logLevel: 'warn',
      base: './',
      resolve: {
        alias: { '@delve/phaser': fileURLToPath(new URL('../dist/index.js', import.meta.url)) },
      },
      build: { outDir: dist, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
    })
    // The reference: the same game, each key's action by the same key table, played in Node.
    const { world, player } = newGame()
    const actions = keyMap()
    for (const code of CODES) {
      const action = actions({ key: '', code })
      if (!action) throw new Error(`no action for ${code}`)
      playTurn(world, player, action)
    }
    const { x, y } = world.components.Position

    const { url, browser, close } = await servePage(dist)
    try {
      const page = await browser.newPage({ viewport: { width: 960, height: 640 } })
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(url)
      await page.waitForFunction(() => 'keys' in window)
      const state = () =>
        page.evaluate(() => (window as unknown as { keys: { state(): State } }).keys.state())
      // Every press, down and up, in one task of the page: all of them land between two frames,
      // and each is released before any frame could take it for held, however slow the machine
      // (pressed one by one from here, a loaded machine can let a repeat's delay pass between a
      // key's down and up, and the key is then rightly held).
      await page.evaluate((codes) => {
        for (const code of codes) {
          for (const type of ['keydown', 'keyup']) {
            window.dispatchEvent(new KeyboardEvent(type, { code, key: '', bubbles: true }))
          }
        }
      }, CODES)
      // Every key played, then frames well past the repeat's delay and two of its intervals
      // (WALK_REPEAT): a key wrongly taken as held would have repeated by then.
      await page.waitForFunction(
        (count) => (window as unknown as { keys: { state(): State } }).keys.state().turns >= count,
        CODES.length,
      )
      await framesPass(page, 3, WALK_REPEAT.delay + 4 * WALK_REPEAT.interval)
      const after = await state()
      // Phaser's own keydown listener may be handed an event more than once; the turns are not.
      console.info(
        `${CODES.length} presses: Phaser's keydown listener called ${after.deliveries} times, ${after.turns} turns played`,
      )
      expect(problems).toEqual([])
      expect(after.deliveries).toBeGreaterThanOrEqual(CODES.length)
      expect(after.turns).toBe(CODES.length)
      expect(after.turn).toBe(world.turn)
      expect(after.player).toEqual({ x: x[player], y: y[player] })
    } finally {
      await close()
    }
  })
})
