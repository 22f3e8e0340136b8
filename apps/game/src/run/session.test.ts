import { Tile } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { defaultChoice } from '../params/generator-choice.js'
import type { Direction } from './directions.js'
import { DungeonRun } from './dungeon-run.js'
import { Session } from './session.js'

describe('Session', () => {
  it('says what a step did: nothing to say on a move, the bump otherwise', () => {
    const session = new Session(DungeonRun.start(defaultChoice(), 'session'))
    const outcomes = (['up', 'down', 'left', 'right'] as Direction[]).map((direction) =>
      session.perform({ kind: 'move', direction }),
    )
    for (const outcome of outcomes) {
      if (outcome.change === 'player') expect(outcome.status).toEqual({ text: '', tone: 'info' })
      else expect(outcome.status?.tone).toBe('bump')
    }
  })

  it('regenerates, refuses to descend off the stairs, and starts new games', () => {
    const session = new Session(DungeonRun.start(defaultChoice(), 'session'))
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
    const session = new Session(DungeonRun.start(defaultChoice(), 'labels'))
    expect(session.labels()).toEqual([])
    const shown = session.perform({ kind: 'labels' })
    expect(shown.change).toBe('labels')
    expect(shown.status?.text).toBe('Rooms labelled in the order they were made: A first.')
    expect(session.labels().map((l) => l.label)[0]).toBe('A')
    expect(session.perform({ kind: 'labels' }).status?.text).toBe('Room labels hidden.')
  })

  it('leaves with the run’s tallies and choice, and asks for the panel', () => {
    const session = new Session(DungeonRun.start(defaultChoice('mcrogueface'), 'leave'))
    expect(session.perform({ kind: 'panel' })).toEqual({ change: 'none', togglePanel: true })
    expect(session.perform({ kind: 'leave' }).left).toEqual({
      stats: { steps: 0, dungeons: 1, turns: 0, kills: 0 },
      depth: 1,
      died: false,
      choice: defaultChoice('mcrogueface'),
    })
  })

  it('applies a panel change to the same seed, and explains a refused value', () => {
    const session = new Session(DungeonRun.start(defaultChoice(), 'panel'))
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
})
