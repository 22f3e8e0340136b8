import { readFileSync } from 'node:fs'
import { isAlive } from '@delve/ecs'
import { Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { PLAYER_BOTS, type PlayerBotName, playAs } from './play-as.js'
import { type PlayerView, playerView } from './player-view.js'

/** The run of `seed` with the first `turns` inputs of `inputs` played. */
function replayed(seed: string, inputs: readonly Parameters<typeof act>[1][], turns: number): Run {
  const run = createRun({ seed })
  for (const input of inputs) {
    if (run.turn >= turns) break
    act(run, input)
  }
  return run
}

/**
 * Changes what the player cannot know: every monster out of sight loses all but one hit point,
 * and every tile never explored turns from wall to floor or back (the stairs stay).
 */
function scrambleHidden(run: Run): void {
  const { width } = run.level
  const { visible, explored } = run.vision
  const { Health, Position } = run.world.components
  for (const eid of run.monsterIdsNow()) {
    const tile = (Position.y[eid] as number) * width + (Position.x[eid] as number)
    if (isAlive(run.world, eid) && visible[tile] !== 1) Health.hp[eid] = 1
  }
  const { tiles } = run.level
  for (let i = 0; i < tiles.length; i++) {
    if (explored[i] === 1) continue
    if (tiles[i] === Tile.Wall) tiles[i] = Tile.Floor
    else if (tiles[i] === Tile.Floor) tiles[i] = Tile.Wall
  }
}

/** The view's data, without its `preview` (a function of the run, checked on its own). */
function data(view: PlayerView): Omit<PlayerView, 'preview'> {
  const { preview: _, ...rest } = view
  return rest
}

describe('the player’s view', () => {
  it('holds only monsters in sight and explored tiles (the rest read as walls)', () => {
    const { run } = playAs('careful', 'view-seed', { maxTurns: 40 })
    const view = playerView(run)
    const { width } = run.level
    for (const m of view.monsters) expect(view.visible[m.y * width + m.x]).toBe(1)
    expect(run.monsters().length).toBeGreaterThan(view.monsters.length)
    for (let i = 0; i < view.known.tiles.length; i++) {
      if (view.explored[i] !== 1) expect(view.known.tiles[i]).toBe(Tile.Wall)
      else expect(view.known.tiles[i]).toBe(run.level.tiles[i])
    }
  })

  it('names unknown potions and scrolls by their look, never by their secret kind', () => {
    const { run } = playAs('careful', 'view-seed', { maxTurns: 500 })
    const view = playerView(run)
    const pack = run.inventory()
    const unknown = pack.filter((p) => !p.known)
    expect(unknown.length).toBeGreaterThan(0)
    expect(view.pack.map((p) => [p.name, p.known])).toEqual(pack.map((p) => [p.name, p.known]))
    const seen = JSON.stringify(data(view))
    for (const item of unknown) expect(seen).not.toContain(item.kind)
    const hidden = [...run.items(), ...run.rememberedItems()].filter((i) => i.name !== i.kind)
    for (const item of hidden) expect(seen).not.toContain(item.kind)
  })

  it.each(Object.keys(PLAYER_BOTS) as PlayerBotName[])(
    'is all the %s bot decides on: runs differing only in what is hidden give the same view and choices',
    (bot) => {
      const { run } = playAs(bot, 'hidden-seed', { maxTurns: 700 })
      const inputs = run.inputLog() ?? []
      const player = PLAYER_BOTS[bot] as {
        memory: () => unknown
        choices: (v: PlayerView, m: unknown) => Iterable<unknown>
      }
      for (const turn of [50, 200, 450, 650]) {
        const seen = replayed('hidden-seed', inputs, turn)
        const hidden = replayed('hidden-seed', inputs, turn)
        scrambleHidden(hidden)
        // The scramble did change the world, out of sight.
        expect(hidden.level.tiles).not.toEqual(seen.level.tiles)
        const a = playerView(seen)
        const b = playerView(hidden)
        expect(data(b)).toEqual(data(a))
        const memory = player.memory()
        const first = [...player.choices(a, structuredClone(memory))]
        expect([...player.choices(b, structuredClone(memory))]).toEqual(first)
      }
    },
  )

  it('is the one thing the bots read: their sources import nothing of the run but types', () => {
    for (const file of ['careful-bot.ts', 'diver-bot.ts', 'bot-moves.ts']) {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8')
      const imports = [...text.matchAll(/^import (type )?[^'"]*from '([^']+)'/gm)]
      for (const [line, typeOnly, from] of imports) {
        const allowed = from === '@delve/map' || from === './bot-moves.js' || typeOnly !== undefined
        expect(allowed, `${file}: ${line}`).toBe(true)
      }
      // No run or world in reach: no `run.` or `world` outside the import lines.
      expect(text.replace(/^import .*$/gm, '')).not.toMatch(/\brun\.|\bworld\b/)
    }
  })
})
