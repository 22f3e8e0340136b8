import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { recordRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import { PLAYER_BOTS, playAs } from './play-as.js'

const BOTS = Object.keys(PLAYER_BOTS) as (keyof typeof PLAYER_BOTS)[]

describe.each(BOTS)('the %s bot', (bot) => {
  it('plays the same run for the same seed, and another for another seed', () => {
    const a = playAs(bot, 'same-seed', { maxTurns: 500 })
    const b = playAs(bot, 'same-seed', { maxTurns: 500 })
    expect(b.summary).toEqual(a.summary)
    expect(b.run.inputLog()).toEqual(a.run.inputLog())
    const other = playAs(bot, 'other-seed', { maxTurns: 500 })
    expect(other.run.inputLog()).not.toEqual(a.run.inputLog())
  })

  it('plays a run that replays from its seed and verifies', () => {
    for (const seed of ['verify-1', 'verify-2']) {
      const { run, summary } = playAs(bot, seed, { maxTurns: 800 })
      expect(summary.turns).toBe(run.turn)
      const verdict = verifyRun(recordRun(run))
      expect(verdict).toMatchObject({ ok: true, turn: run.turn, depth: run.depth })
      // And the inputs, played on a new run of the seed, are each taken.
      const again = createRun({ seed })
      for (const input of run.inputLog() ?? []) expect(act(again, input).taken).toBe(true)
      expect(again.turn).toBe(run.turn)
    }
  })

  it('stops at its turn cap, and tallies its lowest hit points and rests within the run', () => {
    const { run, summary } = playAs(bot, 'cap-seed', { maxTurns: 300 })
    if (run.end === null) expect(summary).toMatchObject({ end: 'out of turns', turns: 300 })
    else expect(summary.turns).toBeLessThanOrEqual(300)
    expect(summary.lowestHp).toBeGreaterThanOrEqual(0)
    expect(summary.lowestHp).toBeLessThanOrEqual(1)
    expect(summary.restTurns).toBeLessThanOrEqual(summary.turns)
    const waits = (run.inputLog() ?? []).filter((i) => i.kind === 'wait').length
    // A rest's turns are waits in the log; the diver never rests.
    expect(summary.restTurns).toBeLessThanOrEqual(waits)
    if (bot === 'diver') expect(summary.restTurns).toBe(0)
  })
})
