import { ArgumentRangeError, ENGINE_MESSAGES } from '@delve/ecs'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { botRun } from '../bot/balance-bot.js'
import type { LoggedInput } from '../input/run-input.js'
import { contentChecksum, runChecksum } from '../replay/checksum.js'
import { recordRun, replayRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import { RUN_LINES, RUN_MESSAGES, runLine } from './run-messages.js'

/** A game's words for a few of the lines a bot's run tells. */
const WORDS = {
  'blow.hit.you': 'You smite {whom}, {damage} deep.',
  'kill.you': '{Whom} falls to your blade.',
  pickup: 'Into the pack: {item}.',
  descend: 'Down you go, to depth {depth}.',
}

/** Every line `inputs` tell, played by `act` on a new run of `seed` with `options`. */
function tell(seed: string, inputs: readonly LoggedInput[], options = {}) {
  const run = createRun({ seed, ...options })
  const lines = inputs.flatMap((input) => act(run, input).lines)
  return { run, lines }
}

describe("a game's own words", () => {
  it("change a run's lines, not its play: the same checksum, and it verifies", () => {
    const { run: bot } = botRun('words', { maxTurns: 600 })
    const inputs = bot.inputLog() ?? []
    const plain = tell('words', inputs)
    const own = tell('words', inputs, { messages: WORDS })
    expect(runChecksum(own.run)).toBe(runChecksum(plain.run))
    expect(runChecksum(own.run)).toBe(runChecksum(bot))
    expect(own.lines).toHaveLength(plain.lines.length)
    // Each line the game reworded reads its way; the rest are Delve's, word for word.
    const reworded = own.lines.filter((line, i) => line !== plain.lines[i])
    expect(reworded.length).toBeGreaterThan(3)
    for (const line of reworded) {
      expect(line).toMatch(/^(You smite|.* falls to your blade\.|Into the pack|Down you go)/)
    }
    expect(plain.lines.some((line) => /^You hit the .* for \d+\.$/.test(line))).toBe(true)
    expect(own.lines.some((line) => /^You smite the .*, \d+ deep\.$/.test(line))).toBe(true)
    // Words are not content: the record is the same, and verifies with or without them.
    expect(contentChecksum(own.run.rules)).toBe(contentChecksum(plain.run.rules))
    expect(recordRun(own.run)).toEqual(recordRun(plain.run))
    expect(verifyRun(recordRun(own.run))).toMatchObject({ ok: true })
    const replayed = replayRun(recordRun(plain.run), { messages: WORDS })
    expect(runChecksum(replayed)).toBe(runChecksum(plain.run))
  })

  it('refuse a key the catalogue lacks, naming it, and keep the lines left out', () => {
    expect(() => createRun({ seed: 'x', messages: { 'blow.hti.you': 'x' } })).toThrow(
      ArgumentRangeError,
    )
    expect(() => createRun({ seed: 'x', messages: { 'blow.hti.you': 'x' } })).toThrow(
      /createRun: messages\["blow\.hti\.you"\]/,
    )
    const run = createRun({ seed: 'x', messages: { descend: 'Down.' } })
    expect(runLine(run.world.kinds, 'descend', { depth: 2 })).toBe('Down.')
    expect(runLine(run.world.kinds, 'climb', { depth: 2 })).toBe('You climb the stairs to depth 2.')
    expect(runLine(run.world.kinds, 'death.you')).toBe(ENGINE_MESSAGES['death.you'])
    expect(Object.keys(RUN_MESSAGES)).toHaveLength(
      Object.keys(ENGINE_MESSAGES).length + Object.keys(RUN_LINES).length,
    )
  })
})
