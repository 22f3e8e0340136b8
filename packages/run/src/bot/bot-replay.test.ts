import { snapshot } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import { worldChecksum } from '../replay/checksum.js'
import { checkRecording, recordRun, replayRun } from '../replay/replay-run.js'
import { botRun } from './balance-bot.js'

describe('a bot run, recorded and replayed', () => {
  it('ends snapshot-equal, with the same checksum, from a short log', () => {
    for (const seed of ['replay-bot-1', 'replay-bot-2', 'replay-bot-3']) {
      const { summary, run } = botRun(seed)
      const recording = recordRun(run)
      // Steps in a line share a count: well under a character a turn.
      expect(recording.log.length).toBeLessThan(summary.turns)
      const replayed = replayRun(recording)
      expect(snapshot(replayed.world)).toEqual(snapshot(run.world))
      expect(worldChecksum(replayed.world)).toBe(recording.checksum)
    }
  }, 30_000)

  it('reports a tampered log', () => {
    const recording = recordRun(botRun('replay-bot-1').run)
    // One step changed: the run goes elsewhere, or some later input is refused.
    const i = recording.log.search(/[wedcxzaq]/)
    const swapped = recording.log[i] === 'd' ? 'a' : 'd'
    const log = `${recording.log.slice(0, i)}${swapped}${recording.log.slice(i + 1)}`
    expect(() => checkRecording({ ...recording, log })).toThrow(/elsewhere/)
  })
})
