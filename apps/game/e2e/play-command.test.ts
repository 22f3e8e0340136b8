import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { isWalkable } from '@delve/map'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  APP_DIR,
  dungeonFor,
  launchBrowser,
  newGamePage,
  noProblems,
  openGame,
  state,
} from './harness.js'

// The README's play command, as written: `npx -y pnpm@12.21.0 dev` at the root, which builds
// what the game needs and serves it from Vite's dev server beside the board. Every other browser
// test plays the production build; only this one sees what a new player's first command serves.
const ROOT = join(APP_DIR, '..', '..')
const PLAY_COMMAND = ['-y', 'pnpm@12.21.0', 'dev']

/** A port free on the loopback now, for the board (the game's own port is Vite's to choose). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** Resolves with the address Vite prints once it serves (it takes the next port if 5173 is busy). */
function servedAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const read = (chunk: Buffer) => {
      // Vite colours its banner; the address is what follows "Local:".
      output += stripVTControlCharacters(chunk.toString())
      const match = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`the play command exited (${code}):\n${output}`)))
  })
}

describe('the README play command', () => {
  let browser: Browser
  let child: ChildProcess
  let origin: string
  const boardData = mkdtempSync(join(tmpdir(), 'delve-play-board-'))

  beforeAll(async () => {
    const boardPort = await freePort()
    child = spawn('npx', PLAY_COMMAND, {
      cwd: ROOT,
      // Its own process group, so stopping it stops turbo, Vite and the board together.
      detached: true,
      env: {
        ...process.env,
        PORT: String(boardPort),
        BOARD_DATA: boardData,
        DELVE_BOARD_URL: `http://127.0.0.1:${boardPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    origin = await servedAddress(child)
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    rmSync(boardData, { recursive: true, force: true })
  })

  it('serves a game that gets ready with no console error and takes a step', async () => {
    const problems = noProblems()
    const { context, page } = await newGamePage(browser, origin, problems)
    // A dev server's first page waits for Vite to transform the modules and bundle Phaser: tens
    // of seconds on a busy two-core machine (a load of 13 ran out at 30 s). It only bounds a hang.
    page.setDefaultTimeout(240_000)
    const before = await openGame(page, origin)
    const level = dungeonFor(before)
    const steps: [string, number, number][] = [
      ['ArrowRight', 1, 0],
      ['ArrowLeft', -1, 0],
      ['ArrowDown', 0, 1],
      ['ArrowUp', 0, -1],
    ]
    const step = steps.find(([, dx, dy]) => {
      const x = before.player.x + dx
      const y = before.player.y + dy
      return isWalkable(level.tiles[y * level.width + x] ?? 0)
    })
    expect(step, 'the start has a floor tile beside it').toBeDefined()
    const [key, dx, dy] = step ?? ['', 0, 0]
    await page.keyboard.press(key)
    await page.waitForFunction((turn) => window.delve.state().turn > turn, before.turn)
    const after = await state(page)
    expect(after.player).toEqual({ x: before.player.x + dx, y: before.player.y + dy })
    expect(problems.consoleErrors).toEqual([])
    expect(problems.pageErrors).toEqual([])
    await context.close()
  })
})
