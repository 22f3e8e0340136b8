import { MindState } from '@delve/ecs'
import type { Direction } from '@delve/map'
import { Tile } from '@delve/map'
import { createRun, defaultChoice, type Run } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { Session } from './session.js'

describe('Session', () => {
  it('says what a step did: nothing to say on a move, the bump otherwise', () => {
    const session = new Session(createRun({ seed: 'session' }))
    const outcomes = (['up', 'down', 'left', 'right'] as Direction[]).map((direction) =>
      session.perform({ kind: 'move', direction }),
    )
    for (const outcome of outcomes) {
      if (outcome.change === 'player') expect(outcome.status).toEqual({ text: '', tone: 'info' })
      else expect(outcome.status?.tone).toBe('bump')
    }
  })

  it('regenerates, refuses to descend off the stairs, and starts new games (the sandbox)', () => {
    const session = new Session(createRun({ seed: 'session', depth: 1, sandbox: true }))
    const seed = session.run.runSeed
    expect(session.perform({ kind: 'descend' })).toEqual({
      change: 'none',
      status: { text: 'There are no stairs down here.', tone: 'bump' },
    })
    expect(session.perform({ kind: 'regenerate' })).toMatchObject({ change: 'level' })
    expect(session.run.runSeed).not.toBe(seed)
    const before = session.run
    expect(session.perform({ kind: 'new-game' }).status?.text).toBe('A new game begins.')
    expect(session.run).not.toBe(before)
  })

  it('shows and hides the room labels, first room first', () => {
    const session = new Session(createRun({ seed: 'labels', depth: 1, sandbox: true }))
    expect(session.labels()).toEqual([])
    const shown = session.perform({ kind: 'labels' })
    expect(shown.change).toBe('labels')
    expect(shown.status?.text).toBe('Rooms labelled in the order they were made: A first.')
    expect(session.labels().map((l) => l.label)[0]).toBe('A')
    expect(session.perform({ kind: 'labels' }).status?.text).toBe('Room labels hidden.')
  })

  it('leaves with the run’s tallies and choice, and asks for the panel', () => {
    const session = new Session(
      createRun({
        generator: defaultChoice('mcrogueface'),
        seed: 'leave',
        depth: 1,
        sandbox: true,
      }),
    )
    expect(session.perform({ kind: 'panel' })).toEqual({ change: 'none', togglePanel: true })
    expect(session.perform({ kind: 'leave' }).left).toEqual({
      stats: { steps: 0, dungeons: 1, turns: 0, kills: 0 },
      depth: 1,
      died: false,
      choice: defaultChoice('mcrogueface'),
      sandbox: true,
      won: false,
      cause: 'left on depth 1',
    })
  })

  it('applies a panel change to the same seed, and explains a refused value', () => {
    const session = new Session(createRun({ seed: 'panel', depth: 1, sandbox: true }))
    const changed = session.applyPanel({ seed: 'panel', algo: 'bsp' }, 'algo')
    expect(changed).toMatchObject({ change: 'level', panel: { text: '' } })
    expect(session.run.choice.algorithm).toBe('bsp')
    expect(session.run.runSeed).toBe('panel')
    expect(session.applyPanel({ seed: 'panel', algo: 'bsp' }, 'algo')).toMatchObject({
      change: 'none',
      status: { text: 'Nothing changed.' },
    })
    const refused = session.applyPanel({ seed: 'panel', padding: 'lots' }, 'padding')
    expect(refused.panel?.tone).toBe('warning')
    expect(refused.panel?.text).toMatch(/^Invalid padding: "lots"\. .* Using 0\.$/)
    expect(session.run.level.tiles.includes(Tile.StairsDown)).toBe(true)
  })

  /** A seen floor tile at least `distance` king's steps from the player. */
  function seenTile(run: Run, distance: number): { x: number; y: number } {
    const from = run.playerPosition()
    const { width, tiles } = run.level
    // The last in reading order: below the player where the room goes on.
    for (let i = tiles.length - 1; i >= 0; i--) {
      const p = { x: i % width, y: Math.floor(i / width) }
      const far = Math.max(Math.abs(p.x - from.x), Math.abs(p.y - from.y))
      if (run.vision.visible[i] === 1 && tiles[i] === Tile.Floor && far >= distance) return p
    }
    throw new Error('no seen tile that far')
  }

  it('walks to a tapped tile it has seen, a step a turn, and not to one it has not', () => {
    const session = new Session(createRun({ seed: 'tap-2' }))
    const run = session.run
    const goal = seenTile(run, 3)
    expect(session.perform({ kind: 'walk-to', to: goal }).change).toBe('player')
    for (let turns = 0; session.isWalking && turns < 100; turns++) {
      expect(session.walkOn().status).toEqual({ text: '', tone: 'info' })
    }
    expect(run.playerPosition()).toEqual(goal)
    // Never seen: no way is known there.
    const unseen = run.vision.explored.indexOf(0)
    const { width } = run.level
    expect(
      session.perform({
        kind: 'walk-to',
        to: { x: unseen % width, y: Math.floor(unseen / width) },
      }),
    ).toEqual({ change: 'none', status: { text: 'You know no way there.', tone: 'bump' } })
    expect(session.isWalking).toBe(false)
  })

  it('stops a walk when a monster awake comes into view, and says which', () => {
    // On this level no monster is in sight at the start, and a bat shows up on the way: awake
    // (a sleeper coming into view is a known hazard, passed by).
    const session = new Session(createRun({ seed: 'tap-58' }))
    const run = session.run
    for (const eid of run.monsterIdsNow()) {
      run.world.components.Mind.state[eid] = MindState.Resting
    }
    expect(session.monstersShown()).toEqual([])
    const goal = seenTile(run, 3)
    let last = session.perform({ kind: 'walk-to', to: goal })
    for (let turns = 0; session.isWalking && turns < 100; turns++) last = session.walkOn()
    expect(last.status?.text).toBe('You stop: a bat comes into view.')
    expect(session.isWalking).toBe(false)
    expect(session.monstersShown().map((m) => m.name)).toContain('bat')
    expect(run.playerPosition()).not.toEqual(goal)
  })

  it('waits a turn: time passes and the turn count goes up', () => {
    const session = new Session(createRun({ seed: 'wait' }))
    expect(session.perform({ kind: 'wait' }).change).toBe('player')
    expect(session.run.turn).toBe(1)
  })

  it('keeps a run honest: no labels, panel or regenerating, and giving up is asked on a screen of its own', () => {
    const session = new Session(createRun({ seed: 'honest' }))
    const run = session.run
    for (const kind of ['labels', 'panel'] as const) {
      expect(session.perform({ kind })).toMatchObject({ change: 'none', status: { tone: 'bump' } })
    }
    expect(session.labels()).toEqual([])
    expect(session.applyPanel({ seed: 'other', algo: 'bsp' }, 'algo').change).toBe('none')
    expect(session.run.runSeed).toBe('honest')
    // Shift+N asks; the same order again, or any other, is no answer: only yes or no are.
    const asked = session.perform({ kind: 'new-game' })
    expect(asked).toMatchObject({ change: 'mode', status: { tone: 'warning' } })
    expect(asked.status?.text).toMatch(/^Give up this run and start a new one\? Y: /)
    expect(session.mode).toEqual({ name: 'confirm', order: 'new-game' })
    for (const kind of ['new-game', 'wait', 'explore', 'pickup'] as const) {
      expect(session.perform({ kind })).toEqual({ change: 'none' })
    }
    expect(session.run).toBe(run)
    expect(run.turn).toBe(0)
    // No (N, Escape or the second button): nothing is given up.
    expect(session.perform({ kind: 'cancel' })).toMatchObject({ change: 'mode' })
    expect(session.mode.name).toBe('play')
    session.perform({ kind: 'new-game' })
    session.perform({ kind: 'choose', index: 1 })
    expect(session.run).toBe(run)
    // Yes: a new run, and the one given up is said, for the history of runs.
    session.perform({ kind: 'wait' })
    session.perform({ kind: 'new-game' })
    const given = session.perform({ kind: 'confirm' })
    expect(given.change).toBe('level')
    expect(given.abandoned).toMatchObject({
      runSeed: 'honest',
      level: 1,
      depth: 1,
      died: false,
      sandbox: false,
      won: false,
      cause: 'gave up on depth 1',
      stats: { turns: 1 },
    })
    expect(session.run).not.toBe(run)
    expect(session.sandbox).toBe(false)
    expect(session.mode.name).toBe('play')
    // Leaving asks too; the first button (as Y) leaves.
    expect(session.perform({ kind: 'leave' }).left).toBeUndefined()
    expect(session.mode).toEqual({ name: 'confirm', order: 'leave' })
    expect(session.perform({ kind: 'leave' })).toMatchObject({ change: 'mode' })
    expect(session.mode.name).toBe('play')
    session.perform({ kind: 'leave' })
    const left = session.perform({ kind: 'choose', index: 0 })
    expect(left.left).toMatchObject({ died: false, sandbox: false, cause: 'left on depth 1' })
    expect(left.abandoned).toBeUndefined()
  })

  it('rests until healed (R in a run), and not with a monster in view', () => {
    const session = new Session(createRun({ seed: 'rest' }))
    const run = session.run
    expect(session.perform({ kind: 'rest' }).status?.text).toBe('You are already rested.')
    run.world.components.Health.hp[run.player] = 20
    const first = session.perform({ kind: 'regenerate' })
    expect(first.change).toBe('player')
    expect(session.isWalking).toBe(true)
    let last = first
    for (let turns = 0; session.isWalking && turns < 300; turns++) last = session.walkOn()
    expect(session.isWalking).toBe(false)
    if (run.hp === run.maxHp)
      expect(last.status?.text).toMatch(/^You rest \d+ turns and feel well again\.$/)
    else expect(last.status?.text).toMatch(/^You stop resting/)
    expect(run.turn).toBeGreaterThan(10)
  })
})
