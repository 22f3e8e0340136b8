import { snapshot } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import { defaultChoice } from '../chain/generator-choice.js'
import { ReplayError } from '../input/replay-error.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import { testHooks } from '../testing.js'
import { runChecksum } from './checksum.js'
import {
  checkRecording,
  RUN_VERSION,
  type RunRecord,
  recordRun,
  replayRun,
  verifyRun,
} from './replay-run.js'

/** A short run: steps about the first level, waits, a wall bumped (refused, so not kept). */
function shortRun(): Run {
  const run = createRun({ seed: 'replay-short' })
  for (const direction of ['right', 'down', 'left', 'up', 'down-right', 'up-left'] as const) {
    for (let n = 0; n < 4; n++) testHooks(run).move(direction)
    testHooks(run).wait()
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
    const replayed = checkRecording(recording)
    expect(snapshot(replayed.world)).toEqual(snapshot(run.world))
    expect(runChecksum(replayed)).toBe(recording.checksum)
  })

  it('verifyRun shows the replayed run to look when it checks out, and only then', () => {
    const run = shortRun()
    const record = recordRun(run)
    const seen: Run[] = []
    const verdict = verifyRun(record, {}, (replayed) => seen.push(replayed))
    expect(verdict).toMatchObject({ ok: true, turn: run.turn, deepest: run.deepest })
    expect(seen).toHaveLength(1)
    expect(runChecksum(seen[0] as Run)).toBe(record.checksum)
    expect(verifyRun({ ...record, turns: record.turns + 1 }, {}, (r) => seen.push(r)).ok).toBe(
      false,
    )
    expect(seen).toHaveLength(1)
    // verifyRun never throws: a look that is not a function is a verdict too.
    expect(verifyRun(record, {}, 'story' as unknown as () => void)).toEqual({
      ok: false,
      reason: 'verifyRun: look must be a function or undefined, got string',
    })
  })

  it('reports a replay that ends elsewhere', () => {
    const recording = recordRun(shortRun())
    const tampered: RunRecord = { ...recording, log: `${recording.log}s` }
    expect(() => checkRecording(tampered)).toThrow(/ended elsewhere/)
    expect(() => checkRecording({ ...recording, seed: 'another' })).toThrow(ReplayError)
  })

  it('refuses inputs the run refuses, and garbage, with a ReplayError', () => {
    const choice = defaultChoice()
    const version = RUN_VERSION
    expect(() => replayRun({ version, seed: 'replay-short', choice, log: 'v' })).toThrow(
      /went elsewhere.*descend/,
    )
    expect(() => replayRun({ version, seed: 'replay-short', choice, log: 'Ua' })).toThrow(
      /went elsewhere/,
    )
    expect(() => replayRun({ version, seed: 'replay-short', choice, log: 'Ua-99999-3.' })).toThrow(
      ReplayError,
    )
    expect(() => replayRun({ version, seed: 'replay-short', choice, log: '%%%' })).toThrow(
      ReplayError,
    )
    expect(() => replayRun({ version, seed: 7 as unknown as string, choice, log: 's' })).toThrow(
      /no seed/,
    )
  })

  it('keeps no log for a run that cannot be replayed from its seed', () => {
    const sandbox = createRun({ seed: 'replay-sandbox', depth: 1, sandbox: true })
    expect(sandbox.inputLog()).toBeNull()
    expect(() => recordRun(sandbox)).toThrow(/cannot be replayed/)
    const run = createRun({ seed: 'replay-regenerated' })
    testHooks(run).regenerate('other')
    expect(run.inputLog()).toBeNull()
  })
})
