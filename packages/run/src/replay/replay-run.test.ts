import { snapshot } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import { defaultChoice } from '../chain/generator-choice.js'
import { ReplayError } from '../input/replay-error.js'
import { DungeonRun } from '../run/run.js'
import { worldChecksum } from './checksum.js'
import { checkRecording, type Recording, recordRun, replayRun } from './replay-run.js'

/** A short run: steps about the first level, waits, a wall bumped (refused, so not kept). */
function shortRun(): DungeonRun {
  const run = DungeonRun.start(defaultChoice(), 'replay-short')
  for (const direction of ['right', 'down', 'left', 'up', 'down-right', 'up-left'] as const) {
    for (let n = 0; n < 4; n++) run.move(direction)
    run.wait()
  }
  return run
}

describe('recording and replaying a run', () => {
  it('keeps only what took effect, and replays to a snapshot-equal world', () => {
    const run = shortRun()
    const log = run.inputLog() ?? []
    expect(log.length).toBeGreaterThan(0)
    expect(log.length).toBeLessThanOrEqual(run.turn)
    const recording = recordRun(run)
    const world = checkRecording(recording)
    expect(snapshot(world)).toEqual(snapshot(run.world))
    expect(worldChecksum(world)).toBe(recording.checksum)
  })

  it('reports a replay that ends elsewhere', () => {
    const recording = recordRun(shortRun())
    const tampered: Recording = { ...recording, log: `${recording.log}s` }
    expect(() => checkRecording(tampered)).toThrow(/ended elsewhere/)
    expect(() => checkRecording({ ...recording, seed: 'another' })).toThrow(ReplayError)
  })

  it('refuses inputs the run refuses, and garbage, with a ReplayError', () => {
    const choice = defaultChoice()
    expect(() => replayRun('replay-short', choice, 'v')).toThrow(/went elsewhere.*descend/)
    expect(() => replayRun('replay-short', choice, 'Ua')).toThrow(/went elsewhere/)
    expect(() => replayRun('replay-short', choice, 'Ua-99999-3.')).toThrow(ReplayError)
    expect(() => replayRun('replay-short', choice, '%%%')).toThrow(ReplayError)
    expect(() => replayRun(7 as unknown as string, choice, 's')).toThrow(/no seed/)
  })

  it('keeps no log for a run that cannot be replayed from its seed', () => {
    const sandbox = DungeonRun.start(defaultChoice(), 'replay-sandbox', 1, true)
    expect(sandbox.inputLog()).toBeNull()
    expect(() => recordRun(sandbox)).toThrow(/cannot be replayed/)
    const run = DungeonRun.start(defaultChoice(), 'replay-regenerated')
    run.regenerate('other')
    expect(run.inputLog()).toBeNull()
  })
})
