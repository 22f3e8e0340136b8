import { snapshot } from '@delve/ecs'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { runChecksum } from '../replay/checksum.js'
import { checkRecording, recordRun, replayRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { botRun } from './balance-bot.js'

describe('a bot run, recorded and replayed', () => {
  it('ends snapshot-equal, its kept levels equal, with the same checksum, from a short log', () => {
    for (const seed of ['replay-bot-1', 'replay-bot-2', 'replay-bot-3']) {
      const { summary, run } = botRun(seed)
      const recording = recordRun(run)
      // Steps in a line share a count: well under a character a turn.
      expect(recording.log.length).toBeLessThan(summary.turns)
      const replayed = replayRun(recording)
      expect(snapshot(replayed.world)).toEqual(snapshot(run.world))
      expect(replayed.keptLevels()).toEqual(run.keptLevels())
      expect(run.levelsKept.length).toBeGreaterThan(0)
      expect(runChecksum(replayed)).toBe(recording.checksum)
    }
  })

  it('reports a tampered log', () => {
    const recording = recordRun(botRun('replay-bot-1').run)
    // One step changed: the run goes elsewhere, or some later input is refused.
    const i = recording.log.search(/[wedcxzaq]/)
    const swapped = recording.log[i] === 'd' ? 'a' : 'd'
    const log = `${recording.log.slice(0, i)}${swapped}${recording.log.slice(i + 1)}`
    expect(() => checkRecording({ ...recording, log })).toThrow(/elsewhere/)
  })

  it('over many seeds: replays to its end, and a save taken anywhere plays on to the same end', () => {
    const seed = fc
      .string({ minLength: 1, maxLength: 10 })
      .filter((t) => t.trim() === t && t !== '')
    fc.assert(
      fc.property(seed, fc.nat(), (runSeed, cut) => {
        const { run } = botRun(runSeed, { maxTurns: 3000 })
        const record = recordRun(run)
        expect(verifyRun(record)).toMatchObject({ ok: true, turn: run.turn, depth: run.depth })
        // Saved at any input (on any level, with the levels above kept), loaded and played on.
        const inputs = run.inputLog() ?? []
        const at = cut % (inputs.length + 1)
        const part = createRun({ seed: runSeed })
        for (const input of inputs.slice(0, at)) expect(act(part, input).taken).toBe(true)
        const loaded = loadRun(saveRun(part))
        expect(runChecksum(loaded)).toBe(runChecksum(part))
        for (const input of inputs.slice(at)) expect(act(loaded, input).taken).toBe(true)
        expect(runChecksum(loaded)).toBe(record.checksum)
        expect(loaded.end).toEqual(run.end)
        expect(verifyRun(recordRun(loaded)).ok).toBe(true)
      }),
      { numRuns: sized(4, 10) },
    )
  })
})
