import { sized } from '@delve/testing'
import { describe, expect, it } from 'vitest'
import { type ActResult, act } from '../act/act.js'
import { PLAYER_BOTS, type PlayerBot, type PlayerBotName } from '../bot/play-as.js'
import { playerView } from '../bot/player-view.js'
import type { RunInput } from '../input/run-input.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'

/** Escapes `text` for a regular expression. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Where what `result` tells (its lines, its refusal, why a walk stopped) names a kind the player
 * does not know after it: each kind's true name, with the names of the kinds known taken out
 * first (an extra healing potion known is no healing potion told).
 */
function leaks(run: Run, input: RunInput, result: ActResult): string[] {
  const told = [...result.lines, result.refused ?? '', result.stopped ?? ''].join('\n')
  const kinds = run.world.kinds.items.map((info, code) => ({ code, name: info.name }))
  const known = kinds
    .filter((k) => run.isKnown(k.code))
    .sort((a, b) => b.name.length - a.name.length)
  let text = told
  for (const k of known) text = text.replace(new RegExp(`\\b${escaped(k.name)}\\b`, 'g'), '…')
  return kinds
    .filter((k) => !run.isKnown(k.code) && new RegExp(`\\b${escaped(k.name)}\\b`).test(text))
    .map((k) => `${k.name} told by ${JSON.stringify(input)} on turn ${run.turn}: ${told}`)
}

/**
 * Plays `seed` as the bot `name` does (`playOn`'s loop: its choices, best first, a walk or a rest
 * let run), looking at what every input tells, taken or refused. Returns the leaks found.
 */
function sweep(name: PlayerBotName, seed: string, maxTurns: number): string[] {
  const run = createRun({ seed })
  const bot = PLAYER_BOTS[name] as PlayerBot<unknown>
  const memory = bot.memory()
  const found: string[] = []
  const tried = (input: RunInput) => {
    const result = act(run, input)
    found.push(...leaks(run, input, result))
    return result
  }
  while (!run.end && run.turn < maxTurns) {
    let played: RunInput = { kind: 'wait' }
    let result: ActResult | undefined
    for (const input of bot.choices(playerView(run), memory)) {
      result = tried(input)
      if (result.taken) {
        played = input
        break
      }
    }
    if (!result?.taken) result = tried(played)
    while (result.more === true && run.turn < maxTurns) result = tried(played)
  }
  return found
}

describe('no kind is told before it is known', () => {
  it('in what any input of the bots’ runs tells, taken or refused', () => {
    const runs = sized(1, 8)
    const found: string[] = []
    for (let n = 0; n < runs; n++) {
      found.push(...sweep('careful', `leak-${n}`, sized(3000, 20_000)))
      found.push(...sweep('diver', `leak-dive-${n}`, sized(2000, 6000)))
    }
    expect(found).toEqual([])
  })
})
