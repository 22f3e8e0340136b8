import { moveEntity } from '@delve/ecs'
import { DIRS_8, isWalkable, type Point, tileAt } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { testHooks } from '../testing.js'

/** A run of `seed` with the player put on depth 1's stairs down at once (a test's shortcut). */
function onStairsDown(seed: string): Run {
  const run = createRun({ seed, vaults: null })
  const stairs = run.level.stairsDown as Point
  expect(moveEntity(run.world, run.player, stairs)).toBeUndefined()
  return run
}

/** A free floor tile beside the player. */
function besidePlayer(run: Run): Point {
  const { x, y } = run.playerPosition()
  const taken = new Set(run.monsters().map((m) => `${m.x},${m.y}`))
  for (const [dx, dy] of DIRS_8) {
    const at = { x: x + dx, y: y + dy }
    if (isWalkable(tileAt(run.level, at.x, at.y)) && !taken.has(`${at.x},${at.y}`)) return at
  }
  throw new Error('no free tile beside the player')
}

describe('taking the stairs', () => {
  it('costs a turn each way, logged as the stairs taken', () => {
    const run = onStairsDown('stairs-turn')
    const turn = run.turn
    expect(act(run, { kind: 'descend' })).toMatchObject({ taken: true, level: true })
    expect([run.depth, run.turn, run.stats.turns]).toEqual([2, turn + 1, 1])
    expect(act(run, { kind: 'ascend' })).toMatchObject({ taken: true, level: true })
    expect([run.depth, run.turn, run.stats.turns]).toEqual([1, turn + 2, 2])
    expect(run.inputLog()).toEqual([{ kind: 'descend' }, { kind: 'ascend' }])
  })

  it('is no free escape: a monster beside the stairs acts before the level is left', () => {
    const run = onStairsDown('stairs-blow')
    testHooks(run).placeMonster('orc', besidePlayer(run))
    const down = act(run, { kind: 'descend' })
    expect(down.taken).toBe(true)
    // The orc's blow (or its miss) is told before the descent, on the level left.
    const blow = down.lines.findIndex((line) => /orc/i.test(line))
    const descent = down.lines.indexOf('You descend the stairs to depth 2.')
    expect(blow).toBeGreaterThanOrEqual(0)
    expect(blow).toBeLessThan(descent)
  })

  it('on a refusal costs nothing', () => {
    const run = createRun({ seed: 'stairs-refused', vaults: null })
    act(run, { kind: 'explore' })
    const turn = run.turn
    expect(act(run, { kind: 'descend' }).taken).toBe(false)
    expect(run.turn).toBe(turn)
  })
})
