import { moveEntity } from '@delve/ecs'
import type { Point } from '@delve/map'
import { createRun, type Run } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { Session } from './session.js'

/** Puts the player on `at` at once: a test's shortcut to the stairs or the amulet. */
function put(run: Run, at: Point | undefined): void {
  expect(moveEntity(run.world, run.player, at as Point)).toBeUndefined()
}

const AMULET = 'amulet of the deep'

describe('Session: the way out', () => {
  it('< on depth 1 without the amulet is refused with a line, at no cost', () => {
    const session = new Session(createRun({ seed: 'session-climb' }))
    expect(session.run.onStairsUp()).toBe(true)
    expect(session.perform({ kind: 'ascend' })).toEqual({
      change: 'none',
      status: {
        text: 'You will not leave without the amulet of the deep: it lies on depth 10.',
        tone: 'bump',
      },
    })
    expect(session.run.turn).toBe(0)
  })

  it('< goes up to the level left, as it was; off the stairs it walks back to them', () => {
    const session = new Session(createRun({ seed: 'session-climb' }))
    const { run } = session
    put(run, run.level.stairsDown)
    const explored = [...run.vision.explored]
    expect(session.perform({ kind: 'descend' })).toMatchObject({ change: 'level' })
    // A step off the up stairs; < walks back onto them, then climbs.
    const arrived = run.playerPosition()
    session.perform({ kind: 'explore' })
    expect(run.playerPosition()).not.toEqual(arrived)
    expect(session.perform({ kind: 'ascend' })).toMatchObject({ change: 'player' })
    expect(run.playerPosition()).toEqual(arrived)
    const up = session.perform({ kind: 'ascend' })
    expect(up).toEqual({
      change: 'level',
      status: { text: 'You climb the stairs to depth 1.', tone: 'info' },
    })
    expect(run.depth).toBe(1)
    expect(run.playerPosition()).toEqual(run.level.stairsDown)
    expect([...run.vision.explored]).toEqual(explored)
  })

  it('climbing out of depth 1 with the amulet ends the run, won, with its cause', () => {
    const run = createRun({ seed: 'session-climb', goal: { depth: 2, item: AMULET } })
    const session = new Session(run)
    put(run, run.level.stairsDown)
    session.perform({ kind: 'descend' })
    put(
      run,
      run.items().find((item) => item.kind === AMULET),
    )
    expect(session.perform({ kind: 'pickup' }).left).toBeUndefined()
    put(run, run.level.stairsUp)
    session.perform({ kind: 'ascend' })
    put(run, run.level.stairsUp)
    const out = session.perform({ kind: 'ascend' })
    expect(out.status?.text).toBe(
      'You climb out of the dungeon into the daylight with the amulet of the deep. You have won!',
    )
    expect(out.left).toMatchObject({
      won: true,
      died: false,
      depth: 2,
      cause: 'escaped with the amulet of the deep',
    })
  })
})
